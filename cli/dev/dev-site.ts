// The site as `devcenter dev` holds it: the build's pipeline, kept warm in memory. The same stage
// functions as `devcenter build` (config, discover, parse, assemble, check, render), re-run for what
// changed. Routing starts from a skim of every file; a page is parsed and rendered when it is asked
// for, the rest in the background (then the site is checked and search records made). A saved file
// re-parses and re-renders that page only, unless its frontmatter or title changed, which reshapes
// routes and sidebars.
import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { SiteData } from '../../runtime/shared/types.ts';
import type { RuntimeBundle } from '../bundle/runtime.ts';
import { componentSources } from '../bundle/site-components.ts';
import { collectingCategoryProblems } from '../config/category-problems.ts';
import { CONFIG_FILE, DOCUSAURUS_CONFIG_FILES } from '../config/config-file.ts';
import { readConfigText } from '../config/docusaurus-config-file.ts';
import type { SiteConfig } from '../config/resolve.ts';
import type { SourceFile } from '../content/discover.ts';
import { NO_DATA_FILES, type DataFiles } from '../content/data-files.ts';
import type { Page, ParsedPage } from '../content/page.ts';
import type { Route } from '../content/route.ts';
import { ConfigError, ContentError, type Diagnostic } from '../diagnostics.ts';
import { redirectsOf, sidebarJson, sidebarPartJson } from '../render/router-data.ts';
import type { SearchEndpoint } from '../serve/search-endpoint.ts';
import { assembleSite, type AssembledSite } from '../stages/assemble.ts';
import { undatedPostDates, undatedPosts } from '../content/post-file-dates.ts';
import { addedCommitTimes } from '../content/git-dates.ts';
import { siteAssetFile } from '../config/site-assets.ts';
import { checkSite } from '../stages/check.ts';
import { checkComponentMembers } from '../check/component-members.ts';
import { loadSiteConfig, type LoadedSite } from '../stages/config.ts';
import { discoverInputs, type SiteInputs } from '../stages/discover.ts';
import type { SiteFolderFile } from '../content/site-folder.ts';
import { DevContentFiles } from './dev-content-files.ts';
import { DevPages } from './dev-pages.ts';
import { DevRenderer, type Rendered } from './dev-renderer.ts';
import { DevSearch } from './dev-search.ts';
import { RequestQuiet } from './request-quiet.ts';

/** What the browser is told: a page's data changed, the shell changed, or the problems now known. */
export type DevEvent =
  | { type: 'pages'; paths: string[] }
  | { type: 'reload' }
  /** `checkedPages`: the first check of the whole site (every page parsed), and how many pages it covered. */
  | { type: 'problems'; diagnostics: Diagnostic[]; checkedPages?: number };

/** The config resolves an output folder; dev writes nothing there. */
const DEV_OUT_DIR = '.devcenter-dev';

export class DevSite {
  private loaded!: LoadedSite;
  private files!: DevPages;
  private assembled!: AssembledSite;
  private routeByPath = new Map<string, Route>();
  private staticPaths = new Set<string>();
  private refusedStatic = new Map<string, Diagnostic>();
  /** The other files of content/ (images, downloads). */
  private besidePages = new DevContentFiles();
  private dataFiles: DataFiles = NO_DATA_FILES;
  /** When git added each file of the blog: an undated post's date (empty until git answers). */
  private firstCommitTimes = new Map<string, number>();
  /** The undated posts git was asked about (by file): a post dated by its file until git answers. */
  private askedWhenAdded = new Set<string>();
  private discoveryProblems: Diagnostic[] = [];
  private configProblems: Diagnostic[] = [];
  /** The Docusaurus config as last loaded; null when the root has none. */
  get loadedDocusaurusConfigText(): string | null {
    return this.docusaurusConfigText;
  }

  /** The theme components the site's src/theme/MDXComponents gave every page when the config was last loaded. */
  get loadedThemeComponents(): Record<string, string> {
    return this.loaded.values.themeComponents ?? {};
  }

  /** The modules of the site its Docusaurus config is read from besides docusaurus.config.* (Buck2's config_impl.ts), absolute. */
  get docusaurusConfigModules(): string[] {
    return this.loaded.configFiles.filter((file) => !DOCUSAURUS_CONFIG_FILES.includes(path.basename(file)) && path.basename(file) !== CONFIG_FILE);
  }

