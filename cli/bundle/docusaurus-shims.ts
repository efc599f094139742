// Stand-ins for the Docusaurus modules a site's own components import (the ones registered in
// site.config.ts `components`): Docusaurus's own are written against its client (its router, its
// context provider, its plugins' data), which a devcenter page does not have. Each stand-in keeps the
// API a component in a docs page calls, over what devcenter has: the site's title and address, the
// page's address, the colour mode on <html>, the runtime's admonition and code block. They are site
// code, as the components are: bundled with them, never with content.
//
// Which names components import most (the src/ folders of 8 public Docusaurus sites): Link,
// useDocusaurusContext (siteConfig's title, tagline, url, baseUrl), theme-common (useColorMode),
// Translate, useBaseUrl, router, Head, isInternalUrl, CodeBlock, BrowserOnly, ThemedImage, Heading.

/** What a stand-in may tell a component about the site (useDocusaurusContext's siteConfig). */
export interface ShimSite {
  title: string;
  tagline: string;
  /** The site's public address without a trailing slash. */
  url: string;
  trailingSlash: boolean | undefined;
  /** The site's one language (i18n.defaultLocale): its <html lang>, label and direction. */
  locale: { lang: string; label: string; dir: 'ltr' | 'rtl' };
}

/** The runtime's components the stand-ins draw with, from the package root (shared with the page's own in the browser build). */
const ADMONITION = './runtime/page/content/Admonition.tsx';
const CODE_BLOCK = './runtime/page/content/CodeBlock.tsx';
const TABS = './runtime/page/content/Tabs.tsx';

/** Docusaurus's rule for an address with a scheme or protocol-relative (@docusaurus/isInternalUrl's hasProtocol). */
const HAS_PROTOCOL = String.raw`/^(?:\w*:|\/\/)/`;

const LINK = `import { createElement } from 'react';
const hasProtocol = (url) => ${HAS_PROTOCOL}.test(url);
// Docusaurus's own props, which an <a> does not take (React would warn of each in the console).
export default function Link({ to, href, isNavLink, activeClassName, exact, autoAddBaseUrl, isActive, ...rest }) {
  const target = to ?? href;
  // As Docusaurus's Link: an address of another site opens in a new tab, unless a target is given.
  const external = typeof target === 'string' && hasProtocol(target) && !target.startsWith('mailto:') && !target.startsWith('tel:');
  return createElement('a', { href: target, ...(external && rest.target === undefined ? { target: '_blank', rel: 'noopener noreferrer' } : {}), ...rest });
}`;

// The theme's renderer of Markdown links, which components reuse for links drawn as the page's
// (React Native's RNRepoLink): Docusaurus's is its Link, which also notes an id for the anchor check.
const MDX_A = `import Link from '@docusaurus/Link';
export default Link;`;

// What useBaseUrl gives on a site whose base URL is '/' (cli/content/base-url.ts reads the same rule in content).
const BASE_URL = `const hasProtocol = (url) => ${HAS_PROTOCOL}.test(url);
const withBaseUrl = (url) => (typeof url !== 'string' || url === '' || url.startsWith('#') || url.startsWith('/') || hasProtocol(url) ? url : '/' + url);
export default function useBaseUrl(url) { return withBaseUrl(url); }
export function useBaseUrlUtils() { return { withBaseUrl }; }`;

const ROUTER = `// The address as the browser has it (the server renders at no particular hash or query).
const here = () => (typeof window === 'undefined' ? { pathname: '/', search: '', hash: '' } : { pathname: location.pathname, search: location.search, hash: location.hash });
export function useLocation() { return here(); }
export function useHistory() {
  return { location: here(), push: (to) => { location.assign(to); }, replace: (to) => { location.replace(to); } };
}`;

// Rendered on the client only, after hydration: the server's HTML holds the fallback.
const BROWSER_ONLY = `import { useEffect, useState, createElement, Fragment } from 'react';
export default function BrowserOnly({ children, fallback }) {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return createElement(Fragment, null, mounted ? children() : (fallback ?? null));
}`;

const IS_BROWSER = `import { useEffect, useState } from 'react';
// False on the server and in the render that hydrates (so both draw the same), true after.
export default function useIsBrowser() {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted;
}`;

const EXECUTION_ENVIRONMENT = `const canUseDOM = typeof window !== 'undefined' && 'document' in window && 'createElement' in window.document;
export default {
  canUseDOM,
  canUseEventListeners: canUseDOM && !!window.addEventListener,
  canUseIntersectionObserver: canUseDOM && 'IntersectionObserver' in window,
  canUseViewport: canUseDOM && !!window.screen,
};`;

