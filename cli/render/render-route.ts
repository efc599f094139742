// One page route rendered: its HTML, page data, Markdown and search records. The same code runs in
// the build's main thread and in its workers (which keep the trees they parsed), so both write the
// same bytes.
import { NOT_FOUND_HTML_FILE, outputFileOf, pageDataUrl, routeHtmlFile } from '../../runtime/shared/site-urls.ts';
import { trimSidebar } from '../../runtime/shared/sidebar-trim.ts';
import type { BootData, PageData, Sidebar, SiteData } from '../../runtime/shared/types.ts';
import type { SiteConfig } from '../config/resolve.ts';
import { blogPageData, type BlogIndex } from '../content/blog.ts';
import type { Root } from 'mdast';
import type { Page } from '../content/page.ts';
import { escapeHeadingIds } from '../content/parse.ts';
import { withRoutedLinks } from '../content/rewrite-links.ts';
import { NOT_FOUND_PATH, type Route } from '../content/route.ts';
import { docLabel, type DocPlace } from '../content/sidebars.ts';
import { extractRecords, type SearchRecord } from '../search/records.ts';
import type { OutputFile } from '../write/output.ts';
import { renderDocument, type Templates } from './document.ts';
import type { MarkdownPage } from './llms.ts';
import { pageToMarkdown } from './markdown.ts';
import { toPageTree } from './page-tree.ts';
import { toPageHast } from './to-hast.ts';

/** Everything a page's render reads besides the page itself: plain data a worker can be sent. */
export interface RenderContext {
  config: SiteConfig;
  site: SiteData;
  shells: Pick<Templates, 'document' | 'redirect'>;
  bundle: { entry: string; preloads: string[]; css: string[]; bootScript: string; serverFile: string };
  /** The server render; a worker imports it from bundle.serverFile. */
  renderApp: (boot: BootData) => string;
  sidebars: Sidebar[];
  places: Map<string, DocPlace>;
  routeByFile: Map<string, string>;
  blog: BlogIndex;
  commitTimes: Map<string, number>;
}

export interface RenderedRoute {
  files: OutputFile[];
  records: SearchRecord[];
  markdown: MarkdownPage | null;
}

/** A rendered route's records and Markdown as they cross threads and wait for the end of the build:
 * the records as JSON text (the items of an array, without its brackets). */
export interface RenderedText {
  recordsJson: string;
  recordCount: number;
  markdown: MarkdownPage | null;
  /** The paths of the files it wrote. */
  files: string[];
}

export function asText(out: RenderedRoute): RenderedText {
  return { recordsJson: JSON.stringify(out.records).slice(1, -1), recordCount: out.records.length, markdown: out.markdown, files: out.files.map((f) => f.path) };
}

/** A route that is not a redirect: its document, page data, and for pages their Markdown and
 * records. `tree` is its page's parsed tree (none for the routes without a content file). */
export function renderPageRoute(route: Route, tree: Root | undefined, ctx: RenderContext): RenderedRoute {
  const { config, site } = ctx;
  // Links to content files point at their routes in everything made from the page.
  const routed = route.page && tree ? withRoutedLinks(tree, route.page, route.path, ctx.routeByFile) : undefined;
  const page = routePageData(route, routed, ctx);
  const full = page.sidebarId ? ctx.sidebars.find((s) => s.id === page.sidebarId) : undefined;
  const sidebar: Sidebar | null = full ? trimSidebar(full, page.path) : null;
  const boot: BootData = { site, page, sidebar };
  // The page's JSON is both its data file and most of the document's embedded data: made once.
  const pageJson = JSON.stringify(page);
  const html = renderDocument(ctx.shells as Templates, {
    boot,
    bootJson: `{"site":${siteJson(site)},"page":${pageJson},"sidebar":${JSON.stringify(sidebar)}}`,
    appHtml: ctx.renderApp(boot),
    bundle: ctx.bundle,
    siteUrl: config.url,
    image: config.image,
    feeds: ctx.blog.posts.length > 0,
    pageHead: route.page?.head,
  });
  const files: OutputFile[] = [
    { path: route.kind === 'notFound' ? NOT_FOUND_HTML_FILE : routeHtmlFile(route.path), contents: html },
    { path: outputFileOf(pageDataUrl(route.path)), contents: pageJson },
  ];
  let markdown: MarkdownPage | null = null;
  if (route.page && routed && route.kind === 'doc') {
    const text = pageToMarkdown(routed, page.title, route.page.hasOwnH1, escapeHeadingIds(route.page.source.text));
    files.push({ path: `${route.path.slice(1)}.md`, contents: text });
    markdown = { path: route.path, title: page.title, description: page.description, markdown: text };
  }
  return { files, records: routed ? routeRecords(route, routed, page.title, ctx) : [], markdown };
}

