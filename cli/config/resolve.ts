// UserConfig -> SiteConfig: validation, defaults and absolute paths. Problems become ConfigErrors.
import type { LastDocsVersion } from './docs-versions.ts';
import { CONFIG_FILE } from './config-file.ts';
import path from 'node:path';
import { ConfigError, type Diagnostic } from '../diagnostics.ts';
import { isExternalUrl } from '../../runtime/shared/route-path.ts';
import { pathnameTarget } from '../../runtime/shared/url-policy.ts';
import { DEFAULT_SOCIAL_CARD } from '../../runtime/shared/site-urls.ts';
import type { NavbarItem, SiteData, SiteLink } from '../../runtime/shared/types.ts';
import { collectConfigLinks, type ConfigLink, type LinksSource } from './config-links.ts';
import type { CheckLevel, PolicyDirective, UserConfig, UserLink, UserNavbarItem, UserSidebarItem } from './define-config.ts';
import { insightsScriptProblems, withInsightsScript } from './insights-script.ts';
import { missingSearchCredentials, searchModeProblems, searchSettings } from './search-settings.ts';
import { resolveSiteComponents, type SiteComponents } from './site-components.ts';
import { unsafeConfigPaths } from './unsafe-config-paths.ts';
import { userConfigShape } from './user-config-shape.ts';
import { validateShape } from './validate.ts';
import { blogPathProblems, type ConfigValuePlace } from './blog-path-problems.ts';
import { DEFAULT_BLOG_PATH } from '../content/blog-path.ts';
import { DEFAULT_BLOG_LAYOUT, type BlogLayout } from '../content/blog.ts';
import { findValue } from './source-positions.ts';
import type { AdmonitionKeywords } from '../content/build-time-components.ts';
import { resolveNavbarBrand } from './navbar-brand.ts';
import { resolveSiteLocale } from './site-locale.ts';
import { codeTranslationsFile, readThemeTranslations } from './theme-translations.ts';

/** Where the sidebars are written, for the positions of their problems: site.config.ts (under the key
 * `sidebars`) or a zero-config root's sidebars.js. */
export interface SidebarsSource {
  file: string;
  text: string;
  /** The keys around the sidebars in that file: ['sidebars'] in site.config.ts, none in sidebars.js. */
  keys: string[];
  /** Files beside it that it imports (webdriverio's sidebars.ts reads a sidebars.json): a value not
   * written in the file itself is looked for in them. */
  imported?: { file: string; text: string }[];
}

