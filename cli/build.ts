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
import { parseAll, prestartParseWorkers } from './content/parse-all.ts';
import { buildRoutes, type Route } from './content/routes.ts';
import { resolveSidebars, type DocPlace } from './content/sidebars.ts';
import { errorCount, type Diagnostic } from './diagnostics.ts';
import { loadTemplates, renderRedirect } from './render/document.ts';
import { llmsSections, renderLlmsFull, renderLlmsTxt, type MarkdownPage } from './render/llms.ts';
import { renderRobots, renderSitemap } from './render/site-files.ts';
import type { SearchRecord } from './search/records.ts';
import { renderPageRoute, type RenderContext } from './render/render-route.ts';
import { buildFingerprint, readStamp, STAMP_FILE, type BuildStamp } from './write/build-stamp.ts';
import { OutputWriter, type OutputFile } from './write/output.ts';

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
  records: SearchRecord[];
  /** Milliseconds per stage. */
  timings: Record<string, number>;
  /** Set when the output was already built from the same inputs, and left as it was. */
  unchanged?: BuildStamp;
  /** What the build made: HTML pages and bytes. */
  written?: { pages: number; bytes: number };
}

function byteLength(contents: string | Uint8Array): number {
  return typeof contents === 'string' ? Buffer.byteLength(contents) : contents.byteLength;
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

  const sources = await time('discover', () => discoverContent(root, config.contentDir, (count) => prestartParseWorkers(count)));
  // Asked now, answered while the pages parse.
  const gitDates = options.render === false ? Promise.resolve(new Map<string, number>()) : lastCommitTimes(config.contentDir);

  // Nothing changed since the output in outDir was built: it is already right.
  let fingerprint: string | null = null;
  if (options.write && options.render !== false) {
    fingerprint = await time('fingerprint', async () => buildFingerprint({ packageRoot: PACKAGE_ROOT, config, strict: Boolean(options.strict), sources, gitDates: await gitDates }));
    const stamp = await readStamp(config.outDir);
    if (stamp?.fingerprint === fingerprint) {
      return { ok: true, config, routes: [], diagnostics: stamp.diagnostics, files: [], records: [], timings, unchanged: stamp };
    }
  }
  const values = { providerName: config.site.provider.name, providerUrl: config.site.provider.url };
  const progress = options.progress ?? (() => undefined);
  progress('parse', 0, sources.length);
  const pages = await time('parse', () => parseAll(sources, values, { keepTrees: options.render !== false, root }));
  progress('parse', pages.length, sources.length);
  const routed = buildRoutes(pages, config);
  const sidebars = resolveSidebars(config.sidebars, routed.routes);
  const staticFiles = await listStaticFiles(path.join(root, 'static'));
  progress('check', 0, pages.length);
  const linkDiagnostics = await time('check', () => checkLinks({ routes: routed.routes, staticFiles }, config));
  progress('check', pages.length, pages.length);
  const diagnostics = [...pages.flatMap((p) => p.diagnostics), ...routed.diagnostics, ...sidebars.diagnostics, ...linkDiagnostics];
  const result: BuildResult = { ok: errorCount(diagnostics) === 0, config, routes: routed.routes, diagnostics, files: [], records: [], timings };
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
  const records: SearchRecord[] = [];
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
      for (const route of routed.routes) {
        progress('render', rendered++, routed.routes.length);
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
        records.push(...out.records);
        if (out.markdown) markdownPages.push(out.markdown);
        // When writing to disk nothing reads a page's tree after its own render: let it go, so a
        // large site's heap shrinks as it renders instead of weighing on every collection.
        if (writer && route.page) route.page.tree = { type: 'root', children: [] };
      }
      progress('render', routed.routes.length, routed.routes.length);
      for (const sidebar of sidebars.sidebars) emit({ path: `_dc/sidebars/${sidebar.id}.json`, contents: JSON.stringify(sidebar) });
      emit({ path: 'search-records.json', contents: JSON.stringify(records) });
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
      : { pages: files.filter((f) => f.path.endsWith('.html')).length, bytes: files.reduce((sum, f) => sum + byteLength(f.contents), 0) };
    if (writer) {
      if (fingerprint) {
        const stamp: BuildStamp = { fingerprint, pages: written.pages, records: records.length, bytes: written.bytes, diagnostics };
        writer.add({ path: STAMP_FILE, contents: JSON.stringify(stamp) });
      }
      await time('write', () => writer.commit());
    }
    return { ...result, files, records, written };
  } catch (error) {
    // Nothing half-made is left beside the output, which stays as it was.
    await writer?.abort();
    throw error;
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