  /** The site is built on its Docusaurus config: it has no site.config.ts, or one that only adds to it (components). */
  get buildsOnDocusaurusConfig(): boolean {
    return this.loaded.configFiles.some((file) => DOCUSAURUS_CONFIG_FILES.includes(path.basename(file)));
  }

  /** site.config.ts as last loaded (or last found broken). */
  private configText: string | null = null;
  /** The Docusaurus config as last loaded, when there is one (read as data without site.config.ts). */
  private docusaurusConfigText: string | null = null;
  private checked: Diagnostic[] = [];
  private backgroundDone = false;
  private readonly requests = new RequestQuiet();
  private readonly search = new DevSearch(() => this.requests.quiet());
  private readonly renderer: DevRenderer;

  constructor(
    readonly root: string,
    packageRoot: string,
    private readonly emit: (event: DevEvent) => void,
  ) {
    this.renderer = new DevRenderer(packageRoot);
  }

  get bundle(): RuntimeBundle {
    return this.renderer.bundle;
  }

  get config(): SiteConfig {
    return this.loaded.config;
  }

  get routes(): Route[] {
    return this.assembled.routes;
  }

  get site(): SiteData {
    return this.assembled.site;
  }

  get searchEndpoint(): SearchEndpoint | null {
    return this.search.endpoint;
  }

  /** Everything routing needs, and the runtime bundle; no page is parsed yet. Throws ConfigError. */
  async start(): Promise<void> {
    const bundling = this.renderer.start();
    await this.loadConfigAndContent();
    await bundling;
    await this.renderer.useSiteComponents(componentSources(this.config));
    this.bundledInputs = await inputSignatures(this.bundle.siteInputs);
    void this.parseInBackground();
  }

  /** How dev loads the config: in memory, its output folder one it never writes. */
  private get loadOptions() {
    return { root: this.root, mode: 'memory' as const, outDir: path.join(this.root, DEV_OUT_DIR) };
  }

  /** The site components' files as they were when last bundled (mtime and size), to find a save the watchers missed. */
  private bundledInputs = new Map<string, string>();

  /** Whether a file of the site's components changed since it was bundled. */
  async siteInputsChanged(): Promise<boolean> {
    const now = await inputSignatures([...this.bundledInputs.keys()]);
    return [...now].some(([file, signature]) => this.bundledInputs.get(file) !== signature);
  }

  async dispose(): Promise<void> {
    this.search.dispose();
    await this.renderer.dispose();
  }

  /** The server calls this on every request: background work waits for a quiet moment. */
  noteRequest(): void {
    this.requests.noteRequest();
  }

  /** Stages config and discover; every page skimmed, none parsed. */
  private async loadConfigAndContent(): Promise<void> {
    this.configText = await readFile(path.join(this.root, CONFIG_FILE), 'utf8').catch(() => null);
    const docusaurusConfigText = await readDocusaurusConfigText(this.root);
    this.loaded = await this.loadConfigStarting();
    // Its modules are known once it is read: theirs are read after.
    this.docusaurusConfigText = docusaurusConfigText === null ? null : docusaurusConfigText + configModulesText(this.root, this.docusaurusConfigModules);
    const inputs = await discoverInputs(this.loaded);
    // A page may start importing a file of content/ no page imported at start: it is importable, as in a build.
    this.files = new DevPages(inputs.sources, [...inputs.partials, ...inputs.unused], this.loaded.values);
    this.search.clear();
    this.staticPaths = inputs.staticPaths;
    this.refusedStatic = inputs.refusedStatic;
    this.discoveryProblems = inputs.diagnostics;
    this.besidePages = new DevContentFiles(inputs.contentFiles);
    this.dataFiles = inputs.dataFiles;
    void inputs.commitTimes.then((times) => this.renderer.setCommitTimes(times));
    this.restructure();
  }

