// esbuild builds of runtime/: the browser app (hashed, minified, split), the server render
// module, and the inline colour-mode boot script.
import type { BuildContext, Metafile, OutputFile } from 'esbuild';
import fg from 'fast-glob';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { ASSETS_PATH } from '../../runtime/shared/site-urls.ts';
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
}

export const ASSETS_DIR = ASSETS_PATH.slice(1, -1);

export interface RuntimeBundler {
  /** Builds again, reusing esbuild's incremental state: only what changed under runtime/ is redone. */
  bundle(): Promise<RuntimeBundle>;
  dispose(): Promise<void>;
}

/** A one-shot bundle (`devcenter build`). */
export async function bundleRuntime(packageRoot: string): Promise<RuntimeBundle> {
  const bundler = await createRuntimeBundler(packageRoot);
  try {
    return await bundler.bundle();
  } finally {
    await bundler.dispose();
  }
}

export async function createRuntimeBundler(packageRoot: string): Promise<RuntimeBundler> {
  const runtimeDir = path.join(packageRoot, 'runtime');
  const cacheDir = path.join(packageRoot, 'node_modules', '.cache', 'devcenter');
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
        entryPoints: { main: path.join(runtimeDir, 'main.tsx') },
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
    ]);
  };

  let first = true;
  const bundle = async (): Promise<RuntimeBundle> => {
    // The first bundle of a process may come from the disk cache: the runtime rarely changes
    // between two runs of `devcenter dev` or `build`, and esbuild is the slowest part of starting.
    const cacheKey = first ? await runtimeCacheKey(packageRoot) : null;
    first = false;
    const cacheFile = cacheKey ? path.join(cacheDir, `bundle-${cacheKey}.json`) : null;
    const cached = cacheFile ? await readCachedBundle(cacheFile) : null;
    if (cached) return cached;
    contexts ??= createContexts();
    const [browser, server, boot] = await Promise.all((await contexts).map((c) => c.rebuild()));
    const serverCode = server.outputFiles![0].text;
    // Named by its content, and written under a temporary name then renamed: builds running at the
    // same time never import a half-written file.
    const serverFile = path.join(cacheDir, `server-${hash(serverCode)}.mjs`);
    if (!existsSync(serverFile)) {
      await mkdir(cacheDir, { recursive: true });
      const temporary = `${serverFile}.${process.pid}.tmp`;
      await writeFile(temporary, serverCode);
      await rename(temporary, serverFile);
    }
    const { renderApp } = (await import(pathToFileURL(serverFile).href)) as { renderApp: RuntimeBundle['renderApp'] };

    const assetsRoot = path.join(packageRoot, ASSETS_DIR);
    const toUrl = (file: string) => `/${ASSETS_DIR}/${path.relative(assetsRoot, file).split(path.sep).join('/')}`;
    const { entry, imports, css } = entryOutputs(browser.metafile!, packageRoot);
    const result: RuntimeBundle = {
      entry: toUrl(entry),
      preloads: imports.map(toUrl),
      css: css.map(toUrl),
      bootScript: boot.outputFiles![0].text.trim(),
      files: browser.outputFiles!.map((f: OutputFile) => ({ path: path.relative(packageRoot, f.path).split(path.sep).join('/'), contents: f.contents })),
      renderApp,
      serverFile,
    };
    if (cacheFile) await writeCachedBundle(cacheFile, result, serverFile).catch(() => undefined);
    return result;
  };
  return { bundle, dispose: async () => void (contexts && (await Promise.all((await contexts).map((c) => c.dispose())))) };
}

/** Names the runtime sources, the installed packages and the CLI build: any change makes a new key. */
export async function runtimeCacheKey(packageRoot: string): Promise<string> {
  const files = (await fg('runtime/**/*', { cwd: packageRoot, onlyFiles: true })).sort();
  const digest = createHash('sha256');
  // The code that bundles it too (its esbuild options, what it defines): this module's own file, the
  // compiled chunk it is in (whose bytes stay the same from one compile to the next unless it changed).
  digest.update(await readFile(fileURLToPath(import.meta.url)).catch(() => Buffer.alloc(0)));
  for (const file of [...files, 'package-lock.json']) {
    digest.update(file);
    digest.update(await readFile(path.join(packageRoot, file)).catch(() => Buffer.alloc(0)));
  }
  return digest.digest('hex').slice(0, 16);
}

interface CachedBundle extends Omit<RuntimeBundle, 'files' | 'renderApp'> {
  files: { path: string; contents: string }[];
}

async function writeCachedBundle(file: string, bundle: RuntimeBundle, serverFile: string): Promise<void> {
  const { renderApp: _, files, ...rest } = bundle;
  const data: CachedBundle = { ...rest, serverFile, files: files.map((f) => ({ path: f.path, contents: Buffer.from(f.contents).toString('base64') })) };
  const temporary = `${file}.${process.pid}.tmp`;
  await writeFile(temporary, JSON.stringify(data));
  await rename(temporary, file);
}

async function readCachedBundle(file: string): Promise<RuntimeBundle | null> {
  try {
    const data = JSON.parse(await readFile(file, 'utf8')) as CachedBundle;
    const { renderApp } = (await import(pathToFileURL(data.serverFile).href)) as { renderApp: RuntimeBundle['renderApp'] };
    const { files, ...rest } = data;
    return { ...rest, files: files.map((f) => ({ path: f.path, contents: Buffer.from(f.contents, 'base64') })), renderApp };
  } catch {
    return null;
  }
}

function entryOutputs(metafile: Metafile, root: string): { entry: string; imports: string[]; css: string[] } {
  for (const [file, output] of Object.entries(metafile.outputs)) {
    if (!output.entryPoint || !file.endsWith('.js')) continue;
    return {
      entry: path.resolve(root, file),
      imports: output.imports.filter((i) => i.kind === 'import-statement' && !i.external).map((i) => path.resolve(root, i.path)),
      css: output.cssBundle ? [path.resolve(root, output.cssBundle)] : [],
    };
  }
  throw new Error('esbuild produced no entry chunk for runtime/main.tsx');
}

function hash(text: string): string {
  return createHash('sha256').update(text).digest('hex').slice(0, 12);
}