const IS_INTERNAL_URL = `export function hasProtocol(url) { return ${HAS_PROTOCOL}.test(url); }
export default function isInternalUrl(url) { return typeof url !== 'undefined' && !hasProtocol(url); }`;

// The page's <head> is devcenter's (title, description and social tags from the front matter): what
// a component would add to it is left out.
const HEAD = `export default function Head() { return null; }`;

// One language: a message is its own text, with {name} placeholders filled from values.
const INTERPOLATE = `import { createElement, Fragment, isValidElement } from 'react';
export function interpolate(text, values) {
  if (!values) return text;
  const parts = String(text).split(/{(\\w+)}/g);
  const filled = parts.map((part, i) => (i % 2 === 1 && values[part] !== undefined ? values[part] : i % 2 === 1 ? '{' + part + '}' : part));
  if (filled.every((part) => !isValidElement(part))) return filled.join('');
  return createElement(Fragment, null, ...filled.map((part, i) => (isValidElement(part) ? createElement(Fragment, { key: i }, part) : part)));
}
export default function Interpolate({ children, values }) { return interpolate(children, values); }`;

const TRANSLATE = `import { interpolate } from '@docusaurus/Interpolate';
export function translate({ message, id }, values) { return interpolate(message ?? id ?? '', values); }
export default function Translate({ children, id, values }) { return interpolate(children ?? id ?? '', values); }`;

// The colour mode is the data-theme attribute of <html> (the boot script and the navbar's switch set it).
const THEME_COMMON = `import { useCallback, useMemo, useSyncExternalStore } from 'react';
const read = () => (document.documentElement.getAttribute('data-theme') === 'dark' ? 'dark' : 'light');
const subscribe = (changed) => {
  const observer = new MutationObserver(changed);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
  return () => observer.disconnect();
};
export function useColorMode() {
  const colorMode = useSyncExternalStore(subscribe, read, () => 'light');
  // Stored as the navbar's switch stores it, and told to the switch as another tab's choice is (a
  // storage event), so it applies the mode and shows it.
  const setColorMode = (mode) => {
    const next = mode === 'dark' ? 'dark' : 'light';
    try { localStorage.setItem('theme', next); } catch {}
    window.dispatchEvent(new StorageEvent('storage', { key: 'theme', newValue: next }));
  };
  return { colorMode, isDarkTheme: colorMode === 'dark', setColorMode };
}
// The query string of the address (Lexical's gallery keeps its chosen tags in ?tags=a&tags=b): read
// as the browser has it, '' on the server and in the render that hydrates, so both draw the same. An
// update replaces the address (or pushes one, { push: true }) without leaving the page, as
// Docusaurus's history does, and tells every reader of it.
const QUERY_CHANGED = 'devcenter:query-string';
const subscribeToQuery = (changed) => {
  window.addEventListener('popstate', changed);
  window.addEventListener(QUERY_CHANGED, changed);
  return () => {
    window.removeEventListener('popstate', changed);
    window.removeEventListener(QUERY_CHANGED, changed);
  };
};
const useSearch = () => useSyncExternalStore(subscribeToQuery, () => location.search, () => '');
function setQueryValues(key, values, options) {
  const params = new URLSearchParams(location.search);
  params.delete(key);
  for (const value of values) params.append(key, value);
  const search = params.toString();
  const address = location.pathname + (search ? '?' + search : '') + location.hash;
  if (options?.push) history.pushState(history.state, '', address);
  else history.replaceState(history.state, '', address);
  window.dispatchEvent(new Event(QUERY_CHANGED));
}
export function useQueryStringValue(key) {
  const search = useSearch();
  return key === null ? null : new URLSearchParams(search).get(key);
}
export function useQueryString(key) {
  const value = useQueryStringValue(key) ?? '';
  // An update is a value, or a function of the current one (Docusaurus's ValueUpdateFunction).
  const update = useCallback((next, options) => {
    const value = typeof next === 'function' ? next(new URLSearchParams(location.search).get(key)) : next;
    setQueryValues(key, value ? [value] : [], options);
  }, [key]);
  return [value, update];
}
export function useQueryStringList(key) {
  const search = useSearch();
  const list = useMemo(() => new URLSearchParams(search).getAll(key), [search, key]);
  // An update is a list, or a function of the current one (the showcase's setTags((list) => …)).
  const update = useCallback((next, options) => {
    const values = typeof next === 'function' ? next(new URLSearchParams(location.search).getAll(key)) : next;
    setQueryValues(key, values ?? [], options);
  }, [key]);
  return [list, update];
}`;

