// Fills the HTML shells in templates/: escaping, head tags, embedded data, asset tags.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { BootData } from '../../runtime/shared/types.ts';
import type { PageHead } from '../content/page-head.ts';
import { formatDocumentTitle } from '../../runtime/shared/title.ts';
import { notFoundTitle } from '../../runtime/shared/theme-translations.ts';
import type { RuntimeBundle } from '../bundle/runtime.ts';
import { inlineScriptsOf } from './csp.ts';
import { escapeHtml } from '../../runtime/shared/escape-html.ts';
import { FAVICON_PATH } from '../../runtime/shared/site-urls.ts';

export { escapeHtml };

export interface Templates {
  document: string;
  redirect: string;
  favicon: string;
  /** The default link-preview picture (1200 × 630 JPEG). */
  socialCard: Uint8Array;
}

export async function loadTemplates(templatesDir: string): Promise<Templates> {
  const [document, redirect, favicon] = await Promise.all(
    ['document.html', 'redirect.html', 'favicon.svg'].map((name) => readFile(path.join(templatesDir, name), 'utf8')),
  );
  const socialCard = await readFile(path.join(templatesDir, 'social-card.jpg'));
  return { document, redirect, favicon, socialCard };
}


/** JSON that is safe inside <script>: no "</script>", no "<!--", no line separators. */
export function jsonForScript(value: unknown): string {
  return scriptSafeJson(JSON.stringify(value));
}

const SCRIPT_UNSAFE = /[<\u2028\u2029]/g;
const SCRIPT_ESCAPES: Record<string, string> = { '<': '\\u003c', '\u2028': '\\u2028', '\u2029': '\\u2029' };

/** JSON text made safe inside <script> (one pass over it: page data runs to tens of kilobytes). */
export function scriptSafeJson(json: string): string {
  return json.replace(SCRIPT_UNSAFE, (c) => SCRIPT_ESCAPES[c]);
}

/**
 * The shells with the site's Content-Security-Policy in their head, filled in once per build (every
 * page carries the same). Shells without it (`devcenter dev`) leave the slot empty.
 */
export function withPolicyMeta<T extends Pick<Templates, 'document' | 'redirect'>>(templates: T, metaTag: string): T {
  const put = (shell: string) => shell.split('{{policy}}').join(`${metaTag}\n`);
  return { ...templates, document: put(templates.document), redirect: put(templates.redirect) };
}

/** The inline scripts of the shells as a page will carry them: what the policy hashes. */
export function shellInlineScripts(templates: Pick<Templates, 'document' | 'redirect'>, bootScript: string): string[] {
  return [...inlineScriptsOf(templates.document.split('{{bootScript}}').join(bootScript), 'document.html'), ...inlineScriptsOf(templates.redirect, 'redirect.html')];
}

function fill(template: string, slots: Record<string, string>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => slots[name] ?? '');
}

export interface DocumentOptions {
  boot: BootData;
  /** `boot` as JSON, when the caller has it already (it is most of the document's bytes). */
  bootJson?: string;
  appHtml: string;
  bundle: Pick<RuntimeBundle, 'entry' | 'preloads' | 'css' | 'bootScript'>;
  siteUrl: string;
  /** The link-preview picture, as a site path or an address. */
  image: string;
  /** The site has a blog: every page announces its feeds, at these site paths (under the blog's path). */
  feeds?: { rss: string; atom: string };
  /** What the page's frontmatter adds to its head: keywords, its own preview picture, noindex (unlisted). */
  frontmatterHead?: { keywords?: string[]; image?: string; noindex?: boolean };
  /** What the page's own `<head>` sets: it wins over the tags the build writes. */
  ownHead?: PageHead;
}

/** True for a meta tag the build writes whose name or property the page's own <head> sets. */
function setByPage(ownHead: PageHead | undefined, tag: string): boolean {
  return (ownHead?.meta ?? []).some((m) => tag.startsWith(m.name ? `<meta name="${escapeHtml(m.name)}" ` : `<meta property="${escapeHtml(m.property ?? '')}" `));
}

/** The browser's UI colour per colour mode: the navbar's background. */
const THEME_COLORS = { light: '#ffffff', dark: '#242526' };

