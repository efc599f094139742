// The site as `devcenter dev` holds it: the build's pipeline, kept warm in memory. The same stage
// functions as `devcenter build` (config, discover, parse, assemble, check, render), re-run for what
// changed. Routing starts from a skim of every file; a page is parsed and rendered when it is asked
// for, the rest in the background (then the site is checked and search records made). A saved file
// re-parses and re-renders that page only, unless its frontmatter or title changed, which reshapes
// routes and sidebars.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Root } from 'mdast';
import type { SiteData } from '../../runtime/shared/types.ts';
import { createRuntimeBundler, type RuntimeBundle, type RuntimeBundler } from '../bundle/runtime.ts';
import { CONFIG_FILE } from '../config/config-file.ts';
import type { SiteConfig } from '../config/resolve.ts';
import type { SourceFile } from '../content/discover.ts';
import { withoutTree, type Page, type ParsedPage } from '../content/page.ts';
import { parsePage } from '../content/parse.ts';
import type { Route } from '../content/route.ts';
import { ConfigError, type Diagnostic } from '../diagnostics.ts';
import { loadTemplates, type Templates } from '../render/document.ts';
import { renderContext } from '../render/render-context.ts';
import { pageRecords, renderPageRoute, type RenderContext } from '../render/render-route.ts';
import { createSearchEndpoint, type SearchEndpoint } from '../serve/search-endpoint.ts';
import type { SearchRecord } from '../search/records.ts';
import { assembleSite, type AssembledSite } from '../stages/assemble.ts';
import { checkSite } from '../stages/check.ts';
import { loadSiteConfig, type LoadedSite } from '../stages/config.ts';
import { discoverInputs } from '../stages/discover.ts';
import { RequestQuiet } from './request-quiet.ts';
import { settledText } from './settled-text.ts';
import { skimPage, structureKey } from './skim.ts';

/** What the browser is told: a page's data changed, the shell changed, or the problems now known. */
export type DevEvent = { type: 'pages'; paths: string[] } | { type: 'reload' } | { type: 'problems'; diagnostics: Diagnostic[] };

/** Where dev's own data would go if it were written: never, but the config resolves an output folder. */
const DEV_OUT_DIR = '.devcenter-dev';

interface Rendered {
  html: string;
  data: string;
}

const isBroken = (page: Page) => page.diagnostics.some((d) => d.code === 'mdx' && d.severity === 'error');

export class DevSite {
  private loaded!: LoadedSite;
  private bundler: RuntimeBundler | null = null;
  bundle!: RuntimeBundle;
  private templates!: Templates;
  private sources = new Map<string, SourceFile>();
  /** Every content file's page: parsed, or skimmed until it is. */
  private pages = new Map<string, Page>();
  /** The trees of the pages parsed so far: a page has one once parsed. */
  private trees = new Map<string, Root>();
  /** Files whose last save does not parse: their last good page stays, with these problems. */
  private unparsable = new Map<string, Diagnostic[]>();
  private assembled!: AssembledSite;
  private routeByPath = new Map<string, Route>();
  private context: RenderContext | null = null;
  private staticPaths = new Set<string>();
  private discoveryProblems: Diagnostic[] = [];
  private configProblems: Diagnostic[] = [];
  /** site.config.ts as last loaded (or last found broken). */
  private configText: string | null = null;
  private commitTimes = new Map<string, number>();
  private checked: Diagnostic[] = [];
  private rendered = new Map<string, Rendered>();
  private records = new Map<string, SearchRecord[]>();
  private search: SearchEndpoint | null = null;
  private searchTimer: NodeJS.Timeout | null = null;
  private backgroundDone = false;
  private readonly requests = new RequestQuiet();

  constructor(
    readonly root: string,
    private readonly packageRoot: string,
    private readonly emit: (event: DevEvent) => void,
  ) {}

  get config(): SiteConfig {
    return this.loaded.config;
  }

  get routes(): Route[] {
    return this.assembled.routes;
  }

  get site(): SiteData {
    return this.assembled.site;
  }

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

  /** Stages config and discover; every page skimmed, none parsed. */
  private async loadConfigAndContent(): Promise<void> {
    this.configText = await readFile(path.join(this.root, CONFIG_FILE), 'utf8').catch(() => null);
    this.loaded = await loadSiteConfig({ root: this.root, mode: 'memory', outDir: path.join(this.root, DEV_OUT_DIR) });
    const inputs = await discoverInputs(this.loaded);
    this.sources = new Map(inputs.sources.map((s) => [s.contentPath, s]));
    this.pages = new Map(inputs.sources.map((s) => [s.contentPath, skimPage(s)]));
    this.trees.clear();
    this.unparsable.clear();
    this.records.clear();
    this.staticPaths = inputs.staticPaths;
    this.discoveryProblems = inputs.diagnostics;
    void inputs.commitTimes.then((times) => {
      this.commitTimes = times;
      this.context = null;
      this.rendered.clear();
    });
    this.restructure();
  }

