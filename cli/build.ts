// The whole pipeline, top to bottom: config -> discover -> parse -> routes -> check -> render -> write.
import fg from 'fast-glob';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { pageDataUrl, routeHtmlFile } from '../runtime/shared/route-path.ts';
import type { SiteData } from '../runtime/shared/types.ts';
import { bundleRuntime } from './bundle/runtime.ts';
import type { ProgressReporter } from './commands/progress.ts';
import { checkLinks } from './check/links.ts';
import { loadConfig } from './config/load.ts';
import { DEFAULT_SOCIAL_CARD, resolveConfig, type SiteConfig } from './config/resolve.ts';
import { discoverContent } from './content/discover.ts';
import { lastCommitTimes } from './content/git-dates.ts';
import { indexBlog } from './content/blog.ts';
import { renderAtom, renderRss } from './render/feeds.ts';
import { parseAll, prestartWorkers, stopAllWorkers, threadsFor, workersAvailable } from './content/parse-all.ts';
import type { RenderJob } from './content/worker-protocol.ts';
import { SiteWorkers } from './content/site-workers.ts';
import { buildRoutes, type Route } from './content/routes.ts';
import { resolveSidebars, type DocPlace } from './content/sidebars.ts';
import { errorCount, type Diagnostic } from './diagnostics.ts';
import { loadTemplates, renderRedirect } from './render/document.ts';
import { llmsSections, renderLlmsFull, renderLlmsTxt, type MarkdownPage } from './render/llms.ts';
import { renderRobots, renderSitemap } from './render/site-files.ts';
import { asText, renderPageRoute, type RenderContext, type RenderedText } from './render/render-route.ts';
import { buildFingerprint, readStamp, STAMP_FILE, type BuildStamp } from './write/build-stamp.ts';
import { byteLengthOf, OutputWriter, type OutputFile } from './write/output.ts';

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
  /** What the build made: HTML pages and bytes. */
  written?: { pages: number; bytes: number };
}

