// Finds site.config.ts, compiles it with esbuild (once per change: the result is cached) and imports
// it; no other module reads the file.
import type { LastDocsVersion } from './docs-versions.ts';
import type { Message } from 'esbuild';
import { existsSync, lstatSync, readdirSync, readFileSync, statSync, type Dirent } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ConfigError, describeErrno, escapedCharacter, type Diagnostic } from '../diagnostics.ts';
import { fileHash, readCompiledConfig, writeCompiledConfig, type CompiledConfig } from '../incremental/compiled-config.ts';
import { hashText } from '../incremental/hashing.ts';
import { isInside } from '../is-inside.ts';
import { CONFIG_FILE, DOCUSAURUS_CONFIG_FILES } from './config-file.ts';
import { BUILD_STAMP_FILE } from '../../runtime/shared/site-urls.ts';
import { esbuildDiagnostic } from './esbuild-diagnostic.ts';
import { plainData } from './plain-data.ts';
import { findSidebarsFile } from './sidebars-file.ts';
import type { SidebarsSource } from './resolve.ts';
import type { LinksSource } from './config-links.ts';
import type { UserConfig } from './define-config.ts';
import type { ConfigValuePlace } from './blog-path-problems.ts';
import { timeLimitMs } from '../time-limit.ts';

export { CONFIG_FILE };

export interface LoadedConfig {
  /** Whatever the file exports by default: validated later by resolveConfig. */
  userConfig: unknown;
  /** The config file's source text, for positions in error messages. */
  source: string;
  /** Every file the config imported (the dev server restarts when one changes). */
  files: string[];
  /** The sidebars come from the content's folders (zero-config defaults): they change with the files. */
  derivedSidebars?: boolean;
  /** Where the sidebars are written (site.config.ts, or a zero-config root's sidebars.js). */
  sidebarsSource?: SidebarsSource | null;
  /** Warnings about the config: what a zero-config root's Docusaurus config, read as data, left out. */
  diagnostics?: Diagnostic[];
  /** Where the navbar and footer links are written when not in site.config.ts (a zero-config root's Docusaurus config). */
  linksSource?: LinksSource;
  /** Where a zero-config root's Docusaurus config serves the docs versions it keeps ("v3"), which are not built. */
  docsVersionPaths?: string[];
  /** The version each of those paths is of ("v3" of "3.x"). */
  docsVersionNames?: Record<string, string>;
  /** Where that config serves its docs versions when the current docs have a path of their own (Socket.IO's "/docs"). */
  docsVersionsBase?: string;
  /** The kept version a zero-config root's Docusaurus config serves at the docs' path (its lastVersion), not built. */
  docsLastVersion?: LastDocsVersion;
  /** The kept version a zero-config root's docs are, its Docusaurus config keeping no current docs (includeCurrentVersion: false): its lastVersion. */
  docsBuiltVersion?: string;
  /** A zero-config root's Docusaurus baseUrl without its last "/" ("/Detox"). */
  docusaurusBaseUrl?: string;
  /** The docs plugin instances a zero-config root's Docusaurus config adds beside the built docs ("community" at /community), not built. */
  otherDocsInstances?: { id: string; folder?: string; path: string; plugin?: 'blog' | 'other'; exact?: boolean }[];
  /** Where a zero-config root's Docusaurus config writes the blog's routeBasePath (its problems are shown there). */
  blogPathPlace?: ConfigValuePlace;
  /** A zero-config root's Docusaurus config builds with Meta's preset: pages' fb/ imports are left out (usesMetaPreset). */
  metaPreset?: boolean;
}

// Compiled next to the CLI in dist/; beside this file when running from source (tests).
const defineConfigPath = [new URL('./define-config.js', import.meta.url), new URL('./define-config.ts', import.meta.url)]
  .map((u) => fileURLToPath(u))
  .find((p) => existsSync(p)) as string;

