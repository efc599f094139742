// What a build does once it knows it has work to do: parse (in this thread, or taking what the
// workers parsed), work out routes and sidebars, check every link, then render and write each page.
// Loaded by build.ts only when the output is not already right.
import fg from 'fast-glob';
import path from 'node:path';
import { pageDataUrl, routeHtmlFile } from '../runtime/shared/route-path.ts';
import type { SiteData } from '../runtime/shared/types.ts';
import { PACKAGE_ROOT, type BuildOptions, type BuildResult, type StageTimer } from './build.ts';
import type { RuntimeBundle } from './bundle/runtime.ts';
import { checkLinks } from './check/links.ts';
import { DEFAULT_SOCIAL_CARD, type SiteConfig } from './config/resolve.ts';
import type { BuildTimeValues } from './content/build-time-components.ts';
import type { SourceFile } from './content/discover.ts';
import { indexBlog } from './content/blog.ts';
import { renderAtom, renderRss } from './render/feeds.ts';
import { parseAll } from './content/parse-all.ts';
import { ParseCache } from './content/parse-cache.ts';
import { parsePage, type Page } from './content/parse.ts';
import type { RenderJob } from './content/worker-protocol.ts';
import { SiteWorkers } from './content/site-workers.ts';
import { buildRoutes, type Route } from './content/routes.ts';
import { resolveSidebars, type DocPlace } from './content/sidebars.ts';
import { errorCount } from './diagnostics.ts';
import { loadTemplates, renderRedirect } from './render/document.ts';
import { llmsSections, renderLlmsFull, renderLlmsTxt, type MarkdownPage } from './render/llms.ts';
import { renderRobots, renderSitemap } from './render/site-files.ts';
import { asText, renderPageRoute, type RenderContext, type RenderedText } from './render/render-route.ts';
import { STAMP_FILE, type BuildStamp } from './write/build-stamp.ts';
import { OrderedRecords } from './write/ordered-records.ts';
import { contextKey, MANIFEST_FILE, pageKey, PreviousOutput, type PageManifest } from './write/page-reuse.ts';
import { byteLengthOf, OutputWriter, type OutputFile } from './write/output.ts';

/** What build.ts worked out before it loaded this module. */
export interface SiteBuild {
  options: BuildOptions;
  root: string;
  config: SiteConfig;
  sources: SourceFile[];
  values: BuildTimeValues;
  /** The workers' parse, when the site is parsed (and later rendered) in worker threads. */
  parsing: Promise<{ workers: SiteWorkers; pages: Page[] } | null> | null;
  /** Stored with the output, so the next build with the same inputs stops early. */
  fingerprint: string | null;
  gitDates: Promise<Map<string, number>>;
  /** Null when the build stops after the checks. */
  bundling: Promise<RuntimeBundle> | null;
  time: StageTimer;
  timings: Record<string, number>;
}