export async function build(options: BuildOptions): Promise<BuildResult> {
  const timings: Record<string, number> = {};
  const time = async <T>(stage: string, work: () => Promise<T> | T): Promise<T> => {
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
  const bundling = options.render === false ? null : bundleRuntime(PACKAGE_ROOT);
  bundling?.catch(() => undefined);
  const templates = loadTemplates(path.join(PACKAGE_ROOT, 'templates'));

  const sources = await time('discover', () => discoverContent(root, config.contentDir, (count) => prestartWorkers(count, options.write && options.render !== false ? 'build' : 'parse')));
  // Asked now, answered while the pages parse.
  const gitDates = options.render === false ? Promise.resolve(new Map<string, number>()) : lastCommitTimes(config.contentDir);

  const values = { providerName: config.site.provider.name, providerUrl: config.site.provider.url };
  // A large site built to disk: worker threads parse, keep what they parsed, and later render it.
  // They start at once, while the fingerprint below is worked out (it waits for git): when nothing
  // changed they are stopped, and otherwise the parse is that much further on.
  const inWorkers = options.write && options.render !== false && threadsFor(sources.length) >= 2 && workersAvailable();
  const parsing = inWorkers ? time('parse', () => SiteWorkers.parse(sources, values)) : null;
  parsing?.catch(() => undefined);

  // Nothing changed since the output in outDir was built: it is already right.
  let fingerprint: string | null = null;
  if (options.write && options.render !== false) {
    fingerprint = await time('fingerprint', async () => buildFingerprint({ packageRoot: PACKAGE_ROOT, config, strict: Boolean(options.strict), sources, gitDates: await gitDates }));
    const stamp = await readStamp(config.outDir);
    if (stamp?.fingerprint === fingerprint) {
      stopAllWorkers();
      return { ok: true, config, routes: [], diagnostics: stamp.diagnostics, files: [], recordCount: stamp.records, timings, unchanged: stamp };
    }
  }
  const progress = options.progress ?? (() => undefined);
  progress('parse', 0, sources.length);
  const parallel = await parsing;
  const siteWorkers = parallel?.workers ?? null;
  if (siteWorkers) timings.threads = siteWorkers.size;
  const pages = parallel ? parallel.pages : await time('parse', () => parseAll(sources, values, { keepTrees: options.render !== false, root }));
  progress('parse', pages.length, sources.length);
  try {
    return await checkAndRender();
  } finally {
    await siteWorkers?.close();
  }

  // Routes, sidebars and link checks from what the pages hold; then every page rendered and written.
  async function checkAndRender(): Promise<BuildResult> {
    const routed = buildRoutes(pages, config);
    const sidebars = resolveSidebars(config.sidebars, routed.routes);
    const staticFiles = await listStaticFiles(path.join(root, 'static'));
    progress('check', 0, pages.length);
    const linkDiagnostics = await time('check', () => checkLinks({ routes: routed.routes, staticFiles }, config));
    progress('check', pages.length, pages.length);
    const diagnostics = [...pages.flatMap((p) => p.diagnostics), ...routed.diagnostics, ...sidebars.diagnostics, ...linkDiagnostics];
    const result: BuildResult = { ok: errorCount(diagnostics) === 0, config, routes: routed.routes, diagnostics, files: [], recordCount: 0, timings };
    if (!result.ok || !bundling) return result;

    const bundle = await time('bundle', () => bundling);
    const commitTimes = await time('git', () => gitDates);
    const shells = await templates;
    const site = withNavbarSidebars(config.site, routed.routes, sidebars.places);
    // Written as they are made when building to disk (the disk works while the next pages render),
    // kept in memory otherwise (tests).
    const files: OutputFile[] = [];
    const writer = options.write ? await OutputWriter.open(config.outDir, [path.join(root, 'static')]) : null;
    const emit = (file: OutputFile) => (writer ? writer.add(file) : files.push(file));
    for (const f of bundle.files) emit({ path: f.path, contents: f.contents });
    // Each page's records as JSON text, joined into search-records.json: far smaller than the
    // records themselves, which a large site has hundreds of thousands of.
    const recordParts: string[] = [];
    let recordCount = 0;
    const markdownPages: MarkdownPage[] = [];
    const blog = indexBlog(routed.routes);
    const routeByFile = new Map(routed.routes.filter((r) => r.page).map((r) => [r.page!.source.contentPath, r.path]));
    const context: RenderContext = {
      config,
      site,
      shells: { document: shells.document, redirect: shells.redirect },
      bundle: { entry: bundle.entry, preloads: bundle.preloads, css: bundle.css, bootScript: bundle.bootScript, serverFile: bundle.serverFile },
      renderApp: bundle.renderApp,
      sidebars: sidebars.sidebars,
      places: sidebars.places,
      routeByFile,
      blog,
      commitTimes,
    };

    try {
      await time('render', async () => {
        let rendered = 0;
        // Pages a worker parsed are rendered (and written) there, while this thread does the rest.
        const workers = siteWorkers;
        const jobs: RenderJob[] =
          workers && writer
            ? routed.routes
                .filter((r) => r.kind !== 'redirect' && r.page && workers.owns(r.page.source.contentPath))
                .map((r) => ({ path: r.path, kind: r.kind, docId: r.docId, contentPath: r.page!.source.contentPath }))
            : [];
        // Progress counts the pages this thread rendered and those the workers report as done; the
        // stage is reported complete once, below, when everything is in.
        let inWorkersDone = 0;
        const report = () => progress('render', Math.min(rendered + inWorkersDone, routed.routes.length - 1), routed.routes.length);
        const working = jobs.length > 0 ? workers!.render(context, jobs, writer!.stagingDir, (count) => ((inWorkersDone = count), report())) : null;
        working?.catch(() => undefined);
        const inWorkers = new Set(jobs.map((j) => j.path));
        const done = new Map<string, RenderedText>();
        for (const route of routed.routes) {
          if (inWorkers.has(route.path)) continue;
          report();
          rendered++;
          if (writer && rendered % 16 === 0) await writer.drain();
          if (route.kind === 'redirect') {
            const html = renderRedirect(shells, { target: route.redirectTo!, siteUrl: config.url, siteTitle: site.title, lang: site.locale.lang });
            emit({ path: routeHtmlFile(route.path), contents: html });
            // The router follows it without asking the server for the HTML.
            emit({ path: pageDataUrl(route.path).slice(1), contents: JSON.stringify({ path: route.path, kind: 'redirect', redirectTo: route.redirectTo }) });
            continue;
          }
          const out = renderPageRoute(route, context);
          for (const file of out.files) emit(file);
          done.set(route.path, asText(out));
          // When writing to disk nothing reads a page's tree after its own render: let it go, so a
          // large site's heap shrinks as it renders instead of weighing on every collection.
          if (writer && route.page) route.page.tree = { type: 'root', children: [] };
        }
        if (working) {
          const reply = await working;
          writer!.count(reply.pages, reply.bytes);
          jobs.forEach((job, i) => done.set(job.path, reply.results[i]));
        }
        // Records and Markdown in route order, wherever each page was rendered.
        for (const route of routed.routes) {
          const out = done.get(route.path);
          if (!out) continue;
          if (out.recordCount > 0) recordParts.push(out.recordsJson);
          recordCount += out.recordCount;
          if (out.markdown) markdownPages.push(out.markdown);
        }
        progress('render', routed.routes.length, routed.routes.length);
        for (const sidebar of sidebars.sidebars) emit({ path: `_dc/sidebars/${sidebar.id}.json`, contents: JSON.stringify(sidebar) });
        emit({ path: 'search-records.json', contents: writer ? ['[', ...recordParts.flatMap((part, i) => (i === 0 ? [part] : [',', part])), ']'] : `[${recordParts.join(',')}]` });
        const redirects = Object.fromEntries(routed.routes.filter((r) => r.kind === 'redirect').map((r) => [r.path, r.redirectTo]));
        emit({ path: '_dc/redirects.json', contents: JSON.stringify(redirects) });
        if (!staticFiles.has('/favicon.svg')) emit({ path: 'favicon.svg', contents: shells.favicon });
        if (config.image === DEFAULT_SOCIAL_CARD && !staticFiles.has(DEFAULT_SOCIAL_CARD)) emit({ path: DEFAULT_SOCIAL_CARD.slice(1), contents: shells.socialCard });
        emit({ path: 'sitemap.xml', contents: renderSitemap(routed.routes, config.url) });
        if (blog.posts.length > 0) {
          emit({ path: 'blog/rss.xml', contents: renderRss(blog.posts, site, config.url) });
          emit({ path: 'blog/atom.xml', contents: renderAtom(blog.posts, site, config.url) });
        }
        const sections = llmsSections(site, sidebars.sidebars, markdownPages);
        emit({ path: 'llms.txt', contents: renderLlmsTxt(site, config.url, sections) });
        emit({ path: 'llms-full.txt', contents: renderLlmsFull(sections) });
        if (!staticFiles.has('/robots.txt')) emit({ path: 'robots.txt', contents: renderRobots(config.url) });
      });

      const written = writer
        ? { pages: writer.pages, bytes: writer.bytes }
        : { pages: files.filter((f) => f.path.endsWith('.html')).length, bytes: files.reduce((sum, f) => sum + byteLengthOf(f.contents), 0) };
      if (writer) {
        if (fingerprint) {
          const stamp: BuildStamp = { fingerprint, pages: written.pages, records: recordCount, bytes: written.bytes, diagnostics };
          writer.add({ path: STAMP_FILE, contents: JSON.stringify(stamp) });
        }
        await time('write', () => writer.commit());
      }
      return { ...result, files, recordCount, written };
    } catch (error) {
      // Nothing half-made is left beside the output, which stays as it was.
      await writer?.abort();
      throw error;
    }
  }
}

export async function listStaticFiles(dir: string): Promise<Set<string>> {
  const entries = await fg('**/*', { cwd: dir, onlyFiles: true, dot: false }).catch(() => [] as string[]);
  return new Set(entries.map((e) => `/${e}`));
}

/** Navbar entries learn the sidebar of the doc they point at, so they light up across it. */
export function withNavbarSidebars(site: SiteData, routes: Route[], places: Map<string, DocPlace>): SiteData {
  const byPath = new Map(routes.map((r) => [r.path, r]));
  return {
    ...site,
    navbar: {
      ...site.navbar,
      items: site.navbar.items.map((item) => {
        const docId = byPath.get(item.href)?.docId;
        const sidebarId = docId !== undefined ? places.get(docId)?.sidebarId : undefined;
        return sidebarId ? { ...item, sidebarId } : item;
      }),
    },
  };
}

