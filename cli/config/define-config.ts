// The types authors write in site.config.ts, and the identity helper that gives them editor help.

import type { SearchMode } from '../../runtime/shared/types.ts';

export type { SearchMode };

/** How a build reacts to one kind of problem. */
export type CheckLevel = 'throw' | 'warn' | 'ignore';

/** A link in the navbar, footer or announcement: `to` for a page of this site, `href` for another site. */
export interface UserLink {
  /** Text shown to the reader. */
  label: string;
  /** A route of this site, e.g. "/docs/getstarted". */
  to?: string;
  /** An address on another site; opens in a new tab. */
  href?: string;
}

/** An entry of the navbar: a link, or a dropdown of links under its label (`items`, and no `to` or `href`). */
export interface UserNavbarItem extends UserLink {
  /** The dropdown's links; an entry `{ label, heading: true }` titles the links after it. */
  items?: (UserLink & { heading?: boolean })[];
}

/** A category of a sidebar: a heading with pages (doc ids) or nested categories under it. */
export interface UserSidebarCategory {
  type: 'category';
  /** Category heading. */
  label: string;
  /** Doc ids (paths under content/docs without extension), links or categories. */
  items: UserSidebarItem[];
  /** Whether the category starts collapsed (default false: categories are expanded). */
  collapsed?: boolean;
  /** false: always open, with no caret (Docusaurus's `collapsible: false`). */
  collapsible?: boolean;
  /** What the category leads to: one of its docs (shown first in it), or a generated page listing its items. */
  link?: { type: 'doc'; id: string } | { type: 'generated-index'; slug?: string; title?: string; description?: string };
  /** A class on the category's entry, for the site's styles. */
  className?: string;
}

/** A doc with its own label or class (Docusaurus's `{type: 'doc', id}`); a plain doc id does the same without them. */
export interface UserSidebarDoc {
  type: 'doc';
  id: string;
  label?: string;
  className?: string;
}

/** A sidebar entry: a doc id such as "plugin/checkout", a link, or a category. */
export type UserSidebarItem = string | UserSidebarDoc | UserSidebarCategory | (UserLink & { type: 'link' });

/** The Content-Security-Policy directives a site may add origins to (contentSecurityPolicy). */
export type PolicyDirective = 'connect-src' | 'frame-src' | 'media-src' | 'font-src' | 'style-src';

