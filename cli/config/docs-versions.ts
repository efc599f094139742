// The docs versions a Docusaurus site moved here keeps beside its docs (versions.json, versioned_docs/):
// devcenter builds one version, so a link into another is broken here, for a reason the author
// should be told rather than left to guess at.
import { lstatSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Diagnostic } from '../diagnostics.ts';

/** The largest versions.json read: a list of version names is a few hundred bytes. */
const MAX_VERSIONS_BYTES = 64 * 1024;

/**
 * The version names the root's versions.json lists, and those of its versioned_docs/version-* folders.
 * Neither is read through a symbolic link: one to a file or folder outside the site told, in the hints
 * of broken links, whether a name was among its strings or folders.
 */
export function docsVersionsAt(root: string): string[] {
  const names = new Set<string>(listedDocsVersions(root));
  try {
    const folder = path.join(root, 'versioned_docs');
    if (!lstatSync(folder).isDirectory()) return [...names];
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      if (entry.isDirectory() && entry.name.startsWith('version-')) names.add(entry.name.slice('version-'.length));
    }
  } catch {
    // No versioned_docs/.
  }
  return [...names];
}

/** A kept version Docusaurus serves at the docs' path: the one lastVersion names, or by default the first versions.json lists. */
export interface LastDocsVersion {
  name: string;
  path: string;
  /** Not named by lastVersion: Docusaurus's default, the first of versions.json. */
  byDefault?: true;
}

/** The version names the root's versions.json lists, newest first as Docusaurus writes them; none without one. */
export function listedDocsVersions(root: string): string[] {
  try {
    const file = path.join(root, 'versions.json');
    const stats = lstatSync(file);
    if (!stats.isFile() || stats.size > MAX_VERSIONS_BYTES) return [];
    const listed: unknown = JSON.parse(readFileSync(file, 'utf8'));
    return Array.isArray(listed) ? listed.filter((name): name is string => typeof name === 'string' && name !== '') : [];
  } catch {
    // No versions.json, or not one Docusaurus would read: nothing to say.
    return [];
  }
}

/**
 * The paths a docs version is served under, its name the segment right after one of them: the docs'
 * path, and the path Docusaurus serves its lastVersion at (baseUrl + routeBasePath: Socket.IO's 3.x at
 * /docs/v3 beside its current docs at /docs/v4), each also without the Docusaurus baseUrl, as a link
 * written from the root is ('/docs/28.x/x' under baseUrl '/proj/').
 */
export function docsVersionBases(config: {
  site: { docsVersion: { path: string } };
  unbuiltLastDocsVersion?: { path: string };
  unbuiltDocsVersionsBase?: string;
  docusaurusBaseUrl: string;
}): string[] {
  const bases = new Set([config.site.docsVersion.path, ...[config.unbuiltLastDocsVersion?.path, config.unbuiltDocsVersionsBase].filter((path): path is string => path !== undefined)]);
  const base = config.docusaurusBaseUrl;
  for (const path of [...bases]) {
    if (base !== '' && path === base) bases.add('/');
    else if (base !== '' && path.startsWith(`${base}/`)) bases.add(path.slice(base.length));
  }
  return [...bases];
}

/**
 * A hint for a broken link whose address names one of those versions right after the docs' path
 * (`/docs/28.x/intro`, `/docs/next/x`; `bases` from docsVersionBases). A segment elsewhere is no
 * version of the docs: EventMesh's `/download/v1.12.0`, a release beside its docs version v1.12.0,
 * was told that version of the docs is not read.
 */
