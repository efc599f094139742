// Which compression a client takes, and a file's body in it, made once for a file that is kept.
// Brotli first: every browser sends `br` (Chromium to http://127.0.0.1 too), and what a reader on a
// slow link waits for gets smaller than gzip makes it: the hydration script by 13% and the stylesheet
// by 12% (quality 11), a page by 7 to 14% (quality 5); gzip for the clients that take only that
// (curl --compressed, old tools).
import { brotliCompress, brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { SiteFile } from './site-source.ts';

export type ContentEncoding = 'br' | 'gzip';

/**
 * Brotli's best quality costs about 1.3 s of one thread a megabyte (the 270 KB script: 0.36 s), so
 * it is spent only on the build's hashed files up to this size: few, fixed by the build, kept by
 * browsers for a year, and made off this thread, once. Every other file (pages, of which a large site
 * has thousands that a visitor could have made again and again once pushed out of the cache, page
 * data, files of static/, dev's pages made anew at each request) is made here at quality 5, which
 * costs what gzip's default does (a 50 KB page: 0.8 ms against 0.6 ms; 14 MB of JSON: 122 against 85 ms).
 */
const BEST_QUALITY_MAX_BYTES = 1024 * 1024;
const FAST_QUALITY = 5;

/** The encoding to send, from an Accept-Encoding header: br, else gzip, else none; `;q=0` refuses one. */
export function acceptedEncoding(header: string | string[] | undefined): ContentEncoding | null {
  const taken = new Set<string>();
  for (const part of String(header ?? '').toLowerCase().split(',')) {
    const [name, ...params] = part.split(';').map((s) => s.trim());
    const q = params.find((p) => p.startsWith('q='));
    if (q && !(Number(q.slice(2)) > 0)) continue;
    taken.add(name);
  }
  if (taken.has('br')) return 'br';
  if (taken.has('gzip') || taken.has('x-gzip')) return 'gzip';
  return null;
}

function brotli(body: Buffer, quality: number) {
  return { params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } };
}

/**
 * The file's body in `encoding`, kept on the file: a source that keeps its files (serve's cache, dev's
 * static files) compresses each once, and requests arriving meanwhile share the one being made.
 * Null when it could not be made (the body is then sent as it is).
 */
export function encodedBody(file: SiteFile, encoding: ContentEncoding): Buffer | Promise<Buffer | null> {
  if (encoding === 'gzip') return (file.gzipped ??= gzipSync(file.body));
  if (file.brotli) return file.brotli;
  if (file.freshness !== 'immutable' || file.body.length > BEST_QUALITY_MAX_BYTES) return (file.brotli = brotliCompressSync(file.body, brotli(file.body, FAST_QUALITY)));
  const made = new Promise<Buffer | null>((resolve) => {
    brotliCompress(file.body, brotli(file.body, constants.BROTLI_MAX_QUALITY), (error, result) => {
      if (error) {
        // Not kept: the next request tries again.
        if (file.brotli === made) file.brotli = undefined;
        resolve(null);
      } else {
        file.brotli = result;
        resolve(result);
      }
    });
  });
  file.brotli = made;
  return made;
}