  /**
   * The config, as a build loads it (at the start, and when site.config.ts changed); a broken
   * `_category_` file does not stop it, as it stops a build: its problems are shown, the folder keeps
   * its defaults, and fixing the file reloads the sidebars (sidebarsChanged).
   */
  private async loadConfigStarting(): Promise<LoadedSite> {
    this.configLoadFailed = false;
    try {
      const loaded = await loadSiteConfig(this.loadOptions);
      this.configProblems = [];
      return loaded;
    } catch (error) {
      if (!(error instanceof ContentError)) throw error;
      const { value, problems } = await collectingCategoryProblems(() => loadSiteConfig(this.loadOptions));
      this.configProblems = problems;
      return value;
    }
  }

  /** Stage assemble, from the pages as they are now; every render is stale. */
  private restructure(): void {
    const pages = this.files.all();
    this.askWhenPostsWereAdded(pages);
    this.assembled = assembleSite(pages, this.config, { dataFiles: this.dataFiles, staticPaths: this.staticPaths, undatedPostDates: undatedPostDates(pages, this.firstCommitTimes) });
    this.routeByPath = new Map(this.routes.map((r) => [r.path, r]));
    this.renderer.invalidate();
    // Before every page is parsed the link graph is not known: only what is known so far.
    if (!this.backgroundDone) this.checked = [...this.discoveryProblems, ...this.files.checked().flatMap((p) => p.diagnostics), ...this.assembled.diagnostics];
  }

  /**
   * An undated blog post is dated by the commit that added its file, as a build dates it: git is asked
   * (once for each new such post) and, when it names a day, the site is assembled again with it.
   */
  private askWhenPostsWereAdded(pages: readonly Page[]): void {
    const unasked = undatedPosts(pages).filter((page) => !this.askedWhenAdded.has(page.source.absPath));
    if (unasked.length === 0) return;
    for (const page of unasked) this.askedWhenAdded.add(page.source.absPath);
    void addedCommitTimes(this.config.contentDir, 'blog').then((times) => {
      const known = this.firstCommitTimes;
      this.firstCommitTimes = times;
      if (!unasked.some((page) => times.has(page.source.absPath) && known.get(page.source.absPath) !== times.get(page.source.absPath))) return;
      this.restructure();
      this.emit({ type: 'reload' });
    });
  }

  /** Stage parse for one file (or takes `parsed`, a parse of its new text). Returns whether the page
   * reshapes the site (then the caller assembles it again). */
  private parse(contentPath: string, parsed: ParsedPage = this.files.parseText(contentPath)): boolean {
    const before = this.files.page(contentPath);
    const { page, reshaped } = this.files.take(contentPath, parsed);
    if (!page || reshaped) return reshaped;
    // Doc cards (a DocCardList, a generated index) show what each page says of itself: a new
    // description, or first paragraph, is theirs to show too.
    // The first DocCardList of a site too: the render context holds the descriptions only on a site
    // with cards (render-context.ts), so it is made again.
    const cardsShown = this.routes.some((route) => route.page?.docCards || route.generatedIndex);
    if (before && ((cardsShown && describedAs(before) !== describedAs(page)) || (page.docCards && !cardsShown))) return true;
    // Same routes and sidebars: the routes take the new page.
    const routes = this.routes.map((route) => (route.page?.source.contentPath === contentPath ? { ...route, page } : route));
    this.assembled = { ...this.assembled, routes };
    for (const route of routes) if (route.page === page) this.routeByPath.set(route.path, route);
    return false;
  }

  /** After pages were parsed: a site they reshaped is assembled again, and every tab reloads. */
  private reshapedBy(reshaped: boolean): void {
    if (!reshaped) return;
    // Sidebars made from the folders follow the files: a page added, removed or moved reorders them.
    if (this.loaded.derivedSidebars) {
      void this.sidebarsChanged(true);
      return;
    }
    this.restructure();
    this.emit({ type: 'reload' });
  }

  get derivedSidebars(): boolean {
    return this.loaded.derivedSidebars;
  }