export function versionedLinkHint(sitePath: string, versions: ReadonlySet<string>, bases: readonly string[], names: Readonly<Record<string, string>> = {}): string | undefined {
  if (versions.size === 0) return undefined;
  let version: string | undefined;
  for (const base of bases) {
    const prefix = base === '/' ? '/' : `${base}/`;
    if (!sitePath.startsWith(prefix)) continue;
    const segment = decodeURIComponentSafe(sitePath.slice(prefix.length).split('/')[0]);
    if (versions.has(segment) || segment === 'next') {
      version = segment;
      break;
    }
  }
  if (version === undefined) return undefined;
  // Docusaurus serves the current docs under next/ once a version is cut; here they are the docs.
  if (version === 'next') return 'devcenter builds one version of the docs, content/docs/, at the docs path: what Docusaurus serves under next/ is there, without next/.';
  // A version at a path of its own is named by its name, the folder's: "3.x (at v3)", not "v3".
  const named = Object.hasOwn(names, version) ? `${names[version]} (at ${version})` : version;
  return `devcenter builds one version of the docs, content/docs/: version ${named} (versioned_docs/) is not read. Link to the page of the current docs, or to the old version's published address (https://…).`;
}

/**
 * Where the current docs would have the page a link into a kept version names (`/docs/1.2/intro/` →
 * `/docs/intro`, `/docs/next/x` → `/docs/x`; `bases` from docsVersionBases, `docsPath` the built docs'
 * path), for the broken link's suggestion: Hydra's archive of versions, each link's text
 * "Documentation", was told "did you mean /docs/development/documentation?", a page so titled.
 */
export function currentDocsPathOf(sitePath: string, versions: ReadonlySet<string>, bases: readonly string[], docsPath: string): string | undefined {
  if (versions.size === 0) return undefined;
  for (const base of bases) {
    const prefix = base === '/' ? '/' : `${base}/`;
    if (!sitePath.startsWith(prefix)) continue;
    const [segment, ...rest] = sitePath.slice(prefix.length).split('/');
    const version = decodeURIComponentSafe(segment);
    if (!versions.has(version) && version !== 'next') continue;
    const below = rest.join('/').replace(/\/+$/, '');
    return below === '' ? docsPath : docsPath === '/' ? `/${below}` : `${docsPath}/${below}`;
  }
  return undefined;
}

/** A path segment written as a docs version: `28.x`, `2.0`, `v4`, `1.2.3`. */
const VERSION_LIKE = /^v?\d+(?:\.(?:\d+|x))*$/i;

/**
 * A hint for a broken link into a docs version the site does not keep (Jest's `/docs/28.x/…`, a
 * version archived off the site, versions.json listing 30.4, 30.0 and 29.7): Docusaurus has no page
 * there either. The lastVersion's hint ("if this is a page only version 30.4 has") named the wrong
 * version; this one names the link's. `bases` are the paths the docs are served under.
 */
export function unknownVersionLinkHint(sitePath: string, versions: readonly string[], bases: readonly string[]): string | undefined {
  if (versions.length === 0) return undefined;
  for (const base of bases) {
    const prefix = base === '/' ? '/' : `${base}/`;
    if (!sitePath.startsWith(prefix)) continue;
    const segment = decodeURIComponentSafe(sitePath.slice(prefix.length).split('/')[0]);
    if (!VERSION_LIKE.test(segment) || versions.includes(segment)) continue;
    return `${segment} is no docs version of this site (versions.json lists ${versions.join(', ')}), so Docusaurus has no page at this address either: link to that version's published address (https://…), or to the page of the current docs.`;
  }
  return undefined;
}

/**
 * A hint for a broken link under the docs' path when the Docusaurus config's lastVersion is a kept
 * version (RocketMQ's '5.0'): Docusaurus serves that version there, and the current docs, built here,
 * under their own path (`docsPath`, "/docs/4.x").
 */
export function lastVersionLinkHint(sitePath: string, last: LastDocsVersion | undefined, docsPath: string): string | undefined {
  if (!last) return undefined;
  const under = (base: string) => base === '/' || sitePath === base || sitePath.startsWith(`${base}/`);
  if (!under(last.path) || (docsPath !== last.path && under(docsPath))) return undefined;
  const folder = (base: string) => (base === '/' ? '/' : `${base}/`);
  const which = last.byDefault ? "the docs' lastVersion by default: the first of versions.json" : "the docs' lastVersion";
  // The current docs built where Docusaurus serves the last version: the link may be a typo as well.
  if (docsPath === last.path) return `if this is a page only version ${last.name} has (${which}, served by Docusaurus at ${folder(last.path)}): devcenter builds the current docs there, from content/docs/, and does not read versioned_docs/. Link to the page of the current docs, or to the old version's published address (https://…).`;
  return `Docusaurus serves version ${last.name} (${which}) at ${folder(last.path)}, and devcenter builds one version of the docs, content/docs/, at ${folder(docsPath)}: version ${last.name} (versioned_docs/) is not read. Link to the page of the current docs, or to the old version's published address (https://…).`;
}

