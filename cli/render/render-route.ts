// One page route rendered: its HTML, page data, Markdown and search records. The same code runs in
// the build's main thread and in its workers (which keep the trees they parsed), so both write the
// same bytes.
import { NOT_FOUND_HTML_FILE, outputFileOf, pageDataUrl, routeHtmlFile, routeMarkdownFile } from '../../runtime/shared/site-urls.ts';
import { trimSidebar } from '../../runtime/shared/sidebar-trim.ts';
import type { BootData, PageData, PageNode, Sidebar, SiteData } from '../../runtime/shared/types.ts';
import type { SiteConfig } from '../config/resolve.ts';
import { notFoundTitle, type ThemeTranslations } from '../../runtime/shared/theme-translations.ts';
import { blogPageData, type BlogIndex } from '../content/blog.ts';
import { blogAtomPath, blogRssPath } from '../content/blog-path.ts';
import { docTagPage, docTagsFooter, type DocTagIndex } from '../content/doc-tags.ts';
import { generatedPageWords } from './generated-page-words.ts';
import type { Root } from 'mdast';
import type { Page } from '../content/page.ts';
import { textToParse } from '../content/parse.ts';
import { withNoRouteLinksMarked } from '../content/no-route-links.ts';
import { withRoutedLinks } from '../content/rewrite-links.ts';
import { NOT_FOUND_PATH, type Route } from '../content/route.ts';
import type { DocPlace } from '../content/doc-navigation.ts';
import { docLabel } from '../content/sidebars.ts';
import { cardGrid, docCards, withDocCards, type CardDescriptions, type DocCard } from './doc-card-list.ts';
import { paragraphHoldsBlock, withBlockParagraphsAsDivs } from './component-paragraphs.ts';
import { nestsLinks, withoutNestedLinks } from './component-links.ts';
import { excerptOf } from '../content/excerpt.ts';
import { pageBundle, withSiteComponents } from './site-component-assets.ts';
import type { SiteComponentOutput } from '../bundle/site-components.ts';
import { extractRecords, type SearchRecord } from '../search/records.ts';
import type { OutputFile } from '../write/output.ts';
import { BuildError } from '../diagnostics.ts';
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
  bundle: { entry: string; preloads: string[]; css: string[]; bootScript: string; serverFile: string; siteComponents?: Record<string, SiteComponentOutput>; siteComponentsFile?: string };
  /** The server render; a worker imports it from bundle.serverFile. */
  renderApp: (boot: BootData) => string;
  sidebars: Sidebar[];
  places: Map<string, DocPlace>;
  routeByFile: Map<string, string>;
  /** The paths of the routes whose page data the router can load (every one but the 404 page): a link elsewhere on the site is left to the browser. */
  routePaths: Set<string>;
  /** The files of static/, as site paths: a prop naming one under the Docusaurus baseUrl is written at the root's (rewrite-links.ts). */
  staticPaths: ReadonlySet<string>;
  /** Route path -> how many other pages link to it (records' weight.pageRank). */
  pageRanks: Map<string, number>;
  /** Files of content/ pages point at (images, downloads) -> their address in the output. */
  fileUrls: Map<string, string>;
  blog: BlogIndex;
  docTags: DocTagIndex;
  commitTimes: Map<string, number>;
  /** What doc cards say of the pages they lead to (empty on a site without cards). */
  cardDescriptions: CardDescriptions;
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
  const routed = route.page && tree ? renderedTree(route, tree, ctx) : undefined;
  let page = withDocClientData(withSiteComponents(routePageData(route, routed, ctx), ctx.bundle.siteComponents), route, ctx.docTags);
  const full = page.sidebarId ? ctx.sidebars.find((s) => s.id === page.sidebarId) : undefined;
  const sidebar: Sidebar | null = full ? trimSidebar(full, page.path) : null;
  let boot: BootData = { site, page, sidebar };
  let appHtml = renderApp(ctx, boot, route);
  // A component drawing a block inside a sentence: its paragraph becomes a <div>, and the page is drawn again.
  const reshaped = paragraphHoldsBlock(appHtml) ? withBlockParagraphsAsDivs(page, (marked) => renderApp(ctx, { site, page: marked, sidebar }, route)) : null;
  if (reshaped) {
    page = reshaped;
    boot = { site, page, sidebar };
    appHtml = renderApp(ctx, boot, route);
  }
  // A component drawing a link inside the content's link, or around it: the content's link keeps its text only.
  const unnested = nestsLinks(appHtml) ? withoutNestedLinks(page, (marked) => renderApp(ctx, { site, page: marked, sidebar }, route)) : null;
  if (unnested) {
    page = unnested;
    boot = { site, page, sidebar };
    appHtml = renderApp(ctx, boot, route);
  }
  // The page's JSON is both its data file and most of the document's embedded data: made once. The
  // data file adds the part of a large sidebar the page shows, which a client-side navigation then
  // shows as a full load would, without the whole sidebar (a small one is loaded whole, once).
  const pageJson = JSON.stringify(page);
  const sidebarText = JSON.stringify(sidebar);
  const html = renderDocument(ctx.shells as Templates, {
    boot,
    bootJson: `{"site":${siteJson(site)},"page":${pageJson},"sidebar":${sidebarText}}`,
    appHtml,
    bundle: pageBundle(ctx.bundle, page, ctx.bundle.siteComponents),
    siteUrl: config.url,
    image: config.image,
    ...(ctx.blog.posts.length > 0 ? { feeds: { rss: blogRssPath(ctx.blog.blogPath), atom: blogAtomPath(ctx.blog.blogPath) } } : {}),
    frontmatterHead: pageHeadOf(route.page),
    ownHead: route.page?.head,
  });
  const files: OutputFile[] = [
    { path: route.kind === 'notFound' ? NOT_FOUND_HTML_FILE : routeHtmlFile(route.path), contents: html },
    { path: outputFileOf(pageDataUrl(route.path)), contents: sidebar?.partial ? `${pageJson.slice(0, -1)},"sidebar":${sidebarText}}` : pageJson },
  ];
  let markdown: MarkdownPage | null = null;
  if (route.page && routed && route.kind === 'doc') {
    // The tree's offsets point into the text the parser read, not the file's own.
    const text = pageToMarkdown(routed, page.title, route.page.hasOwnH1, textToParse(route.page.source.text));
    files.push({ path: routeMarkdownFile(route.path), contents: text });
    markdown = { path: route.path, title: page.title, description: page.description, markdown: text };
  }
  // Unlisted pages are reachable, but kept out of search (and the sitemap and sidebars).
  const listed = !route.page?.frontmatter.unlisted;
  return { files, records: routed && listed ? routeRecords(route, routed, page.title, ctx) : [], markdown: listed ? markdown : null };
}

