// What a build does once it knows it has work to do: parse (in this thread, or taking what the
// workers parsed), work out routes and sidebars, check every link, then render and write each page.
// Loaded by build.ts only when the output is not already right.
import path from 'node:path';
import type { SiteData } from '../runtime/shared/types.ts';
import { PACKAGE_ROOT, type BuildOptions, type BuildResult, type StageTimer } from './build.ts';
import type { RuntimeBundle } from './bundle/runtime.ts';
import { checkLinks } from './check/links.ts';
import type { SiteConfig } from './config/resolve.ts';
import type { BuildTimeValues } from './content/build-time-components.ts';
import type { SourceFile } from './content/discover.ts';
import { indexBlog } from './content/blog.ts';
import { parseAll } from './content/parse-all.ts';
import { ParseCache } from './content/parse-cache.ts';
import type { Page } from './content/parse.ts';
import { SiteWorkers } from './content/site-workers.ts';
import type { SiteFolderFile } from './content/site-folder.ts';
import { listStaticFolder } from './content/static-folder.ts';
import { buildRoutes, type Route } from './content/routes.ts';
import { resolveSidebars, type DocPlace } from './content/sidebars.ts';
import { errorCount, type Diagnostic } from './diagnostics.ts';
import { loadTemplates, shellInlineScripts, withPolicyMeta } from './render/document.ts';
import { contentWritesStyleAttributes, policyFiles, policyMetaTag, sitePolicy } from './render/csp.ts';
import type { MarkdownPage } from './render/llms.ts';
import { renderPages } from './render/render-pages.ts';
import { siteWideFiles } from './render/site-wide-files.ts';
import type { RenderContext } from './render/render-route.ts';
import { STAMP_FILE, type BuildStamp } from './write/build-stamp.ts';
import { contextKey, MANIFEST_FILE, pageKey, pageManifest, PreviousOutput } from './write/page-reuse.ts';
import { byteLengthOf, OutputWriter, type OutputFile } from './write/output.ts';
import { outputFailure } from './write/output-failure.ts';

