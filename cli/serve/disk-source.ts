// A built site as `devcenter serve` reads it: the files of the output folder, kept in memory until
// their mtime changes (the most recently used MAX_CACHED_BYTES of them), and never a file outside
// that folder (a symbolic link is followed only while it stays inside).
import { isStaticIndexGenerationFile } from '../search/static-format.ts';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { ASSETS_PATH, NOT_FOUND_HTML_FILE, outputFileOf, REDIRECTS_PATH, routeHtmlFile } from '../../runtime/shared/site-urls.ts';
import { isInside } from '../is-inside.ts';
import { freshJson } from './fresh-json.ts';
import { realFolder, realPathInside } from './inside-folder.ts';
import { responseHeadersOf } from './response-headers.ts';
import type { SiteFile, SiteSource } from './site-source.ts';

interface CachedFile {
  mtimeMs: number;
  file: SiteFile;
}

/**
 * What the kept files may hold in all. Kept without end, every build's hashed assets stayed in memory
 * for the life of `serve` once asked for (a rebuild writes new names; the old are never asked for
 * again), as did every file of a large site. A file not kept is read from disk again, which the
 * system's own cache makes cheap; one larger than this is never kept. (A kept file's gzip and Brotli,
 * made for text types only, are not counted: each is at most about as large again.)
 */
export const MAX_CACHED_BYTES = 100 * 1024 * 1024;

export async function createDiskSource(outDir: string): Promise<SiteSource> {
  const folder = path.resolve(outDir);
  const realOutDir = await realFolder(folder);
  /** In the order of last use, oldest first (a hit moves its entry to the end). */
  const cache = new Map<string, CachedFile>();
  let cachedBytes = 0;
  const forget = (key: string) => {
    const entry = cache.get(key);
    if (!entry) return;
    cache.delete(key);
    cachedBytes -= entry.file.body.length;
  };
  /** Files being read, by the same key as the cache: what requests missing it at once wait for. */
  const reading = new Map<string, { mtimeMs: number; file: Promise<SiteFile> }>();
  const redirects = freshJson(path.join(folder, outputFileOf(REDIRECTS_PATH)), (parsed) => parsed as Record<string, string>, {});

  /** The file at a site path, joined under the output folder and checked to stay there. */
  const file = async (sitePath: string): Promise<SiteFile | null> => {
    const absolute = path.resolve(folder, `.${sitePath}`);
    if (!isInside(absolute, folder)) return null;
    // Both at once: one trip through the event loop, which counts when it is busy.
    const [real, info] = await Promise.all([realPathInside(realOutDir, absolute), stat(absolute).catch(() => null)]);
    if (real === null || !info?.isFile()) return null;
    // By the real path (a link may be pointed elsewhere) and the path as resolved (its name gives the
    // type), never as spelt: `/assets//x.js`, `/assets/%2e/x.js` and every other spelling of one file
    // each kept a copy of it (and of its gzip), so that a visitor requesting one file under new
    // spellings grew the server's memory without end (2,000 requests for a 270 KB file: 700 MB).
    const key = `${real}\0${absolute}`;
    const cached = cache.get(key);
    if (cached && cached.mtimeMs === info.mtimeMs) {
      cache.delete(key);
      cache.set(key, cached);
      return cached.file;
    }
    // Changed: the old copy goes now, not when it is pushed out.
    forget(key);
    // Requests that miss at once share one read: each reading its own copy, 20 connections asking for
    // a 45 MB file at once and reading nothing held 20 copies (the server went from 239 MB to 1 GB),
    // and each would gzip its own.
    const pending = reading.get(key);
    if (pending && pending.mtimeMs === info.mtimeMs) return pending.file;
    const read = { mtimeMs: info.mtimeMs, file: readAndKeep(sitePath, key, real, info.mtimeMs) };
    reading.set(key, read);
    try {
      return await read.file;
    } finally {
      if (reading.get(key) === read) reading.delete(key);
    }
  };

  const readAndKeep = async (sitePath: string, key: string, real: string, mtimeMs: number): Promise<SiteFile> => {
    const body = await readFile(real);
    const entry = {
      mtimeMs,
      file: {
        name: sitePath,
        body,
        // The runtime's assets and the static search index's files are named by their content's hash: a new build writes new names.
        freshness: isHashedAsset(sitePath) || isStaticIndexGenerationFile(sitePath) ? 'immutable' : 'revalidate',
        etag: `W/"${body.length.toString(16)}-${Math.floor(mtimeMs).toString(16)}"`,
      } satisfies SiteFile,
    };
    if (body.length <= MAX_CACHED_BYTES) {
      // A request that came after a change may have read it meanwhile: one copy is counted.
      forget(key);
      cache.set(key, entry);
      cachedBytes += body.length;
      for (const oldest of cache.keys()) {
        if (cachedBytes <= MAX_CACHED_BYTES) break;
        forget(oldest);
      }
    }
    return entry.file;
  };

  return {
    file,
    page: (routePath) => file(`/${routeHtmlFile(routePath)}`),
    notFoundPage: () => file(`/${NOT_FOUND_HTML_FILE}`),
    redirects,
    responseHeaders: responseHeadersOf(folder),
  };
}

/**
 * A file of /assets/ named by its content's hash, as the build names what it writes there: esbuild's
 * `main-OE4REF6M.js`, `chunk-…`, what CSS imports (its base32 hash), and content's files
 * (`files/report-1a2b3c4d.pdf`, a hex hash). A file the site's static/assets/ holds keeps its own name
 * (logo.svg): cached for a year, an edited one stayed stale for readers.
 */
const HASHED_ASSET_NAME = /^(?:files\/[^/]+-[0-9a-f]{8}|[^/]+-[A-Z2-7]{8})\.[A-Za-z0-9]+$/;

function isHashedAsset(sitePath: string): boolean {
  return sitePath.startsWith(ASSETS_PATH) && HASHED_ASSET_NAME.test(sitePath.slice(ASSETS_PATH.length));
}