/**
 * A doc showing one of the site's components: its id, file and whole front matter, which Docusaurus's
 * useDoc() gives a component (Cypress's headings read custom keys of it, Lexical's copy button the
 * doc's address). Pages without a component carry none of it.
 */
function withDocClientData(page: PageData, route: Route, docTags: DocTagIndex): PageData {
  if (!page.siteComponents || route.kind !== 'doc' || !route.page || route.docId === undefined) return page;
  const { frontmatter, customFrontMatter, source } = route.page;
  const tags = (docTags.byDoc.get(route.path) ?? []).map((tag) => ({ label: tag.label, permalink: tag.href }));
  // As the browser reads it from the page data (JSON): YAML's .inf and .nan are null there, and the
  // server drawing Infinity where the browser draws null broke hydration (#418).
  const frontMatter = JSON.parse(JSON.stringify({ ...frontmatter, ...customFrontMatter })) as Record<string, unknown>;
  return { ...page, doc: { id: route.docusaurusId ?? route.docId, source: `@site/${source.contentPath}`, frontMatter, tags } };
}

/** The page's server render; a site component that throws is the site's problem, named with its page. */
function renderApp(ctx: RenderContext, boot: BootData, route: Route): string {
  try {
    return ctx.renderApp(boot);
  } catch (error) {
    const used = Object.keys(boot.page.siteComponents ?? {});
    if (used.length === 0) throw error;
    throw new BuildError([
      {
        severity: 'error',
        code: 'component',
        message: `A site component threw while this page was rendered (${used.map((name) => `<${name}>`).join(', ')}): ${error instanceof Error ? error.message : String(error)}`,
        file: route.page?.source.file,
        hint: "fix the component's code (site.config.ts, components), or the props and children this page gives it.",
      },
    ]);
  }
}

