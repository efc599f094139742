// Whether the output in a folder is the one this user's devcenter last wrote there for this site. A
// build takes pages, the search index and "unchanged" from the previous output only then: an output
// that came with the site (a build/ committed to the repository, planted by a pull request) holds a
// stamp, a list and a manifest just like a real one, and its pages, edited to the sizes listed, would
// be published as they are, unescaped. Each build stamps its output with a random token and keeps the
// same token in the site's cache folder (outside the site, the user's own): a fresh checkout's
// output, or one from another machine, does not hold it, and is built again in full (and still
// replaced only as its list allows).
import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { BUILD_STAMP_FILE } from '../../runtime/shared/site-urls.ts';
import { PreviousOutputFiles } from '../write/previous-output-files.ts';
import { readCacheText, siteCacheDir } from './cache-folder.ts';

/** The largest stamp read back (its warnings are a few KB). */
const MAX_STAMP_BYTES = 64 << 20;

export const newOwnerToken = () => randomBytes(16).toString('hex');

function ownerFile(root: string, outDir: string): string {
  return path.join(siteCacheDir(root), `output-${createHash('sha256').update(path.resolve(outDir)).digest('hex').slice(0, 16)}.txt`);
}

/** Keeps the token the output was just stamped with; the next build trusts the output only with it. */
export function rememberOwnOutput(root: string, outDir: string, token: string): void {
  const file = ownerFile(root, outDir);
  try {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(`${file}.${process.pid}`, token);
    renameSync(`${file}.${process.pid}`, file);
  } catch {
    // A cache that cannot be written costs the next build its reuse, nothing else.
  }
}

/** Whether the output's stamp holds the token this user's last build of the site wrote there. */
export function isOwnOutput(root: string, outDir: string): boolean {
  const kept = readCacheText(ownerFile(root, outDir));
  if (!kept) return false;
  try {
    const text = new PreviousOutputFiles(outDir).readText(BUILD_STAMP_FILE, MAX_STAMP_BYTES);
    return text !== null && (JSON.parse(text) as { owner?: unknown }).owner === kept;
  } catch {
    return false;
  }
}
