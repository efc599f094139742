// Data the build hands to the browser: plain JSON, the same shape on both sides.
import type { ThemeTranslations } from './theme-translations.ts';

export interface SiteLink {
  label: string;
  /** A path of this site or an absolute address of another. */
  href: string;
  /** True for another site: opens in a new tab. */
  external: boolean;
  /**
   * A path of this site where no page is (a broken link the check lets through), or one written as
   * Docusaurus's `pathname:///x` (a path the router is not to take): left to the browser, never prefetched.
   */
  noPage?: true;
}

export interface NavbarItem extends SiteLink {
  /** The sidebar of the target doc: the item is active on every page of that sidebar. */
  sidebarId?: string;
  /** A dropdown (Docusaurus's `type: 'dropdown'`): these links, under the label; its own href is ''. */
  items?: NavbarItem[];
  /** In a dropdown: a title over the links after it (href ''), not a link. */
  heading?: true;
}

/** The navbar's logo as Docusaurus's themeConfig.navbar.logo gives it, its pictures resolved (site-assets.ts). */
export interface SiteLogo {
  /** A site path of a file of static/, or an https: address. */
  src: string;
  /** The picture shown in dark mode instead. */
  srcDark?: string;
  /** Absent: decorative ('') beside a title, the site's title alone (as Docusaurus's Logo). */
  alt?: string;
  /** Where the brand leads (default the home page). */
  href?: string;
  /** The href was written as Docusaurus's `pathname:///x`: left to the browser, as SiteLink's noPage. */
  noPage?: true;
  width?: number | string;
  height?: number | string;
}

export interface SiteData {
  title: string;
  tagline: string;
  provider: { name: string; url: string };
  navbar: {
    items: NavbarItem[];
    right: NavbarItem[];
    versionDropdown: boolean;
    localeDropdown: boolean;
    /** The brand's title: the site's title unless the config gives another; '' shows the logo alone. */
    title: string;
    /** The site's own logo (navbar.logo); absent: devcenter's default mark. */
    logo?: SiteLogo;
  };
  /** The page's icon: a site path or an https: address (default /favicon.svg). */
  favicon?: string;
  footer: { columns: { title: string; items: SiteLink[] }[]; copyright: string };
  announcement: { id: string; text: string; link?: SiteLink } | null;
  colorMode: { defaultMode: 'light' | 'dark'; disableSwitch: boolean };
  docsVersion: { name: string; label: string; path: string; mainDocPath: string; isLast: boolean };
  search: {
    appId: string;
    apiKey: string;
    indexName: string;
    contextualSearch: boolean;
    searchPagePath: string;
    /** Hosted search hosts; empty: the site's own origin (the embedded endpoint). */
    hosts: string[];
    /** Who answers searches (config search.mode): see runtime/search/client.ts. */
    mode: SearchMode;
    maxResultsPerGroup: number;
    insights: boolean;
    /** search-insights on jsDelivr unless configured; null only when insights are off. */
    insightsScriptUrl: string | null;
    /** The Subresource Integrity of the file at insightsScriptUrl (computed by the build for the default). */
    insightsScriptIntegrity: string | null;
    /** With `{query}` in it; null: no "Let us know." link. */
    missingResultsUrl: string | null;
  };
  locale: { lang: string; label: string; dir: 'ltr' | 'rtl' };
  /** The theme's words in the site's language, when it is not English or the site overrides them (i18n/<locale>/code.json). */
  translations?: ThemeTranslations;
}

export type SidebarItem =
  | { type: 'link'; label: string; href: string; external: boolean; className?: string; /** As SiteLink's: a path of this site where no page is. */ noPage?: true }
  | {
      type: 'category';
      label: string;
      className?: string;
      items: SidebarItem[];
      collapsed: boolean;
      /** false: always open, drawn without a caret (Docusaurus's `collapsible: false`). */
      collapsible?: false;
      /**
       * The category's own page (its linked doc or generated index): its label links there and a
       * caret toggles it, as in Docusaurus. That page is not repeated among its items.
       */
      href?: string;
      /** Where a category without a page of its own leads without JavaScript when its items were left out of the page: its first page. */
      firstHref?: string;
      /** Its items were left out of this page (collapsed, and not around the current page). */
      lazy?: boolean;
      /** A left-out category's number in its sidebar: its items load from that sidebar's part of this number (sidebar-parts.ts). */
      part?: number;
      /** How many of its items were left out before and after `items` (a long category is windowed). */
      hiddenBefore?: number;
      hiddenAfter?: number;
    };

/** A part of a sidebar as the browser loads it: a level's items, and whose they are (null: the top level's). */
export interface SidebarPart {
  label: string | null;
  items: SidebarItem[];
}

export interface Sidebar {
  id: string;
  items: SidebarItem[];
  /** Collapsed categories were left out, or top-level items: the browser loads the whole sidebar when the reader asks. */
  partial?: boolean;
  /** How many top-level items were left out before and after `items` (a long level is windowed, sidebar-trim.ts). */
  hiddenBefore?: number;
  hiddenAfter?: number;
}