/**
 * A hint for a broken link under the path of a docs plugin instance the Docusaurus config adds beside
 * the built docs (Kvrocks's "community", its docs in community/, at /community), or of a blog plugin
 * instance beside the built blog (RocketMQ's "events" at /events), which is not built.
 */
export function docsInstanceLinkHint(sitePath: string, instances: readonly { id: string; folder?: string; path: string; plugin?: 'blog' | 'other'; exact?: boolean }[]): string | undefined {
  // A page a plugin of the site makes is that address only; an instance's path is a folder of pages.
  const instance = instances.find((i) => (i.exact ? sitePath === i.path : i.path === '/' || sitePath === i.path || sitePath.startsWith(`${i.path}/`)));
  if (!instance) return undefined;
  if (instance.exact) return `the site's plugin "${instance.id}" makes a page at ${instance.path} (its code writes that address), and devcenter runs no plugin of the site's: the page is not built. Link to its published address (https://…), or write the page in Markdown under content/.`;
  const at = instance.path === '/' ? '/' : `${instance.path}/`;
  if (instance.plugin === 'other') return `Docusaurus serves what the plugin "${instance.id}" makes at ${at}, and devcenter runs no plugin of the site's: those pages are not built. Link to their published address (https://…), or write the page in Markdown under content/.`;
  if (instance.plugin === 'blog') {
    const posts = instance.folder ? ` (its posts in ${instance.folder.replace(/\/*$/, '/')})` : '';
    return `Docusaurus serves the blog plugin instance "${instance.id}"${posts} at ${at}, and devcenter builds one blog, content/blog/: that instance is not built. Move its posts into content/blog/ (and link to them there), or link to its published address (https://…).`;
  }
  const folder = instance.folder ? ` (its docs in ${instance.folder.replace(/\/*$/, '/')})` : '';
  return `Docusaurus serves the docs plugin instance "${instance.id}"${folder} at ${at}, and devcenter builds one docs folder, content/docs/: that instance is not built. Move its pages under content/docs/ (and link to them there), or link to its published address (https://…).`;
}

/**
 * The hint for a link to a Markdown file of versioned_docs/ (`../../versioned_docs/version-9.x/a.md`,
 * as tRPC's and Sequelize's current docs link to their old ones), which devcenter does not read;
 * `contentPath` is where the link leads from content/.
 */
export function versionedFileLinkHint(contentPath: string): string | undefined {
  const version = /^(?:\.\.\/)*versioned_docs\/version-([^/]+)\//.exec(contentPath)?.[1];
  if (version === undefined) return undefined;
  return `devcenter builds one version of the docs, content/docs/: version ${version} (versioned_docs/) is not read. Link to the page of the current docs, or to the old version's published address (https://…).`;
}

function decodeURIComponentSafe(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/**
 * The one warning that the site's kept versions are not built: its version dropdown shows only the
 * current docs, which said nothing until a link into an old version broke.
 */
export function unbuiltVersionsWarning(root: string, versions: readonly string[]): Diagnostic[] {
  if (versions.length === 0) return [];
  const file = lstatSync(path.join(root, 'versions.json'), { throwIfNoEntry: false })?.isFile() ? 'versions.json' : 'versioned_docs';
  const shown = versions.slice(0, 5).join(', ') + (versions.length > 5 ? `, and ${versions.length - 5} more` : '');
  return [
    {
      severity: 'warning',
      code: 'config',
      message: `${file} keeps ${versions.length === 1 ? 'a docs version' : `${versions.length} docs versions`} (${shown}): devcenter builds only the current docs, content/docs/, and the version dropdown lists that one alone.`,
      file,
      hint: "versioned_docs/ and versioned_sidebars/ are not read. To keep an old version online, publish it from its own build and link to its address.",
    },
  ];
}
