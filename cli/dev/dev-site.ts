// The site as `devcenter dev` holds it in memory. Routing starts from a skim of every file; a page
// is parsed and rendered when it is asked for, the rest in the background (then links are checked
// and search records made). A saved file re-parses and re-renders that page only, unless its
// frontmatter or title changed, which reshapes routes and sidebars.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { trimSidebar } from '../../runtime/shared/sidebar-trim.ts';
import { devClientScriptTag } from '../../runtime/shared/site-urls.ts';
import type { BootData, Sidebar, SiteData } from '../../runtime/shared/types.ts';
import { listStaticFiles, withNavbarSidebars } from '../build-site.ts';
import { pageData, sectionOf, withEditAndDate } from '../render/render-route.ts';
import { lastCommitTimes } from '../content/git-dates.ts';
import { indexBlog } from '../content/blog.ts';
import { createRuntimeBundler, type RuntimeBundle, type RuntimeBundler } from '../bundle/runtime.ts';
import { checkLinks } from '../check/links.ts';
import { CONFIG_FILE, loadConfig } from '../config/load.ts';
import { resolveConfig, type SiteConfig } from '../config/resolve.ts';
import type { BuildTimeValues } from '../content/build-time-components.ts';
import { discoverContent, type SourceFile } from '../content/discover.ts';
import { parsePage, type Page } from '../content/parse.ts';
import { buildRoutes, type Route } from '../content/routes.ts';
import { resolveSidebars, type ResolvedSidebars } from '../content/sidebars.ts';
import { ConfigError, type Diagnostic } from '../diagnostics.ts';
import { loadTemplates, renderDocument, type Templates } from '../render/document.ts';
import { createSearchEndpoint, type SearchEndpoint } from '../serve/search-endpoint.ts';
import { extractRecords, type SearchRecord } from '../search/records.ts';
import { skimPage, structureKey } from './skim.ts';

/** What the browser is told: a page's data changed, the shell changed, or the problems now known. */
export type DevEvent = { type: 'pages'; paths: string[] } | { type: 'reload' } | { type: 'problems'; diagnostics: Diagnostic[] };

/** Background work (parsing ahead, the search index) waits until requests have paused this long. */
const QUIET_MS = 150;
/** ...but never longer than this, so a busy reader cannot hold the link checks back for good. */
const MAX_QUIET_WAIT_MS = 1000;

/** How long a file must stay unchanged to count as fully written. */
const SETTLE_MS = 50;

/** The file's text once two reads SETTLE_MS apart agree (or the file is gone: the last text seen). */
async function settledText(absPath: string, text: string): Promise<string> {
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    const again = await readFile(absPath, 'utf8').catch(() => null);
    if (again === null || again === text) return text;
    text = again;
  }
}

interface Rendered {
  html: string;
  data: string;
}

export class DevSite {
  config!: SiteConfig;
  private bundler: RuntimeBundler | null = null;
  bundle!: RuntimeBundle;
  private templates!: Templates;
  private values!: BuildTimeValues;
  private sources = new Map<string, SourceFile>();
  private pages = new Map<string, Page>();
  private parsed = new Set<string>();
  routes: Route[] = [];
  private routeByPath = new Map<string, Route>();
  private sidebars!: ResolvedSidebars;
  site!: SiteData;
  private staticFiles = new Set<string>();
  private rendered = new Map<string, Rendered>();
  private records = new Map<string, SearchRecord[]>();
  private search: SearchEndpoint | null = null;
  private searchTimer: NodeJS.Timeout | null = null;
  private configProblems: Diagnostic[] = [];
  /** site.config.ts as last loaded (or last found broken). */
  private configText: string | null = null;
  private linkProblems: Diagnostic[] = [];
  private structureProblems: Diagnostic[] = [];
  private backgroundDone = false;
  private lastRequestAt = 0;
  private commitTimes = new Map<string, number>();
  private unparsable = new Map<string, Diagnostic[]>();

  constructor(
    readonly root: string,
    private readonly packageRoot: string,
    private readonly emit: (event: DevEvent) => void,
  ) {}

  /** Everything routing needs, and the runtime bundle; no page is parsed yet. Throws ConfigError. */
  async start(): Promise<void> {
    const [bundler, templates] = await Promise.all([createRuntimeBundler(this.packageRoot), loadTemplates(path.join(this.packageRoot, 'templates'))]);
    this.bundler = bundler;
    this.templates = templates;
    const bundling = bundler.bundle();
    await this.loadConfigAndContent();
    this.bundle = await bundling;
    void this.parseInBackground();
  }

  async dispose(): Promise<void> {
    if (this.searchTimer) clearTimeout(this.searchTimer);
    await this.bundler?.dispose();
  }

