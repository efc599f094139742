// UserConfig -> SiteConfig: validation, defaults and absolute paths. Problems become ConfigErrors.
import path from 'node:path';
import { ConfigError, type Diagnostic } from '../diagnostics.ts';
import { CONFIG_FILE } from './config-file.ts';
import { isExternalUrl } from '../../runtime/shared/route-path.ts';
import { outputFileOf, sidebarDataPath } from '../../runtime/shared/site-urls.ts';
import { sitePathProblem } from '../content/site-path.ts';
import type { SiteData, SiteLink } from '../../runtime/shared/types.ts';
import type { CheckLevel, UserConfig, UserLink, UserSidebarItem } from './define-config.ts';
import { insightsScriptProblems, withInsightsScript } from './insights-script.ts';
import { findKey, findValue, formatPath, validateShape, type Shape } from './validate.ts';

export interface ConfigLink {
  href: string;
  label: string;
  /** The key path, e.g. "footer.columns[1].items[0]". */
  where: string;
  line?: number;
  column?: number;
  lineText?: string;
  length?: number;
}

export interface SiteConfig {
  root: string;
  contentDir: string;
  outDir: string;
  /** What the browser gets (navbar items get their sidebar once routes are known). */
  site: SiteData;
  sidebars: Record<string, UserSidebarItem[]>;
  redirects: { from: string; to: string }[];
  checks: Required<NonNullable<UserConfig['checks']>>;
  /** The site's public address without a trailing slash. */
  url: string;
  /** Base of "Edit this page" links (ends with /), or null. */
  editUrl: string | null;
  /** The link-preview picture: a site path (e.g. /img/social-card.jpg) or an absolute address. */
  image: string;
  /** Config links with where they are written, for the link checks. */
  configLinks: ConfigLink[];
}

const str: Shape = { kind: 'string' };
const bool: Shape = { kind: 'boolean' };
const level: Shape = { kind: 'enum', values: ['throw', 'warn', 'ignore'] };
const link: Shape = {
  kind: 'object',
  fields: { label: { shape: str, required: true }, to: { shape: str }, href: { shape: str }, type: { shape: { kind: 'enum', values: ['link'] } } },
};
const sidebarItem: Shape = {
  kind: 'oneOf',
  pick: (v) => {
    if (typeof v === 'string') return str;
    if (typeof v === 'object' && v !== null && (v as { type?: unknown }).type === 'category') return category;
    if (typeof v === 'object' && v !== null && (v as { type?: unknown }).type === 'link') return link;
    return 'must be a doc id (string), { type: "category", label, items } or { type: "link", label, href }';
  },
};
const category: Shape = {
  kind: 'object',
  fields: {
    type: { shape: { kind: 'enum', values: ['category'] }, required: true },
    label: { shape: str, required: true },
    items: { shape: { kind: 'array', of: sidebarItem }, required: true },
    collapsed: { shape: bool },
  },
};

export const userConfigShape: Shape = {
  kind: 'object',
  fields: {
    title: { shape: str, required: true },
    tagline: { shape: str },
    url: { shape: str, required: true },
    provider: { shape: { kind: 'object', fields: { name: { shape: str, required: true }, url: { shape: str, required: true } } }, required: true },
    image: { shape: str },
    editUrl: { shape: str },
    navbar: {
      shape: { kind: 'object', fields: { items: { shape: { kind: 'array', of: link }, required: true }, right: { shape: { kind: 'array', of: link } } } },
      required: true,
    },
    sidebars: { shape: { kind: 'record', of: { kind: 'array', of: sidebarItem } }, required: true },
    footer: {
      shape: {
        kind: 'object',
        fields: {
          columns: {
            shape: { kind: 'array', of: { kind: 'object', fields: { title: { shape: str, required: true }, items: { shape: { kind: 'array', of: link }, required: true } } } },
          },
          copyright: { shape: str, required: true },
        },
      },
    },
    announcement: { shape: { kind: 'object', fields: { id: { shape: str, required: true }, text: { shape: str, required: true }, link: { shape: link } } } },
    colorMode: {
      shape: {
        kind: 'object',
        fields: { defaultMode: { shape: { kind: 'enum', values: ['light', 'dark'] } }, disableSwitch: { shape: bool }, respectPrefersColorScheme: { shape: bool } },
      },
    },
    docs: {
      shape: {
        kind: 'object',
        fields: {
          version: {
            shape: { kind: 'object', fields: { name: { shape: str }, label: { shape: str }, path: { shape: str }, mainDocId: { shape: str } } },
          },
        },
      },
    },
    search: {
      shape: {
        kind: 'object',
        fields: {
          // Required, but the environment may give them: checked after the DEVCENTER_SEARCH_* overrides.
          appId: { shape: str },
          apiKey: { shape: str },
          indexName: { shape: str },
          contextualSearch: { shape: bool },
          searchPagePath: { shape: str },
          hosts: { shape: { kind: 'array', of: str } },
          maxResultsPerGroup: { shape: { kind: 'count' } },
          insights: { shape: bool },
          insightsScriptUrl: { shape: str },
          insightsScriptIntegrity: { shape: str },
          missingResultsUrl: { shape: str },
        },
      },
    },
    redirects: { shape: { kind: 'array', of: { kind: 'object', fields: { from: { shape: str, required: true }, to: { shape: str, required: true } } } } },
    checks: {
      shape: {
        kind: 'object',
        fields: { brokenLinks: { shape: level }, brokenMarkdownLinks: { shape: level }, duplicateRoutes: { shape: level }, brokenAnchors: { shape: level } },
      },
    },
  },
};