const ADMONITION_SHIM = `import { createElement } from 'react';
import { Admonition as RuntimeAdmonition } from ${JSON.stringify(ADMONITION)};
export default function Admonition({ type = 'note', title, icon, children }) {
  return createElement(RuntimeAdmonition, { type, title, icon: typeof icon === 'string' ? icon : undefined }, children);
}`;

// Code given to it at run time is shown as written: the build highlights Markdown's code blocks, not a component's.
const CODE_BLOCK_SHIM = `import { createElement } from 'react';
import { CodeBlock as RuntimeCodeBlock } from ${JSON.stringify(CODE_BLOCK)};
export default function CodeBlock({ children, language, className, title, metastring }) {
  const lang = language ?? (/language-([\\w-]+)/.exec(className ?? '')?.[1]) ?? 'text';
  const heading = title ?? (/title="([^"]*)"/.exec(metastring ?? '')?.[1]);
  const code = typeof children === 'string' ? children.replace(/\\n$/, '') : children;
  return createElement(RuntimeCodeBlock, { language: lang, title: heading }, createElement('pre', null, createElement('code', null, code)));
}`;

// The page's tabs, with Docusaurus's props read as its Tabs reads them: with `values`, each tab's label
// (its value when none) and attributes.className from the array, whatever the item says; without, the
// item's label and attributes.className (site components wrap Tabs: TypeORM's DatabaseTabs,
// Supertokens' and Data Client's). `lazy` changes nothing drawn here.
const TABS_SHIM = `import { Children, cloneElement, createElement, isValidElement } from 'react';
import { Tabs as RuntimeTabs, TabItem as RuntimeTabItem } from ${JSON.stringify(TABS)};
// With values, the array is the tab list as Docusaurus's useTabs reads it: its order, its default (an
// item's own is not read); queryString names the address's key (true: the groupId).
export default function Tabs({ values, defaultValue, groupId, queryString, className, block, children }) {
  const list = Array.isArray(values) ? values : null;
  const entries = new Map((list ?? []).map((v) => [v?.value, v]));
  const chosen = list?.find((v) => v?.default)?.value;
  const items = Children.toArray(children).filter(isValidElement).map((item) => {
    const { label, value, attributes } = item.props;
    const more = {};
    const entry = entries.get(value);
    const tabAttributes = list ? entry?.attributes : attributes;
    if (entry) {
      const fromList = entry.label ?? entry.value;
      if (label !== fromList) more.label = fromList;
    }
    if (typeof tabAttributes?.className === 'string') more.tabClassName = tabAttributes.className;
    if (list && Boolean(item.props.default) !== (value === chosen)) more.default = value === chosen;
    return Object.keys(more).length > 0 ? cloneElement(item, more) : item;
  });
  // The array is the tab list alone, in its order: an item it lacks has no tab and no choice selects
  // it, so it is left out; a value no item has is a tab with nothing under it.
  const tabs = list
    ? list.flatMap((v, at) => {
        const written = items.filter((item) => item.props.value === v?.value);
        return written.length > 0 ? written : [createElement(RuntimeTabItem, { key: 'devcenter-empty-' + at, value: v?.value, label: v?.label ?? v?.value, default: v?.value === chosen, ...(typeof v?.attributes?.className === 'string' ? { tabClassName: v.attributes.className } : {}) })];
      })
    : items;
  const queryKey = typeof queryString === 'string' ? queryString || undefined : queryString === true ? groupId : undefined;
  return createElement(RuntimeTabs, { defaultValue: defaultValue ?? undefined, groupId, queryString: queryKey, className, block }, tabs);
}`;

const TAB_ITEM_SHIM = `import { createElement } from 'react';
import { TabItem as RuntimeTabItem } from ${JSON.stringify(TABS)};
export default function TabItem({ value, label, hidden, id, labelledBy, className, children }) {
  return createElement(RuntimeTabItem, { value, label, hidden, id, labelledBy, className }, children);
}`;

// As a Markdown heading is drawn (cli/render/to-hast.ts): class anchor and a direct link after the text.
// Its label in the site's language: the shell's texts, through the context the page's render provides
// (one per thread, runtime/messages-context.ts); English where there is none.
const HEADING = `import { createElement, useContext } from 'react';
export default function Heading({ as: As = 'h2', id, className, children, ...rest }) {
  const shared = globalThis[Symbol.for('devcenter.messages-context')];
  const messages = shared ? useContext(shared) : null;
  if (As === 'h1' || !id) return createElement(As, { id, className, ...rest }, children);
  const heading = typeof children === 'string' ? children : id;
  const label = messages ? messages.headingLinkLabel(heading) : 'Direct link to ' + heading;
  return createElement(As, { id, className: ['anchor', className].filter(Boolean).join(' '), ...rest }, children,
    createElement('a', { href: '#' + id, className: 'hash-link', 'aria-label': label }, '\\u200b'));
}`;