  private async loadConfigAndContent(): Promise<void> {
    const loaded = await loadConfig(this.root);
    this.configText = loaded.source;
    this.config = resolveConfig(loaded.userConfig, { root: this.root, source: loaded.source, outDir: path.join(this.root, '.devcenter-dev') });
    this.values = { providerName: this.config.site.provider.name, providerUrl: this.config.site.provider.url };
    const sources = await discoverContent(this.root, this.config.contentDir);
    this.sources = new Map(sources.map((s) => [s.contentPath, s]));
    this.pages = new Map(sources.map((s) => [s.contentPath, skimPage(s)]));
    this.parsed.clear();
    this.unparsable.clear();
    this.records.clear();
    this.staticFiles = await listStaticFiles(path.join(this.root, 'static'));
    void lastCommitTimes(this.config.contentDir).then((times) => (this.commitTimes = times));
    this.restructure();
  }

  /** Routes, sidebars and the site data from the pages as they are now; every render is stale. */
  private restructure(): void {
    const routed = buildRoutes([...this.pages.values()], this.config);
    this.routes = routed.routes;
    this.routeByPath = new Map(this.routes.map((r) => [r.path, r]));
    this.sidebars = resolveSidebars(this.config.sidebars, this.routes);
    this.site = withNavbarSidebars(this.config.site, this.routes, this.sidebars.places);
    this.structureProblems = [...routed.diagnostics, ...this.sidebars.diagnostics];
    this.rendered.clear();
  }

  /** Parses a file's current source (or takes `page`, parsed from it already) into the site. */
  private parse(contentPath: string, page = parsePage(this.sources.get(contentPath)!, this.values)): Page {
    // A file that no longer parses keeps its last good version on screen and in the routes; its
    // errors show in the overlay until it is fixed.
    const previous = this.parsed.has(contentPath) ? this.pages.get(contentPath) : undefined;
    if (previous && page.diagnostics.some((d) => d.code === 'mdx' && d.severity === 'error')) {
      this.unparsable.set(contentPath, page.diagnostics);
      return previous;
    }
    this.unparsable.delete(contentPath);
    this.pages.set(contentPath, page);
    this.parsed.add(contentPath);
    for (const route of this.routes) if (route.page?.source.contentPath === contentPath) route.page = page;
    return page;
  }

  /** The server calls this on every request: background work waits for a quiet moment. */
  noteRequest(): void {
    this.lastRequestAt = performance.now();
  }

  /** Resolves once no request has come for a while, so a page and its assets are never kept waiting. */
  private async quiet(): Promise<void> {
    const giveUpAt = performance.now() + MAX_QUIET_WAIT_MS;
    for (;;) {
      const wait = Math.min(this.lastRequestAt + QUIET_MS, giveUpAt) - performance.now();
      if (wait <= 0) return;
      await new Promise((resolve) => setTimeout(resolve, wait));
    }
  }

  /** Link checks need every page: an edit made before the background is done finishes it at once. */
  private parseEverythingNow(): void {
    let changedStructure = false;
    for (const contentPath of this.sources.keys()) {
      if (this.parsed.has(contentPath)) continue;
      const before = structureKey(this.pages.get(contentPath)!);
      if (structureKey(this.parse(contentPath)) !== before) changedStructure = true;
    }
    if (changedStructure) {
      this.restructure();
      this.emit({ type: 'reload' });
    }
  }

  /** Parses what the reader has not asked for yet, one file per turn, when requests are quiet. */
  private async parseInBackground(): Promise<void> {
    let changedStructure = false;
    for (const contentPath of [...this.sources.keys()]) {
      await this.quiet();
      if (this.parsed.has(contentPath) || !this.sources.has(contentPath)) continue;
      const before = structureKey(this.pages.get(contentPath)!);
      const page = this.parse(contentPath);
      if (structureKey(page) !== before) {
        changedStructure = true;
        if (process.env.DEVCENTER_DEV_DEBUG) console.log(`[dev] structure of ${contentPath}: ${before} -> ${structureKey(page)}`);
      }
      await new Promise((resolve) => setImmediate(resolve));
    }
    if (changedStructure) {
      this.restructure();
      this.emit({ type: 'reload' });
    }
    this.backgroundDone = true;
    await this.recheck();
    for (const contentPath of this.sources.keys()) this.updateRecords(contentPath);
    this.scheduleSearchIndex(0);
  }

  /** Link checks need every page parsed; before that only parse problems are known. */
  private async recheck(): Promise<void> {
    if (!this.backgroundDone) {
      this.parseEverythingNow();
      this.backgroundDone = true;
    }
    if (this.backgroundDone) this.linkProblems = checkLinks({ routes: this.routes, staticFiles: this.staticFiles }, this.config);
    this.emit({ type: 'problems', diagnostics: this.problems() });
  }