export interface SiteConfig {
  root: string;
  contentDir: string;
  /** Where the default language's i18n/<locale>/code.json is read from (theme-translations.ts), there or not: dev watches it. */
  codeTranslationsFile: string;
  /** The words of the pages the build makes itself, in the site's language (generated-page-words.ts); absent: English. */
  buildTranslations?: Record<string, string>;
  outDir: string;
  /** What the browser gets (navbar items get their sidebar once routes are known). */
  site: SiteData;
  sidebars: Record<string, UserSidebarItem[]>;
  /** `place`: where the redirect is written (site.config.ts, or a Docusaurus config's client-redirects plugin), for its problems. */
  redirects: { from: string; to: string; place?: Pick<Diagnostic, 'file' | 'line' | 'column' | 'lineText' | 'length'> }[];
  checks: Required<NonNullable<UserConfig['checks']>>;
  /** The site's public address without a trailing slash. */
  url: string;
  /** Base of "Edit this page" links (ends with /), or null. */
  editUrl: string | null;
  /**
   * Whether pages' relative links resolve as from an address ending in "/" (Docusaurus's trailingSlash:
   * true), or never do (false); unset, only a docs category's index page's do (resolve-link.ts linkBaseOf).
   */
  trailingSlash: boolean | undefined;
  /** The link-preview picture: a site path (e.g. /img/social-card.jpg) or an absolute address. */
  image: string;
  /** Origins the site's components reach, by directive (contentSecurityPolicy): added to the site's policy. */
  policySources: Partial<Record<PolicyDirective, string[]>>;
  /** Config links with where they are written, for the link checks. */
  configLinks: ConfigLink[];
  /** The site's own components, by name (site-components.ts). */
  components: SiteComponents;
  /** `$…$` and `$$…$$` are LaTeX math (markdown.math). */
  math: boolean;
  /** `> [!NOTE]` blockquotes are admonitions (markdown.githubAlerts). */
  githubAlerts: boolean;
  /** How pages are read (markdown.format): 'mdx', 'md' (CommonMark) or 'detect' (by extension). */
  markdownFormat: 'mdx' | 'md' | 'detect';
  /** The site's own admonition keywords (markdown.admonitions), or null: Docusaurus's alone. */
  admonitions: AdmonitionKeywords | null;
  /** Globs, from content/docs/, of Markdown files that are partials, not pages (docs.exclude). */
  docsExclude: string[];
  /** Globs, from content/docs/, of the files that are docs pages (Docusaurus's docs `include`); none: every Markdown file. */
  docsInclude: string[];
  /** Globs, from content/blog/, of Markdown files that are partials, not posts (blog.exclude). */
  blogExclude: string[];
  /**
   * What is wrong with the navbar logo and the favicon (a picture not in static/, an address of
   * another scheme): errors, each at its setting, reported with the build's other problems rather
   * than stopping it, as Docusaurus builds with a logo it cannot find (Supertokens' swizzled Logo
   * leaves the config's src a file that is not there). The picture in question is left out.
   */
  brandProblems: Diagnostic[];
  /** Whether docs pages show their breadcrumbs (docs.breadcrumbs). */
  docsBreadcrumbs: boolean;
  /** The heading levels a table of contents lists when the page does not say (tableOfContents, default 2 and 3). */
  tocLevels: { min: number; max: number };
  /** Docs versions the root keeps from Docusaurus (versions.json, versioned_docs/): not built, named when a link leads into one. */
  unbuiltDocsVersions: string[];
  /** The kept version the Docusaurus config's lastVersion names ("5.0"), at the docs' path there ("/docs"): not built, named when a link leads there. */
  unbuiltLastDocsVersion?: LastDocsVersion;
  /** Where the Docusaurus config serves its docs versions, when not at the docs' path (Socket.IO's "/docs", its current docs at /docs/v4): a version is named right after it. */
  unbuiltDocsVersionsBase?: string;
  /** The version each kept version's path is of, where the config gives it one ("v3" of "3.x"): what a link's hint names. */
  unbuiltDocsVersionNames: Record<string, string>;
  /** The React pages of the root's src/pages/ by site path (react-pages.ts): not built, named when a link leads to one. */
  unbuiltReactPages: Record<string, string>;
  /** The Docusaurus config's other docs plugin instances ("community" at /community): not built, named when a link leads under one. */
  unbuiltDocsInstances: { id: string; folder?: string; path: string; plugin?: 'blog' | 'other'; exact?: boolean }[];
  /** Where the blog is served ("/blog"; blog.path, or a Docusaurus config's blog routeBasePath: "/posts", "/"). */
  blogPath: string;
  /** Posts a list page of the blog shows, and its sidebar lists (blog.postsPerPage, blog.sidebarCount, or a Docusaurus config's). */
  blogLayout: BlogLayout;
  /**
   * A zero-config root's Docusaurus baseUrl without its last "/" ("/Detox"; '' for none). Docusaurus's
   * Link puts it before a link written from the root (`/docs/x` is /Detox/docs/x); only the docs are
   * served under it here, so such a link leads there when that is a page (docusaurusBasedPath).
   */
  docusaurusBaseUrl: string;
  /** Where the sidebars are written, for positions in their problems. */
  sidebarsSource: SidebarsSource | null;
}

export interface ResolveOptions {
  root: string;
  source: string;
  outDir?: string;
  /** --strict: every warning-level check becomes an error. */
  strict?: boolean;
  /** Docs versions the root keeps from Docusaurus (docs-versions.ts), which are not built. */
  docsVersions?: string[];
  /** The kept version a zero-config root's Docusaurus config serves at the docs' path (its lastVersion). */
  lastDocsVersion?: LastDocsVersion;
  /** Where that config serves the docs' versions when the current docs have a path of their own ("/docs"). */
  docsVersionsBase?: string;
  /** The version each path of docsVersions given by the config's `versions` is of ("v3" of "3.x"). */
  docsVersionNames?: Record<string, string>;
  /** The React pages of the root's src/pages/ by site path (react-pages.ts), which are not built. */
  reactPages?: Record<string, string>;
  /** The Docusaurus config's other docs plugin instances, where it serves them, which are not built. */
  otherDocsInstances?: { id: string; folder?: string; path: string; plugin?: 'blog' | 'other'; exact?: boolean }[];
  /** Where the blog path is written when not in site.config.ts (a Docusaurus config's blog routeBasePath): its problems are shown there. */
  blogPathPlace?: ConfigValuePlace;
  /** A zero-config root's Docusaurus baseUrl without its last "/" ("/Detox"). */
  docusaurusBaseUrl?: string;
  /** Where DEVCENTER_SEARCH_* overrides are read (default: process.env). */
  env?: Record<string, string | undefined>;
  /** Where the sidebars are written (load.ts); by default site.config.ts's `sidebars`. */
  sidebarsSource?: SidebarsSource | null;
  /** Where the navbar and footer links are written when not in site.config.ts (a Docusaurus config). */
  linksSource?: LinksSource;
}