// Both pictures in the HTML, each with its mode's class: the stylesheet shows the page's (as themed-image.ts does in content).
const THEMED_IMAGE = `import { createElement, Fragment } from 'react';
export default function ThemedImage({ sources = {}, className, ...rest }) {
  const modes = ['light', 'dark'].filter((mode) => sources[mode]);
  if (modes.length === 1) return createElement('img', { src: sources[modes[0]], className, ...rest });
  return createElement(Fragment, null, ...modes.map((mode) =>
    createElement('img', { key: mode, src: sources[mode], className: [className, 'themedComponent', 'themedComponent--' + mode].filter(Boolean).join(' '), ...rest })));
}`;

/** The page's shell context (shared with the page's render: runtime/shell/shell-context.tsx). */
const SHELL_CONTEXT = './runtime/shell/shell-context.tsx';

// The docs plugin's client API, over the page a component is on: the doc (its id, front matter, tags,
// address, edit link, date and headings) and the one version devcenter builds. What would need every
// doc of the site in the page (a version's `docs`, the sidebars, useAllDocsData) throws, named, when
// read, instead of handing the component a wrong or empty list; a hook not here is an error at the
// component's import. A heading's `value` is HTML in Docusaurus (its TOC sets it as such): the text
// is escaped for that.
const DOCS_CLIENT = `import { useContext } from 'react';
import { ShellContext } from ${JSON.stringify(SHELL_CONTEXT)};
const escapeHtml = (text) => String(text).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);
function shell(hook) {
  const state = useContext(ShellContext);
  if (!state) throw new Error(hook + '() is called outside a devcenter page.');
  return state;
}
const notGiven = (what) => { throw new Error(what + " has no stand-in in devcenter: a component is given the page it is on and its version, not every doc of the site."); };
function mainDocId(version) { return version.mainDocPath.slice(version.path.replace(/\\/+$/, '').length + 1); }
function globalVersion(site) {
  const v = site.docsVersion;
  return {
    name: v.name, label: v.label, isLast: v.isLast, path: v.path, mainDocId: mainDocId(v), draftIds: [],
    get docs() { return notGiven("The version's docs"); },
    get sidebars() { return notGiven("The version's sidebars"); },
  };
}
export function useDocsVersion() {
  const v = shell('useDocsVersion').site.docsVersion;
  return {
    pluginId: 'default', version: v.name, label: v.label, isLast: v.isLast, banner: null, badge: false, noIndex: false, className: 'docs-version-' + v.name,
    get docs() { return notGiven('useDocsVersion().docs'); },
    get docsSidebars() { return notGiven('useDocsVersion().docsSidebars'); },
  };
}
export function useDoc() {
  const { page, site } = shell('useDoc');
  if (!page.doc) throw new Error('useDoc() is called outside a doc: Docusaurus gives it on docs pages only.');
  const { id, source, frontMatter, tags } = page.doc;
  const at = id.lastIndexOf('/');
  const metadata = {
    id, unversionedId: id, title: page.title, description: page.description, source, sourceDirName: at === -1 ? '.' : id.slice(0, at),
    slug: page.path.slice(site.docsVersion.path.replace(/\\/+$/, '').length) || '/', permalink: page.path, draft: false, unlisted: frontMatter.unlisted === true,
    editUrl: page.editUrl, lastUpdatedAt: page.lastUpdated ? page.lastUpdated * 1000 : undefined, tags, version: site.docsVersion.name,
    sidebar: page.sidebarId ?? undefined, sidebarPosition: frontMatter.sidebar_position, frontMatter,
    previous: page.prev ? { title: page.prev.label, permalink: page.prev.href } : undefined,
    next: page.next ? { title: page.next.label, permalink: page.next.href } : undefined,
  };
  const toc = page.toc.map((item) => ({ value: escapeHtml(item.text), id: item.id, level: item.level }));
  return { metadata, frontMatter, toc, contentTitle: undefined, assets: {} };
}
export function useActiveDocContext() {
  const { page, site } = shell('useActiveDocContext');
  const activeDoc = page.doc ? { id: page.doc.id, path: page.path, sidebar: page.sidebarId ?? undefined } : undefined;
  return { activeVersion: globalVersion(site), activeDoc, alternateDocVersions: {} };
}
export function useActiveVersion() { return globalVersion(shell('useActiveVersion').site); }
export function useLatestVersion() { return globalVersion(shell('useLatestVersion').site); }
export function useVersions() { return [globalVersion(shell('useVersions').site)]; }
export function useDocsVersionCandidates() { return [globalVersion(shell('useDocsVersionCandidates').site)]; }
export function useActivePlugin() {
  const { site } = shell('useActivePlugin');
  return { pluginId: 'default', pluginData: { path: site.docsVersion.path, versions: [globalVersion(site)], breadcrumbs: true } };
}
export function useActivePluginAndVersion() {
  const { site } = shell('useActivePluginAndVersion');
  const version = globalVersion(site);
  return { activePlugin: { pluginId: 'default', pluginData: { path: site.docsVersion.path, versions: [version], breadcrumbs: true } }, activeVersion: version };
}
// Docusaurus's own rule: a link is active at its address, a category when it or an item of it is.
const samePath = (a, b) => typeof a === 'string' && a.replace(/\\/+$/, '') === String(b).replace(/\\/+$/, '');
export function isActiveSidebarItem(item, localPathname) {
  if (item.type === 'link') return samePath(item.href, localPathname);
  if (item.type === 'category') return samePath(item.href, localPathname) || (item.items ?? []).some((inner) => isActiveSidebarItem(inner, localPathname));
  return false;
}`;