/**
 * The site's root: the nearest folder from `from` upward holding site.config.ts or, a zero-config
 * root, content/docs/ (run from a site's content/, a zero-config root was told to move its docs/ there).
 * A folder above `from` counts only when it, and its site.config.ts, are the user's own: a config is
 * code that the build runs, and one another user left in a shared folder up the way (/tmp) would run
 * for whoever starts devcenter below it. Such a root is still built when it is named.
 */
export function findSiteRoot(from: string): string {
  const start = path.resolve(from);
  for (let dir = start; ; dir = path.dirname(dir)) {
    if (isSiteRoot(dir) && (dir === start || ownRoot(dir))) return dir;
    if (path.dirname(dir) === dir) return start;
  }
}

/** The nearest folder above `dir` that is a site's root but another user's (passed over by findSiteRoot), if any. */
function othersRootAbove(dir: string): string | undefined {
  for (let up = path.dirname(dir); ; up = path.dirname(up)) {
    if (isSiteRoot(up)) return ownRoot(up) ? undefined : up;
    if (path.dirname(up) === up) return undefined;
  }
}

const isSiteRoot = (dir: string) => existsSync(path.join(dir, CONFIG_FILE)) || isDirectory(path.join(dir, 'content', 'docs'));
/** The folder and its site.config.ts (when it has one) are the user's own. */
const ownRoot = (dir: string) => ownedByUser(dir) && (!existsSync(path.join(dir, CONFIG_FILE)) || ownedByUser(path.join(dir, CONFIG_FILE)));

/**
 * Whether the current user owns `file` (always, where the system has no user ids), and the link it
 * is when it is one: another user's link in a shared folder, to a script of the user's own (any
 * root-owned .js for root), would otherwise have it run as the config.
 */
function ownedByUser(file: string): boolean {
  if (typeof process.getuid !== 'function') return true;
  try {
    return lstatSync(file).uid === process.getuid() && statSync(file).uid === process.getuid();
  } catch {
    return false;
  }
}

/** A folder up the way that is no folder or cannot be read (a file named content, no permission) is not a root: the walk goes on. */
function isDirectory(dir: string): boolean {
  try {
    return statSync(dir, { throwIfNoEntry: false })?.isDirectory() ?? false;
  } catch {
    return false;
  }
}

export async function loadConfig(root: string): Promise<LoadedConfig> {
  const file = path.join(root, CONFIG_FILE);
  if (!existsSync(file)) {
    // No config: a folder with content/docs/ builds with defaults (zero-config), and what its
    // Docusaurus config says of the site, read as data.
    // Loaded only for a root without a config: it reads every page's frontmatter with a YAML parser.
    const { loadZeroConfigRoot } = await import('./zero-config-root.ts');
    const loaded = await loadZeroConfigRoot(root);
    if (loaded) return { ...loaded, source: '', derivedSidebars: true, sidebarsSource: sidebarsFileSource(root, loaded.sidebarsFile) };
    throw new ConfigError([await noSiteProblem(root)]);
  }
  const source = readConfigSource(file);
  const load = (compiled: CompiledConfig) => import(`data:text/javascript;base64,${Buffer.from(compiled.code).toString('base64')}`) as Promise<Record<string, unknown>>;
  // The config is the site's own code: when it throws as it runs, that is a problem of the config.
  const run = (compiled: CompiledConfig) => load(compiled).catch((error: unknown) => Promise.reject(configRunError(error)));
  const cached = readCompiledConfig(root);
  // A cached config that no longer runs (a damaged cache) is compiled again like a changed one.
  const fromCache = cached ? await run(cached).catch(() => null) : null;
  if (cached && fromCache) return withConfigFiles(await withZeroConfigDefaults(await exportedConfig(defaultExport(fromCache, source)), root, source), source, cached.inputs.map((input) => input.file));
  const compiled = await compileConfig(root, file);
  writeCompiledConfig(root, compiled);
  return withConfigFiles(await withZeroConfigDefaults(await exportedConfig(defaultExport(await run(compiled), source)), root, source), source, compiled.inputs.map((input) => input.file));
}

