// Stage "parse": every content file becomes a page. The one place that decides how: an unchanged
// file's page comes from the cache, and the rest are parsed in worker threads when there are enough
// of them to pay for the threads, else in this thread.
import { existsSync } from 'node:fs';
import type { ProgressReporter } from '../commands/progress.ts';
import type { BuildTimeValues } from '../content/build-time-components.ts';
import type { SourceFile } from '../content/discover.ts';
import { withoutTree, type Page, type ParsedPage } from '../content/page.ts';
import { ParseCache, type CacheUse } from '../incremental/parse-cache.ts';
import { parseInWorkers } from '../workers/parse-in-workers.ts';
import { prestartWorkers, stopUnusedWorkers, threadsFor, workersAvailable, workerThreadsFor, type WorkerKind } from '../workers/pool.ts';
import { SiteWorkers } from '../workers/site-workers.ts';
import type { LoadedSite } from './config.ts';
import type { SiteInputs } from './discover.ts';
import type { PipelineMode } from './mode.ts';
import { TreeStore } from './tree-store.ts';

export interface ParsePlan {
  mode: PipelineMode;
  /** The cache that gives unchanged files' pages and is saved after; null: every file is parsed. */
  cache: CacheUse | null;
  /** The workers to start while discovery reads the files, or null when none are started early. */
  early: WorkerKind | null;
  /** Whether the parse starts before the fingerprint (a first build to disk: it is needed anyway). */
  beforeFingerprint: boolean;
}

export interface ParsedSite {
  /** One per source file, in discovery order. */
  pages: Page[];
  /** The trees of the pages parsed in this thread (none in 'check' mode). */
  trees: TreeStore;
  /** Build workers that parsed pages and keep their trees, to render those pages themselves. */
  workers: SiteWorkers | null;
  /** How many files were parsed; the others came from the cache. */
  parsed: number;
  /** The cache being saved (while the later stages run); wait for it before the process ends. */
  saving: Promise<unknown>;
}

/** How the site will be parsed, decided before its files are read (workers can then start early). */
export function planParse(mode: PipelineMode, { root, values }: LoadedSite, files: number): ParsePlan {
  if (mode !== 'disk') return { mode, cache: mode === 'check' ? 'check' : null, early: 'parse', beforeFingerprint: false };
  // A site built to disk before has the previous build's parse results (by file hash) in its cache:
  // only the changed files are parsed, and only once the fingerprint says something changed.
  const rebuilding = existsSync(ParseCache.fileFor(root, values, 'build'));
  return { mode, cache: 'build', early: rebuilding ? null : 'build', beforeFingerprint: !rebuilding && inWorkers(files) };
}

/** Starts the workers the plan will use (called while discovery reads the files). */
export function startWorkersEarly(plan: ParsePlan, files: number): void {
  if (plan.early) prestartWorkers(files, plan.early);
}

export async function parseSite({ sources, partials }: Pick<SiteInputs, 'sources' | 'partials'>, { root, values }: LoadedSite, plan: ParsePlan, progress: ProgressReporter): Promise<ParsedSite> {
  const cache = plan.cache ? await ParseCache.open(root, values, plan.cache, partials) : null;
  const cached = sources.map((source) => cache?.get(source));
  const fresh = sources.filter((_, i) => !cached[i]);
  // With nothing to parse (every page from the cache), the start would already read as the end.
  if (fresh.length > 0) progress('parse', 0, fresh.length);
  const parsed = await parseFiles(fresh, values, partials, plan.mode);
  let next = 0;
  const pages = cached.map((page) => page ?? parsed.pages[next++]);
  progress('parse', fresh.length, fresh.length);
  // A read-only site still builds and checks: the cache is then not saved.
  const saving = cache && (plan.mode === 'disk' || fresh.length > 0) ? cache.save(pages).catch(() => undefined) : Promise.resolve();
  return { pages, trees: parsed.trees, workers: parsed.workers, parsed: fresh.length, saving };
}

function inWorkers(files: number): boolean {
  return files > 0 && threadsFor(files) >= 2 && workersAvailable();
}

/** Whether these sources are parsed in workers: enough of them, or one of megabytes (LARGE_PAGE_BYTES). */
function sourcesInWorkers(sources: readonly SourceFile[]): boolean {
  return workerThreadsFor(sources) > 0;
}

/** Build workers when building to disk (they keep the trees and render those pages later); parse
 * workers otherwise (they send the pages back, with trees only when the render needs them); this
 * thread for a few files, where starting a worker costs more than the parse. */
async function parseFiles(sources: SourceFile[], values: BuildTimeValues, partials: SourceFile[], mode: PipelineMode): Promise<{ pages: Page[]; trees: TreeStore; workers: SiteWorkers | null }> {
  const keepTrees = mode !== 'check';
  if (sourcesInWorkers(sources) && mode === 'disk') {
    const parallel = (await SiteWorkers.parse(sources, values, partials))!;
    return { pages: parallel.pages, trees: new TreeStore(), workers: parallel.workers };
  }
  let parsed: ParsedPage[];
  if (sourcesInWorkers(sources)) parsed = await parseInWorkers(sources, values, partials, Math.max(1, threadsFor(sources.length)), keepTrees);
  else {
    stopUnusedWorkers();
    // Loaded here, not above: the parser is most of the CLI's code, and a run that parses in workers
    // (or stops before parsing) has no use for it in this thread.
    const [{ parsePage }, { partialMap }] = await Promise.all([import('../content/parse.ts'), import('../content/partials.ts')]);
    const files = partialMap(partials);
    // A check lets each page's tree go once parsed (as the parse workers do): it needs none.
    if (!keepTrees) return { pages: sources.map((source) => withoutTree(parsePage(source, values, { forCheck: true, files }))), trees: new TreeStore(), workers: null };
    parsed = sources.map((source) => parsePage(source, values, { files }));
  }
  return { pages: parsed.map(withoutTree), trees: new TreeStore(keepTrees ? parsed : []), workers: null };
}
