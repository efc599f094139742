// The content files `devcenter dev` holds, and what each has become: skimmed (enough to route) or
// parsed (page and tree). A file whose last save does not parse keeps its last good page.
import type { Root } from 'mdast';
import type { BuildTimeValues } from '../content/build-time-components.ts';
import type { ImportableFiles, SourceFile } from '../content/discover.ts';
import { withoutTree, type Page, type ParsedPage } from '../content/page.ts';
import { failedPage, parsePage } from '../content/parse.ts';
import { BuildError, type Diagnostic } from '../diagnostics.ts';
import { parseInWorkers } from '../workers/parse-in-workers.ts';
import { LARGE_PAGE_BYTES, workersAvailable } from '../workers/pool.ts';
import { skimPage, structureKey } from './skim.ts';

export const isBroken = (page: Page) => page.diagnostics.some((d) => d.code === 'mdx' && d.severity === 'error');

export class DevPages {
  private sources = new Map<string, SourceFile>();
  /** Every content file's page: parsed, or skimmed until it is. */
  private pages = new Map<string, Page>();
  /** The trees of the pages parsed so far. */
  private trees = new Map<string, Root>();
  /** Files whose last save does not parse: their last good page stays, with these problems. */
  private unparsable = new Map<string, Diagnostic[]>();

  /** The partials pages may include, by content path. */
  private partials = new Map<string, SourceFile>();
  /**
   * What a page's imports are looked up in: every page of content/ as it is now (Docusaurus imports
   * any Markdown file, and a page may start importing another while dev runs: the build found only
   * the imports there were when it started), then the partials.
   */
  private readonly importable: ImportableFiles = {
    get: (contentPath) => this.sources.get(contentPath) ?? this.partials.get(contentPath),
    has: (contentPath) => this.sources.has(contentPath) || this.partials.has(contentPath),
    keys: () => [...this.sources.keys(), ...this.partials.keys()],
  };

  constructor(
    sources: SourceFile[],
    partials: SourceFile[],
    private readonly values: BuildTimeValues,
  ) {
    for (const source of sources) this.add(source);
    for (const partial of partials) this.partials.set(partial.contentPath, partial);
  }

  /** A partial saved (`source`) or removed (null): the parsed pages that include it, to parse again. */
  setPartial(contentPath: string, source: SourceFile | null): string[] {
    if (source) this.partials.set(contentPath, source);
    else this.partials.delete(contentPath);
    return this.includersOf(contentPath);
  }

  /** The parsed pages that include the file (a partial, or a page another page imports), however deep. */
  includersOf(contentPath: string): string[] {
    return this.all().filter((page) => this.trees.has(page.source.contentPath) && page.includes.includes(contentPath)).map((page) => page.source.contentPath);
  }

  partial(contentPath: string): SourceFile | undefined {
    return this.partials.get(contentPath);
  }

  partialPaths(): string[] {
    return [...this.partials.keys()];
  }

  contentPaths(): string[] {
    return [...this.sources.keys()];
  }

  source(contentPath: string): SourceFile | undefined {
    return this.sources.get(contentPath);
  }

  page(contentPath: string): Page | undefined {
    return this.pages.get(contentPath);
  }

  tree(contentPath: string): Root | undefined {
    return this.trees.get(contentPath);
  }

  isParsed(contentPath: string): boolean {
    return this.trees.has(contentPath);
  }

  /** Every page, in discovery order. */
  all(): Page[] {
    return [...this.pages.values()];
  }

  /** The pages as the checks see them: a file that does not parse shows its last problems. */
  checked(): Page[] {
    return this.all().map((page) => {
      const problems = this.unparsable.get(page.source.contentPath);
      return problems ? { ...page, diagnostics: problems } : page;
    });
  }

  /** A new file, skimmed. */
  add(source: SourceFile): void {
    this.sources.set(source.contentPath, source);
    this.pages.set(source.contentPath, skimPage(source));
  }

  remove(contentPath: string): boolean {
    this.pages.delete(contentPath);
    this.trees.delete(contentPath);
    this.unparsable.delete(contentPath);
    return this.sources.delete(contentPath);
  }

  /** Parses the file as the build would (`text`: its new text, saved over the one held). */
  parseText(contentPath: string, text?: string): ParsedPage {
    const source = this.sources.get(contentPath)!;
    return parsePage(text === undefined ? source : { ...source, text }, this.values, { files: this.importable });
  }

  /** Whether the file (or its new `text`) is parsed in a worker thread: a page of megabytes. */
  parsesInWorker(contentPath: string, text?: string): boolean {
    return (text ?? this.sources.get(contentPath)?.text ?? '').length >= LARGE_PAGE_BYTES && workersAvailable();
  }

  /**
   * parseText, in a worker thread for a page of megabytes (LARGE_PAGE_BYTES, as a build reads one):
   * reading it takes seconds and hundreds of times its size in memory, which in dev's own thread held
   * every request meanwhile, and a page too large for the heap ended dev with V8's "JavaScript heap
   * out of memory". There it is that page's error, shown as its problems are.
   */
  async parseTextInWorker(contentPath: string, text?: string): Promise<ParsedPage> {
    const held = this.sources.get(contentPath)!;
    const source = text === undefined ? held : { ...held, text };
    if (!this.parsesInWorker(contentPath, source.text)) return this.parseText(contentPath, text);
    // What it may import: every other page of content/ as it is now, and the partials.
    const importable = [...this.sources.values()].filter((other) => other.contentPath !== contentPath).concat([...this.partials.values()]);
    try {
      const [parsed] = await parseInWorkers([source], this.values, importable, 1, true);
      return parsed;
    } catch (error) {
      if (error instanceof BuildError) return failedPage(source, error.diagnostics);
      throw error;
    }
  }

  /** Takes a parse of the file's (new) text. Returns its page, or null when the parse is broken
   * and the last good page stays; `reshaped` when the page changes routes or sidebars. */
  take(contentPath: string, parsed: ParsedPage): { page: Page | null; reshaped: boolean } {
    const source = this.sources.get(contentPath)!;
    if (parsed.source.text !== source.text) this.sources.set(contentPath, parsed.source);
    // A file that no longer parses keeps its last good version on screen and in the routes; its
    // errors show in the overlay until it is fixed.
    if (this.trees.has(contentPath) && isBroken(parsed)) {
      this.unparsable.set(contentPath, parsed.diagnostics);
      return { page: null, reshaped: false };
    }
    const before = structureKey(this.pages.get(contentPath)!);
    this.unparsable.delete(contentPath);
    const page = withoutTree(parsed);
    this.pages.set(contentPath, page);
    this.trees.set(contentPath, parsed.tree);
    return { page, reshaped: structureKey(page) !== before };
  }
}
