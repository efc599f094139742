// esbuild builds of runtime/: the browser app (hashed, minified, split), the server render
// module, and the inline colour-mode boot script.
import type { BuildContext, Metafile, OutputFile } from 'esbuild';
import fg from 'fast-glob';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ASSETS_PATH } from '../../runtime/shared/site-urls.ts';
import { loadServerRender, type ComponentMemberTree } from './server-render.ts';
import { componentBuildError, SERVER_ENTRY, siteComponentEntries, siteComponentOutputs, siteComponentsPlugin, siteInputsOf, type SiteComponentOutput, type SiteComponentSources } from './site-components.ts';
import type { BootData } from '../../runtime/shared/types.ts';

export interface RuntimeBundle {
  /** URL of the entry module, e.g. /assets/main-HASH.js. */
  entry: string;
  /** Chunks the entry imports statically, preloaded from the HTML. */
  preloads: string[];
  css: string[];
  bootScript: string;
  /** Files to write under the output folder: path relative to it -> contents. */
  files: { path: string; contents: Uint8Array }[];
  renderApp: (boot: BootData) => string;
  /** The server render module on disk (worker threads import it). */
  serverFile: string;
  /** The site's own components: each one's files under /assets/, by name. */
  siteComponents: Record<string, SiteComponentOutput>;
  /** The server module of the site's components, registered into the render before it runs. */
  siteComponentsFile?: string;
  /** The site's files the components were built from (a change to one needs a new bundle). */
  siteInputs: string[];
  /** The members of each registered component, read from the module the server render loads. */
  siteComponentMembers: ComponentMemberTree;
}

export const ASSETS_DIR = ASSETS_PATH.slice(1, -1);

/** Where bundles and server modules are kept between runs, under the package root. */
const CACHE_PATH = path.join('node_modules', '.cache', 'devcenter');

export interface RuntimeBundler {
  /** Builds again, reusing esbuild's incremental state: only what changed under runtime/ is redone. */
  bundle(): Promise<RuntimeBundle>;
  dispose(): Promise<void>;
}

/** A one-shot bundle (`devcenter build`). */
export async function bundleRuntime(packageRoot: string, sources: SiteComponentSources | null = null): Promise<RuntimeBundle> {
  const bundler = await createRuntimeBundler(packageRoot, sources);
  try {
    return await bundler.bundle();
  } finally {
    await bundler.dispose();
  }
}