export interface ResolveOptions {
  root: string;
  source: string;
  outDir?: string;
  /** --strict: every warning-level check becomes an error. */
  strict?: boolean;
  /** Where DEVCENTER_SEARCH_* overrides are read (default: process.env). */
  env?: Record<string, string | undefined>;
}

/** Written by the build from templates/ unless static/ has its own. */
export const DEFAULT_SOCIAL_CARD = '/img/social-card.jpg';

/** The search settings, with DEVCENTER_SEARCH_* from the environment taking precedence. */
function searchSettings(user: UserConfig['search'], env: Record<string, string | undefined>): SiteData['search'] {
  const hosts = env.DEVCENTER_SEARCH_HOSTS?.split(',').map((h) => h.trim()).filter(Boolean) ?? user?.hosts ?? [];
  return {
    appId: env.DEVCENTER_SEARCH_APP_ID ?? user?.appId ?? '',
    apiKey: env.DEVCENTER_SEARCH_API_KEY ?? user?.apiKey ?? '',
    indexName: env.DEVCENTER_SEARCH_INDEX ?? user?.indexName ?? '',
    contextualSearch: user?.contextualSearch ?? true,
    searchPagePath: user?.searchPagePath ?? 'search',
    hosts,
    maxResultsPerGroup: user?.maxResultsPerGroup ?? 5,
    insights: user?.insights ?? true,
    // Null: search-insights from jsDelivr, filled in once the config is known to be valid (withInsightsScript).
    insightsScriptUrl: user?.insightsScriptUrl ?? null,
    insightsScriptIntegrity: user?.insightsScriptIntegrity ?? null,
    missingResultsUrl: user?.missingResultsUrl ?? null,
  };
}

/** Spec §5: search requires an application id and a search key; the message names what is missing. */
function missingSearchCredentials(search: SiteData['search'], configured: boolean, source: string): Diagnostic[] {
  if (!configured) return [];
  const missing: Diagnostic[] = [];
  for (const [key, env, what] of [
    ['appId', 'DEVCENTER_SEARCH_APP_ID', 'the search application id'],
    ['apiKey', 'DEVCENTER_SEARCH_API_KEY', 'the search-only API key'],
    ['indexName', 'DEVCENTER_SEARCH_INDEX', 'the name of the search index'],
  ] as const) {
    if (search[key]) continue;
    missing.push({
      severity: 'error',
      code: 'config',
      message: `\`${key}\` is missing.`,
      file: CONFIG_FILE,
      ...findKey(source, ['search']),
      hint: `set search.${key} (or ${env}) to ${what}.`,
    });
  }
  return missing;
}

/** Paths the build writes files at (redirects, the docs path, the search page, sidebar ids) must be
 * clean site paths: a ".." there would write outside the output folder. */