/** The head tags a page's frontmatter asks for. */
function pageHeadOf(page: Page | undefined): { keywords?: string[]; image?: string; noindex?: boolean } {
  if (!page) return {};
  const { keywords, image, unlisted } = page.frontmatter;
  return { ...(keywords?.length ? { keywords } : {}), ...(image ? { image } : {}), ...(unlisted ? { noindex: true } : {}) };
}

/** The search records of a page route (none for other kinds of route). */
export function routeRecords(route: Route, tree: Root, title: string, ctx: Pick<RenderContext, 'config' | 'site' | 'places' | 'pageRanks'>): SearchRecord[] {
  if (!(route.kind === 'doc' || route.kind === 'page' || route.kind === 'home' || route.kind === 'blogPost')) return [];
  const { config, site } = ctx;
  const place = route.docId !== undefined ? ctx.places.get(route.docId) : undefined;
  return extractRecords({
    tree,
    title,
    url: config.url + route.path,
    pageRank: ctx.pageRanks.get(route.path) ?? 0,
    section: sectionOf(route, place, site),
    language: site.locale.lang,
    docusaurusTag: route.kind === 'doc' ? `docs-default-${site.docsVersion.name}` : 'default',
    version: route.kind === 'doc' ? site.docsVersion.name : undefined,
  });
}

/** A page route's search records as the build makes them, without rendering the page (dev). */
export function pageRecords(route: Route, tree: Root, ctx: Pick<RenderContext, 'config' | 'site' | 'places' | 'pageRanks' | 'sidebars' | 'routeByFile' | 'routePaths' | 'staticPaths' | 'fileUrls' | 'blog' | 'cardDescriptions'>): SearchRecord[] {
  if (!route.page || route.page.frontmatter.unlisted) return [];
  const title = blogPageData(route, ctx.blog)?.title ?? route.page.title;
  return routeRecords(route, renderedTree(route, tree, ctx), title, ctx);
}

/** The page's tree as it renders: links to content files pointing at routes and output files, and
 * what needs the sidebars (DocCardList) made. */
function renderedTree(route: Route, tree: Root, ctx: Pick<RenderContext, 'config' | 'places' | 'sidebars' | 'routeByFile' | 'routePaths' | 'staticPaths' | 'fileUrls' | 'cardDescriptions'>): Root {
  const place = route.docId !== undefined ? ctx.places.get(route.docId) : undefined;
  const sidebar = place ? ctx.sidebars.find((s) => s.id === place.sidebarId) : undefined;
  const routed = withRoutedLinks(tree, route.page!, route.path, ctx.routeByFile, ctx.fileUrls, ctx.config.trailingSlash, ctx.config.docusaurusBaseUrl, ctx.routePaths, ctx.staticPaths);
  const { itemCount } = generatedPageWords(ctx.config.buildTranslations, ctx.config.site.locale.lang);
  return withDocCards(withNoRouteLinksMarked(routed, route.path, ctx.routePaths), route.path, sidebar, ctx.cardDescriptions, itemCount);
}

