// The one pipeline `devcenter build`, `check` and `dev` drive. Read top to bottom, runPipeline() is
// the list of its stages, one line each, named as progress and timings name them:
//   config → discover → parse → assemble → check → render → write
// Each stage is a plain function (cli/stages/) of what the stages before it made. The speed-ups sit
// behind the stages: caches in cli/incremental/, threads in cli/workers/. The mode says how far a
// run goes: 'check' stops after the checks, 'memory' renders into memory, 'disk' into the output
// folder — and first looks whether that folder is already right ("fingerprint").
import path from 'node:path';
import { bundleRuntime } from './bundle/runtime.ts';
import { checkComponentMembers } from './check/component-members.ts';
import { componentSources } from './bundle/site-components.ts';
import type { ProgressReporter } from './commands/progress.ts';
import type { SiteConfig } from './config/resolve.ts';
import type { Route } from './content/route.ts';
import { ConfigError, errorCount, type Diagnostic } from './diagnostics.ts';
import { upToDateOutput, type BuildStamp } from './incremental/build-stamp.ts';
import { PACKAGE_ROOT } from './package-root.ts';
import { loadTemplates } from './render/document.ts';
import { loadSiteConfig } from './stages/config.ts';
import { collectingCategoryProblems } from './config/category-problems.ts';
import { discoverInputs } from './stages/discover.ts';
import type { PipelineMode } from './stages/mode.ts';
import type { Written } from './stages/output.ts';
import { parseSite, planParse, startWorkersEarly, type ParsePlan } from './stages/parse.ts';
import { StageClock } from './stages/stage-clock.ts';
import { stopAllWorkers } from './workers/pool.ts';
import type { OutputFile } from './write/output.ts';

export type { PipelineMode };

export interface PipelineOptions {
  root: string;
  mode: PipelineMode;
  outDir?: string;
  strict?: boolean;
  /** Told how far the long stages are: pages parsed, checked, rendered. */
  progress?: ProgressReporter;
}

export interface PipelineResult {
  ok: boolean;
  config: SiteConfig;
  routes: Route[];
  diagnostics: Diagnostic[];
  /** 'memory': every file of the output. */
  files: OutputFile[];
  /** How many search records search-records.json holds. */
  recordCount: number;
  /** Milliseconds per stage. */
  timings: Record<string, number>;
  /** How the work was done: worker threads used, pages from the parse cache, pages reused. */
  counts: { threads?: number; cached?: number; reused?: number; indexThreads?: number };
  /** Set when the output was already built from the same inputs, and left as it was. */
  unchanged?: BuildStamp;
  /** 'disk' and 'memory': what the run made. */
  written?: Written;
}