  /**
   * A root whose sidebars come from its folders: a `_category_` file, `sidebars.js` or a page's place
   * changed (`reshaped`: the pages did, which the site then takes in whatever the sidebars say). The
   * config is worked out again from disk (the pages parsed so far are kept); one that does not load
   * shows its problems and the site stays as it was.
   */
  async sidebarsChanged(reshaped = false): Promise<void> {
    const before = JSON.stringify(this.config.sidebars);
    try {
      this.loaded = await loadSiteConfig(this.loadOptions);
    } catch (error) {
      if (!(error instanceof ConfigError)) throw error;
      // The load stops at the first broken category file: the others' problems are said too, as at
      // the start (a report of all five, then of the first file's three, read as two fixed).
      this.configProblems = error instanceof ContentError ? await everyCategoryProblem(() => loadSiteConfig(this.loadOptions), error) : error.diagnostics;
      this.emit({ type: 'problems', diagnostics: this.problems() });
      return;
    }
    const hadProblems = this.configProblems.length > 0;
    this.configProblems = [];
    if (!reshaped && !hadProblems && JSON.stringify(this.config.sidebars) === before) return;
    this.restructure();
    this.recheck();
    // Records follow the new routes and sidebars: a page just added had none (its route was not
    // there yet when its file was taken), and a category's label is its pages' lvl0.
    this.search.schedule(() => this.site, undefined, () => {
      for (const contentPath of this.files.contentPaths()) this.updateRecords(contentPath);
    });
    this.emit({ type: 'reload' });
  }

  /** Parses at once every file not parsed yet (the checks need them all). */
  private parseRestNow(): void {
    let reshaped = false;
    for (const contentPath of this.files.contentPaths()) if (!this.files.isParsed(contentPath) && this.parse(contentPath)) reshaped = true;
    this.reshapedBy(reshaped);
  }

  /** Parses what the reader has not asked for yet, one file per turn, when requests are quiet. */
  private async parseInBackground(): Promise<void> {
    let reshaped = false;
    for (const contentPath of this.files.contentPaths()) {
      await this.requests.quiet();
      if (this.unparsed(contentPath) && this.files.parsesInWorker(contentPath)) await this.parseInWorker(contentPath);
      else if (this.unparsed(contentPath) && this.parse(contentPath)) reshaped = true;
      await new Promise((resolve) => setImmediate(resolve));
    }
    this.reshapedBy(reshaped);
    this.recheck();
    for (const contentPath of this.files.contentPaths()) this.updateRecords(contentPath);
    this.search.schedule(() => this.site, 0);
  }

  /** Stage check, as the build runs it; it needs every page parsed (an edit made before the
   * background is done finishes it at once). The browser is told. */
  private recheck(): void {
    const first = !this.backgroundDone;
    if (first) this.parseRestNow();
    this.backgroundDone = true;
    this.checked = checkSite({ config: this.config, earlier: this.discoveryProblems, pages: this.files.checked(), site: this.assembled, staticPaths: this.staticPaths, refusedStatic: this.refusedStatic, contentFiles: this.besidePages.all });
    this.emit({ type: 'problems', diagnostics: this.problems(), ...(first ? { checkedPages: this.files.contentPaths().length } : {}) });
  }

  /** What the build would report of the site as it is now (errors and warnings); while the config
   * does not load, its problems, and those of the site as it was last loaded. */
  problems(): Diagnostic[] {
    return [...this.configProblems, ...this.checked, ...this.memberProblems()];
  }

  /** `<X.Member>` of the pages parsed so far, against the members the bundled components have. */
  private memberProblems(): Diagnostic[] {
    const members = (this.renderer.bundle as RuntimeBundle | undefined)?.siteComponentMembers;
    return members ? checkComponentMembers(this.files.checked(), members) : [];
  }

  private updateRecords(contentPath: string): void {
    const route = this.routes.find((r) => r.page?.source.contentPath === contentPath);
    this.search.update(contentPath, route, this.files.tree(contentPath), () => this.renderer.contextFor(this.config, this.assembled, this.besidePages.urls));
  }

  /** Pages of megabytes being parsed in a worker thread, by content path: asked for once however often. */
  private readonly workerParses = new Map<string, Promise<void>>();