/** Page content as a compact tree: text, or [type, props, ...children]. */
export type PageNode = string | PageElement;
export type PageElement = [type: string, props: Record<string, unknown> | null, ...children: PageNode[]];

export interface TocItem {
  id: string;
  text: string;
  /** Where `text` holds inline code, as start and end pairs: drawn as code, as in the heading. */
  code?: number[];
  level: number;
}

/** Who answers a site's searches: its origin's endpoint, the page from the static index, hosted search, or the first of those that does. */
export type SearchMode = 'auto' | 'endpoint' | 'static' | 'hosted';

export type PageKind = 'home' | 'doc' | 'page' | 'search' | 'notFound' | 'redirect' | 'blogPost' | 'blogList' | 'blogTags' | 'blogTag' | 'blogArchive';

/** A blog post's author, as the blog's authors.yml or the post's frontmatter describes them. */
export interface BlogAuthor {
  name: string;
  title?: string;
  /** Their page (checked against the URL policy at build time). */
  url?: string;
}

export interface BlogPostSummary {
  title: string;
  href: string;
  /** YYYY-MM-DD */
  date: string;
  authors: BlogAuthor[];
  tags: { label: string; href: string; description?: string }[];
  description: string;
  /** On a list of posts: the post's content before its truncate marker (or all of it), as a page's content is given. */
  excerpt?: PageNode[];
  /** The excerpt stops at a truncate marker: the list links to the rest ("Read more"). */
  truncated?: boolean;
  /** How long the post takes to read, in whole minutes, when the blog shows it (showReadingTime). */
  readingMinutes?: number;
}

/** What blog pages show besides their content: the post's details, a list, the tags, and the sidebar. */
export interface BlogData {
  post?: BlogPostSummary;
  newer?: { title: string; href: string };
  older?: { title: string; href: string };
  posts?: BlogPostSummary[];
  tags?: { label: string; href: string; count: number }[];
  /** On a tag's page: the address of the page of all tags (under the blog's path). */
  allTags?: string;
  /** On a tag's page: what the blog's tags file says of the tag. */
  tagDescription?: string;
  /** A list of posts cut into pages (10 a page, as Docusaurus): the newer and older pages' addresses. */
  listPages?: { newer?: string; older?: string };
  /** The archive: every post, by year, newest first. */
  archive?: { year: string; posts: { title: string; href: string; date: string }[] }[];
  /** Recent posts by year, newest year first. */
  sidebar: { year: string; posts: { title: string; href: string }[] }[];
  /** The sidebar's title, when the site names it (Docusaurus's blogSidebarTitle); "Recent posts" otherwise. */
  sidebarTitle?: string;
}

export interface PageData {
  path: string;
  kind: PageKind;
  /** Title as written on the page; the document title adds " | Site title". */
  title: string;
  description: string;
  content: PageNode[];
  toc: TocItem[];
  sidebarId: string | null;
  breadcrumbs: { label: string; href?: string }[];
  prev: { label: string; href: string } | null;
  next: { label: string; href: string } | null;
  /** For redirect pages: where to go. */
  redirectTo?: string;
  /** Where the page's source can be edited (`editUrl` in the config). */
  editUrl?: string;
  /** Unix time (seconds) of the last commit that changed the page's file. */
  lastUpdated?: number;
  blog?: BlogData;
  /** A page's `wrapperClassName` (plain class names): its <html> element takes them, as in Docusaurus. */
  htmlClassName?: string;
  /** The site's own components this page uses, by name: their chunk and styles. */
  siteComponents?: Record<string, SiteComponentAssets>;
  /**
   * In the page's data file only (the document carries it beside the page): the part of a large
   * sidebar this page shows, so a client-side navigation needs no more of the sidebar than a full load.
   */
  sidebar?: Sidebar;
  /** A doc showing one of the site's components: what Docusaurus's useDoc() tells them beside the page's own fields. */
  doc?: DocClientData;
}

/** What the useDoc() stand-in reads of a doc (cli/bundle/docusaurus-shims.ts), besides the page's title, address and table of contents. */
export interface DocClientData {
  /** The doc's Docusaurus id ("guides/intro"). */
  id: string;
  /** Its file as Docusaurus names it ("@site/docs/guides/intro.md"). */
  source: string;
  /** Its whole front matter, as the YAML reads: the keys devcenter uses and those only the site's components do. */
  frontMatter: Record<string, unknown>;
  /** Its tags, each with the address of its tag page. */
  tags: { label: string; permalink: string }[];
}

/** Where a site component's code and styles are, under /assets/. */
export interface SiteComponentAssets {
  js: string;
  css: string[];
}

/** What the server embeds in each HTML page for hydration. */
export interface BootData {
  site: SiteData;
  page: PageData;
  sidebar: Sidebar | null;
}
