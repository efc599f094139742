// What changed on disk, as `devcenter dev` reads it before its site takes it in: a file saved, added
// or removed, the config saved. Editors and writeFile truncate a file before writing it, so a save
// that looks like it breaks or reshapes the site is read again once writes stop.
import { existsSync } from 'node:fs';
import { lstat, realpath } from 'node:fs/promises';
import path from 'node:path';
import { CONFIG_FILE } from '../config/config-file.ts';
import { mdxComponentsThemeModules } from '../content/site-component-use.ts';
import { ConfigError } from '../diagnostics.ts';
import { partialsOf } from '../content/discover.ts';
import { isPageFile } from '../stages/discover.ts';
import { hiddenSegment } from '../content/site-folder.ts';
import { isInside } from '../is-inside.ts';
import { isBroken } from './dev-pages.ts';
import { readRegularText } from './regular-file.ts';
import { readThemeTranslations } from '../config/theme-translations.ts';
import { MAX_SOURCE_BYTES } from '../content/source-text.ts';
import { readDocusaurusConfigText, type DevSite } from './dev-site.ts';
import { settleDeadline, settledRead, settledText } from './settled-text.ts';
import { structureKey } from './skim.ts';

/** Not content at all: a file in a hidden folder or in node_modules (discovery skips them too). */
const isOutsideContent = (contentPath: string) => contentPath.split('/').some((segment) => segment.startsWith('.') || segment === 'node_modules');

export class DevChanges {
  constructor(private readonly site: DevSite) {}

  private contentPathOf(absPath: string): string {
    return path.relative(this.site.config.contentDir, absPath).split(path.sep).join('/');
  }

  /** Whether a Markdown file is a partial (a `_` name, or a file the config's docs.exclude or blog.exclude leaves out), as discovery says. */
  private isPartial(contentPath: string): boolean {
    return partialsOf(this.site.config.docsExclude, this.site.config.blogExclude, this.site.config.docsInclude)(contentPath);
  }

  /**
   * Markdown outside docs/, blog/ and pages/ is no page (stage discover): a partial when a page imports
   * it (shared text under src/), else a file the site leaves out with a warning. Taken for a page
   * here, a save of it was added as one: its importers kept its old text, and a second warning, the
   * routes' 'not a page', joined discovery's.
   */
  private async notAPageChanged(absPath: string, event: 'add' | 'change' | 'unlink'): Promise<void> {
    const contentPath = this.contentPathOf(absPath);
    if (event === 'unlink') this.site.applyPartial(contentPath, null);
    else await this.partialChanged(absPath);
    // Added or removed, it is warned of or no longer: discovery says which, as a build's does.
    if (event !== 'change') await this.site.discoverAgain();
  }

  /**
   * Whether the file at `absPath` is one the build would refuse to read: reached through a symbolic
   * link that leads out of content/ or into a hidden folder (a link made, or a file swapped for one,
   * while dev runs: a checkout of someone's branch). Discovery then runs again, so the problems show
   * the link as a build names it, and a page that was there goes.
   */
  private async refusedLink(absPath: string): Promise<boolean> {
    const [real, fence] = await Promise.all([realpath(absPath).catch(() => null), realpath(this.site.config.contentDir).catch(() => null)]);
    // Gone already, or a path with no link on the way: what the callers handle.
    if (real === null || fence === null || real === absPath) return false;
    if (isInside(real, fence) && !hiddenSegment(path.relative(fence, real))) return false;
    const contentPath = this.contentPathOf(absPath);
    if (this.isPartial(contentPath)) {
      if (this.site.contentFiles.partial(contentPath)) this.site.applyPartial(contentPath, null);
    } else this.site.removeFile(contentPath);
    await this.site.discoverAgain();
    return true;
  }

  /**
   * A file of content/ that is not Markdown was saved, added or removed: when pages show or read it
   * (raw-loader, a data module), or name it and lack it, they follow as a partial's includers do.
   */
  async includedFileChanged(absPath: string): Promise<void> {
    const contentPath = this.contentPathOf(absPath);
    if (isOutsideContent(contentPath)) return;
    const files = this.site.contentFiles;
    if (!files.partial(contentPath) && files.includersOf(contentPath).length === 0) return;
    await this.partialChanged(absPath);
  }

  /** A partial (`_name.mdx`, or in a `_` folder) was saved, added or removed: the pages that
   * include it follow. */
  async partialChanged(absPath: string): Promise<void> {
    if (await this.refusedLink(absPath)) return;
    const contentPath = this.contentPathOf(absPath);
    const known = this.site.contentFiles.partial(contentPath);
    const first = await readRegularText(absPath);
    const text = first === null ? null : await settledText(absPath, first);
    if (text !== null && text === known?.text) return;
    const source = text === null ? null : { absPath, file: path.relative(this.site.root, absPath).split(path.sep).join('/'), contentPath, text };
    this.site.applyPartial(contentPath, source);
  }