  /**
   * Parses a page of megabytes in a worker thread (DevPages.parseTextInWorker), the requests for other
   * pages answered meanwhile. Its parse is taken only if still wanted when it comes: the file may have
   * been saved, removed or parsed since. A page that reshapes the site has it assembled again.
   */
  private parseInWorker(contentPath: string): Promise<void> {
    let pending = this.workerParses.get(contentPath);
    if (pending) return pending;
    pending = this.files
      .parseTextInWorker(contentPath)
      .then((parsed) => {
        if (this.files.isParsed(contentPath) || this.files.source(contentPath)?.text !== parsed.source.text) return;
        if (this.parse(contentPath, parsed)) this.restructure();
      })
      .finally(() => this.workerParses.delete(contentPath));
    this.workerParses.set(contentPath, pending);
    return pending;
  }

  /** Before render(): a route whose page is of megabytes and not parsed yet is parsed in a worker thread. */
  async prepare(routePath: string): Promise<void> {
    const contentPath = this.routeByPath.get(routePath)?.page?.source.contentPath;
    if (contentPath && this.unparsed(contentPath) && this.files.parsesInWorker(contentPath)) await this.parseInWorker(contentPath);
  }

  /** A file still there and only skimmed so far. */
  private unparsed(contentPath: string): boolean {
    return this.files.source(contentPath) !== undefined && !this.files.isParsed(contentPath);
  }

  /** Stage render for one route: its HTML and page data, as the build writes them (with the
   * live-reload client), rendered on first request and kept until it changes. */
  render(routePath: string): Rendered | null {
    const route = this.routeByPath.get(routePath);
    if (!route || route.kind === 'redirect') return null;
    const contentPath = route.page?.source.contentPath;
    // The file is gone and the routes do not know yet (the sidebars are being worked out again): not found.
    if (contentPath && !this.files.source(contentPath)) return null;
    if (contentPath && !this.files.isParsed(contentPath) && this.parse(contentPath)) {
      this.restructure();
      return this.render(routePath);
    }
    return this.renderer.render(route, contentPath ? this.files.tree(contentPath) : undefined, this.config, this.assembled, this.besidePages.urls);
  }

  sidebarJson(id: string): string | null {
    const sidebar = this.assembled.sidebars.find((s) => s.id === id);
    return sidebar ? sidebarJson(sidebar) : null;
  }

  sidebarPartJson(id: string, part: number): string | null {
    const sidebar = this.assembled.sidebars.find((s) => s.id === id);
    return sidebar ? sidebarPartJson(sidebar, part) : null;
  }

  redirects(): Record<string, string> {
    return redirectsOf(this.routes);
  }

  searchRecordsJson(): string {
    return this.search.json();
  }

  templatesFavicon(): string {
    return this.renderer.favicon;
  }

  /** Whether `pathname` is a file of static/ a build would publish (not refused, not hidden). */
  publishesStaticFile(pathname: string): boolean {
    return this.staticPaths.has(pathname);
  }

  // ---- Changes on disk, as dev-changes.ts reads them ----

  /** The content files as held now. */
  get contentFiles(): DevPages {
    return this.files;
  }

  /** A file saved with new text, parsed: its page is re-rendered, or the site reloads when the page
   * reshapes it. */
  applySave(contentPath: string, parsed: ParsedPage): void {
    const reshaped = this.parse(contentPath, parsed);
    // A page other pages import (Docusaurus imports any Markdown file): they show its new text too.
    const includers = this.files.includersOf(contentPath);
    const includersReshaped = includers.map((page) => this.parse(page)).some(Boolean);
    this.settle([contentPath, ...includers], reshaped || includersReshaped);
  }

  /** A new content file, parsed at once: routes change, every tab reloads. */
  addFile(source: SourceFile): void {
    this.files.add(source);
    this.parse(source.contentPath);
    this.settle([source.contentPath], true);
  }

  removeFile(contentPath: string): void {
    if (!this.files.remove(contentPath)) return;
    this.search.forget(contentPath);
    this.settle([contentPath], true);
  }

  /** A partial was saved (`source`) or removed (null): the pages that include it are parsed again. */
  applyPartial(contentPath: string, source: SourceFile | null): void {
    const pages = this.files.setPartial(contentPath, source);
    this.settle(pages, pages.map((page) => this.parse(page)).some(Boolean));
  }