  problems(): Diagnostic[] {
    const parse = [...this.pages.values()].flatMap((p) => (this.unparsable.has(p.source.contentPath) ? [] : p.diagnostics));
    parse.push(...[...this.unparsable.values()].flat());
    return [...this.configProblems, ...parse, ...this.structureProblems, ...this.linkProblems];
  }

  private updateRecords(contentPath: string): void {
    const route = this.routes.find((r) => r.page?.source.contentPath === contentPath);
    if (!route?.page || !(route.kind === 'doc' || route.kind === 'page' || route.kind === 'home' || route.kind === 'blogPost')) {
      this.records.delete(contentPath);
      return;
    }
    const place = route.docId !== undefined ? this.sidebars.places.get(route.docId) : undefined;
    this.records.set(
      contentPath,
      extractRecords({
        tree: route.page.tree,
        title: route.page.title,
        url: this.config.url + route.path,
        section: sectionOf(route, place, this.site),
        language: this.site.locale.lang,
        docusaurusTag: route.kind === 'doc' ? `docs-default-${this.site.docsVersion.name}` : 'default',
        version: route.kind === 'doc' ? this.site.docsVersion.name : undefined,
      }),
    );
  }

  /** The search index is rebuilt off the save-to-screen path, once edits settle. */
  private scheduleSearchIndex(delay = 300): void {
    if (this.searchTimer) clearTimeout(this.searchTimer);
    this.searchTimer = setTimeout(async () => {
      await this.quiet();
      const { appId, apiKey, indexName } = this.site.search;
      if (!appId || !apiKey || !indexName) return;
      this.search = createSearchEndpoint({ records: [...this.records.values()].flat(), appId, apiKey, indexName });
    }, delay);
  }

  get searchEndpoint(): SearchEndpoint | null {
    return this.search;
  }

  route(routePath: string): Route | undefined {
    return this.routeByPath.get(routePath);
  }

  /** The HTML and page data of a route, rendered on first request and kept until it changes. */
  render(routePath: string): Rendered | null {
    const cached = this.rendered.get(routePath);
    if (cached) return cached;
    const route = this.routeByPath.get(routePath);
    if (!route || route.kind === 'redirect') return null;
    if (route.page && !this.parsed.has(route.page.source.contentPath)) {
      const before = structureKey(route.page);
      const page = this.parse(route.page.source.contentPath);
      if (structureKey(page) !== before) {
        this.restructure();
        return this.render(routePath);
      }
    }
    const place = route.docId !== undefined ? this.sidebars.places.get(route.docId) : undefined;
    const routeByFile = new Map(this.routes.filter((r) => r.page).map((r) => [r.page!.source.contentPath, r.path]));
    const data = withEditAndDate(pageData(route, place, routeByFile, indexBlog(this.routes)), route, this.config, this.commitTimes);
    const full = data.sidebarId ? this.sidebars.sidebars.find((s) => s.id === data.sidebarId) : undefined;
    const sidebar: Sidebar | null = full ? trimSidebar(full, data.path) : null;
    const boot: BootData = { site: this.site, page: data, sidebar };
    const html = renderDocument(this.templates, { boot, appHtml: this.bundle.renderApp(boot), bundle: this.bundle, siteUrl: this.config.url, image: this.config.image });
    const rendered = { html: html.replace('</body>', `${devClientScriptTag()}</body>`), data: JSON.stringify(data) };
    this.rendered.set(routePath, rendered);
    return rendered;
  }

  sidebarJson(id: string): string | null {
    const sidebar = this.sidebars.sidebars.find((s) => s.id === id);
    return sidebar ? JSON.stringify(sidebar) : null;
  }

  redirects(): Record<string, string> {
    return Object.fromEntries(this.routes.filter((r) => r.kind === 'redirect').map((r) => [r.path, r.redirectTo!]));
  }

  searchRecordsJson(): string {
    return JSON.stringify([...this.records.values()].flat());
  }

  templatesFavicon(): string {
    return this.templates.favicon;
  }

  // ---- Changes on disk ----