export async function buildSite({ options, root, config, sources, values, parsing, fingerprint, gitDates, bundling, time, timings }: SiteBuild): Promise<BuildResult> {
  const templates = loadTemplates(path.join(PACKAGE_ROOT, 'templates'));
  templates.catch(() => undefined);
  const progress = options.progress ?? (() => undefined);
  progress('parse', 0, sources.length);
  const toDisk = options.write && options.render !== false;
  // What the last build to disk parsed, by file hash: an unchanged file's page comes from it without
  // its tree, and is parsed again only if it has to be rendered again.
  const cache = toDisk ? await ParseCache.open(root, values, 'build') : null;
  const unparsed = new Set<string>();
  const parallel = await parsing;
  let siteWorkers = parallel?.workers ?? null;
  let pages: Page[];
  if (parallel) pages = parallel.pages;
  else if (cache) {
    const cached = sources.map((source) => cache.get(source));
    const fresh = sources.filter((_, i) => !cached[i]);
    const freshParallel = fresh.length > 0 ? await time('parse', () => SiteWorkers.parse(fresh, values)) : null;
    siteWorkers = freshParallel?.workers ?? null;
    const freshPages = freshParallel ? freshParallel.pages : await time('parse', () => parseAll(fresh, values, { keepTrees: true, root }));
    let next = 0;
    pages = cached.map((page) => (page ? (unparsed.add(page.source.contentPath), page) : freshPages[next++]));
    timings.cached = unparsed.size;
  } else pages = await time('parse', () => parseAll(sources, values, { keepTrees: options.render !== false, root }));
  if (siteWorkers) timings.threads = siteWorkers.size;
  progress('parse', pages.length, sources.length);
  // Saved while the pages render (the workers' time): the next build parses only what changes.
  const saving = cache?.save(pages).catch(() => undefined);
  try {
    return await checkAndRender();
  } finally {
    await saving;
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
    // Each page's records as JSON text, written into search-records.json in route order as they
    // come (to disk as the pages render, when building to disk): far smaller than the records
    // themselves, which a large site has hundreds of thousands of.
    const recordsFile = writer ? writer.stream('search-records.json') : null;
    const recordsText: string[] = [];
    const records = new OrderedRecords(routed.routes.length, recordsFile ? recordsFile.write : (text) => recordsText.push(text));
    const markdownByRoute: (MarkdownPage | null)[] = new Array(routed.routes.length).fill(null);
    const filesByRoute: string[][] = new Array(routed.routes.length).fill([]);
    const routeIndex = new Map(routed.routes.map((route, index) => [route.path, index]));
    const take = (index: number, out: RenderedText) => {
      records.put(index, out.recordsJson, out.recordCount);
      markdownByRoute[index] = out.markdown;
      filesByRoute[index] = out.files;
    };
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

    // A page unchanged since the previous build of the same context is taken from that output.
    const contextHash = writer ? contextKey(context) : null;
    const previous = contextHash ? PreviousOutput.open(config.outDir, contextHash) : null;
    const pageKeys = new Map(routed.routes.filter((r) => r.page && r.kind !== 'redirect').map((r) => [r.path, pageKey(r, context)]));

    try {
      await time('render', async () => {
        let rendered = 0;
        const reused = new Set<string>();
        if (previous && writer) {
          for (const [index, route] of routed.routes.entries()) {
            const kept = pageKeys.has(route.path) ? previous.take(route.path, pageKeys.get(route.path)!, writer) : null;
            if (!kept) continue;
            take(index, kept);
            reused.add(route.path);
            if (route.page) route.page.tree = { type: 'root', children: [] };
          }
          previous.close();
          timings.reused = reused.size;
        }
        // Pages a worker parsed are rendered (and written) there, and so are those from the parse
        // cache when there are many (workers started now parse them first); this thread does the rest.
        const toRender = routed.routes.filter((r) => r.kind !== 'redirect' && r.page && !reused.has(r.path));
        const unparsedToRender = toRender.filter((r) => unparsed.has(r.page!.source.contentPath));
        if (writer && !siteWorkers && unparsedToRender.length > 0) siteWorkers = SiteWorkers.forRender(unparsedToRender.length);
        const workers = siteWorkers;
        const jobs: RenderJob[] =
          workers && writer
            ? toRender
                .filter((r) => workers.owns(r.page!.source.contentPath) || unparsed.has(r.page!.source.contentPath))
                .map((r) => ({
                  path: r.path,
                  kind: r.kind,
                  docId: r.docId,
                  contentPath: r.page!.source.contentPath,
                  ...(unparsed.has(r.page!.source.contentPath) ? { source: r.page!.source } : {}),
                }))
            : [];
        // Progress counts the pages this thread rendered and those the workers report as done; the
        // stage is reported complete once, below, when everything is in.
        let inWorkersDone = 0;
        const report = () => progress('render', Math.min(reused.size + rendered + inWorkersDone, routed.routes.length - 1), routed.routes.length);
        const fromWorker = (index: number, out: RenderedText) => {
          take(routeIndex.get(jobs[index].path)!, out);
          inWorkersDone++;
          report();
        };
        const working = jobs.length > 0 ? workers!.render(context, values, jobs, writer!.stagingDir, fromWorker) : null;
        working?.catch(() => undefined);
        const inWorkers = new Set(jobs.map((j) => j.path));
        for (const [index, route] of routed.routes.entries()) {
          if (inWorkers.has(route.path) || reused.has(route.path)) continue;
          report();
          rendered++;
          if (writer && rendered % 16 === 0) await writer.drain();
          if (route.kind === 'redirect') {
            const html = renderRedirect(shells, { target: route.redirectTo!, siteUrl: config.url, siteTitle: site.title, lang: site.locale.lang });
            emit({ path: routeHtmlFile(route.path), contents: html });
            // The router follows it without asking the server for the HTML.
            emit({ path: pageDataUrl(route.path).slice(1), contents: JSON.stringify({ path: route.path, kind: 'redirect', redirectTo: route.redirectTo }) });
            records.put(index, '', 0);
            continue;
          }
          // A page from the parse cache is parsed now: it has to be rendered after all.
          if (route.page && unparsed.has(route.page.source.contentPath)) route.page = parsePage(route.page.source, values);
          const out = renderPageRoute(route, context);
          for (const file of out.files) emit(file);
          take(index, asText(out));
          // When writing to disk nothing reads a page's tree after its own render: let it go, so a
          // large site's heap shrinks as it renders instead of weighing on every collection.
          if (writer && route.page) route.page.tree = { type: 'root', children: [] };
        }
        if (working) {
          const reply = await working;
          writer!.count(reply.pages, reply.bytes);
        }
        records.end();
        recordsFile?.end();
        if (!recordsFile) emit({ path: 'search-records.json', contents: recordsText.join('') });
        const markdownPages = markdownByRoute.filter((page): page is MarkdownPage => page !== null);
        progress('render', routed.routes.length, routed.routes.length);
        for (const sidebar of sidebars.sidebars) emit({ path: `_dc/sidebars/${sidebar.id}.json`, contents: JSON.stringify(sidebar) });
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
        ? { pages: writer.pages, bytes: writer.bytes, reused: timings.reused ?? 0 }
        : { pages: files.filter((f) => f.path.endsWith('.html')).length, bytes: files.reduce((sum, f) => sum + byteLengthOf(f.contents), 0) };
      if (writer && contextHash) {
        // What each page was made from, for the next build.
        const manifest: PageManifest = { context: contextHash, pages: {} };
        routed.routes.forEach((route, index) => {
          const key = pageKeys.get(route.path);
          if (!key) return;
          const markdown = markdownByRoute[index];
          const markdownFile = filesByRoute[index].find((file) => file.endsWith('.md'));
          manifest.pages[route.path] = {
            key,
            files: filesByRoute[index],
            records: records.ranges[index],
            recordCount: records.counts[index],
            markdown: markdown && markdownFile ? { title: markdown.title, description: markdown.description, file: markdownFile } : null,
          };
        });
        writer.add({ path: MANIFEST_FILE, contents: JSON.stringify(manifest) });
      }
      if (writer) {
        if (fingerprint) {
          const stamp: BuildStamp = { fingerprint, pages: written.pages, records: records.count, bytes: written.bytes, diagnostics };
          writer.add({ path: STAMP_FILE, contents: JSON.stringify(stamp) });
        }
        await time('write', () => writer.commit());
      }
      return { ...result, files, recordCount: records.count, written };
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