/** The loaded config with the files it came from: site.config.ts's, and the Docusaurus config it builds on, if any (dev restarts when one changes). */
function withConfigFiles({ docusaurusFiles = [], ...loaded }: Awaited<ReturnType<typeof withZeroConfigDefaults>>, source: string, files: string[]): LoadedConfig {
  return { ...loaded, source, files: [...files, ...docusaurusFiles] };
}


/** How many Markdown files the message names (`looseMarkdown` finds one more, to say there are others). */
const LOOSE_MARKDOWN_NAMED = 3;
/** A repository's own Markdown, which a folder holds whether or not it is meant as docs. */
const REPOSITORY_FILES = /^(readme|changelog|contributing|license|code_of_conduct|security|authors)\.mdx?$/i;

/**
 * Markdown pages written in the folder itself or a folder below it (not hidden, not node_modules): a
 * newcomer's "folder of Markdown" before it is put under content/docs/. "Run devcenter in the folder
 * that holds content/docs/" told them to look for a folder that does not exist yet. One level down
 * at most, and the first few found: this runs only on the way to an error.
 */
function looseMarkdown(root: string): string[] {
  const found: string[] = [];
  const list = (dir: string) => {
    try {
      return readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name));
    } catch {
      return [];
    }
  };
  const isPage = (entry: Dirent) => entry.isFile() && /\.mdx?$/i.test(entry.name) && !REPOSITORY_FILES.test(entry.name);
  // A name is said on one line: the report keeps a message's line breaks, and one from a file name
  // would start a line of its choosing (a CI runner reads `::warning::…` there as its command).
  const oneLine = (name: string) => name.replace(/\n/g, escapedCharacter);
  const top = list(root);
  for (const entry of top) if (isPage(entry) && found.length <= LOOSE_MARKDOWN_NAMED) found.push(oneLine(entry.name));
  for (const folder of top) {
    // Enough to name and say there are others: the folders left are not read (a home folder has many).
    if (found.length > LOOSE_MARKDOWN_NAMED) break;
    if (!folder.isDirectory() || folder.name.startsWith('.') || folder.name === 'node_modules') continue;
    for (const entry of list(path.join(root, folder.name))) if (isPage(entry) && found.length <= LOOSE_MARKDOWN_NAMED) found.push(oneLine(`${folder.name}/${entry.name}`));
  }
  return found;
}