  /** A content file was saved: re-parse it; re-render its page only unless the structure changed. */
  async contentChanged(absPath: string): Promise<void> {
    const files = this.site.contentFiles;
    const contentPath = this.contentPathOf(absPath);
    if (isOutsideContent(contentPath)) return;
    if (this.isPartial(contentPath)) return this.partialChanged(absPath);
    if (!isPageFile(contentPath)) return this.notAPageChanged(absPath, 'change');
    const source = files.source(contentPath);
    if (!source) return this.contentAdded(absPath);
    if (await this.refusedLink(absPath)) return;
    let text = await readRegularText(absPath);
    // Not a file to read any more (a pipe, or grown past what a page may be): discovered again, so it is said.
    if (text === null) return void (await this.notRegular(absPath));
    if (text === source.text) return;
    const before = structureKey(files.page(contentPath)!);
    let candidate = await files.parseTextInWorker(contentPath, text);
    // A save that reshapes the site or breaks the page may be a file caught half-written: read it
    // again once writes stop, before reloading every tab.
    // Not for ever: a file rewritten every 50 ms never stays still, and this holds every change after it.
    const until = settleDeadline();
    while (structureKey(candidate) !== before || isBroken(candidate)) {
      const again = await settledText(absPath, text, until);
      if (again === text || performance.now() >= until) {
        if (again !== text) candidate = await files.parseTextInWorker(contentPath, (text = again));
        break;
      }
      text = again;
      candidate = await files.parseTextInWorker(contentPath, text);
    }
    if (text === files.source(contentPath)?.text) return;
    this.site.applySave(contentPath, candidate);
  }

  async contentAdded(absPath: string): Promise<void> {
    const contentPath = this.contentPathOf(absPath);
    if (isOutsideContent(contentPath)) return;
    if (this.isPartial(contentPath)) return this.partialChanged(absPath);
    if (!isPageFile(contentPath)) return this.notAPageChanged(absPath, 'add');
    if (this.site.contentFiles.source(contentPath)) return this.contentChanged(absPath);
    if (await this.refusedLink(absPath)) return;
    const first = await readRegularText(absPath);
    // Not a file to read (a FIFO, a device): stage discover reports it, as a build does.
    if (first === null) return void (await this.notRegular(absPath));
    // A new file is usually created empty and then written: wait for the writes to stop.
    const text = await settledText(absPath, first);
    this.site.addFile({ absPath, file: path.relative(this.site.root, absPath).split(path.sep).join('/'), contentPath, text });
  }

  /** A path of content/ that is there but is no regular file: discovered again, so its problem shows. */
  private async notRegular(absPath: string): Promise<void> {
    const stats = await lstat(absPath).catch(() => null);
    if (stats && ((!stats.isFile() && !stats.isSymbolicLink()) || stats.size > MAX_SOURCE_BYTES)) await this.site.discoverAgain();
  }

  async contentRemoved(absPath: string): Promise<void> {
    const contentPath = this.contentPathOf(absPath);
    if (isOutsideContent(contentPath)) return;
    if (this.isPartial(contentPath)) return this.site.applyPartial(contentPath, null);
    if (!isPageFile(contentPath)) return this.notAPageChanged(absPath, 'unlink');
    this.site.removeFile(contentPath);
  }

  /** site.config.ts changed: everything is rebuilt; a broken config keeps the site as it was. */
  async configChanged(): Promise<void> {
    const file = path.join(this.site.root, CONFIG_FILE);
    let text = await readRegularText(file);
    // One save can raise two events (truncate, then write): the second finds nothing new.
    if (text === null || text === this.site.loadedConfigText) return;
    for (;;) {
      try {
        return await this.site.reload();
      } catch (error) {
        if (!(error instanceof ConfigError)) throw error;
        // A config caught half-written fails to load: read it again once writes stop before
        // showing its errors.
        const again = await settledText(file, text);
        if (again === text) return this.site.configBroken(text, error.diagnostics);
        text = again;
      }
    }
  }