function unsafeConfigPaths(user: UserConfig, source: string): Diagnostic[] {
  const problems: Diagnostic[] = [];
  const hint = 'write it as a path inside the site, e.g. "/docs/section/page", with no "..", "%", "\\", "//" or ":".';
  const check = (value: string, where: (string | number)[], what: string, routePath = value) => {
    const problem = sitePathProblem(routePath);
    if (problem)
      problems.push({ severity: 'error', code: 'config', message: `${formatPath(where)} ${JSON.stringify(value)} ${what} ${problem}.`, file: CONFIG_FILE, ...findValue(source, where, value), hint });
  };
  user.redirects?.forEach((r, i) => check(r.from, ['redirects', i, 'from'], 'is where a redirect page is written, and'));
  if (user.docs?.version?.path !== undefined) check(user.docs.version.path, ['docs', 'version', 'path'], 'is the path of the docs, and');
  if (user.search?.searchPagePath !== undefined) check(user.search.searchPagePath, ['search', 'searchPagePath'], 'is the path of the search page, and', `/${user.search.searchPagePath}`);
  for (const id of Object.keys(user.sidebars)) {
    const problem = sitePathProblem(`/${id}`) ?? (id.includes('/') ? 'contains a "/"' : null);
    if (problem)
      problems.push({
        severity: 'error',
        code: 'config',
        message: `The sidebar id ${JSON.stringify(id)} names a file of the output (${outputFileOf(sidebarDataPath('<id>'))}), and ${problem}.`,
        file: CONFIG_FILE,
        ...findKey(source, ['sidebars', id]),
        hint: 'name the sidebar with letters, digits, "-" and "_" only.',
      });
  }
  return problems;
}

export function resolveConfig(value: unknown, options: ResolveOptions): SiteConfig {
  const problems = validateShape(value, userConfigShape, options.source);
  if (problems.length > 0) throw new ConfigError(problems);
  const user = value as UserConfig;
  const root = path.resolve(options.root);
  const configured = searchSettings(user.search, options.env ?? process.env);
  const missing = [...missingSearchCredentials(configured, user.search !== undefined, options.source), ...insightsScriptProblems(configured, options.source)];
  if (missing.length > 0) throw new ConfigError(missing);
  const unsafe = unsafeConfigPaths(user, options.source);
  if (unsafe.length > 0) throw new ConfigError(unsafe);
  const version = {
    name: user.docs?.version?.name ?? 'current',
    label: user.docs?.version?.label ?? 'Next',
    path: user.docs?.version?.path ?? '/docs',
    mainDocId: user.docs?.version?.mainDocId ?? 'getstarted',
  };
  const toLink = (l: UserLink): SiteLink => {
    const href = l.to ?? l.href ?? '';
    return { label: l.label, href, external: isExternalUrl(href) };
  };
  const configLinks: ConfigLink[] = [];
  const collect = (path: (string | number)[], links: UserLink[] = []) =>
    links.forEach((l, i) => {
      const href = l.to ?? l.href ?? '';
      configLinks.push({ href, label: l.label, where: formatPath([...path, i]), ...findValue(options.source, path, href) });
    });
  collect(['navbar', 'items'], user.navbar.items);
  collect(['navbar', 'right'], user.navbar.right);
  user.footer?.columns?.forEach((c, i) => collect(['footer', 'columns', i, 'items'], c.items));
  if (user.announcement?.link) collect(['announcement', 'link'], [user.announcement.link]);
  const collectSidebar = (path: (string | number)[], items: UserSidebarItem[]) =>
    items.forEach((item, i) => {
      if (typeof item === 'string') return;
      if (item.type === 'link') collect(path, [item]);
      else collectSidebar([...path, i, 'items'], item.items);
    });
  for (const [id, items] of Object.entries(user.sidebars)) collectSidebar(['sidebars', id], items);

  const strictLevel = (l: CheckLevel | undefined, fallback: CheckLevel): CheckLevel => {
    const chosen = l ?? fallback;
    return options.strict && chosen === 'warn' ? 'throw' : chosen;
  };
  return {
    root,
    contentDir: path.join(root, 'content'),
    outDir: path.resolve(root, options.outDir ?? 'build'),
    url: user.url.replace(/\/+$/, ''),
    image: user.image ?? DEFAULT_SOCIAL_CARD,
    editUrl: user.editUrl ? user.editUrl.replace(/\/*$/, '/') : null,
    sidebars: user.sidebars,
    redirects: user.redirects ?? [],
    configLinks,
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
      navbar: { items: user.navbar.items.map(toLink), right: (user.navbar.right ?? []).map(toLink) },
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
        mainDocPath: `${version.path}/${version.mainDocId}`,
        isLast: true,
      },
      search: withInsightsScript(configured),
      locale: { lang: 'en', label: 'English', dir: 'ltr' },
    },
  };
}