export async function runPipeline(options: PipelineOptions): Promise<PipelineResult> {
  const { mode } = options;
  const progress = options.progress ?? (() => undefined);
  const clock = new StageClock();
  const counts: PipelineResult['counts'] = {};
  const root = path.resolve(options.root);

  // A broken _category_ file is reported with every other problem, its folder read with the defaults:
  // thrown, it stopped the build before any page was read, and the pages' own errors came a run later.
  const loaded = await clock.stage('config', async () => {
    const { value, problems } = await collectingCategoryProblems(() => loadSiteConfig({ root, mode, outDir: options.outDir, strict: options.strict }));
    return { ...value, configWarnings: [...problems, ...value.configWarnings] };
  });
  const { config } = loaded;
  let plan: ParsePlan | undefined;
  // Workers boot while discovery reads the files.
  const inputs = await clock.stage('discover', () => discoverInputs(loaded, (files) => startWorkersEarly((plan = planParse(mode, loaded, files)), files), mode !== 'check'));
  plan ??= planParse(mode, loaded, inputs.sources.length);
  // A first build to disk parses in workers while the fingerprint is worked out (it waits for git).
  const parseNow = () => clock.stage('parse', () => parseSite(inputs, loaded, plan!, progress));
  const parsing = plan.beforeFingerprint ? parseNow() : null;
  parsing?.catch(() => undefined);
  const upToDate = mode === 'disk' ? await clock.stage('fingerprint', async () => upToDateOutput({ packageRoot: PACKAGE_ROOT, config, strict: Boolean(options.strict), sources: [...inputs.sources, ...inputs.partials], staticFiles: inputs.staticFiles, contentFiles: [...inputs.contentFiles.values()], gitDates: await inputs.commitTimes, configWarnings: loaded.configWarnings, hostRedirects: inputs.dataFiles.hostRedirects, redirectPages: inputs.dataFiles.redirectPages, values: loaded.values })) : null;
  if (upToDate?.stamp && errorCount(inputs.diagnostics) === 0) {
    stopAllWorkers();
    return { ok: true, config, routes: [], diagnostics: upToDate.stamp.diagnostics, files: [], recordCount: upToDate.stamp.records, timings: clock.timings, counts, unchanged: upToDate.stamp };
  }
  // Started only now: a rebuild that stopped above never needed the runtime, nor its templates.
  const runtime = mode === 'check' ? null : Promise.all([bundleRuntime(PACKAGE_ROOT, componentSources(config)), loadTemplates(path.join(PACKAGE_ROOT, 'templates'))]);
  runtime?.catch(() => undefined);
  const parsed = await (parsing ?? parseNow());
  if (plan.cache) counts.cached = inputs.sources.length - parsed.parsed;
  // Loaded only now, as the renderer is further down: a rebuild that stopped above never needs them.
  const [{ assembleSite }, { checkSite }, { undatedPostDates: undatedPostDatesOf, undatedPosts }, { addedCommitTimes }] = await Promise.all([
    import('./stages/assemble.ts'),
    import('./stages/check.ts'),
    import('./content/post-file-dates.ts'),
    import('./content/git-dates.ts'),
  ]);
  let renderWorkers = parsed.workers;
  try {
    // A blog post that names no date is dated by the commit that added its file, else by the file (as
    // Docusaurus dates it); git is asked only when there is one, in every mode, so check says what build says.
    const added = undatedPosts(parsed.pages).length > 0 ? await addedCommitTimes(config.contentDir, 'blog') : new Map<string, number>();
    const undatedPostDates = undatedPostDatesOf(parsed.pages, added);
    const site = await clock.stage('assemble', () => assembleSite(parsed.pages, config, { dataFiles: inputs.dataFiles, staticPaths: inputs.staticPaths, undatedPostDates }));
    progress('check', 0, parsed.pages.length);
    const siteChecks = await clock.stage('check', () => checkSite({ config, earlier: inputs.diagnostics, pages: parsed.pages, site, staticPaths: inputs.staticPaths, refusedStatic: inputs.refusedStatic, contentFiles: inputs.contentFiles }));
    // A site component that does not build stops the build: the checks' warnings are still said.
    const withChecks = (error: unknown) => {
      throw error instanceof ConfigError ? new ConfigError([...siteChecks, ...error.diagnostics]) : error;
    };
    // `<BackendTabs.TabItem>` is checked against the members the component's module has, known once
    // it is bundled and loaded: `check` bundles it too when a page names one (check/component-members.ts).
    const usesMembers = parsed.pages.some((page) => page.memberUses !== undefined);
    const bundled = usesMembers ? await clock.stage('members', () => (runtime ?? bundleRuntime(PACKAGE_ROOT, componentSources(config)).then((bundle) => [bundle] as const)).catch(withChecks)) : null;
    const diagnostics = bundled ? [...siteChecks, ...checkComponentMembers(parsed.pages, bundled[0].siteComponentMembers)] : siteChecks;
    progress('check', parsed.pages.length, parsed.pages.length);
    const checked: PipelineResult = { ok: errorCount(diagnostics) === 0, config, routes: site.routes, diagnostics, files: [], recordCount: 0, timings: clock.timings, counts };
    if (!runtime || !checked.ok) return checked;

    const [bundle, templates] = await runtime.catch(withChecks);
    // Loaded only now: the renderer (and React's server render) is most of what a build loads.
    const [{ renderSite }, { writeSite }, { SiteOutput }] = await Promise.all([import('./stages/render.ts'), import('./stages/write.ts'), import('./stages/output.ts')]);
    const output = await SiteOutput.open(config, inputs.staticFiles, mode === 'disk');
    try {
      const rendered = await clock.stage('render', () => renderSite({ config, values: loaded.values, inputs, parsed, site, bundle, templates, output, progress }));
      renderWorkers = rendered.pages.workers;
      const written = await clock.stage('write', () => writeSite({ output, routes: site.routes, rendered, fingerprint: upToDate?.fingerprint ?? null, diagnostics, site: config }));
      if (rendered.contextHash) counts.reused = rendered.pages.reused;
      if (renderWorkers) counts.threads = renderWorkers.size;
      if (rendered.indexInWorker) counts.indexThreads = 1;
      return { ...checked, files: output.files, recordCount: rendered.pages.records.count, written };
    } catch (error) {
      // Nothing half-made is left beside the output, which stays as it was: the workers are stopped
      // first, or they would go on writing into the folder being removed.
      await renderWorkers?.close();
      await output.abort();
      // A full disk or a read-only folder is the machine's, not a bug: said as a problem of the build.
      throw (await import('./write/output-failure.ts')).outputFailure(error, config.outDir) ?? error;
    }
  } finally {
    if (parsed.workers && !counts.threads) counts.threads = parsed.workers.size;
    await parsed.saving;
    await renderWorkers?.close();
    await parsed.workers?.close();
  }
}