  /**
   * docusaurus.config.* changed: without a site.config.ts, or with one that only registers components,
   * its title, navbar and footer are the site's, so everything is rebuilt (it is read as data: it warns,
   * never fails to load).
   */
  async docusaurusConfigChanged(): Promise<void> {
    if (existsSync(path.join(this.site.root, CONFIG_FILE)) && !this.site.buildsOnDocusaurusConfig) return;
    const read = () => readDocusaurusConfigText(this.site.root, this.site.docusaurusConfigModules);
    const first = await read();
    if (first === this.site.loadedDocusaurusConfigText) return;
    // A save is a truncate then a write: loaded between the two, the config read an empty module
    // (Buck2's config_impl.ts) while the text recorded with it was already the written one, so the
    // write's own event found nothing new and the defaults stayed. Loaded once its files stay still.
    const text = first === null ? first : await settledRead(read, first);
    if (text === this.site.loadedDocusaurusConfigText) return;
    await this.reloadConfig();
  }

  /** The default language's i18n/<locale>/code.json was added, saved or removed: the site's words change with it (or its error shows). */
  async codeTranslationsChanged(absPath: string): Promise<void> {
    const text = await readRegularText(absPath);
    if (text !== null) await settledText(absPath, text);
    await this.reloadConfig();
  }

  /** Whether the theme's words read from disk now are not the loaded site's (or no longer read: the config then shows why). */
  private codeTranslationsDiffer(): boolean {
    const file = this.site.config.codeTranslationsFile;
    try {
      const { page, build } = readThemeTranslations(this.site.root, path.basename(path.dirname(file)));
      return JSON.stringify([page, build]) !== JSON.stringify([this.site.config.site.translations, this.site.config.buildTranslations]);
    } catch {
      return true;
    }
  }

  /**
   * src/theme/MDXComponents changed: the theme components it gives every page are the pages' inputs
   * (site-component-use.ts), so a different set loads the site again; any other edit of it does nothing here.
   */
  async themeComponentsChanged(absPath?: string): Promise<void> {
    // A save is a truncate then a write: read once the file stays still, or the empty file between them is taken for it.
    if (absPath) {
      const text = await readRegularText(absPath);
      if (text !== null) await settledText(absPath, text);
    }
    if (JSON.stringify(mdxComponentsThemeModules(this.site.root)) === JSON.stringify(this.site.loadedThemeComponents)) return;
    await this.reloadConfig();
  }

  /**
   * Everything rebuilt on the config as it is on disk now. One that does not load (a Docusaurus
   * config's logo that is no file of static/) keeps the site as it was and shows its problems: thrown,
   * it was printed as a stack trace and shown nowhere else.
   */
  private async reloadConfig(): Promise<void> {
    try {
      await this.site.reload();
    } catch (error) {
      if (!(error instanceof ConfigError)) throw error;
      this.site.configBroken(this.site.loadedConfigText, error.diagnostics);
    }
  }

  /**
   * A file of static/ was added, saved or removed. The config's pictures (the navbar's logo, the
   * favicon) are files of static/ and one missing fails its load: the config is read again when it
   * failed or draws this file, so adding the picture its error asks for clears the error, and
   * removing one says so, as a build would.
   */
  async staticChanged(absPath: string): Promise<void> {
    const sitePath = `/${path.relative(path.join(this.site.root, 'static'), absPath).split(path.sep).join('/')}`;
    if (this.site.configFailed || this.site.configPicture(sitePath)) return this.reloadConfig();
    return this.site.staticChanged();
  }

  /**
   * Applies what changed on disk between reading the site at start and the watchers being ready:
   * a save in that window raises no event (the watchers' first scan takes it for what was there).
   */
  async catchUp(): Promise<void> {
    await this.configChanged(); // nothing to do when it reads as it was loaded
    await this.docusaurusConfigChanged();
    await this.themeComponentsChanged();
    if (this.codeTranslationsDiffer()) await this.reloadConfig();
    // A site component's file saved in that window: bundled again.
    if (await this.site.siteInputsChanged()) await this.site.runtimeChanged();
    const { sources: onDisk, partials } = await this.site.contentOnDisk();
    const files = this.site.contentFiles;
    for (const partial of partials) if (files.partial(partial.contentPath)?.text !== partial.text) this.site.applyPartial(partial.contentPath, partial);
    const partialsFound = new Set(partials.map((p) => p.contentPath));
    for (const contentPath of files.partialPaths()) if (!partialsFound.has(contentPath)) this.site.applyPartial(contentPath, null);
    const found = new Set(onDisk.map((s) => s.contentPath));
    for (const contentPath of files.contentPaths()) if (!found.has(contentPath)) this.site.removeFile(contentPath);
    for (const source of onDisk) {
      const known = files.source(source.contentPath);
      if (!known) await this.contentAdded(source.absPath);
      else if (known.text !== source.text) await this.contentChanged(source.absPath);
    }
    // A `_category_` file or sidebars.js saved in that window too.
    if (this.site.derivedSidebars) await this.site.sidebarsChanged();
    // And a file added to static/ or removed from it.
    await this.site.staticCaughtUp();
  }
}