/** Why a root without site.config.ts does not build; for a Docusaurus site, what to move where. */
async function noSiteProblem(root: string): Promise<Diagnostic> {
  const problem = { severity: 'error' as const, code: 'config', message: `No ${CONFIG_FILE} in ${root}, and no Markdown under content/docs/ (or blog posts under content/blog/) to build without one.` };
  // A folder devcenter built (`serve build/`, as one serves a static site): its docs/ holds pages, not Markdown.
  if (existsSync(path.join(root, BUILD_STAMP_FILE))) {
    return {
      ...problem,
      message: `${problem.message} It is a site devcenter built (it has ${BUILD_STAMP_FILE}), not a site's root.`,
      hint: `pass the site's root (the folder holding ${CONFIG_FILE} or content/), and this folder as --out: devcenter serve <root> --out ${root}.`,
    };
  }
  const docusaurusConfig = DOCUSAURUS_CONFIG_FILES.find((name) => existsSync(path.join(root, name)));
  const docsHere = existsSync(path.join(root, 'docs'));
  if (!docusaurusConfig && !docsHere) {
    // A site further up that belongs to another user is not built unasked (its config is code): say so.
    const others = othersRootAbove(root);
    if (others) return { ...problem, hint: `${others} holds a site, but it belongs to another user, so it is not used unasked (its ${CONFIG_FILE} is code the build runs): name it as the root argument if you trust it.` };
    const pages = looseMarkdown(root);
    if (pages.length > 0) {
      const [first] = pages;
      const route = first!.replace(/\.mdx?$/, '').replace(/(^|\/)index$/, '');
      return {
        ...problem,
        message: `${problem.message} This folder holds Markdown (${pages.slice(0, LOOSE_MARKDOWN_NAMED).join(', ')}${pages.length > LOOSE_MARKDOWN_NAMED ? ', …' : ''}) outside content/docs/.`,
        hint: `move the pages into content/docs/ (content/docs/${first} is served at /docs${route ? `/${route}` : ''}), or run devcenter in the folder that holds ${CONFIG_FILE} (or content/docs/).`,
      };
    }
    return { ...problem, hint: `run devcenter in the folder that holds ${CONFIG_FILE} (or content/docs/), or pass that folder as the root argument.` };
  }
  const blogHere = existsSync(path.join(root, 'blog'));
  // The folder the config's docs plugin names (Flipper's '../docs', Dagger's './current_docs'): "its
  // docs plugin's path" left the newcomer to find it in the config, and docs/ may not be the docs.
  // Loaded only here, on the way to this error (as zero-config-root.ts is above).
  const { readDocusaurusConfigFile } = await import('./docusaurus-config-file.ts');
  const { docusaurusDocsFolder, publishedDocsVersion } = await import('./docusaurus-config.ts');
  const read = docusaurusConfig ? await readDocusaurusConfigFile(root) : null;
  const named = read && 'config' in read ? docusaurusDocsFolder(read) : undefined;
  const folder = named ? path.posix.normalize(named.folder.replace(/\\/g, '/')).replace(/\/+$/, '') : undefined;
  const where = named?.place.line ? `${docusaurusConfig}:${named.place.line}` : docusaurusConfig;
  const sidebarsFile = ['sidebars.ts', 'sidebars.js', 'sidebars.mjs', 'sidebars.cjs', 'sidebars.json'].find((name) => existsSync(path.join(root, name))) ?? 'sidebars.js';
  // No current docs folder, but kept versions (Uniforms's includeCurrentVersion: false): what
  // Docusaurus publishes is the newest version's folder, which "move docs/" could not name.
  const docsFolder = folder && folder !== '.' ? folder : 'docs';
  const { listedDocsVersions } = await import('./docs-versions.ts');
  // The one its lastVersion names, else the first of versions.json (react-native-paper's lastVersion
  // '5.x' beside versions.json's first, the unreleased '6.x', was told to move 6.x).
  const listed = listedDocsVersions(root);
  const last = read && 'config' in read ? publishedDocsVersion(read, listed) : undefined;
  const latest = existsSync(path.join(root, docsFolder)) ? undefined : (last?.name ?? listed[0]);
  const which = last && !last.byDefault ? "the docs' lastVersion" : 'the first of versions.json';
  if (latest !== undefined && existsSync(path.join(root, 'versioned_docs', `version-${latest}`))) {
    const versionSidebars = `versioned_sidebars/version-${latest}-sidebars.json`;
    return {
      ...problem,
      message: `${problem.message} ${docusaurusConfig ? `This is a Docusaurus site (${docusaurusConfig})` : 'This folder has a docs/ folder'} without current docs (no ${docsFolder}/), whose published docs are version ${latest}, ${which}: devcenter reads the docs from content/docs/${blogHere ? ' and the blog from content/blog/' : ''}.`,
      hint: `move versioned_docs/version-${latest}/ to content/docs/${blogHere ? ' and blog/ to content/blog/' : ''}${existsSync(path.join(root, versionSidebars)) ? `, and make ${versionSidebars} the sidebars file (sidebars.json beside content/, in place of ${sidebarsFile})` : ''}; static/ stays beside content/ (see "Coming from Docusaurus" in devcenter's README).`,
    };
  }
  return {
    ...problem,
    message: `${problem.message} ${docusaurusConfig ? `This is a Docusaurus site (${docusaurusConfig})` : 'This folder has a docs/ folder'}: devcenter reads the docs from content/docs/${blogHere ? ' and the blog from content/blog/' : ''}.`,
    hint: `${folder && folder !== '.' ? `${where} names the docs folder "${named!.folder}": move ${folder}/ to content/docs/${blogHere ? ' and blog/ to content/blog/' : ''}` : docsHere ? `move docs/ to content/docs/${blogHere ? ' and blog/ to content/blog/' : ''}` : 'put the docs folder your Docusaurus config names (its docs plugin\'s path) at content/docs/'}; static/ and ${sidebarsFile} stay beside content/ (see "Coming from Docusaurus" in devcenter's README).`,
  };
}