/** The search records of a page route (none for other kinds of route). */
export function routeRecords(route: Route, tree: Root, title: string, ctx: Pick<RenderContext, 'config' | 'site' | 'places'>): SearchRecord[] {
  if (!(route.kind === 'doc' || route.kind === 'page' || route.kind === 'home' || route.kind === 'blogPost')) return [];
  const { config, site } = ctx;
  const place = route.docId !== undefined ? ctx.places.get(route.docId) : undefined;
  return extractRecords({
    tree,
    title,
    url: config.url + route.path,
    section: sectionOf(route, place, site),
    language: site.locale.lang,
    docusaurusTag: route.kind === 'doc' ? `docs-default-${site.docsVersion.name}` : 'default',
    version: route.kind === 'doc' ? site.docsVersion.name : undefined,
  });
}

/** A page route's search records as the build makes them, without rendering the page (dev). */
export function pageRecords(route: Route, tree: Root, ctx: Pick<RenderContext, 'config' | 'site' | 'places' | 'routeByFile' | 'blog'>): SearchRecord[] {
  if (!route.page) return [];
  const title = blogPageData(route, ctx.blog)?.title ?? route.page.title;
  return routeRecords(route, withRoutedLinks(tree, route.page, route.path, ctx.routeByFile), title, ctx);
}

/** What the runtime is given of a route: its data file, and the page part of its document's data. */
export function routePageData(route: Route, routedTree: Root | undefined, ctx: Pick<RenderContext, 'config' | 'places' | 'blog' | 'commitTimes'>): PageData {
  const place = route.docId !== undefined ? ctx.places.get(route.docId) : undefined;
  return withEditAndDate(pageData(route, routedTree, place, ctx.blog), route, ctx.config, ctx.commitTimes);
}

const siteJsonCache = new WeakMap<SiteData, string>();

/** The site's JSON, the same in every page's document: made once per site. */
function siteJson(site: SiteData): string {
  let json = siteJsonCache.get(site);
  if (json === undefined) siteJsonCache.set(site, (json = JSON.stringify(site)));
  return json;
}

function sectionOf(route: Route, place: DocPlace | undefined, site: SiteData): string {
  if (place?.categories[0]) return place.categories[0];
  if (route.kind === 'blogPost') return 'Blog';
  const item = site.navbar.items.find((i) => (place && i.sidebarId === place.sidebarId) || i.href === route.path);
  return item?.label ?? 'Documentation';
}

/** Docs pages get their "Edit this page" link and, in a git checkout, their last commit date. */
function withEditAndDate(page: PageData, route: Route, config: SiteConfig, commitTimes: Map<string, number>): PageData {
  if (route.kind !== 'doc' || !route.page) return page;
  const lastUpdated = commitTimes.get(route.page.source.absPath);
  return {
    ...page,
    ...(config.editUrl ? { editUrl: config.editUrl + route.page.source.file } : {}),
    ...(lastUpdated ? { lastUpdated } : {}),
  };
}

function pageData(route: Route, routedTree: Root | undefined, place: DocPlace | undefined, blog: BlogIndex): PageData {
  const data = docOrPageData(route, routedTree, place);
  const extra = blog ? blogPageData(route, blog) : null;
  if (!extra) return data;
  return { ...data, title: extra.title ?? data.title, blog: extra.blog };
}

function docOrPageData(route: Route, routedTree: Root | undefined, place: DocPlace | undefined): PageData {
  const page: Page | undefined = route.page;
  const base: PageData = {
    path: route.path === NOT_FOUND_PATH ? NOT_FOUND_PATH : route.path,
    kind: route.kind,
    title: page?.title ?? (route.kind === 'search' ? 'Search the documentation' : route.kind === 'notFound' ? 'Page Not Found' : ''),
    description: page?.frontmatter.description ?? '',
    content: [],
    toc: [],
    sidebarId: place?.sidebarId ?? null,
    breadcrumbs: [],
    prev: place?.prev ?? null,
    next: place?.next ?? null,
  };
  if (!page || !routedTree) return base;
  const content = toPageTree(toPageHast(routedTree));
  // Blog posts put their title above the date and authors themselves.
  const needsTitle = (route.kind === 'doc' || route.kind === 'page') && !page.hasOwnH1;
  return {
    ...base,
    content: needsTitle ? [['header', null, ['h1', null, page.title]], ...content] : content,
    toc: page.frontmatter.hide_table_of_contents
      ? []
      : page.headings.filter((h) => h.depth >= 2 && h.depth <= 3).map((h) => ({ id: h.id, text: h.text, level: h.depth })),
    breadcrumbs: route.kind === 'doc' ? [...(place?.categories ?? []).map((label) => ({ label })), { label: docLabel(route) }] : [],
  };
}
