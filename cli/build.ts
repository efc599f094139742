// The whole pipeline, top to bottom: config -> discover -> parse -> routes -> check -> render -> write.
// This module is the front of it, up to the point where a build to disk may find its output already
// right; everything after (parser, renderer, React) is in build-site.ts, loaded only when needed, so
// a rebuild with nothing changed does not load it at all.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundleRuntime } from './bundle/runtime.ts';
import type { ProgressReporter } from './commands/progress.ts';
import { loadConfig } from './config/load.ts';
import { resolveConfig, type SiteConfig } from './config/resolve.ts';
import { discoverSite } from './content/discover.ts';
import { CACHE_DIR, ParseCache } from './content/parse-cache.ts';
import { listStaticFolder } from './content/static-folder.ts';
import { lastCommitTimes } from './content/git-dates.ts';
import { prestartWorkers, stopAllWorkers, threadsFor, workersAvailable } from './content/parse-all.ts';
import { SiteWorkers } from './content/site-workers.ts';
import type { Route } from './content/routes.ts';
import { CONFIG_FILE } from './config/config-file.ts';
import { errorCount, type Diagnostic } from './diagnostics.ts';
import { buildFingerprint, readStamp, type BuildStamp } from './write/build-stamp.ts';
import { checkOutDir } from './write/out-dir.ts';
import type { OutputFile } from './write/output.ts';

export const PACKAGE_ROOT = fileURLToPath(new URL('..', import.meta.url));

export interface BuildOptions {
  root: string;
  outDir?: string;
  strict?: boolean;
  /** false: build in memory only (tests, `devcenter check`). */
  write: boolean;
  /** false: stop after the checks (no render). */
  render?: boolean;
  /** Told how far each stage is: pages parsed, checked, rendered. */
  progress?: ProgressReporter;
}

export interface BuildResult {
  ok: boolean;
  config: SiteConfig;
  routes: Route[];
  diagnostics: Diagnostic[];
  files: OutputFile[];
  /** How many search records search-records.json holds. */
  recordCount: number;
  /** Milliseconds per stage. */
  timings: Record<string, number>;
  /** Set when the output was already built from the same inputs, and left as it was. */
  unchanged?: BuildStamp;
  /** What the build made: HTML pages and bytes; `reused`: pages taken unchanged from the previous output. */
  written?: { pages: number; bytes: number; reused?: number };
}

/** Runs `work` and records how long it took under `stage`. */
export type StageTimer = <T>(stage: string, work: () => Promise<T> | T) => Promise<T>;

export async function build(options: BuildOptions): Promise<BuildResult> {
  const timings: Record<string, number> = {};
  const time: StageTimer = async (stage, work) => {
    const start = performance.now();
    try {
      return await work();
    } finally {
      timings[stage] = Math.round(performance.now() - start);
    }
  };

  const root = path.resolve(options.root);
  const loaded = await time('config', () => loadConfig(root));
  const config = resolveConfig(loaded.userConfig, { root, source: loaded.source, outDir: options.outDir, strict: options.strict });
  const render = options.render !== false;
  const toDisk = options.write && render;
  // A build replaces its output folder: refuse, before any work, one whose loss would hurt.
  if (options.write)
    checkOutDir({
      outDir: config.outDir,
      root,
      inputFolders: [config.contentDir, path.join(root, 'static'), path.join(root, CACHE_DIR), path.join(PACKAGE_ROOT, 'templates'), path.join(PACKAGE_ROOT, 'runtime')],
      inputFiles: [path.join(root, CONFIG_FILE), ...loaded.files],
    });

  const values = { providerName: config.site.provider.name, providerUrl: config.site.provider.url };
  // A site built to disk before has the previous build's parse results (by file hash) in its cache:
  // then only the changed files are parsed, once the fingerprint says something changed.
  const rebuilding = toDisk && existsSync(ParseCache.fileFor(root, values, 'build'));
  const discovered = await time('discover', () =>
    discoverSite(root, config.contentDir, (count) => (rebuilding ? undefined : prestartWorkers(count, toDisk ? 'build' : 'parse'))),
  );
  const { sources } = discovered;
  // static/ as content/: links out of it or in loops are reported, never followed; hidden files are
  // left out, and pages, scripts, SVGs with script and host configuration files are refused.
  const staticFolder = listStaticFolder(root);
  const discoveryDiagnostics = [...discovered.diagnostics, ...staticFolder.diagnostics];
  // Asked now, answered while the pages parse.
  const gitDates = render ? lastCommitTimes(config.contentDir) : Promise.resolve(new Map<string, number>());

  // A large site built to disk for the first time: worker threads parse, keep what they parsed, and
  // later render it. They start at once, while the fingerprint below is worked out (it waits for git).
  const inWorkers = toDisk && !rebuilding && threadsFor(sources.length) >= 2 && workersAvailable();
  const parsing = inWorkers ? time('parse', () => SiteWorkers.parse(sources, values)) : null;
  parsing?.catch(() => undefined);

  // Nothing changed since the output in outDir was built: it is already right.
  let fingerprint: string | null = null;
  if (toDisk) {
    fingerprint = await time('fingerprint', async () =>
      buildFingerprint({ packageRoot: PACKAGE_ROOT, config, strict: Boolean(options.strict), sources, staticFiles: staticFolder.files, gitDates: await gitDates }),
    );
    const stamp = await readStamp(config.outDir);
    if (stamp?.fingerprint === fingerprint && errorCount(discoveryDiagnostics) === 0) {
      stopAllWorkers();
      return { ok: true, config, routes: [], diagnostics: stamp.diagnostics, files: [], recordCount: stamp.records, timings, unchanged: stamp };
    }
  }
  // Started only now: a rebuild that stopped above never needed the runtime (nor its server bundle).
  const bundling = render ? bundleRuntime(PACKAGE_ROOT) : null;
  bundling?.catch(() => undefined);
  const { buildSite } = await import('./build-site.ts');
  return buildSite({ options, root, config, sources, staticFiles: staticFolder.files, discoveryDiagnostics, values, parsing, fingerprint, gitDates, bundling, time, timings });
}