/**
 * The config module's default export. One that exports its settings by name only (`export const
 * config = {…}`) was told "the default export must be an object, got nothing", which does not say
 * that the export is there but not the default one, nor what to write.
 */
function defaultExport(module: Record<string, unknown>, source: string): unknown {
  const names = Object.keys(module);
  if ('default' in module || names.length === 0) return module.default;
  const lines = source.split('\n');
  // `export const config = …` or, after it, `export { config }` (`export { settings as config }`).
  // A name may be any string (`export { settings as "(" }`): every character read as itself, never as
  // the pattern's syntax, which stopped the build with an internal error quoting the config's text.
  const literal = (name: string) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const written = (name: string) => {
    const escaped = literal(name);
    return new RegExp(`^\\s*export\\s+(?:const|let|var|(?:async\\s+)?function)\\s+${escaped}(?![\\w$])|^\\s*export\\s*\\{[^}]*(?<![\\w$])${escaped}(?![\\w$])`);
  };
  const named = names.map((name) => ({ name, index: lines.findIndex((text) => written(name).test(text)) }));
  const first = named.find((n) => n.index >= 0) ?? named[0]!;
  // At the word itself, however far the line is indented.
  const at = first.index >= 0 ? { line: first.index + 1, column: lines[first.index].search(/\bexport\b/) + 1, lineText: lines[first.index], length: 'export'.length } : {};
  // `export { settings as config }` exports the binding `settings`: that is what to make the default.
  const escapedFirst = literal(first.name);
  const local = first.index >= 0 ? (new RegExp(`([\\w$]+)\\s+as\\s+["']?${escapedFirst}(?![\\w$])`).exec(lines[first.index])?.[1] ?? first.name) : first.name;
  throw new ConfigError([
    {
      severity: 'error',
      code: 'config',
      file: CONFIG_FILE,
      ...at,
      // Quoted as JSON: a name written as a string may hold a line break, which would start a line of its own.
      message: `${CONFIG_FILE} has no default export: it exports ${names.map((name) => JSON.stringify(name)).join(', ')} by name, and devcenter reads the default export.`,
      // A name that is no binding (a string) cannot be written after export default.
      hint: /^[\p{ID_Start}$_][\p{ID_Continue}$\u200c\u200d]*$/u.test(local)
        ? `export the settings as the default: export default ${local}; (or export default defineConfig({ title: '...', ... })).`
        : "export the settings as the default: export default defineConfig({ title: '...', ... }).",
    },
  ]);
}

function configRunError(error: unknown): ConfigError {
  return new ConfigError([
    {
      severity: 'error',
      code: 'config',
      message: `${CONFIG_FILE} threw an error when it was run: ${error instanceof Error ? `${error.name}: ${error.message}` : String(error)}`,
      file: CONFIG_FILE,
      hint: `fix the code of ${CONFIG_FILE} (or of a file it imports): it runs once, when devcenter loads it, and must export the config without throwing.`,
    },
  ]);
}

/** A config whose exported promise neither resolved nor rejected in time: nothing threw, so it is not said to have. */
function configNeverSettledError(): ConfigError {
  return new ConfigError([
    {
      severity: 'error',
      code: 'config',
      message: `${CONFIG_FILE} exports a promise (or an async function's) that did not settle within ${CONFIG_SETTLE_MS / 1000} s`,
      file: CONFIG_FILE,
      hint: `make what ${CONFIG_FILE} exports resolve to the config: a promise waiting on something that never comes (a server, a timer never fired, a missing await) keeps every command waiting.`,
    },
  ]);
}