export function resolveConfig(value: unknown, options: ResolveOptions): SiteConfig {
  const problems = validateShape(value, userConfigShape, options.source);
  if (problems.length > 0) throw new ConfigError(problems);
  const user = value as UserConfig;
  const root = path.resolve(options.root);
  const configured = searchSettings(user.search, options.env ?? process.env);
  const missing = [...missingSearchCredentials(configured, user.search !== undefined, options.source), ...insightsScriptProblems(configured, options.source), ...searchModeProblems(configured, options.source)];
  if (missing.length > 0) throw new ConfigError(missing);
  const unsafe = unsafeConfigPaths(user, options.source);
  if (unsafe.length > 0) throw new ConfigError(unsafe);
  const { components, problems: componentProblems } = resolveSiteComponents(user.components, path.resolve(options.root), options.source);
  if (componentProblems.length > 0) throw new ConfigError(componentProblems);
  const version = {
    name: user.docs?.version?.name ?? 'current',
    label: user.docs?.version?.label ?? 'Next',
    path: user.docs?.version?.path ?? '/docs',
    mainDocId: user.docs?.version?.mainDocId ?? 'getstarted',
  };
  const blogPath = user.blog?.path ?? DEFAULT_BLOG_PATH;
  const blogProblems = blogPathProblems(blogPath, { docsPath: version.path, searchPagePath: configured.searchPagePath }, options.blogPathPlace ?? { file: CONFIG_FILE, setting: 'blog.path', ...findValue(options.source, ['blog', 'path'], blogPath) });
  if (blogProblems.length > 0) throw new ConfigError(blogProblems);
  const { locale, problems: localeProblems } = resolveSiteLocale(user.i18n, { file: CONFIG_FILE, ...findValue(options.source, ['i18n', 'defaultLocale'], user.i18n?.defaultLocale ?? '') });
  if (localeProblems.length > 0) throw new ConfigError(localeProblems);
  const translations = readThemeTranslations(root, user.i18n?.defaultLocale ?? 'en');
  const toLink = (l: UserLink): SiteLink => {
    const href = l.to ?? l.href ?? '';
    // Docusaurus's `pathname:///x` is the path /x, loaded by the browser, not the router (pathname-links.ts).
    const pathname = pathnameTarget(href);
    if (pathname !== null) return { label: l.label, href: pathname, external: false, noPage: true };
    return { label: l.label, href, external: isExternalUrl(href) };
  };
  // A dropdown has no address of its own: its links are its items.
  const toNavbarItem = (l: UserNavbarItem): NavbarItem =>
    l.items ? { label: l.label, href: '', external: false, items: l.items.map((entry) => (entry.heading ? { label: entry.label, href: '', external: false, heading: true } : toLink(entry))) } : toLink(l);
  const brand = resolveNavbarBrand(user, { root, source: options.source, linksSource: options.linksSource, docusaurusBaseUrl: options.docusaurusBaseUrl });
  const configLinks = collectConfigLinks(user, options.source, options.sidebarsSource, options.linksSource);
  const strictLevel = (l: CheckLevel | undefined, fallback: CheckLevel): CheckLevel => {
    const chosen = l ?? fallback;
    return options.strict && chosen === 'warn' ? 'throw' : chosen;
  };
  return {
    root,
    contentDir: path.join(root, 'content'),
    codeTranslationsFile: codeTranslationsFile(root, user.i18n?.defaultLocale ?? 'en'),
    ...(translations.build ? { buildTranslations: translations.build } : {}),
    outDir: path.resolve(root, options.outDir ?? 'build'),
    url: user.url.replace(/\/+$/, ''),
    image: user.image ?? DEFAULT_SOCIAL_CARD,
    policySources: user.contentSecurityPolicy ?? {},
    editUrl: user.editUrl ? user.editUrl.replace(/\/*$/, '/') : null,
    trailingSlash: user.trailingSlash,
    sidebars: user.sidebars,
    redirects: (user.redirects ?? []).map((r) => ({ ...r, place: redirectPlace(r.from, options) })),
    configLinks,
    components,
    math: user.markdown?.math ?? false,
    githubAlerts: user.markdown?.githubAlerts ?? false,
    markdownFormat: user.markdown?.format ?? 'mdx',
    admonitions: user.markdown?.admonitions ? { keywords: user.markdown.admonitions.keywords, extendDefaults: user.markdown.admonitions.extendDefaults ?? true } : null,
    unbuiltDocsVersions: options.docsVersions ?? [],
    ...(options.lastDocsVersion ? { unbuiltLastDocsVersion: options.lastDocsVersion } : {}),
    ...(options.docsVersionsBase ? { unbuiltDocsVersionsBase: options.docsVersionsBase } : {}),
    unbuiltDocsVersionNames: options.docsVersionNames ?? {},
    unbuiltReactPages: options.reactPages ?? {},
    unbuiltDocsInstances: options.otherDocsInstances ?? [],
    blogPath,
    blogLayout: {
      postsPerPage: user.blog?.postsPerPage ?? DEFAULT_BLOG_LAYOUT.postsPerPage,
      sidebarCount: user.blog?.sidebarCount ?? DEFAULT_BLOG_LAYOUT.sidebarCount,
      showReadingTime: user.blog?.showReadingTime ?? DEFAULT_BLOG_LAYOUT.showReadingTime,
      ...(user.blog?.title ? { title: user.blog.title } : {}),
      ...(user.blog?.description ? { description: user.blog.description } : {}),
      ...(user.blog?.sidebarTitle ? { sidebarTitle: user.blog.sidebarTitle } : {}),
    },
    docusaurusBaseUrl: options.docusaurusBaseUrl ?? '',
    docsExclude: user.docs?.exclude ?? [],
    docsInclude: user.docs?.include ?? [],
    blogExclude: user.blog?.exclude ?? [],
    brandProblems: brand.problems,
    docsBreadcrumbs: user.docs?.breadcrumbs ?? true,
    tocLevels: { min: user.tableOfContents?.minHeadingLevel ?? 2, max: user.tableOfContents?.maxHeadingLevel ?? 3 },
    sidebarsSource: options.sidebarsSource === undefined ? { file: CONFIG_FILE, text: options.source, keys: ['sidebars'] } : options.sidebarsSource,
    // Spec §5: broken links and broken markdown links fail the build; duplicate routes and broken anchors warn.
    checks: {
      brokenLinks: strictLevel(user.checks?.brokenLinks, 'throw'),
      brokenMarkdownLinks: strictLevel(user.checks?.brokenMarkdownLinks, 'throw'),
      duplicateRoutes: strictLevel(user.checks?.duplicateRoutes, 'warn'),
      brokenAnchors: strictLevel(user.checks?.brokenAnchors, 'warn'),
    },
    site: {
      title: user.title,
      tagline: user.tagline ?? '',
      provider: user.provider,
      navbar: {
        items: user.navbar.items.map(toNavbarItem),
        right: (user.navbar.right ?? []).map(toNavbarItem),
        versionDropdown: user.navbar.versionDropdown ?? false,
        localeDropdown: user.navbar.localeDropdown ?? false,
        title: user.navbar.title ?? user.title,
        ...(brand.logo ? { logo: brand.logo } : {}),
      },
      ...(brand.favicon ? { favicon: brand.favicon } : {}),
      footer: {
        columns: (user.footer?.columns ?? []).map((c) => ({ title: c.title, items: c.items.map(toLink) })),
        copyright: user.footer?.copyright ?? '',
      },
      announcement: user.announcement
        ? { id: user.announcement.id, text: user.announcement.text, link: user.announcement.link && toLink(user.announcement.link) }
        : null,
      // Spec §4: default light, switch enabled, the system colour scheme is not respected.
      colorMode: { defaultMode: user.colorMode?.defaultMode ?? 'light', disableSwitch: user.colorMode?.disableSwitch ?? false },
      docsVersion: {
        name: version.name,
        label: version.label,
        path: version.path,
        // Docs at the root ('/') must not make '//id': a protocol-relative address, another host.
        mainDocPath: `${version.path.replace(/\/+$/, '')}/${version.mainDocId}`,
        isLast: true,
      },
      search: withInsightsScript(configured),
      locale,
      ...(translations.page ? { translations: translations.page } : {}),
    },
  };
}

/**
 * Where a redirect's `from` is written: in site.config.ts, or in the Docusaurus config its redirects
 * come from (written there with a trailing "/" at times, which devcenter's address drops).
 */
function redirectPlace(from: string, options: ResolveOptions): Pick<Diagnostic, 'file' | 'line' | 'column' | 'lineText' | 'length'> | undefined {
  const written = options.linksSource ?? (options.source === '' ? undefined : { file: CONFIG_FILE, text: options.source });
  if (!written) return undefined;
  for (const spelling of [from, `${from}/`]) {
    const place = findValue(written.text, ['redirects'], spelling);
    if (place.line !== undefined) return { file: written.file, ...place };
  }
  return { file: written.file };
}
