// A rebuild renders only the pages that changed. Each build leaves in its output a manifest of what
// every page's files were made from. The next build, when the context of the render is the same
// (everything a page's render reads besides the page itself: config, runtime bundle, templates,
// navbar, sidebars, routes, blog index, the CLI), takes each page whose own inputs are unchanged
// from the previous output instead of rendering it: its files as hard links (no copy), its search
// records from the previous search-records.json, its Markdown from its .md file. The previous output
// is only read: it stays as it was until this build is committed, and after a failed one.
import { closeSync, readSync } from 'node:fs';
import { outputFileOf, SEARCH_RECORDS_PATH } from '../../runtime/shared/site-urls.ts';
import { cliVersion } from '../cli-version.ts';
import type { SourceFile } from '../content/discover.ts';
import { hashText, pageInputsHash } from './hashing.ts';
import type { Route } from '../content/route.ts';
import type { MarkdownPage } from '../render/llms.ts';
import type { RenderContext, RenderedText } from '../render/render-route.ts';
import { docCards } from '../render/doc-card-list.ts';
import type { FolderWriter } from '../write/output.ts';
import { PreviousOutputFiles } from '../write/previous-output-files.ts';
import { readWrittenList, sameMark, type FileMark } from '../write/written-files.ts';

export { PAGE_MANIFEST_FILE as MANIFEST_FILE } from '../../runtime/shared/site-urls.ts';
import { PAGE_MANIFEST_FILE as MANIFEST_FILE } from '../../runtime/shared/site-urls.ts';

/** The largest manifest read back (about 300 bytes a page: far more than a site has). */
const MAX_MANIFEST_BYTES = 1 << 30;
/** The largest Markdown page read back. */
const MAX_PAGE_FILE_BYTES = 1 << 28;

/** What one page route's files were made from, and where its records are in search-records.json. */
export interface PageEntry {
  key: string;
  /** Output paths, relative to the output folder. */
  files: string[];
  /** Byte range of its records (the array items, without separators) in search-records.json. */
  records: [number, number];
  recordCount: number;
  /** Title and description of its Markdown page (the text is its .md file), for docs pages. */
  markdown: { title: string; description: string; file: string } | null;
}

export interface PageManifest {
  context: string;
  pages: Record<string, PageEntry>;
}

/** Everything a page's render reads besides the page itself. */
export function contextKey(ctx: RenderContext): string {
  return hashText(
    JSON.stringify({
      cli: cliVersion(),
      config: ctx.config,
      site: ctx.site,
      shells: ctx.shells,
      bundle: ctx.bundle,
      sidebars: ctx.sidebars,
      places: [...ctx.places],
      routeByFile: [...ctx.routeByFile],
      // A link to an address no page has is left to the browser (no-route-links.ts): a page added there changes it.
      routePaths: [...ctx.routePaths],
      fileUrls: [...ctx.fileUrls],
      blog: { ...ctx.blog, tags: [...ctx.blog.tags] },
      // What a doc shows of its tags; the tags' own pages are made every build.
      docTags: [...ctx.docTags.byDoc],
    }),
  );
}

/** A page route's own inputs: its source and the partials it includes, where it is, its last
 * commit date, how many pages link to it (its records' pageRank), and what its doc cards say. */
export function pageKey(route: Route, ctx: RenderContext, partials: ReadonlyMap<string, SourceFile>): string {
  const page = route.page!;
  const made = pageInputsHash(page.source, page.includes, partials);
  // A DocCardList shows what other pages say of themselves: their descriptions are its inputs too.
  const place = page.docCards && route.docId !== undefined ? ctx.places.get(route.docId) : undefined;
  const cards = page.docCards ? docCards(route.path, ctx.sidebars.find((s) => s.id === place?.sidebarId), ctx.cardDescriptions).map((card) => card.description) : null;
  return hashText(JSON.stringify([route.path, route.kind, route.docId ?? null, page.source.file, ctx.commitTimes.get(page.source.absPath) ?? null, ctx.pageRanks.get(route.path) ?? 0, made, cards]));
}

/** What a build rendered, by route index: each route's files, Markdown page and records' place. */
export interface RenderedRoutes {
  files: string[][];
  markdown: (MarkdownPage | null)[];
  records: { ranges: [number, number][]; counts: number[] };
}