/** How long an exported promise (or async function) may take to give the config. */
const CONFIG_SETTLE_MS = timeLimitMs('DEVCENTER_CONFIG_SETTLE_MS', 10_000);

/**
 * The config a module exports, as plain data: a promise or a function (Docusaurus's async
 * createConfig) settled first, then every value read once, here, so a getter that throws or a
 * promise that rejects is the config's problem, named as such, and not devcenter's later on.
 */
async function exportedConfig(exported: unknown): Promise<unknown> {
  let timer: NodeJS.Timeout | undefined;
  try {
    const value = typeof exported === 'function' ? (exported as () => unknown)() : exported;
    const unsettled = Symbol('unsettled');
    const settled = await Promise.race([
      Promise.resolve(value),
      new Promise<typeof unsettled>((resolve) => {
        timer = setTimeout(() => resolve(unsettled), CONFIG_SETTLE_MS);
      }),
    ]);
    if (settled === unsettled) throw configNeverSettledError();
    return plainData(settled, 'the config');
  } catch (error) {
    throw error instanceof ConfigError ? error : configRunError(error);
  } finally {
    clearTimeout(timer);
  }
}

/** The keys that say what the site is; a config that sets none of them only adds to the defaults. */
const SITE_IDENTITY_KEYS = ['title', 'url', 'provider', 'navbar', 'sidebars'];

/**
 * A site.config.ts that names none of the site's identity (say, one that only registers components
 * for a folder of Docusaurus docs) builds on the zero-config defaults. One that names the site (its
 * title and url, as a Docusaurus config must) on a root with content/docs/ takes the defaults for the
 * rest it leaves out: its provider is itself, its navbar and sidebars those of its folders, as a
 * Docusaurus starter carried over needs. One that sets some identity but not title and url is taken
 * as the whole config, so what is missing is reported.
 */
async function withZeroConfigDefaults(userConfig: unknown, root: string, source: string): Promise<Omit<LoadedConfig, 'source' | 'files'> & { docusaurusFiles?: string[] }> {
  const own = { userConfig, derivedSidebars: false, sidebarsSource: { file: CONFIG_FILE, text: source, keys: ['sidebars'] } };
  if (!userConfig || typeof userConfig !== 'object' || Array.isArray(userConfig)) return own;
  const user = userConfig as Partial<UserConfig>;
  const named = SITE_IDENTITY_KEYS.some((key) => key in userConfig);
  const { zeroConfig, filledFromDefaults, withDefaultDocs, addedTo } = await import('./zero-config.ts');
  const exclude = Array.isArray(user.docs?.exclude) ? user.docs.exclude.filter((glob): glob is string => typeof glob === 'string') : [];
  const include = Array.isArray(user.docs?.include) ? user.docs.include.filter((glob): glob is string => typeof glob === 'string') : [];
  const blogExclude = Array.isArray(user.blog?.exclude) ? user.blog.exclude.filter((glob): glob is string => typeof glob === 'string') : [];
  const where = { docsPath: typeof user.docs?.version?.path === 'string' ? user.docs.version.path : undefined, exclude, include, blogExclude, blogPath: typeof user.blog?.path === 'string' ? user.blog.path : undefined };
  if (named) {
    const defaults = await zeroConfig(root, where);
    if (!defaults) return own;
    const filled = filledFromDefaults(user, defaults);
    return 'sidebars' in user ? { ...own, userConfig: filled } : { userConfig: filled, derivedSidebars: true, sidebarsSource: sidebarsFileSource(root) };
  }
  // A config that only adds (components for a Docusaurus site's pages) builds on what the root builds
  // without it, its docusaurus.config.js read as data included: Flow's docs, registering their landing
  // page's components, lost their routeBasePath, title, navbar and footer to the folder's defaults.
  const { loadZeroConfigRoot } = await import('./zero-config-root.ts');
  const zeroRoot = await loadZeroConfigRoot(root, where);
  if (!zeroRoot) return own;
  const { userConfig: rootConfig, files: docusaurusFiles, sidebarsFile, ...fromDocusaurus } = zeroRoot;
  const base = rootConfig as UserConfig;
  const added = addedTo(base as unknown as Record<string, unknown>, user as Record<string, unknown>);
  return { ...fromDocusaurus, docusaurusFiles, userConfig: { ...added, docs: withDefaultDocs(added.docs, base.docs) }, derivedSidebars: true, sidebarsSource: sidebarsFileSource(root, sidebarsFile) };
}

