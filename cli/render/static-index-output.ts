// The static search index in a build's output: written from the records the render wrote, or, when
// those records are the very ones the previous output's index was made from, that index's files
// taken over as they are (hard links): a build that changed no searchable text (a stylesheet, the
// navbar, a component) does not make it again.
import { createHash } from 'node:crypto';
import { lstat, readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { SearchRecord } from '../../runtime/shared/search-wire.ts';
import type { SiteData } from '../../runtime/shared/types.ts';
import { outputFileOf, SEARCH_RECORDS_PATH } from '../../runtime/shared/site-urls.ts';
import { isStaticIndexGenerationFile, STATIC_INDEX_ENTRY, STATIC_INDEX_FORMAT, staticIndexFolder, type StaticIndexEntry } from '../search/static-format.ts';
import { staticIndexFiles } from '../search/static-index.ts';
import type { SiteOutput } from '../stages/output.ts';

/** Whether a page may answer its own searches (search.mode static, or auto with no hosted search): the build then writes the static index. */
export function usesStaticIndex(search: SiteData['search']): boolean {
  return search.mode === 'static' || (search.mode === 'auto' && search.hosts.length === 0);
}

/** Writes the static index into the output, or takes over the previous output's when the records are the same. */
export async function writeStaticIndex(output: SiteOutput, outDir: string): Promise<void> {
  const text = await builtRecordsText(output);
  const records = createHash('sha256').update(text).digest('hex');
  const previous = output.writer ? await previousIndex(outDir, records) : null;
  if (previous && output.writer) {
    for (const { sitePath, file } of previous.files) output.writer.adopt(outputFileOf(sitePath), file);
    output.emit({ path: outputFileOf(STATIC_INDEX_ENTRY), contents: JSON.stringify(previous.entry) });
    return;
  }
  for (const file of staticIndexFiles(JSON.parse(text) as SearchRecord[], records)) output.emit({ path: outputFileOf(file.path), contents: file.contents });
}

/** The search records as the render wrote them (streamed to the staging folder, or kept in memory). */
async function builtRecordsText(output: SiteOutput): Promise<string> {
  const file = outputFileOf(SEARCH_RECORDS_PATH);
  if (!output.writer) {
    const kept = output.files.find((f) => f.path === file)?.contents ?? '[]';
    return typeof kept === 'string' ? kept : new TextDecoder().decode(kept);
  }
  await output.writer.finish();
  return readFile(path.join(output.writer.stagingDir, file), 'utf8');
}

/**
 * The previous output's index when it is of this format and was made from records with this hash:
 * its entry and its generation's files (plain files with the index's names only). Null otherwise,
 * or when anything about it cannot be read.
 */
async function previousIndex(outDir: string, records: string): Promise<{ entry: StaticIndexEntry; files: { sitePath: string; file: string }[] } | null> {
  try {
    const entry = JSON.parse(await readFile(path.join(outDir, outputFileOf(STATIC_INDEX_ENTRY)), 'utf8')) as StaticIndexEntry;
    if (entry.format !== STATIC_INDEX_FORMAT || entry.records !== records || !/^[0-9a-f]{16}$/.test(entry.generation)) return null;
    const folder = path.join(outDir, outputFileOf(staticIndexFolder(entry.generation)));
    const files = [];
    for (const name of await readdir(folder)) {
      const sitePath = `${staticIndexFolder(entry.generation)}${name}`;
      const file = path.join(folder, name);
      if (!isStaticIndexGenerationFile(sitePath) || !(await lstat(file)).isFile()) return null;
      files.push({ sitePath, file });
    }
    return { entry, files };
  } catch {
    return null;
  }
}
