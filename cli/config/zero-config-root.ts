// A root without site.config.ts: the zero-config defaults, and what its docusaurus.config.js (or .ts…)
// says of the site, read as data, never run. A config it cannot read is one warning, and the defaults.
import path from 'node:path';
import type { Diagnostic } from '../diagnostics.ts';
import { CONFIG_FILE } from './config-file.ts';
import type { LinksSource } from './config-links.ts';
import type { UserConfig } from './define-config.ts';
import { docusaurusBlogExclude, docusaurusDocsExclude, docusaurusDocsInclude, docusaurusDocsPath, docusaurusBlogPath, docusaurusClientModulesWarning, docusaurusCustomCssWarning, docusaurusBuiltVersion, docusaurusLastVersion, docusaurusOtherBlogInstances, docusaurusOtherDocsInstances, docusaurusOtherPluginRoutes, docusaurusLocalPluginRoutes, docusaurusSettings, docusaurusSidebarDefaults, docusaurusSidebarsFile, docusaurusVersionNames, docusaurusVersionPaths, docusaurusVersionsBase, siteBaseUrl, usesMetaPreset } from './docusaurus-config.ts';
import { listedDocsVersions, type LastDocsVersion } from './docs-versions.ts';
import { readDocusaurusConfigFile, type DocusaurusConfigFile } from './docusaurus-config-file.ts';
import { olderDocusaurusWarning } from './docusaurus-major.ts';
import { swizzledThemeWarning } from './swizzled-theme.ts';
import { filledFromDefaults, zeroConfigSite } from './zero-config.ts';
import type { ConfigValuePlace } from './blog-path-problems.ts';

export interface ZeroConfigRoot {
  userConfig: UserConfig;
  /** The Docusaurus config, when there is one (the dev server restarts when it changes). */
  files: string[];
  /** What of the Docusaurus config was not read. */
  diagnostics: Diagnostic[];
  /** The Docusaurus config's text, where the navbar and footer links are written (a broken one is reported there). */
  linksSource?: LinksSource;
  /** Where the Docusaurus config serves the docs versions it keeps ("v3"), which are not built. */
  docsVersionPaths?: string[];
  docsVersionNames?: Record<string, string>;
  docsVersionsBase?: string;
  /** The kept version the Docusaurus config's lastVersion names, served at the docs' path there (docusaurusLastVersion). */
  docsLastVersion?: LastDocsVersion;
  /** With includeCurrentVersion: false, the version the docs are (docusaurusBuiltVersion). */
  docsBuiltVersion?: string;
  /** The Docusaurus config's baseUrl without its last "/" ("/Detox"), '' for "/" (siteBaseUrl). */
  docusaurusBaseUrl?: string;
  /** The docs (and blog) plugin instances the Docusaurus config adds beside the built docs and blog, where it serves them (docusaurusOtherDocsInstances, docusaurusOtherBlogInstances). */
  otherDocsInstances?: { id: string; folder?: string; path: string; plugin?: 'blog' | 'other' }[];
  /** Where the Docusaurus config writes the blog's routeBasePath, for the problems of the path it gives (docusaurusBlogPath). */
  blogPathPlace?: ConfigValuePlace;
  /** The sidebars file the Docusaurus config's sidebarPath names at the root (docusaurusSidebarsFile). */
  sidebarsFile?: string;
  /** The Docusaurus config builds with Meta's preset (usesMetaPreset): pages' fb/ imports are left out. */
  metaPreset?: boolean;
}

/**
 * What a site.config.ts that only adds to the defaults (one registering components) says itself of
 * where the docs and blog are served and what the docs leave out: it stands over the Docusaurus config's.
 */
export interface ZeroConfigOverrides {
  docsPath?: string;
  exclude?: string[];
  include?: string[];
  blogExclude?: string[];
  blogPath?: string;
}