export async function createRuntimeBundler(packageRoot: string, sources: SiteComponentSources | null = null): Promise<RuntimeBundler> {
  // A site without components bundles exactly as before.
  const site = sources && Object.keys(sources.components).length > 0 ? sources : null;
  const runtimeDir = path.join(packageRoot, 'runtime');
  const cacheDir = path.join(packageRoot, CACHE_PATH);
  const common = {
    absWorkingDir: packageRoot,
    bundle: true,
    jsx: 'automatic' as const,
    logLevel: 'silent' as const,
    define: { 'process.env.NODE_ENV': '"production"' },
    legalComments: 'none' as const,
  };
  // Created on the first bundle that the disk cache cannot answer.
  let contexts: Promise<BuildContext[]> | null = null;
  // esbuild is loaded only then: a build that finds the runtime in the cache never needs it.
  const createContexts = async () => {
    const { context } = await import('esbuild');
    return Promise.all([
      context({
        ...common,
        entryPoints: { main: path.join(runtimeDir, 'main.tsx'), ...siteComponentEntries(site) },
        plugins: site ? [siteComponentsPlugin(packageRoot, site, 'browser')] : [],
        outdir: path.join(packageRoot, ASSETS_DIR),
        publicPath: `/${ASSETS_DIR}`,
        entryNames: '[name]-[hash]',
        chunkNames: 'chunk-[hash]',
        assetNames: '[name]-[hash]',
        format: 'esm',
        splitting: true,
        minify: true,
        target: ['es2020', 'chrome100', 'firefox100', 'safari15'],
        metafile: true,
        write: false,
      }),
      context({
        ...common,
        entryPoints: [path.join(runtimeDir, 'server.tsx')],
        platform: 'node',
        format: 'esm',
        packages: 'external',
        loader: { '.css': 'empty' },
        write: false,
      }),
      context({
        ...common,
        entryPoints: [path.join(runtimeDir, 'theme', 'boot.ts')],
        format: 'iife',
        minify: true,
        write: false,
      }),
      ...(site
        ? [
            context({
              ...common,
              entryPoints: [SERVER_ENTRY],
              platform: 'node',
              format: 'esm',
              outdir: cacheDir,
              // The styles are the browser build's; CSS modules give their class names (css-modules.ts).
              loader: { '.css': 'empty' },
              // A CommonJS package's require('react') finds devcenter's React, the one the render uses.
              banner: { js: "import { createRequire as __dcCreateRequire } from 'node:module'; const require = __dcCreateRequire(import.meta.url);" },
              plugins: [siteComponentsPlugin(packageRoot, site, 'node')],
              metafile: true,
              write: false,
            }),
          ]
        : []),
    ]);
  };

  let first = true;
  const bundle = async (): Promise<RuntimeBundle> => {
    // The first bundle of a process may come from the disk cache: the runtime rarely changes
    // between two runs of `devcenter dev` or `build`, and esbuild is the slowest part of starting.
    const cacheKey = first ? await runtimeCacheKey(packageRoot, site) : null;
    first = false;
    const cacheFile = cacheKey ? path.join(cacheDir, `bundle-${cacheKey}.json`) : null;
    const cached = cacheFile ? await readCachedBundle(cacheFile) : null;
    if (cached) return cached;
    contexts ??= createContexts();
    const [browser, server, boot, siteServer] = await Promise.all((await contexts).map((c) => c.rebuild())).catch((error: unknown) => {
      throw (site && componentBuildError(error, packageRoot, site)) || error;
    });
    const serverFile = await writeServerModule(cacheDir, 'server', server.outputFiles![0].text);
    const siteComponentsCode = siteServer?.outputFiles!.find((f) => f.path.endsWith('.js'))?.text;
    const siteComponentsFile = siteComponentsCode === undefined ? undefined : await writeServerModule(cacheDir, 'site-components', siteComponentsCode);
    const { renderApp, members } = await loadServerRender(serverFile, siteComponentsFile);

    const assetsRoot = path.join(packageRoot, ASSETS_DIR);
    const toUrl = (file: string) => `/${ASSETS_DIR}/${path.relative(assetsRoot, file).split(path.sep).join('/')}`;
    const { entry, imports, css } = entryOutputs(browser.metafile!, packageRoot);
    const siteInputs = site ? [...new Set([...siteInputsOf(browser.metafile!, packageRoot), ...siteInputsOf(siteServer!.metafile!, packageRoot)])].sort() : [];
    const result: RuntimeBundle = {
      entry: toUrl(entry),
      preloads: imports.map(toUrl),
      css: css.map(toUrl),
      bootScript: boot.outputFiles![0].text.trim(),
      files: browser.outputFiles!.map((f: OutputFile) => ({ path: path.relative(packageRoot, f.path).split(path.sep).join('/'), contents: f.contents })),
      renderApp,
      serverFile,
      siteComponents: site ? siteComponentOutputs(browser.metafile!, packageRoot, Object.keys(site.components), toUrl) : {},
      ...(siteComponentsFile ? { siteComponentsFile } : {}),
      siteInputs,
      siteComponentMembers: members,
    };
    if (cacheFile) await writeCachedBundle(cacheFile, result).catch(() => undefined);
    return result;
  };
  return { bundle, dispose: async () => void (contexts && (await Promise.all((await contexts).map((c) => c.dispose())))) };
}

/** Names the runtime sources, the installed packages and the CLI build (and the site's component
 * registrations, whose files the cached bundle lists to be checked): any change makes a new key. */
export async function runtimeCacheKey(packageRoot: string, site: SiteComponentSources | null = null): Promise<string> {
  const files = (await fg('runtime/**/*', { cwd: packageRoot, onlyFiles: true })).sort();
  const digest = createHash('sha256');
  if (site) digest.update(JSON.stringify([site.root, site.components]));
  // The code that bundles it too (its esbuild options, what it defines): this module's own file, the
  // compiled chunk it is in (whose bytes stay the same from one compile to the next unless it changed).
  digest.update(await readFile(fileURLToPath(import.meta.url)).catch(() => Buffer.alloc(0)));
  for (const file of [...files, 'package-lock.json']) {
    digest.update(file);
    digest.update(await readFile(path.join(packageRoot, file)).catch(() => Buffer.alloc(0)));
  }
  return digest.digest('hex').slice(0, 16);
}