/** What each page route of this build was made from (its key), its files, records and Markdown. */
export function pageManifest(context: string, routes: Route[], pageKeys: Map<string, string>, rendered: RenderedRoutes): PageManifest {
  const manifest: PageManifest = { context, pages: {} };
  routes.forEach((route, index) => {
    const key = pageKeys.get(route.path);
    if (!key) return;
    const markdown = rendered.markdown[index];
    const markdownFile = rendered.files[index].find((file) => file.endsWith('.md'));
    manifest.pages[route.path] = {
      key,
      files: rendered.files[index],
      records: rendered.records.ranges[index],
      recordCount: rendered.records.counts[index],
      markdown: markdown && markdownFile ? { title: markdown.title, description: markdown.description, file: markdownFile } : null,
    };
  });
  return manifest;
}

/** The previous output of the same context, from which unchanged pages are taken. */
export class PreviousOutput {
  private recordsFd: number | null = null;

  private constructor(
    /** The previous output's files, read through no link (a tampered output is not followed out). */
    private readonly files: PreviousOutputFiles,
    private readonly pages: Record<string, PageEntry>,
    /** Each file's size and time as the last build wrote it (its list of written files), when it has one. */
    private readonly written: ReadonlyMap<string, FileMark | null> | null,
  ) {}

  /** Null when there is no previous output, or it was made in another context. */
  static open(outDir: string, context: string): PreviousOutput | null {
    const files = new PreviousOutputFiles(outDir);
    try {
      const text = files.readText(MANIFEST_FILE, MAX_MANIFEST_BYTES);
      const manifest = text === null ? null : (JSON.parse(text) as PageManifest);
      if (manifest?.context !== context) return null;
      const written = readWrittenList(outDir);
      return new PreviousOutput(files, manifest.pages, written instanceof Map ? written : null);
    } catch {
      return null;
    }
  }

  /**
   * The page's files adopted by `writer` (linked, not copied) and its records and Markdown read back,
   * when its key is the one it was made with; null when it must be rendered.
   */
  take(routePath: string, key: string, writer: FolderWriter): RenderedText | null {
    const entry = this.pages[routePath];
    if (entry?.key !== key) return null;
    let text: RenderedText;
    let found: { from: string; size: number; mtime: number }[];
    try {
      // Read first: a previous output that does not hold what its manifest says is rendered over.
      const markdownText = entry.markdown ? this.files.readText(entry.markdown.file, MAX_PAGE_FILE_BYTES) : null;
      if (entry.markdown && markdownText === null) return null;
      const markdown = entry.markdown && markdownText !== null ? { path: routePath, title: entry.markdown.title, description: entry.markdown.description, markdown: markdownText } : null;
      text = { recordsJson: this.readRecords(entry.records), recordCount: entry.recordCount, markdown, files: entry.files };
      // Only regular files inside the previous output are taken (never a link, nor through a linked
      // folder, nor a path the manifest would lead outside).
      const regular = entry.files.map((file) => this.files.regularFile(file));
      if (regular.some((f) => f === null)) return null;
      found = regular.map((f) => ({ from: f!.path, size: f!.size, mtime: f!.mtime }));
      // A file no longer as its build wrote it (its size or its time) was changed since (by hand, by
      // another tool, by a checkout of an output kept in a repository): the page is rendered again
      // rather than the changed file kept.
      const changed = (i: number) => {
        const mark = this.written?.get(entry.files[i]);
        return mark !== undefined && mark !== null && !sameMark(mark, found[i].size, found[i].mtime);
      };
      if (found.some((_, i) => changed(i))) return null;
    } catch {
      return null;
    }
    // The sizes read here save the writer a stat of each file (a thousand pages' files on a rebuild).
    entry.files.forEach((file, i) => writer.adopt(file, found[i].from, found[i].size, found[i].mtime));
    return text;
  }

  private readRecords([start, end]: [number, number]): string {
    if (end <= start) return '';
    this.recordsFd ??= this.files.open(outputFileOf(SEARCH_RECORDS_PATH));
    if (this.recordsFd === null) throw new Error('search-records.json is not a file of the previous output.');
    const bytes = Buffer.alloc(end - start);
    for (let read = 0; read < bytes.length; ) {
      const count = readSync(this.recordsFd, bytes, read, bytes.length - read, start + read);
      if (count === 0) throw new Error('search-records.json is shorter than its manifest says.');
      read += count;
    }
    // The range must hold whole records (objects): a cheap check that the file is the one the
    // manifest describes (both are written by one build, and swapped in together).
    if (bytes[0] !== 0x7b || bytes[bytes.length - 1] !== 0x7d) throw new Error('search-records.json does not match its manifest.');
    return bytes.toString('utf8');
  }

  close(): void {
    if (this.recordsFd !== null) closeSync(this.recordsFd);
    this.recordsFd = null;
  }
}

