// Remembers what parsing each file found (links, anchors, headings, diagnostics: not the tree), keyed
// by a hash of its text, so `devcenter check` and a rebuild parse only the files that changed. One
// JSON file per use ('check' parses with less GFM than 'build'), devcenter build and provider
// settings, in the site's cache folder (cache-folder.ts: outside the site).
import { TOO_DEEP_MESSAGE } from '../content/markdown-limits.ts';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { cliVersion } from '../cli-version.ts';
import type { BuildTimeValues } from '../content/build-time-components.ts';
import type { SourceFile } from '../content/discover.ts';
import { withoutTree, type Page } from '../content/page.ts';
import { readCacheText, siteCacheDir } from './cache-folder.ts';
import { hashText, pageInputsHash } from './hashing.ts';

export type CacheUse = 'check' | 'build';

type CachedPage = Omit<Page, 'source'>;
type CacheData = Record<string, { hash: string; page: CachedPage }>;

export class ParseCache {
  private constructor(
    private readonly file: string,
    private readonly data: CacheData,
    /** The partials pages may include: a page is unchanged only if those it includes are too. */
    private readonly partials: ReadonlyMap<string, SourceFile>,
  ) {}

  /** Where the cache of that use is (whether it exists or not). */
  static fileFor(root: string, values: BuildTimeValues, use: CacheUse): string {
    const key = hashText(`${cliVersion()}\n${values.providerName}\n${values.providerUrl}\n${JSON.stringify(values.siteComponents ?? {})}\n${values.math ? 'math' : ''}\n${values.githubAlerts ? 'githubAlerts' : ''}${values.markdownFormat ? ` format ${values.markdownFormat}` : ''}\n${values.tocLevels ? `toc ${values.tocLevels.min}-${values.tocLevels.max}` : ''}\n${JSON.stringify(values.themeComponents ?? {})}\n${values.metaPreset ? 'metaPreset' : ''}${values.admonitions ? `\nadmonitions ${JSON.stringify(values.admonitions)}` : ''}`);
    return path.join(siteCacheDir(root), `${use}-${key}.json`);
  }

  static async open(root: string, values: BuildTimeValues, use: CacheUse, partials: readonly SourceFile[] = []): Promise<ParseCache> {
    const file = ParseCache.fileFor(root, values, use);
    let data: CacheData = {};
    try {
      data = (JSON.parse(readCacheText(file) ?? '{}') as CacheData) ?? {};
    } catch {
      // A damaged cache is no cache.
    }
    return new ParseCache(file, data, new Map(partials.map((partial) => [partial.contentPath, partial])));
  }

  /** The cached page of an unchanged file (a page holds no tree: it is parsed again if rendered). */
  get(source: SourceFile): Page | undefined {
    const entry = this.data[source.contentPath];
    if (!entry || entry.hash !== pageInputsHash(source, entry.page.includes ?? [], this.partials)) return undefined;
    return { ...entry.page, source };
  }

  /** Replaces the cache with exactly these pages (deleted files drop out). */
  async save(pages: Page[]): Promise<void> {
    const data: CacheData = {};
    for (const page of pages) {
      // A page that failed before its imports were known (the stack ran out, or a bug of ours) is
      // parsed again next time: cached, it kept its error after the file that caused it was fixed.
      if (page.diagnostics.some((d) => d.code === 'internal' || d.message === TOO_DEEP_MESSAGE)) continue;
      const { source, ...cached } = withoutTree(page);
      data[source.contentPath] = { hash: pageInputsHash(source, cached.includes, this.partials), page: cached };
    }
    await mkdir(path.dirname(this.file), { recursive: true });
    const temporary = `${this.file}.${process.pid}`;
    await writeFile(temporary, JSON.stringify(data));
    await rename(temporary, this.file);
    // Caches of other CLI builds (or provider values) would otherwise pile up, one per version.
    const dir = path.dirname(this.file);
    const use = path.basename(this.file).split('-')[0];
    const stale = (await readdir(dir)).filter((name) => new RegExp(`^${use}-[0-9a-f]+\\.json$`).test(name) && name !== path.basename(this.file));
    await Promise.all(stale.map((name) => rm(path.join(dir, name), { force: true })));
  }
}