export function renderDocument(templates: Templates, { boot, bootJson, appHtml, bundle, siteUrl, image: siteImage, feeds, frontmatterHead = {}, ownHead }: DocumentOptions): string {
  const { site, page } = boot;
  const title = ownHead?.title || formatDocumentTitle(page.kind === 'notFound' ? notFoundTitle(site.translations) : page.title, site.title);
  const meta = (name: string, content: string) => `<meta name="${name}" content="${escapeHtml(content)}">`;
  const property = (name: string, content: string) => `<meta property="${name}" content="${escapeHtml(content)}">`;
  const ownCanonical = ownHead?.canonical;
  const canonical = ownCanonical ? (ownCanonical.startsWith('/') ? siteUrl + ownCanonical : ownCanonical) : siteUrl + (page.path === '/' ? '/' : page.path);
  const image = frontmatterHead.image ?? siteImage;
  const imageUrl = /^https?:\/\//.test(image) ? image : siteUrl + (image.startsWith('/') ? image : `/${image}`);
  const head = [
    page.description ? meta('description', page.description) : '',
    frontmatterHead.keywords?.length ? meta('keywords', frontmatterHead.keywords.join(', ')) : '',
    // Link previews (Open Graph, Twitter cards).
    property('og:type', page.kind === 'doc' ? 'article' : 'website'),
    property('og:site_name', site.title),
    property('og:title', title),
    page.description ? property('og:description', page.description) : '',
    page.kind !== 'notFound' ? property('og:url', canonical) : '',
    property('og:image', imageUrl),
    // The page's language as Open Graph spells it (zh-Hans: zh_Hans), as Docusaurus writes it.
    property('og:locale', site.locale.lang.replace(/-/g, '_')),
    meta('twitter:card', 'summary_large_image'),
    meta('twitter:title', title),
    page.description ? meta('twitter:description', page.description) : '',
    meta('twitter:image', imageUrl),
    `<meta name="theme-color" content="${THEME_COLORS.light}" media="(prefers-color-scheme: light)">`,
    `<meta name="theme-color" content="${THEME_COLORS.dark}" media="(prefers-color-scheme: dark)">`,
    page.kind !== 'notFound' ? `<link rel="canonical" href="${escapeHtml(canonical)}">` : '',
    // The page in each language the site has (one: itself), and which to show a reader of another, as
    // Docusaurus's alternate-language links say it.
    page.kind !== 'notFound' ? `<link rel="alternate" href="${escapeHtml(canonical)}" hreflang="${escapeHtml(site.locale.lang)}">` : '',
    page.kind !== 'notFound' ? `<link rel="alternate" href="${escapeHtml(canonical)}" hreflang="x-default">` : '',
    feeds ? `<link rel="alternate" type="application/rss+xml" href="${escapeHtml(feeds.rss)}" title="${escapeHtml(site.title)} Blog RSS Feed">` : '',
    feeds ? `<link rel="alternate" type="application/atom+xml" href="${escapeHtml(feeds.atom)}" title="${escapeHtml(site.title)} Blog Atom Feed">` : '',
    // The tags the DocSearch crawler reads (reference §8): language and tag, plus the version on docs pages.
    meta('docsearch:language', site.locale.lang),
    page.kind === 'doc' ? meta('docsearch:version', site.docsVersion.name) : '',
    meta('docsearch:docusaurus_tag', page.kind === 'doc' ? `docs-default-${site.docsVersion.name}` : 'default'),
    page.kind === 'search' || page.kind === 'notFound' || frontmatterHead.noindex ? '<meta name="robots" content="noindex, follow">' : '',
  ]
    .filter((tag) => Boolean(tag) && !setByPage(ownHead, tag))
    .concat((ownHead?.meta ?? []).map((m) => (m.name ? meta(escapeHtml(m.name), m.content) : property(escapeHtml(m.property ?? ''), m.content))))
    .join('\n');
  const announcementId = site.announcement ? ` data-announcement-id="${escapeHtml(site.announcement.id)}"` : '';
  return fill(templates.document, {
    lang: escapeHtml(site.locale.lang),
    dir: site.locale.dir,
    htmlClass: page.htmlClassName ? ` class="${escapeHtml(page.htmlClassName)}"` : '',
    defaultTheme: site.colorMode.defaultMode,
    title: escapeHtml(title),
    // The site's own icon (its favicon setting), or the default the build writes at /favicon.svg.
    favicon: site.favicon ? `<link rel="icon" href="${escapeHtml(site.favicon)}">` : `<link rel="icon" href="${FAVICON_PATH}" type="image/svg+xml">`,
    head,
    bootAttributes: ` data-default-theme="${site.colorMode.defaultMode}"${announcementId}`,
    bootScript: bundle.bootScript,
    styles: bundle.css.map((href) => `<link rel="stylesheet" href="${href}">`).join('\n'),
    // The hydration scripts load at low priority: the page is drawn from its HTML and stylesheet, and
    // at high priority 90 KB of script shares a slow link with the stylesheet the first paint waits
    // for. Chromium gives a modulepreload high priority whatever its fetchpriority, so the chunks are
    // preloaded as scripts, with crossorigin so that the module loader takes the preloaded response.
    preloads: bundle.preloads.map((href) => `<link rel="preload" href="${href}" as="script" crossorigin fetchpriority="low">`).join('\n'),
    app: appHtml,
    data: scriptSafeJson(bootJson ?? JSON.stringify(boot)),
    scripts: `<script type="module" src="${bundle.entry}" fetchpriority="low"></script>`,
  });
}

export function renderRedirect(templates: Templates, options: { target: string; siteUrl: string; siteTitle: string; lang: string }): string {
  return fill(templates.redirect, {
    lang: escapeHtml(options.lang),
    dir: 'ltr',
    title: escapeHtml(options.siteTitle),
    canonical: escapeHtml(options.siteUrl + options.target),
    target: escapeHtml(options.target),
  });
}