/** What the runtime is given of a route: its data file, and the page part of its document's data. */
export function routePageData(route: Route, routedTree: Root | undefined, ctx: Pick<RenderContext, 'config' | 'places' | 'blog' | 'docTags' | 'commitTimes' | 'routeByFile' | 'routePaths' | 'staticPaths' | 'fileUrls' | 'sidebars' | 'cardDescriptions'>): PageData {
  const place = route.docId !== undefined ? ctx.places.get(route.docId) : undefined;
  return withPostExcerpts(withEditAndDate(pageData(route, routedTree, place, ctx), route, ctx.config, ctx.commitTimes), ctx);
}

/** A list of posts with each post's excerpt (what comes before its truncate marker), its links routed as in the post. */
function withPostExcerpts(data: PageData, ctx: Pick<RenderContext, 'config' | 'blog' | 'routeByFile' | 'routePaths' | 'staticPaths' | 'fileUrls'>): PageData {
  const posts = data.blog?.posts;
  if (!posts || !data.blog) return data;
  return {
    ...data,
    blog: {
      ...data.blog,
      posts: posts.map((post) => {
        const page = ctx.blog.pages.get(post.href);
        if (!page?.excerpt) return post;
        const routed = withRoutedLinks(page.excerpt.tree, page, post.href, ctx.routeByFile, ctx.fileUrls, ctx.config.trailingSlash, ctx.config.docusaurusBaseUrl, ctx.routePaths, ctx.staticPaths);
        const excerpt = toPageTree(toPageHast(withNoRouteLinksMarked(routed, post.href, ctx.routePaths)));
        return { ...post, excerpt, ...(page.excerpt.truncated ? { truncated: true } : {}) };
      }),
    },
  };
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
  // A dropdown's links are entries too.
  const item = site.navbar.items.flatMap((i) => i.items ?? [i]).find((i) => (place && i.sidebarId === place.sidebarId) || i.href === route.path);
  return item?.label ?? 'Documentation';
}

/**
 * Docs pages get their "Edit this page" link and, in a git checkout, their last commit date, or the
 * date their front matter's last_update gives (Docusaurus's override of the git data).
 */
function withEditAndDate(page: PageData, route: Route, config: SiteConfig, commitTimes: Map<string, number>): PageData {
  if (route.kind !== 'doc' || !route.page) return page;
  const written = route.page.frontmatter.last_update?.date;
  const lastUpdated = written !== undefined ? Math.floor(new Date(written).getTime() / 1000) : commitTimes.get(route.page.source.absPath);
  // custom_edit_url: this page's own edit address; null or '' shows no edit link.
  const custom = route.page.frontmatter.custom_edit_url;
  const editUrl = custom !== undefined ? custom || undefined : config.editUrl ? config.editUrl + route.page.source.file : undefined;
  return {
    ...page,
    ...(editUrl ? { editUrl } : {}),
    ...(lastUpdated ? { lastUpdated } : {}),
  };
}

function pageData(route: Route, routedTree: Root | undefined, place: DocPlace | undefined, { blog, docTags, config, sidebars, cardDescriptions }: Pick<RenderContext, 'blog' | 'docTags' | 'config' | 'sidebars' | 'cardDescriptions'>): PageData {
  // A generated index lists its category's items as cards, as Docusaurus's does (DocCardList).
  const words = generatedPageWords(config.buildTranslations, config.site.locale.lang);
  const cards = route.generatedIndex ? docCards(route.path, sidebars.find((s) => s.id === place?.sidebarId), cardDescriptions, words.itemCount) : [];
  const data = docOrPageData(route, routedTree, place, { docTags, showBreadcrumbs: config.docsBreadcrumbs, cards, tocLevels: config.tocLevels, translations: config.site.translations });
  const tagPage = docTagPage(route, docTags, words);
  if (tagPage) return { ...data, ...tagPage };
  const extra = blog ? blogPageData(route, blog, words) : null;
  if (!extra) return data;
  return { ...data, title: extra.title ?? data.title, description: extra.description ?? data.description, blog: extra.blog };
}

