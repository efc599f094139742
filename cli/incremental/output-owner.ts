// Whether the output in a folder is the one this user's devcenter last wrote there for this site. A
// build takes pages, the search index and "unchanged" from the previous output only then: an output
// that came with the site (a build/ committed to the repository, planted by a pull request) holds a
// stamp, a list and a manifest just like a real one, and its pages, edited to the sizes listed, would
// be published as they are, unescaped. Each build stamps its output with a random token and keeps the
// same token in the site's cache folder (outside the site, the user's own): a fresh checkout's
// output, or one from another machine, does not hold it, and is built again in full (and still
// replaced only as its list allows). The token is no secret (the stamp is published with the site,
// and hosts serve it), so the cache also keeps which file the stamp is (its inode and change time):
// a copy of a published output, token and all, checked out where the real one was, is another file.
import { createHash, randomBytes } from 'node:crypto';
import { lstatSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
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

/** The output's stamp file as this machine holds it, or null when there is none. A copy is another file made at another time: no program can set a file's change time. */
function stampIdentity(outDir: string): string | null {
  try {
    const stats = lstatSync(path.join(outDir, BUILD_STAMP_FILE), { bigint: true });
    return `${stats.dev}:${stats.ino}:${stats.ctimeNs}`;
  } catch {
    return null;
  }
}

/** Keeps the token the output was just stamped with, and its stamp file's identity; the next build trusts the output only with both. */
export function rememberOwnOutput(root: string, outDir: string, token: string): void {
  const file = ownerFile(root, outDir);
  try {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(`${file}.${process.pid}`, `${token} ${stampIdentity(outDir)}`);
    renameSync(`${file}.${process.pid}`, file);
  } catch {
    // A cache that cannot be written costs the next build its reuse, nothing else.
  }
}

/** Whether the output's stamp is the very file this user's last build of the site wrote there, holding its token. */
export function isOwnOutput(root: string, outDir: string): boolean {
  const kept = readCacheText(ownerFile(root, outDir));
  const identity = stampIdentity(outDir);
  if (!kept || identity === null) return false;
  try {
    const text = new PreviousOutputFiles(outDir).readText(BUILD_STAMP_FILE, MAX_STAMP_BYTES);
    return text !== null && `${(JSON.parse(text) as { owner?: unknown }).owner} ${identity}` === kept;
  } catch {
    return false;
  }
}