  /** Stage assemble, from the pages as they are now; every render is stale. */
  private restructure(): void {
    this.assembled = assembleSite([...this.pages.values()], this.config);
    this.routeByPath = new Map(this.routes.map((r) => [r.path, r]));
    this.context = null;
    this.rendered.clear();
    this.checked = this.problemsSoFar();
  }

  /** Stage parse for one file (or takes `parsed`, parsed from its current source already). Returns
   * whether the file's page reshapes the site (then the caller assembles it again). */
  private parse(contentPath: string, parsed: ParsedPage = parsePage(this.sources.get(contentPath)!, this.loaded.values)): boolean {
    const before = structureKey(this.pages.get(contentPath)!);
    // A file that no longer parses keeps its last good version on screen and in the routes; its
    // errors show in the overlay until it is fixed.
    if (this.trees.has(contentPath) && isBroken(parsed)) {
      this.unparsable.set(contentPath, parsed.diagnostics);
      return false;
    }
    this.unparsable.delete(contentPath);
    const page = withoutTree(parsed);
    this.pages.set(contentPath, page);
    this.trees.set(contentPath, parsed.tree);
    if (structureKey(page) !== before) return true;
    // Same routes and sidebars: the routes take the new page.
    const routes = this.routes.map((route) => (route.page?.source.contentPath === contentPath ? { ...route, page } : route));
    this.assembled = { ...this.assembled, routes };
    for (const route of routes) if (route.page === page) this.routeByPath.set(route.path, route);
    return false;
  }

  /** The server calls this on every request: background work waits for a quiet moment. */
  noteRequest(): void {
    this.requests.noteRequest();
  }

  /** Checks need every page: an edit made before the background is done finishes it at once. */
  private parseEverythingNow(): void {
    let reshaped = false;
    for (const contentPath of this.sources.keys()) if (!this.trees.has(contentPath) && this.parse(contentPath)) reshaped = true;
    if (reshaped) {
      this.restructure();
      this.emit({ type: 'reload' });
    }
  }

  /** Parses what the reader has not asked for yet, one file per turn, when requests are quiet. */
  private async parseInBackground(): Promise<void> {
    let reshaped = false;
    for (const contentPath of [...this.sources.keys()]) {
      await this.requests.quiet();
      if (this.trees.has(contentPath) || !this.sources.has(contentPath)) continue;
      if (this.parse(contentPath)) reshaped = true;
      await new Promise((resolve) => setImmediate(resolve));
    }
    if (reshaped) {
      this.restructure();
      this.emit({ type: 'reload' });
    }
    this.backgroundDone = true;
    this.recheck();
    for (const contentPath of this.sources.keys()) this.updateRecords(contentPath);
    this.scheduleSearchIndex(0);
  }

  /** The pages as the checks see them: a file that does not parse shows its last problems. */
  private checkedPages(): Page[] {
    return [...this.pages.values()].map((page) => {
      const problems = this.unparsable.get(page.source.contentPath);
      return problems ? { ...page, diagnostics: problems } : page;
    });
  }

  /** Before every page is parsed, the link graph is not known: only what is known so far. */
  private problemsSoFar(): Diagnostic[] {
    if (this.backgroundDone) return this.checked;
    return [...this.discoveryProblems, ...this.checkedPages().flatMap((p) => p.diagnostics), ...this.assembled.diagnostics];
  }

  /** Stage check, as the build runs it, once every page is parsed; the browser is told. */
  private recheck(): void {
    if (!this.backgroundDone) {
      this.parseEverythingNow();
      this.backgroundDone = true;
    }
    this.checked = checkSite({ config: this.config, earlier: this.discoveryProblems, pages: this.checkedPages(), site: this.assembled, staticPaths: this.staticPaths });
    this.emit({ type: 'problems', diagnostics: this.problems() });
  }

  /** What the build would report of the site as it is now (errors and warnings); while the config
   * does not load, its problems, and those of the site as it was last loaded. */
  problems(): Diagnostic[] {
    return [...this.configProblems, ...this.checked];
  }

  private renderContext(): RenderContext {
    this.context ??= renderContext(this.config, this.assembled, this.bundle, this.templates, this.commitTimes);
    return this.context;
  }

  private updateRecords(contentPath: string): void {
    const route = this.routes.find((r) => r.page?.source.contentPath === contentPath);
    const tree = this.trees.get(contentPath);
    if (!route || !tree) this.records.delete(contentPath);
    else this.records.set(contentPath, pageRecords(route, tree, this.renderContext()));
  }