/** A category's generated index: its title, description and a card for each item it holds. */
function generatedIndexContent(index: NonNullable<Route['generatedIndex']>, cards: DocCard[]): PageData['content'] {
  return [
    ['header', null, ['h1', null, index.title]],
    ...(index.description ? [['p', null, index.description] as PageData['content'][number]] : []),
    ...toPageTree(toPageHast({ type: 'root', children: [cardGrid(cards)] })),
  ];
}

/**
 * A doc's breadcrumbs: its categories, then the doc. A category's own page (its linked doc or
 * generated index) ends at its category, as in Docusaurus, instead of naming the category twice.
 */
function docBreadcrumbs(route: Route, place: DocPlace | undefined): PageData['breadcrumbs'] {
  const categories = (place?.categories ?? []).map((label) => ({ label }));
  return place?.leadsCategory ? categories : [...categories, { label: docLabel(route) }];
}

interface PageDataOptions {
  docTags: DocTagIndex;
  showBreadcrumbs: boolean;
  cards: DocCard[];
  tocLevels: SiteConfig['tocLevels'];
  /** The site's language's words for the search page's and the not-found page's titles. */
  translations: ThemeTranslations | undefined;
}

function docOrPageData(route: Route, routedTree: Root | undefined, place: DocPlace | undefined, { docTags, showBreadcrumbs, cards, tocLevels, translations }: PageDataOptions): PageData {
  const page: Page | undefined = route.page;
  const base: PageData = {
    path: route.path === NOT_FOUND_PATH ? NOT_FOUND_PATH : route.path,
    kind: route.kind,
    title: page?.title ?? (route.kind === 'search' ? (translations?.['theme.SearchPage.emptyResultsTitle'] ?? 'Search the documentation') : route.kind === 'notFound' ? notFoundTitle(translations) : ''),
    description: page?.frontmatter.description ?? '',
    content: [],
    toc: [],
    sidebarId: place?.sidebarId ?? null,
    breadcrumbs: [],
    prev: place?.prev ?? null,
    next: place?.next ?? null,
  };
  if (route.generatedIndex) {
    const { title, description } = route.generatedIndex;
    return { ...base, title, description, content: generatedIndexContent(route.generatedIndex, cards), breadcrumbs: showBreadcrumbs ? docBreadcrumbs(route, place) : [] };
  }
  if (!page || !routedTree) return base;
  const content = toPageTree(toPageHast(routedTree));
  const fm = page.frontmatter;
  // A doc without a description in its front matter gets its first paragraph's text, as in Docusaurus.
  const description = fm.description ?? (route.kind === 'doc' ? excerptOf(routedTree) : '');
  // Blog posts put their title above the date and authors themselves; hide_title drops only the added title.
  const needsTitle = (route.kind === 'doc' || route.kind === 'page') && !page.hasOwnH1 && !fm.hide_title;
  // The page's own levels first, then the site's (Docusaurus's themeConfig.tableOfContents: Redux lists h4s).
  const [minLevel, maxLevel] = [fm.toc_min_heading_level ?? tocLevels.min, fm.toc_max_heading_level ?? tocLevels.max];
  return {
    ...base,
    description,
    content: [...(needsTitle ? [['header', null, ['h1', null, page.title]] as PageNode] : []), ...content, ...docTagsFooter(route.kind === 'doc' ? docTags.byDoc.get(route.path) : undefined)],
    toc: fm.hide_table_of_contents
      ? []
      : // A TOC that starts deeper than h2 is shown as if it started at h2 (its top entries at the top level).
        page.headings.filter((h) => h.depth >= minLevel && h.depth <= maxLevel).map((h) => ({ id: h.id, text: h.text, ...(h.code ? { code: h.code } : {}), level: h.depth - (minLevel - 2) })),
    breadcrumbs: route.kind === 'doc' && showBreadcrumbs ? docBreadcrumbs(route, place) : [],
    // Docusaurus's MDXPage gives its <html> the page's wrapperClassName (read for pages only, frontmatter.ts).
    ...(route.kind === 'page' && fm.wrapperClassName ? { htmlClassName: fm.wrapperClassName } : {}),
  };
}