  /** After those files changed: the site is assembled again when they reshape it (every tab
   * reloads), else only their pages are rendered again; the checks, their records and the search
   * index follow. */
  private settle(contentPaths: string[], reshaped: boolean): void {
    if (reshaped) this.reshapedBy(true);
    else {
      const paths = this.routes.filter((r) => r.page && contentPaths.includes(r.page.source.contentPath)).map((r) => r.path);
      this.renderer.forget(paths);
      this.emit({ type: 'pages', paths });
    }
    this.recheck();
    for (const contentPath of contentPaths) this.updateRecords(contentPath);
    this.search.schedule(() => this.site);
  }

  /** site.config.ts as last loaded (or last found broken). */
  get loadedConfigText(): string | null {
    return this.configText;
  }

  /** Loads the config and the content again: everything is rebuilt. Throws ConfigError, and then
   * the site stays as it was. */
  async reload(): Promise<void> {
    const checkedBefore = this.backgroundDone;
    this.backgroundDone = false;
    try {
      await this.loadConfigAndContent();
      await this.renderer.useSiteComponents(componentSources(this.config));
      this.bundledInputs = await inputSignatures(this.bundle.siteInputs);
    } catch (error) {
      this.backgroundDone = checkedBefore;
      throw error;
    }
    this.emit({ type: 'reload' });
    void this.parseInBackground();
  }

  /** Whether the config did not load when last read (configBroken): its problems are shown, the site is as it was before. */
  get configFailed(): boolean {
    return this.configLoadFailed;
  }

  private configLoadFailed = false;

  /**
   * Whether the loaded config draws this file of static/ ("/img/logo.svg"): the navbar's logo or the
   * favicon; or names a picture that is not there (an error until the file is added).
   */
  configPicture(sitePath: string): boolean {
    if (this.loaded.config.brandProblems.length > 0) return true;
    const { logo, favicon } = { logo: this.site.navbar.logo, favicon: this.site.favicon };
    // Compared as files: without a cache-busting query, %-escapes read.
    return [logo?.src, logo?.srcDark, favicon].some((src) => siteAssetFile(src) === sitePath);
  }

  /** The config (`text`) does not load: its problems show beside the site's, which stays as it was. */
  configBroken(text: string | null, problems: Diagnostic[]): void {
    this.configText = text;
    this.configProblems = problems;
    this.configLoadFailed = true;
    this.emit({ type: 'problems', diagnostics: this.problems() });
  }

  /** The content files and partials on disk now (stage discover again). */
  async contentOnDisk(): Promise<{ sources: SourceFile[]; partials: SourceFile[] }> {
    const { sources, partials, unused } = await discoverInputs(this.loaded, undefined, false);
    return { sources, partials: [...partials, ...unused] };
  }

  /** The file of content/ dev serves at `sitePath`: one a build would publish, that is one a page
   * points at. Any other file of content/ (notes, drafts' pictures) is not served, as it is not
   * published: with `--host`, anyone who can reach the server could fetch it by its name. */
  contentFileAt(sitePath: string): SiteFolderFile | null {
    const found = this.besidePages.at(sitePath);
    if (!found) return null;
    if (this.pointedAt(found.contentPath)) return found.file;
    // The page pointing at it may not be parsed yet: parse the rest now (once), as an edit does.
    if (this.backgroundDone) return null;
    this.recheck();
    return this.pointedAt(found.contentPath) ? found.file : null;
  }

  /** Whether a parsed page points at the content file (a page only skimmed points at none yet). */
  private pointedAt(contentPath: string): boolean {
    return this.files.all().some((page) => page.fileRefs.some((ref) => ref.contentPath === contentPath));
  }

  /** A file of content/ that is not Markdown was added, saved or removed: stage discover again. */
  async contentFilesChanged(): Promise<void> {
    const inputs = await discoverInputs(this.loaded, undefined, false);
    this.besidePages = new DevContentFiles(inputs.contentFiles);
    // The data files (authors.yml, the tags files) are among them: the blog and tags indexes are made again.
    this.dataFiles = inputs.dataFiles;
    this.discoveryProblems = inputs.diagnostics;
    this.restructure();
    this.recheck();
    this.emit({ type: 'reload' });
  }