  /** The search index is rebuilt off the save-to-screen path, once edits settle. */
  private scheduleSearchIndex(delay = 300): void {
    if (this.searchTimer) clearTimeout(this.searchTimer);
    this.searchTimer = setTimeout(async () => {
      await this.requests.quiet();
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

  /** Stage render for one route: its HTML and page data, as the build writes them (with the
   * live-reload client), rendered on first request and kept until it changes. */
  render(routePath: string): Rendered | null {
    const cached = this.rendered.get(routePath);
    if (cached) return cached;
    const route = this.routeByPath.get(routePath);
    if (!route || route.kind === 'redirect') return null;
    const contentPath = route.page?.source.contentPath;
    if (contentPath && !this.trees.has(contentPath) && this.parse(contentPath)) {
      this.restructure();
      return this.render(routePath);
    }
    const [document, data] = renderPageRoute(route, contentPath ? this.trees.get(contentPath) : undefined, this.renderContext()).files;
    const rendered = { html: String(document.contents).replace('</body>', '<script src="/_dc/dev-client.js"></script></body>'), data: String(data.contents) };
    this.rendered.set(routePath, rendered);
    return rendered;
  }

  sidebarJson(id: string): string | null {
    const sidebar = this.assembled.sidebars.find((s) => s.id === id);
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

  /** Whether `pathname` is a file of static/ a build would publish (not refused, not hidden). */
  publishesStaticFile(pathname: string): boolean {
    return this.staticPaths.has(pathname);
  }

  // ---- Changes on disk ----

  private contentPathOf(absPath: string): string {
    return path.relative(this.config.contentDir, absPath).split(path.sep).join('/');
  }

  /** A content file was saved: re-parse it; re-render its page only unless the structure changed. */
  async contentChanged(absPath: string): Promise<void> {
    const contentPath = this.contentPathOf(absPath);
    const source = this.sources.get(contentPath);
    if (!source) return this.contentAdded(absPath);
    let text = await readFile(absPath, 'utf8').catch(() => null);
    if (text === null || text === source.text) return;
    const before = structureKey(this.pages.get(contentPath)!);
    let candidate = parsePage({ ...source, text }, this.loaded.values);
    // A save that reshapes the site or breaks the page may be a file caught half-written (editors
    // and writeFile truncate first): read it again once writes stop, before reloading every tab.
    while (structureKey(candidate) !== before || isBroken(candidate)) {
      const again = await settledText(absPath, text);
      if (again === text) break;
      text = again;
      candidate = parsePage({ ...source, text }, this.loaded.values);
    }
    if (text === this.sources.get(contentPath)?.text) return;
    this.sources.set(contentPath, { ...source, text });
    if (this.parse(contentPath, candidate)) {
      this.restructure();
      this.emit({ type: 'reload' });
    } else {
      const paths = this.routes.filter((r) => r.page?.source.contentPath === contentPath).map((r) => r.path);
      for (const p of paths) this.rendered.delete(p);
      this.emit({ type: 'pages', paths });
    }
    this.recheck();
    this.updateRecords(contentPath);
    this.scheduleSearchIndex();
  }

  async contentAdded(absPath: string): Promise<void> {
    const contentPath = this.contentPathOf(absPath);
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
    this.recheck();
    this.updateRecords(contentPath);
    this.scheduleSearchIndex();
  }

  async contentRemoved(absPath: string): Promise<void> {
    const contentPath = this.contentPathOf(absPath);
    if (!this.sources.delete(contentPath)) return;
    this.pages.delete(contentPath);
    this.trees.delete(contentPath);
    this.unparsable.delete(contentPath);
    this.records.delete(contentPath);
    this.restructure();
    this.emit({ type: 'reload' });
    this.recheck();
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
        this.checked = this.problemsSoFar();
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
    const onDisk = (await discoverInputs(this.loaded, undefined, false)).sources;
    const found = new Set(onDisk.map((s) => s.contentPath));
    for (const source of [...this.sources.values()]) if (!found.has(source.contentPath)) await this.contentRemoved(source.absPath);
    for (const source of onDisk) {
      const known = this.sources.get(source.contentPath);
      if (!known) await this.contentAdded(source.absPath);
      else if (known.text !== source.text) await this.contentChanged(source.absPath);
    }
  }

  /** static/ changed: stage discover again for what it publishes (and refuses). */
  async staticChanged(): Promise<void> {
    const inputs = await discoverInputs(this.loaded, undefined, false);
    this.staticPaths = inputs.staticPaths;
    this.discoveryProblems = inputs.diagnostics;
    this.recheck();
    this.emit({ type: 'reload' });
  }

  /** runtime/ or templates/ changed (working on devcenter itself): rebundle incrementally. */
  async runtimeChanged(): Promise<void> {
    this.bundle = await this.bundler!.bundle();
    this.templates = await loadTemplates(path.join(this.packageRoot, 'templates'));
    this.context = null;
    this.rendered.clear();
    this.emit({ type: 'reload' });
  }
}
