// The static search index in a build's output: written from the records the render wrote, or, when
// those records are the very ones the previous output's index was made from, that index's files
// taken over as they are (hard links): a build that changed no searchable text (a stylesheet, the
// navbar, a component) does not make it again.
import { createHash } from 'node:crypto';
import { closeSync, createReadStream, openSync, readFileSync, readSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { SearchRecord } from '../../runtime/shared/search-wire.ts';
import type { SiteData } from '../../runtime/shared/types.ts';
import { BUILD_STAMP_FILE, outputFileOf, SEARCH_RECORDS_PATH, STATIC_INDEX_HASHES_FILE } from '../../runtime/shared/site-urls.ts';
import { isStaticIndexGenerationFile, RECORDS_PER_SHARD, STATIC_INDEX_ENTRY, STATIC_INDEX_FORMAT, staticIndexFolder, type StaticIndexEntry } from '../search/static-format.ts';
import { gzipFile } from '../search/gzip-file.ts';
import { rawStaticIndexFiles, type RawStaticIndexFile } from '../search/static-index.ts';
import type { SiteOutput } from '../stages/output.ts';
import { cliVersion } from '../cli-version.ts';
import { indexFilesWorker } from '../workers/index-files.ts';
import { PreviousOutputFiles } from '../write/previous-output-files.ts';
import { readWrittenList, sameMark } from '../write/written-files.ts';

/** Whether a page may answer its own searches (search.mode static, or auto with no hosted search): the build then writes the static index. */
export function usesStaticIndex(search: SiteData['search']): boolean {
  return search.mode === 'static' || (search.mode === 'auto' && search.hosts.length === 0);
}

/**
 * Writes the static index into the output, or takes over the previous output's when the records are
 * the same and that output is this user's own build (`ownOutput`, output-owner.ts). Says whether a
 * worker thread compressed and wrote its files.
 */
export async function writeStaticIndex(output: SiteOutput, outDir: string, ownOutput: boolean, pieces: RecordPieces): Promise<{ inWorker: boolean }> {
  const built = await builtRecords(output, pieces);
  const recordsHash = built.hash;
  const previous = output.writer && ownOutput ? await previousIndex(outDir) : null;
  if (previous && previous.whole && previous.entry.records === recordsHash && output.writer) {
    for (const { sitePath, file, size, mtime } of previous.files) output.writer.adopt(outputFileOf(sitePath), file, size, mtime);
    // Written as a build writes it, not as read: anything else a tampered entry holds is left out.
    const entry: StaticIndexEntry = { format: STATIC_INDEX_FORMAT, generation: previous.entry.generation, records: recordsHash };
    output.emit({ path: outputFileOf(STATIC_INDEX_ENTRY), contents: JSON.stringify(entry) });
    if (previous.hashes) output.emit({ path: STATIC_INDEX_HASHES_FILE, contents: JSON.stringify(previous.hashes) });
    return { inWorker: false };
  }
  const records = built.read();
  const earlier = new Map((previous?.files ?? []).map(({ sitePath, file, size, mtime }) => [nameOf(sitePath), { file, size, mtime, rawHash: previous?.hashes?.[nameOf(sitePath)] }]));
  const hashes: Record<string, string> = {};
  // Compressed and written by a worker while this thread makes the next files, when the index is large enough.
  const worker = output.writer ? indexFilesWorker(output.writer.stagingDir, records.length / RECORDS_PER_SHARD) : null;
  try {
    for (const file of rawStaticIndexFiles(records, recordsHash)) await writeIndexFile(file);
    if (worker) output.writer?.count(0, await worker.finish());
  } finally {
    worker?.close();
  }
  if (output.writer) output.emit({ path: STATIC_INDEX_HASHES_FILE, contents: JSON.stringify(hashes) });
  return { inWorker: worker !== null };

  async function writeIndexFile(file: RawStaticIndexFile): Promise<void> {
    if (!file.compressed) {
      output.emit({ path: outputFileOf(file.path), contents: file.raw });
      return;
    }
    // A file the previous index had with the same bytes (after a one-page edit, all but a handful of
    // its thousands) is linked, not compressed and written again: compressing them was a third of
    // a 1,000-page rebuild, and creating 3,000 files just after a build removed as many cost over a
    // second on this machine's ext4. Its bytes before compression are known by their hash.
    const rawHash = createHash('sha256').update(file.raw).digest('base64url');
    hashes[nameOf(file.path)] = rawHash;
    const before = output.writer ? earlier.get(nameOf(file.path)) : undefined;
    if (before && output.writer && before.rawHash === rawHash) {
      output.writer.adopt(outputFileOf(file.path), before.file, before.size, before.mtime);
      return;
    }
    if (worker && !(before && before.rawHash === undefined)) return worker.write(outputFileOf(file.path), file.raw);
    const contents = gzipFile(file.raw);
    // An output from before the hashes were written: the compressed bytes are compared instead.
    if (before && output.writer && before.rawHash === undefined && sameBytes(before.file, before.size, contents)) output.writer.adopt(outputFileOf(file.path), before.file, before.size, before.mtime);
    else output.emit({ path: outputFileOf(file.path), contents });
  }
}

/** A file's name in its generation's folder. */
const nameOf = (sitePath: string) => sitePath.slice(sitePath.lastIndexOf('/') + 1);

/** Whether the file at `file` (of `size` bytes) holds exactly `bytes`; false when it cannot be read. */
function sameBytes(file: string, size: number, bytes: Uint8Array): boolean {
  if (size !== bytes.byteLength) return false;
  try {
    return Buffer.compare(readFileSync(file), bytes) === 0;
  } catch {
    return false;
  }
}

/**
 * Where each page's records are in search-records.json: [start, end) in bytes, as the render wrote
 * them (OrderedRecords.ranges, by route; a page without records has an empty range or none).
 */
export type RecordPieces = readonly ([number, number] | undefined)[];

/**
 * The search records as the render wrote them: the hash that names the index made from them (the
 * sha256 of this CLI's version and the file's bytes), and a way to read them. Read from the staging
 * folder page by page, never as one string: a 10,000-page site's file is 150 MB, which as a string
 * (two bytes a letter once any letter is not Latin-1) beside its parsed records set the build's peak
 * memory (1.59 GB, of a budget of 1.5).
 */
async function builtRecords(output: SiteOutput, pieces: RecordPieces): Promise<{ hash: string; read(): SearchRecord[] }> {
  const digest = createHash('sha256').update(cliVersion()).update('\0');
  const file = outputFileOf(SEARCH_RECORDS_PATH);
  if (!output.writer) {
    const kept = output.files.find((f) => f.path === file)?.contents ?? '[]';
    const text = typeof kept === 'string' ? kept : new TextDecoder().decode(kept);
    return { hash: digest.update(text).digest('hex'), read: () => JSON.parse(text) as SearchRecord[] };
  }
  await output.writer.finish();
  const staged = path.join(output.writer.stagingDir, file);
  for await (const chunk of createReadStream(staged)) digest.update(chunk as Buffer);
  return { hash: digest.digest('hex'), read: () => readRecordPieces(staged, pieces) };
}

/** The records of search-records.json, each page's piece read and parsed on its own, in the file's order. */
function readRecordPieces(file: string, pieces: RecordPieces): SearchRecord[] {
  const ranges = pieces.filter((range): range is [number, number] => range !== undefined && range[1] > range[0]).sort((a, b) => a[0] - b[0]);
  const records: SearchRecord[] = [];
  const fd = openSync(file, 'r');
  try {
    let buffer = Buffer.alloc(64 * 1024);
    for (const [start, end] of ranges) {
      const length = end - start;
      if (length > buffer.length) buffer = Buffer.alloc(Math.max(length, buffer.length * 2));
      for (let read = 0; read < length; ) {
        const got = readSync(fd, buffer, read, length - read, start + read);
        if (got === 0) throw new Error(`${file} ends before the records the render wrote into it`);
        read += got;
      }
      // A page's piece is its records as array items, without the brackets.
      for (const record of JSON.parse(`[${buffer.toString('utf8', 0, length)}]`) as SearchRecord[]) records.push(record);
    }
  } finally {
    closeSync(fd);
  }
  return records;
}

/** The largest index.json read back: it is a few dozen bytes. */
const MAX_ENTRY_BYTES = 64 * 1024;

/**
 * The previous output's index when it is of this format: its entry (naming the records and CLI it was
 * made from) and its generation's files (regular files with the index's names, reached through no
 * link: a tampered output must not lead the build to link files from elsewhere into the new one).
 * Null otherwise, or when anything about it cannot be read.
 */
async function previousIndex(outDir: string): Promise<{ entry: StaticIndexEntry; files: { sitePath: string; file: string; size: number; mtime: number }[]; hashes: Record<string, string> | null; whole: boolean } | null> {
  const previous = new PreviousOutputFiles(outDir);
  try {
    const text = previous.readText(outputFileOf(STATIC_INDEX_ENTRY), MAX_ENTRY_BYTES);
    if (text === null) return null;
    const entry = JSON.parse(text) as StaticIndexEntry;
    if (entry.format !== STATIC_INDEX_FORMAT || typeof entry.records !== 'string' || !/^[0-9a-f]{16}$/.test(entry.generation)) return null;
    const folder = previous.realFolder(outputFileOf(staticIndexFolder(entry.generation)));
    if (folder === null) return null;
    const files = [];
    // A file no longer as its build wrote it (its size or its time) was changed since: made again,
    // and the index is then not taken over whole.
    const written = readWrittenList(outDir);
    let changed = false;
    for (const name of await readdir(folder)) {
      const sitePath = `${staticIndexFolder(entry.generation)}${name}`;
      const found = isStaticIndexGenerationFile(sitePath) ? previous.regularFile(outputFileOf(sitePath)) : null;
      if (found === null) return null;
      const listed = written instanceof Map ? written.get(outputFileOf(sitePath)) : undefined;
      if (listed && !sameMark(listed, found.size, found.mtime)) changed = true;
      else files.push({ sitePath, file: found.path, size: found.size, mtime: found.mtime });
    }
    return { entry, files, hashes: previousHashes(previous, files.length), whole: !changed && outputWhole(previous) };
  } catch {
    return null;
  }
}

/** The largest build stamp read back (its warnings are a few KB). */
const MAX_STAMP_BYTES = 64 << 20;

/**
 * Whether the previous output's stamp says a build finished it. An update in place killed half way
 * leaves a stamp with no fingerprint, and may leave the next generation's entry in place while its
 * folder (the last generation's, renamed) still holds some of the last generation's bytes: such an
 * index is not taken over whole, only file by file where the bytes are the same.
 */
function outputWhole(previous: PreviousOutputFiles): boolean {
  try {
    const text = previous.readText(BUILD_STAMP_FILE, MAX_STAMP_BYTES);
    const fingerprint: unknown = text === null ? null : (JSON.parse(text) as { fingerprint?: unknown }).fingerprint;
    return typeof fingerprint === 'string' && fingerprint !== '';
  } catch {
    return false;
  }
}

/**
 * The previous index's hashes of its files' bytes before compression, by name; null when it has none
 * or they are not what a build writes (the output is read as untrusted: anything else is ignored, and
 * the files are then compared as compressed).
 */
function previousHashes(previous: PreviousOutputFiles, fileCount: number): Record<string, string> | null {
  const text = previous.readText(STATIC_INDEX_HASHES_FILE, (fileCount + 1) * MAX_HASH_ENTRY_BYTES);
  if (text === null) return null;
  try {
    const hashes: unknown = JSON.parse(text);
    if (typeof hashes !== 'object' || hashes === null || Array.isArray(hashes)) return null;
    const valid = Object.entries(hashes).every(([name, hash]) => /^[a-z]\d*\.bin$/.test(name) && typeof hash === 'string' && /^[\w-]{43}$/.test(hash));
    return valid ? Object.assign(Object.create(null) as Record<string, string>, hashes) : null;
  } catch {
    return null;
  }
}

/** An entry of the hashes file: a file's name and a base64url sha256, quoted. */
const MAX_HASH_ENTRY_BYTES = 80;