  /**
   * Stage discover again, and applied when static/ now publishes (or refuses) other files than when
   * the site was read: a file added or removed while the watchers started raised no event.
   */
  async staticCaughtUp(): Promise<void> {
    const inputs = await discoverInputs(this.loaded, undefined, false);
    const same = inputs.staticPaths.size === this.staticPaths.size && [...inputs.staticPaths].every((p) => this.staticPaths.has(p));
    const redirectsSame = sameRedirects(inputs.dataFiles, this.dataFiles);
    if (!same || !redirectsSame || JSON.stringify(inputs.diagnostics) !== JSON.stringify(this.discoveryProblems)) this.applyDiscovered(inputs);
  }

  /** static/ changed: stage discover again for what it publishes (and refuses). */
  async staticChanged(): Promise<void> {
    return this.discoverAgain();
  }

  /** Stage discover again for what the site's folders publish and refuse (links among them), then check. */
  async discoverAgain(): Promise<void> {
    this.applyDiscovered(await discoverInputs(this.loaded, undefined, false));
  }

  private applyDiscovered(inputs: SiteInputs): void {
    this.staticPaths = inputs.staticPaths;
    this.refusedStatic = inputs.refusedStatic;
    this.discoveryProblems = inputs.diagnostics;
    // static/_redirects and static/'s redirect pages make routes: a change to them makes the site again.
    if (!sameRedirects(inputs.dataFiles, this.dataFiles)) {
      this.dataFiles = { ...this.dataFiles, hostRedirects: inputs.dataFiles.hostRedirects, redirectPages: inputs.dataFiles.redirectPages };
      this.restructure();
    }
    this.recheck();
    this.emit({ type: 'reload' });
  }

  /** runtime/ or templates/ changed (working on devcenter itself): rebundle incrementally. */
  async runtimeChanged(): Promise<void> {
    await this.renderer.rebundle();
    this.bundledInputs = await inputSignatures(this.bundle.siteInputs);
    this.emit({ type: 'reload' });
  }
}

/** Whether static/ leads to the same redirects (its _redirects file, its redirect pages) in both. */
function sameRedirects(a: DataFiles, b: DataFiles): boolean {
  return a.hostRedirects?.text === b.hostRedirects?.text && JSON.stringify(a.redirectPages ?? []) === JSON.stringify(b.redirectPages ?? []);
}

/**
 * The text of the root's docusaurus.config.*, the one devcenter reads, followed by that of the
 * `modules` (absolute) it was last read from; null when it has none.
 */
export async function readDocusaurusConfigText(root: string, modules: readonly string[] = []): Promise<string | null> {
  // As a build reads it (never through a link out of the root, a FIFO or a device): what it could not
  // read is said, so a change from one such file to another is still a change.
  for (const name of DOCUSAURUS_CONFIG_FILES) {
    if (!existsSync(path.join(root, name))) continue;
    return configText(root, name) + configModulesText(root, modules);
  }
  return null;
}

/** A config file's text as a build reads it, or what kept it from being read. */
function configText(root: string, name: string): string {
  const read = readConfigText(root, name);
  return 'text' in read ? read.text : `\0${name}: ${read.unread}`;
}

/** The texts of the config's modules (absolute), each after its name. */
function configModulesText(root: string, modules: readonly string[]): string {
  return modules.map((file) => `\0${file}\0${configText(root, path.relative(root, file))}`).join('');
}

/** Each file's mtime and size ('gone' when it is not there): what tells a saved file from the one bundled. */
async function inputSignatures(files: readonly string[]): Promise<Map<string, string>> {
  const signatures = await Promise.all(files.map(async (file) => {
    const info = await stat(file).catch(() => null);
    return [file, info ? `${info.mtimeMs}:${info.size}` : 'gone'] as const;
  }));
  return new Map(signatures);
}

/** Every broken category file's problems, where a load stopped at the first's (`stopped`); its own when the load fails otherwise too. */
async function everyCategoryProblem(load: () => Promise<unknown>, stopped: ContentError): Promise<Diagnostic[]> {
  try {
    const { problems } = await collectingCategoryProblems(load);
    return problems.length > 0 ? problems : stopped.diagnostics;
  } catch {
    return stopped.diagnostics;
  }
}

/** What a doc says of itself where other pages list it (doc cards, its tags' pages). */
const describedAs = (page: Page) => page.frontmatter.description ?? page.summary ?? '';