function docusaurusContext(site: ShimSite): string {
  const lang = site.locale.lang;
  const context = {
    // What components read of it: title, tagline, url and baseUrl (the others are there, empty, so reading them does not throw).
    siteConfig: { title: site.title, tagline: site.tagline, url: site.url, baseUrl: '/', trailingSlash: site.trailingSlash, customFields: {}, themeConfig: {}, presets: [], plugins: [], themes: [] },
    siteMetadata: { docusaurusVersion: '3', pluginVersions: {} },
    globalData: {},
    // The site's one language (a component formatting a date with i18n.currentLocale writes it in the pages' language).
    i18n: { defaultLocale: lang, locales: [lang], currentLocale: lang, path: 'i18n', localeConfigs: { [lang]: { label: site.locale.label, direction: site.locale.dir, htmlLang: lang, calendar: 'gregory', path: lang } } },
    codeTranslations: {},
  };
  return `const context = ${JSON.stringify(context)};\nexport default function useDocusaurusContext() { return context; }`;
}

/** Every stand-in's source, by the module name a component imports. */
export function docusaurusShims(site: ShimSite | undefined): Record<string, string> {
  return {
    '@docusaurus/Link': LINK,
    '@docusaurus/useBaseUrl': BASE_URL,
    '@docusaurus/router': ROUTER,
    '@docusaurus/BrowserOnly': BROWSER_ONLY,
    '@docusaurus/useIsBrowser': IS_BROWSER,
    '@docusaurus/ExecutionEnvironment': EXECUTION_ENVIRONMENT,
    '@docusaurus/isInternalUrl': IS_INTERNAL_URL,
    '@docusaurus/Head': HEAD,
    '@docusaurus/Interpolate': INTERPOLATE,
    '@docusaurus/Translate': TRANSLATE,
    '@docusaurus/useDocusaurusContext': docusaurusContext(site ?? { title: '', tagline: '', url: '', trailingSlash: false, locale: { lang: 'en', label: 'English', dir: 'ltr' } }),
    '@docusaurus/theme-common': THEME_COMMON,
    '@docusaurus/plugin-content-docs/client': DOCS_CLIENT,
    '@theme/Admonition': ADMONITION_SHIM,
    '@theme/CodeBlock': CODE_BLOCK_SHIM,
    '@theme/Heading': HEADING,
    '@theme/MDXComponents/A': MDX_A,
    '@theme/ThemedImage': THEMED_IMAGE,
    '@theme/Tabs': TABS_SHIM,
    '@theme/TabItem': TAB_ITEM_SHIM,
  };
}

/** The modules there is a stand-in for, as the hint of a component that imports another one lists them. */
export const SHIMMED_MODULES = Object.keys(docusaurusShims(undefined));

/** The names a stand-in exports, for the hint of an import it lacks ("default" for its default export). */
export function shimExports(module: string): string[] {
  const source = docusaurusShims(undefined)[module] ?? '';
  return [...source.matchAll(/^export (?:function|const) (\w+)|^export (default)\b/gm)].map((match) => match[1] ?? match[2]);
}