/** A zero-config root's sidebars.js (or the file its Docusaurus config names) as text, for positions in its problems; null without one. */
function sidebarsFileSource(root: string, named?: string): SidebarsSource | null {
  const file = findSidebarsFile(root, named);
  if (!file) return null;
  const text = readFileSync(file, 'utf8');
  const shown = (p: string) => path.relative(root, p).split(path.sep).join('/');
  // The files it imports by a relative path (`import docs from './sidebars.json'`, `require('./x')`).
  const imported = [...text.matchAll(/(?:from\s*|require\s*\(\s*|import\s*\(\s*)['"](\.{1,2}\/[^'"]+)['"]/g)]
    .map((match) => path.resolve(path.dirname(file), match[1]))
    .flatMap((candidate) => ['', '.json', '.js', '.ts', '.mjs', '.cjs'].map((ext) => candidate + ext))
    .filter((candidate, i, all) => all.indexOf(candidate) === i && isInside(candidate, root) && existsSync(candidate) && lstatSync(candidate).isFile())
    .map((candidate) => ({ file: shown(candidate), text: readFileSync(candidate, 'utf8') }));
  return { file: shown(file), text, keys: [], ...(imported.length > 0 ? { imported } : {}) };
}

function readConfigSource(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new ConfigError([
      {
        severity: 'error',
        code: 'config',
        message: `${CONFIG_FILE} could not be read: ${code ? describeErrno(code) : (error as Error).message}.`,
        file: CONFIG_FILE,
        hint: `let the user running devcenter read ${CONFIG_FILE}.`,
      },
    ]);
  }
}

async function compileConfig(root: string, file: string): Promise<CompiledConfig> {
  // Loaded only here: a run that finds the compiled config in the cache never starts esbuild.
  const { build } = await import('esbuild');
  const loaded = new Map<string, string>();
  const result = await build({
    absWorkingDir: root,
    entryPoints: [file],
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'node',
    metafile: true,
    logLevel: 'silent',
    plugins: [
      {
        name: 'devcenter-config',
        setup(b) {
          b.onResolve({ filter: /^devcenter(\/config)?$/ }, () => ({ path: defineConfigPath }));
          // Each file is read here, once, and hashed as read: hashing it again after the compile
          // could pair the code of one save with the hash of the next (an editor's save is a
          // truncate then a write), and the cache would then serve the stale code.
          b.onLoad({ filter: /\.[cm]?[jt]sx?$|\.json$/ }, (args) => {
            const contents = readFileSync(args.path);
            loaded.set(args.path, hashText(contents));
            return { contents, loader: loaderFor(args.path) };
          });
        },
      },
    ],
  }).catch((error: { errors?: Message[] }) => {
    throw new ConfigError((error.errors ?? []).map((m) => esbuildDiagnostic(m, root)));
  });
  const files = Object.keys(result.metafile.inputs).map((f) => path.resolve(root, f));
  return { code: result.outputFiles[0].text, inputs: files.map((f) => ({ file: f, hash: loaded.get(f) ?? fileHash(f) ?? '' })) };
}

function loaderFor(file: string): 'js' | 'jsx' | 'ts' | 'tsx' | 'json' {
  if (file.endsWith('.json')) return 'json';
  if (file.endsWith('x')) return file.endsWith('tsx') ? 'tsx' : 'jsx';
  return /\.[cm]?ts$/.test(file) ? 'ts' : 'js';
}