/** What build.ts worked out before it loaded this module. */
export interface SiteBuild {
  options: BuildOptions;
  root: string;
  config: SiteConfig;
  sources: SourceFile[];
  /** The files of static/, copied into the output. */
  staticFiles: SiteFolderFile[];
  /** What discovering content/ and static/ found wrong (links out of the site, unreadable files). */
  discoveryDiagnostics: Diagnostic[];
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

export async function buildSite({ options, root, config, sources, staticFiles: staticFolder, discoveryDiagnostics, values, parsing, fingerprint, gitDates, bundling, time, timings }: SiteBuild): Promise<BuildResult> {
  const templates = loadTemplates(path.join(PACKAGE_ROOT, 'templates'));
  templates.catch(() => undefined);
  const progress = options.progress ?? (() => undefined);
  const toDisk = options.write && options.render !== false;
  // What the last build to disk parsed, by file hash: an unchanged file's page comes from it without
  // its tree, and is parsed again only if it has to be rendered again.
  const cache = toDisk ? await ParseCache.open(root, values, 'build') : null;
  const unparsed = new Set<string>();
  // Progress counts the files actually parsed.
  let parsed = sources.length;
  if (parsing || !cache) progress('parse', 0, parsed);
  const parallel = await parsing;
  let siteWorkers = parallel?.workers ?? null;
  let pages: Page[];
  if (parallel) pages = parallel.pages;
  else if (cache) {
    const cached = sources.map((source) => cache.get(source));
    const fresh = sources.filter((_, i) => !cached[i]);
    parsed = fresh.length;
    progress('parse', 0, parsed);
    const freshParallel = fresh.length > 0 ? await time('parse', () => SiteWorkers.parse(fresh, values)) : null;
    siteWorkers = freshParallel?.workers ?? null;
    const freshPages = freshParallel ? freshParallel.pages : await time('parse', () => parseAll(fresh, values, { keepTrees: true, root }));
    let next = 0;
    pages = cached.map((page) => page ?? freshPages[next++]);
    for (const page of cached) if (page) unparsed.add(page.source.contentPath);
    timings.cached = unparsed.size;
  } else pages = await time('parse', () => parseAll(sources, values, { keepTrees: options.render !== false, root }));
  if (siteWorkers) timings.threads = siteWorkers.size;
  progress('parse', parsed, parsed);
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
    const staticFiles = new Set(staticFolder.map((file) => `/${file.relPath}`));
    progress('check', 0, pages.length);
    const linkDiagnostics = await time('check', () => checkLinks({ routes: routed.routes, staticFiles }, config));
    progress('check', pages.length, pages.length);
    const diagnostics = [...discoveryDiagnostics, ...pages.flatMap((p) => p.diagnostics), ...routed.diagnostics, ...sidebars.diagnostics, ...linkDiagnostics];
    const result: BuildResult = { ok: errorCount(diagnostics) === 0, config, routes: routed.routes, diagnostics, files: [], recordCount: 0, timings };
    if (!result.ok || !bundling) return result;

    const bundle = await time('bundle', () => bundling);
    const commitTimes = await time('git', () => gitDates);
    const site = withNavbarSidebars(config.site, routed.routes, sidebars.places);
    // One Content-Security-Policy for the site, its inline scripts hashed once: in every page's head.
    const policy = sitePolicy({
      inlineScripts: shellInlineScripts(await templates, bundle.bootScript),
      search: site.search,
      styleAttributes: contentWritesStyleAttributes(sources.map((s) => s.text)),
    });
    const shells = withPolicyMeta(await templates, policyMetaTag(policy));
    // Written as they are made when building to disk (the disk works while the next pages render),
    // kept in memory otherwise (tests).
    const files: OutputFile[] = [];
    const writer = options.write
      ? await OutputWriter.open(config.outDir, staticFolder).catch((error: unknown) => {
          throw outputFailure(error, config.outDir) ?? error;
        })
      : null;
    const emit = (file: OutputFile) => (writer ? writer.add(file) : files.push(file));
    const blog = indexBlog(routed.routes);
    const context: RenderContext = {
      config,
      site,
      shells: { document: shells.document, redirect: shells.redirect },
      bundle: { entry: bundle.entry, preloads: bundle.preloads, css: bundle.css, bootScript: bundle.bootScript, serverFile: bundle.serverFile },
      renderApp: bundle.renderApp,
      sidebars: sidebars.sidebars,
      places: sidebars.places,
      routeByFile: new Map(routed.routes.filter((r) => r.page).map((r) => [r.page!.source.contentPath, r.path])),
      blog,
      commitTimes,
    };
    // A page unchanged since the previous build of the same context is taken from that output.
    const contextHash = writer ? contextKey(context) : null;
    const previous = contextHash ? PreviousOutput.open(config.outDir, contextHash) : null;
    const pageKeys = new Map(routed.routes.filter((r) => r.page && r.kind !== 'redirect').map((r) => [r.path, pageKey(r, context)]));

    try {
      for (const f of bundle.files) emit({ path: f.path, contents: f.contents });
      for (const f of policyFiles(policy, staticFiles)) emit(f);
      const rendered = await time('render', async () => {
        const pagesRendered = await renderPages({ routes: routed.routes, context, values, shells, writer, emit, workers: siteWorkers, unparsed, previous, pageKeys, progress });
        siteWorkers = pagesRendered.workers;
        const renderedCount = routed.routes.length - pagesRendered.reused;
        progress('render', renderedCount, renderedCount);
        const markdownPages = pagesRendered.markdown.filter((page): page is MarkdownPage => page !== null);
        for (const file of siteWideFiles({ config, site, routes: routed.routes, sidebars: sidebars.sidebars, blog, shells, staticFiles, markdownPages })) emit(file);
        return pagesRendered;
      });
      if (previous) timings.reused = rendered.reused;
      const recordCount = rendered.records.count;
      const written = writer
        ? { pages: writer.pages, bytes: writer.bytes, reused: rendered.reused }
        : { pages: files.filter((f) => f.path.endsWith('.html')).length, bytes: files.reduce((sum, f) => sum + byteLengthOf(f.contents), 0) };
      if (writer) {
        // What each page was made from, for the next build; and a stamp of the whole.
        if (contextHash) writer.add({ path: MANIFEST_FILE, contents: JSON.stringify(pageManifest(contextHash, routed.routes, pageKeys, rendered)) });
        // Every output carries its stamp: it is also what marks the folder as one a build may replace.
        const stamp: BuildStamp = { fingerprint: fingerprint ?? '', pages: written.pages, records: recordCount, bytes: written.bytes, diagnostics };
        writer.add({ path: STAMP_FILE, contents: JSON.stringify(stamp) });
        await time('write', () => writer.commit());
      }
      return { ...result, files, recordCount, written };
    } catch (error) {
      // Nothing half-made is left beside the output, which stays as it was: the workers are stopped
      // first, or they would go on writing into the folder being removed.
      await siteWorkers?.close();
      await writer?.abort();
      // A full disk or a read-only folder is the machine's, not a bug: said as a problem of the build.
      throw outputFailure(error, config.outDir) ?? error;
    }
  }
}

/** Site paths of the files a build publishes from `dir` (static/ of the site root it is in). */
export async function listStaticFiles(dir: string): Promise<Set<string>> {
  return new Set(listStaticFolder(path.dirname(dir)).files.map((file) => `/${file.relPath}`));
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