/** Null when the root has no content/docs/ to build. */
export async function loadZeroConfigRoot(root: string, overrides: ZeroConfigOverrides = {}): Promise<ZeroConfigRoot | null> {
  const docusaurus = await readDocusaurusConfigFile(root);
  const read = docusaurus && 'config' in docusaurus ? docusaurus : null;
  const docsPath = overrides.docsPath ?? (read ? docusaurusDocsPath(read) : undefined);
  const blogPath = overrides.blogPath === undefined && read ? docusaurusBlogPath(read) : undefined;
  const sidebarsFile = read ? docusaurusSidebarsFile(read) : undefined;
  const exclude = overrides.exclude && overrides.exclude.length > 0 ? overrides.exclude : read ? docusaurusDocsExclude(read) : [];
  const include = overrides.include && overrides.include.length > 0 ? overrides.include : read ? docusaurusDocsInclude(read) : [];
  const blogExclude = overrides.blogExclude && overrides.blogExclude.length > 0 ? overrides.blogExclude : read ? docusaurusBlogExclude(read) : [];
  const categoryDefaults = read ? docusaurusSidebarDefaults(read) : {};
  const site = await zeroConfigSite(root, { docsPath, exclude, include, blogExclude, blogPath: overrides.blogPath ?? blogPath?.path, sidebarsFile, categoryDefaults });
  if (!site) return null;
  if (!docusaurus) return { userConfig: site.config, files: [], diagnostics: [] };
  // Every file read for it: a config that only imports its module (Buck2's config_impl.ts) is both.
  // So are the modules it imports parts of itself from (TypeORM's redirects.ts): watched and fingerprinted as it is.
  const files = [...(docusaurus.via ?? []), docusaurus.file, ...('parts' in docusaurus ? (docusaurus.parts ?? []) : [])].map((file) => path.join(root, file));
  if (!read) return { userConfig: site.config, files, diagnostics: [notRead(docusaurus as Exclude<DocusaurusConfigFile, { config: unknown }>)] };
  const { config, diagnostics: settingsDiagnostics, linkNames, linkPlaces, navbarBrand } = docusaurusSettings(read, { sidebars: site.config.sidebars, docs: site.docs, docsPath: docsPath ?? '/docs' });
  const older = olderDocusaurusWarning(root);
  const diagnostics = [...settingsDiagnostics, ...(older ? [older] : []), ...docusaurusCustomCssWarning(read, root), ...docusaurusClientModulesWarning(read, root), ...swizzledThemeWarning(root)];
  // The defaults' title and url stand for those the file does not give (or gives as no address).
  return { userConfig: filledFromDefaults({ title: site.config.title, url: site.config.url, ...config, navbar: { ...(config.navbar ?? site.config.navbar), ...navbarBrand } }, site.config), files, diagnostics, linksSource: { file: read.file, text: read.text, linkNames, linkPlaces }, docsVersionPaths: docusaurusVersionPaths(read), docsVersionNames: docusaurusVersionNames(read), docsVersionsBase: docusaurusVersionsBase(read), docsLastVersion: docusaurusLastVersion(read, listedDocsVersions(root)), ...builtVersion(docusaurusBuiltVersion(read, listedDocsVersions(root))), docusaurusBaseUrl: siteBaseUrl(read), otherDocsInstances: [...docusaurusOtherDocsInstances(read), ...docusaurusOtherBlogInstances(read), ...docusaurusOtherPluginRoutes(read), ...docusaurusLocalPluginRoutes(read, root)], ...(blogPath ? { blogPathPlace: blogPath.place } : {}), ...(sidebarsFile ? { sidebarsFile } : {}), ...(usesMetaPreset(read) ? { metaPreset: true } : {}) };
}

function notRead({ file, unread, place, syntaxError }: Exclude<DocusaurusConfigFile, { config: unknown }>): Diagnostic {
  const where = place ? { line: place.line, column: place.column, lineText: place.lineText } : {};
  // A syntax error is a slip to fix where it is, not a config devcenter cannot read: an error, so a
  // build does not pass with the site's title, navbar and footer silently replaced by the defaults.
  if (syntaxError)
    return {
      severity: 'error',
      code: 'config',
      message: `${file} ${unread.replace(/^it /, '')}.`,
      file,
      ...where,
      hint: `fix the syntax here (Docusaurus would not start either); until then the site has the zero-config defaults (the folder's name as title, its docs and blog in the navbar).`,
    };
  return {
    severity: 'warning',
    code: 'config',
    message: `${file} is not read: ${unread}. The site builds with the zero-config defaults (the folder's name as title, its docs and blog in the navbar).`,
    file,
    ...where,
    hint: `write the site's title, url, navbar and footer in a ${CONFIG_FILE} (see "Configuration" in devcenter's README): export default { title: 'My Site', url: 'https://docs.example.com' } keeps the defaults for the rest.`,
  };
}

function builtVersion(name: string | undefined): { docsBuiltVersion?: string } {
  return name === undefined ? {} : { docsBuiltVersion: name };
}