  /** A content file was saved: re-parse it; re-render its page only unless the structure changed. */
  async contentChanged(absPath: string): Promise<void> {
    const contentPath = path.relative(this.config.contentDir, absPath).split(path.sep).join('/');
    const source = this.sources.get(contentPath);
    if (!source) return this.contentAdded(absPath);
    let text = await readFile(absPath, 'utf8').catch(() => null);
    if (text === null || text === source.text) return;
    const before = structureKey(this.pages.get(contentPath)!);
    let candidate = parsePage({ ...source, text }, this.values);
    // A save that reshapes the site or breaks the page may be a file caught half-written (editors
    // and writeFile truncate first): read it again once writes stop, before reloading every tab.
    while (structureKey(candidate) !== before || candidate.diagnostics.some((d) => d.code === 'mdx' && d.severity === 'error')) {
      const again = await settledText(absPath, text);
      if (again === text) break;
      text = again;
      candidate = parsePage({ ...source, text }, this.values);
    }
    if (text === this.sources.get(contentPath)?.text) return;
    this.sources.set(contentPath, { ...source, text });
    const page = this.parse(contentPath, candidate);
    if (structureKey(page) !== before) {
      this.restructure();
      this.emit({ type: 'reload' });
    } else {
      const paths = this.routes.filter((r) => r.page?.source.contentPath === contentPath).map((r) => r.path);
      for (const p of paths) this.rendered.delete(p);
      this.emit({ type: 'pages', paths });
    }
    await this.recheck();
    this.updateRecords(contentPath);
    this.scheduleSearchIndex();
  }

  async contentAdded(absPath: string): Promise<void> {
    const contentPath = path.relative(this.config.contentDir, absPath).split(path.sep).join('/');
    if (this.sources.has(contentPath)) return this.contentChanged(absPath);
    const first = await readFile(absPath, 'utf8').catch(() => null);
    if (first === null) return;
    // A new file is usually created empty and then written: wait for the writes to stop.
    const text = await settledText(absPath, first);
    const source: SourceFile = { absPath, file: path.relative(this.root, absPath).split(path.sep).join('/'), contentPath, text };
    this.sources.set(contentPath, source);
    this.pages.set(contentPath, skimPage(source));
    this.parse(contentPath);
    this.restructure();
    this.emit({ type: 'reload' });
    await this.recheck();
    this.updateRecords(contentPath);
    this.scheduleSearchIndex();
  }

  async contentRemoved(absPath: string): Promise<void> {
    const contentPath = path.relative(this.config.contentDir, absPath).split(path.sep).join('/');
    if (!this.sources.delete(contentPath)) return;
    this.pages.delete(contentPath);
    this.parsed.delete(contentPath);
    this.unparsable.delete(contentPath);
    this.records.delete(contentPath);
    this.restructure();
    this.emit({ type: 'reload' });
    await this.recheck();
    this.scheduleSearchIndex();
  }

  /** site.config.ts changed: everything is rebuilt; a broken config keeps the site as it was. */
  async configChanged(): Promise<void> {
    const file = path.join(this.root, CONFIG_FILE);
    let text = await readFile(file, 'utf8').catch(() => null);
    // One save can raise two events (truncate, then write): the second finds nothing new.
    if (text === null || text === this.configText) return;
    for (;;) {
      try {
        await this.loadConfigAndContent();
        this.configProblems = [];
        this.backgroundDone = false;
        this.emit({ type: 'reload' });
        void this.parseInBackground();
        return;
      } catch (error) {
        if (!(error instanceof ConfigError)) throw error;
        // A config caught half-written fails to load: read it again once writes stop before
        // showing its errors.
        const again = await settledText(file, text);
        if (again !== text) {
          text = again;
          continue;
        }
        this.configText = text;
        this.configProblems = error.diagnostics;
        this.emit({ type: 'problems', diagnostics: this.problems() });
        return;
      }
    }
  }

  /**
   * Applies what changed on disk between reading the site at start and the watchers being ready:
   * a save in that window raises no event (the watchers' first scan takes it for what was there).
   */
  async catchUp(): Promise<void> {
    await this.configChanged(); // nothing to do when it reads as it was loaded
    const onDisk = await discoverContent(this.root, this.config.contentDir);
    const found = new Set(onDisk.map((s) => s.contentPath));
    for (const source of [...this.sources.values()]) if (!found.has(source.contentPath)) await this.contentRemoved(source.absPath);
    for (const source of onDisk) {
      const known = this.sources.get(source.contentPath);
      if (!known) await this.contentAdded(source.absPath);
      else if (known.text !== source.text) await this.contentChanged(source.absPath);
    }
  }

  /** Whether `pathname` is a file of static/ a build would publish (not refused, not hidden). */
  publishesStaticFile(pathname: string): boolean {
    return this.staticFiles.has(pathname);
  }

  async staticChanged(): Promise<void> {
    this.staticFiles = await listStaticFiles(path.join(this.root, 'static'));
    await this.recheck();
    this.emit({ type: 'reload' });
  }

  /** runtime/ or templates/ changed (working on devcenter itself): rebundle incrementally. */
  async runtimeChanged(): Promise<void> {
    this.bundle = await this.bundler!.bundle();
    this.templates = await loadTemplates(path.join(this.packageRoot, 'templates'));
    this.rendered.clear();
    this.emit({ type: 'reload' });
  }
}