interface CachedBundle extends Omit<RuntimeBundle, 'files' | 'renderApp' | 'siteComponentMembers'> {
  files: { path: string; contents: string }[];
  /** The site's component files as they were, by path: a cached bundle of other contents is not used. */
  siteInputHashes: Record<string, string>;
}

/** Each file's content hash, keyed in the order of `files` (the fingerprint is this object's JSON: keys
 * added as reads finished came in a different order each run); a file that cannot be read has none. */
async function contentHashes(files: string[]): Promise<Record<string, string>> {
  const hashes = await Promise.all(files.map((file) => readFile(file).then(hash, () => 'missing')));
  return Object.fromEntries(files.map((file, i) => [file, hashes[i]]));
}

/** Beside a cached bundle: the site's files it was built from, for the build's fingerprint to hash. */
const inputsFileOf = (bundleFile: string) => bundleFile.replace(/\.json$/, '.inputs.json');

/**
 * What the site's components are made of now, for the build's fingerprint: the contents of the files
 * their last bundle read. Without one (never bundled, or the cache was cleared), a value that matches
 * no stamp, so the site is built.
 */
export async function siteComponentsFingerprint(packageRoot: string, site: SiteComponentSources): Promise<string> {
  if (Object.keys(site.components).length === 0) return '';
  const key = await runtimeCacheKey(packageRoot, site);
  const inputs = await readFile(inputsFileOf(path.join(packageRoot, CACHE_PATH, `bundle-${key}.json`)), 'utf8').then((text) => JSON.parse(text) as string[], () => null);
  return inputs ? JSON.stringify(await contentHashes(inputs)) : `unbundled:${process.hrtime.bigint()}`;
}

async function writeCachedBundle(file: string, bundle: RuntimeBundle): Promise<void> {
  const { renderApp: _, siteComponentMembers: __, files, ...rest } = bundle;
  if (bundle.siteInputs.length > 0) await writeFile(inputsFileOf(file), JSON.stringify(bundle.siteInputs));
  const data: CachedBundle = { ...rest, siteInputHashes: await contentHashes(bundle.siteInputs), files: files.map((f) => ({ path: f.path, contents: Buffer.from(f.contents).toString('base64') })) };
  const temporary = `${file}.${process.pid}.tmp`;
  await writeFile(temporary, JSON.stringify(data));
  await rename(temporary, file);
}

async function readCachedBundle(file: string): Promise<RuntimeBundle | null> {
  try {
    const data = JSON.parse(await readFile(file, 'utf8')) as CachedBundle;
    const now = await contentHashes(data.siteInputs);
    if (Object.entries(data.siteInputHashes).some(([input, was]) => now[input] !== was)) return null;
    const { renderApp, members } = await loadServerRender(data.serverFile, data.siteComponentsFile);
    const { files, siteInputHashes: _, ...rest } = data;
    return { ...rest, files: files.map((f) => ({ path: f.path, contents: Buffer.from(f.contents, 'base64') })), renderApp, siteComponentMembers: members };
  } catch {
    return null;
  }
}

/** Named by its content, and written under a temporary name then renamed: builds running at the same
 * time never import a half-written file. */
async function writeServerModule(cacheDir: string, name: string, code: string): Promise<string> {
  const file = path.join(cacheDir, `${name}-${hash(code)}.mjs`);
  if (!existsSync(file)) {
    await mkdir(cacheDir, { recursive: true });
    const temporary = `${file}.${process.pid}.tmp`;
    await writeFile(temporary, code);
    await rename(temporary, file);
  }
  return file;
}

function entryOutputs(metafile: Metafile, root: string): { entry: string; imports: string[]; css: string[] } {
  for (const [file, output] of Object.entries(metafile.outputs)) {
    if (!output.entryPoint?.endsWith('main.tsx') || !file.endsWith('.js')) continue;
    return {
      entry: path.resolve(root, file),
      imports: output.imports.filter((i) => i.kind === 'import-statement' && !i.external).map((i) => path.resolve(root, i.path)),
      css: output.cssBundle ? [path.resolve(root, output.cssBundle)] : [],
    };
  }
  throw new Error('esbuild produced no entry chunk for runtime/main.tsx');
}

function hash(text: string | Uint8Array): string {
  return createHash('sha256').update(text).digest('hex').slice(0, 12);
}