export interface UserConfig {
  /** Site title, shown in the navbar and every page title ("Page | Title"). */
  title: string;
  /** One-line summary shown on the home page. */
  tagline?: string;
  /** The site's public address, used for canonical links (no trailing slash). */
  url: string;
  /** The company the site documents: its name and main website. */
  provider: { name: string; url: string };
  /** "Edit this page" links: this address plus the file's path from the site root, e.g. ".../edit/main/". */
  editUrl?: string;
  /**
   * Docusaurus's trailingSlash: true says the site's addresses end with "/" (/docs/a/), so a page's
   * relative links (`../b`) are resolved from there, as the site's authors wrote them. Pages are
   * served with and without it either way.
   */
  trailingSlash?: boolean;
  /** The picture link previews show (Open Graph, Twitter): a path of the site or an address (default: a built-in card). */
  image?: string;
  /**
   * Top bar: entries on the left (`items`) and external links on the right. The docs version and
   * language dropdowns show only when asked for, as in Docusaurus, where they are navbar items: a
   * site with one version and one language has nothing to choose in them.
   */
  navbar: {
    items: UserNavbarItem[];
    right?: UserNavbarItem[];
    versionDropdown?: boolean;
    localeDropdown?: boolean;
    /** The title beside the logo (default the site's `title`); '' shows the logo alone (Docusaurus's themeConfig.navbar.title). */
    title?: string;
    /**
     * The site's logo in place of devcenter's (Docusaurus's themeConfig.navbar.logo): `src` (and
     * `srcDark`, shown in dark mode) a file of static/ ("img/logo.svg") or an https: address; `alt`
     * (default: none beside a title, else the site's title); `href` (default the home page); `width`
     * and `height` keep the navbar from moving as the picture loads.
     */
    logo?: { src: string; srcDark?: string; alt?: string; href?: string; width?: number | string; height?: number | string };
  };
  /** The page's icon: a file of static/ ("img/favicon.ico"), an https: address or a data:image/ picture (default: devcenter's /favicon.svg). */
  favicon?: string;
  /** Sidebars by id; each doc appears in at most one. */
  sidebars: Record<string, UserSidebarItem[]>;
  /** Footer link columns and the copyright line. */
  footer?: { columns?: { title: string; items: UserLink[] }[]; copyright: string };
  /** A dismissible bar above the navbar; a new `id` shows it again to readers who closed it. */
  announcement?: { id: string; text: string; link?: UserLink };
  /**
   * Origins the site's own components reach, added to its Content-Security-Policy (which otherwise
   * allows the site itself only): an API a component fetches ('connect-src'), a frame or video it
   * embeds ('frame-src', 'media-src'), a web font or stylesheet ('font-src', 'style-src'). Each an
   * https: origin ("https://api.example.com", "https://*.example.com"; wss: too for 'connect-src').
   * Scripts stay the build's own.
   */
  contentSecurityPolicy?: Partial<Record<PolicyDirective, string[]>>;
  /** Colour mode: the default and whether the switch shows. */
  colorMode?: { defaultMode?: 'light' | 'dark'; disableSwitch?: boolean; respectPrefersColorScheme?: boolean };
  /**
   * The heading levels every page's table of contents lists (Docusaurus's themeConfig.tableOfContents,
   * default 2 and 3); a page's toc_min_heading_level/toc_max_heading_level and a <TOCInline>'s own props come first.
   */
  tableOfContents?: { minHeadingLevel?: number; maxHeadingLevel?: number };
  /**
   * The site's language, written as Docusaurus's i18n writes it: `defaultLocale` ("zh-Hans", "ja",
   * "ar"; default "en") is the pages' `<html lang>` and the search records' language, and
   * `localeConfigs[defaultLocale]` may give its `htmlLang`, `label` (the language dropdown's, default
   * the language's own name, "简体中文") and `direction` (default the language's: "rtl" for Arabic,
   * Hebrew, Persian…). One language is built: other locales are not.
   */
  i18n?: { defaultLocale: string; localeConfigs?: Record<string, { label?: string; direction?: 'ltr' | 'rtl'; htmlLang?: string }> };
  /** The docs version: name, label, path and main document id. */
  docs?: {
    version?: { name?: string; label?: string; path?: string; mainDocId?: string };
    /**
     * Globs, from content/docs/, of Markdown files that are not pages (Docusaurus's docs `exclude`):
     * a page may still import one, as a partial.
     */
    exclude?: string[];
    /**
     * Globs, from content/docs/, of the Markdown files that are pages (Docusaurus's docs `include`,
     * default every .md and .mdx): any other is no page, and a page may still import it, as a partial.
     */
    include?: string[];
    /** Whether docs pages show their breadcrumbs (default true; Docusaurus's docs `breadcrumbs`). */
    breadcrumbs?: boolean;
  };
  /** The blog (content/blog/). */
  blog?: {
    /**
     * Where the blog is served (default "/blog"; Docusaurus's blog `routeBasePath`): "/news", or "/"
     * for a blog that is the site's home page. Not the docs' path, the search page's, or under /_dc/.
     */
    path?: string;
    /** Posts a page of the blog's list (and of a tag's) shows: a whole number, or 'ALL' for one page (default 10; Docusaurus's postsPerPage). */
    postsPerPage?: number | 'ALL';
    /** Most recent posts the blog's sidebar lists: a whole number (0: no sidebar), or 'ALL' (default 5; Docusaurus's blogSidebarCount). */
    sidebarCount?: number | 'ALL';
    /** Whether each post shows how long it takes to read, "5 min read" (default true; Docusaurus's showReadingTime). */
    showReadingTime?: boolean;
    /** The list of posts' title (default "Blog"; Docusaurus's blogTitle). */
    title?: string;
    /** The list of posts' meta description (Docusaurus's blogDescription). */
    description?: string;
    /** The sidebar's title (default "Recent posts"; Docusaurus's blogSidebarTitle). */
    sidebarTitle?: string;
    /**
     * Globs, from content/blog/, of Markdown files that are not posts (Docusaurus's blog `exclude`):
     * a page may still import one, as a partial.
     */
    exclude?: string[];
  };
  /**
   * Search: application id, search key and index name. Without `hosts` the site queries its own origin
   * (the embedded endpoint of `devcenter serve`); with hosts (e.g. "APPID-dsn.algolia.net") it queries
   * those. DEVCENTER_SEARCH_APP_ID, _API_KEY, _INDEX and _HOSTS (comma-separated) override these.
   */
  search?: {
    appId: string;
    apiKey: string;
    indexName: string;
    contextualSearch?: boolean;
    searchPagePath?: string;
    hosts?: string[];
    /**
     * Who answers the site's searches (default auto): `endpoint`, the site's own origin (`devcenter
     * serve`); `static`, the page itself, from the static index the build writes under /_dc/search/
     * (any static host); `hosted`, the `hosts`. `auto`: the hosts when set, else the site's own
     * origin, and the static index when nothing there answers search requests.
     */
    mode?: SearchMode;
    /** Hits shown per lvl0 group in the search modal (default 5). */
    maxResultsPerGroup?: number;
    /** Load the search-insights script and send click events with the query id (default true). */
    insights?: boolean;
    /** Where the search-insights script is loaded from (default: jsDelivr, the version of devcenter's search-insights package, 2.15.0). */
    insightsScriptUrl?: string;
    /** The Subresource Integrity of the file at insightsScriptUrl ("sha384-…"): required with it. */
    insightsScriptIntegrity?: string;
    /** "Let us know." link on the no-results screen; `{query}` is replaced by the query. Off by default. */
    missingResultsUrl?: string;
  };
  /** Extra routes that redirect to a page, e.g. an old address. */
  redirects?: { from: string; to: string }[];
  /** What each build-time check does when it finds a problem. */
  checks?: {
    brokenLinks?: CheckLevel;
    brokenMarkdownLinks?: CheckLevel;
    duplicateRoutes?: CheckLevel;
    brokenAnchors?: CheckLevel;
  };
  /**
   * The site's own React components, by the name MDX uses: a file of the site ("./src/components/X.tsx",
   * its default export or the export of that name) or an npm package name. Bundled, rendered at build
   * time and hydrated; each loads only on the pages that use it.
   */
  components?: Record<string, string>;
  /** How Markdown is read. */
  markdown?: {
    /**
     * `$…$` and `$$…$$` are LaTeX math, typeset at build time into MathML (what remark-math and
     * rehype-katex do for a Docusaurus site). Off by default: a `$` is then a dollar sign.
     */
    math?: boolean;
    /**
     * GitHub's alerts (`> [!NOTE]`, `[!TIP]`, `[!IMPORTANT]`, `[!WARNING]`, `[!CAUTION]` alone on a
     * blockquote's first line) are admonitions (note, tip, info, warning, danger), as the remark plugin
     * remark-github-admonitions-to-directives makes them in Docusaurus. Off by default: a blockquote.
     */
    githubAlerts?: boolean;
    /**
     * How a page's text is read, as Docusaurus's markdown.format: 'mdx' (the default) reads every page
     * as MDX; 'md' reads every page as CommonMark (no JSX, no `{expressions}`, raw HTML under the same
     * allow-list as HTML written in MDX); 'detect' reads .md files as CommonMark and .mdx files as MDX.
     */
    format?: 'mdx' | 'md' | 'detect';
    /**
     * Admonition keywords of the site's own, as Docusaurus's docs option `admonitions`: `:::security`
     * is then an admonition, drawn as an info one (Docusaurus's theme draws a keyword it has no
     * component for so). `extendDefaults: false` keeps only these keywords (default true: these and
     * note, tip, info, warning, danger and the rest).
     */
    admonitions?: { keywords: string[]; extendDefaults?: boolean };
  };
}

/** Gives site.config.ts type checking and completion; returns the config unchanged. */
export function defineConfig(config: UserConfig): UserConfig {
  return config;
}
