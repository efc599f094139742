// A request body as its Content-Encoding says it was sent: algoliasearch v5 with `compression: 'gzip'`
// gzips every POST body over 750 characters (Content-Encoding: gzip), which Algolia reads. Inflated
// in one go once the compressed bytes have all arrived (a body trickling in holds no zlib state),
// and never past one body's limit: a kilobyte of zeros must not become a gigabyte of our memory.
import { gunzipSync } from 'node:zlib';

export type DecodedBody = { ok: true; bytes: Buffer } | { ok: false; status: 400 | 415; message: string };

export function decodeBody(raw: Buffer, contentEncoding: string | undefined, maxBytes: number): DecodedBody {
  const encoding = (contentEncoding ?? '').trim().toLowerCase();
  if (encoding === '' || encoding === 'identity') return { ok: true, bytes: raw };
  if (encoding !== 'gzip' && encoding !== 'x-gzip') {
    return { ok: false, status: 415, message: `Unsupported Content-Encoding "${encoding.slice(0, 40)}": send the body as it is or gzip-compressed.` };
  }
  try {
    return { ok: true, bytes: gunzipSync(raw, { maxOutputLength: maxBytes }) };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE') {
      return { ok: false, status: 400, message: `Request body is larger than ${maxBytes} bytes once decompressed` };
    }
    return { ok: false, status: 400, message: 'The request body is not valid gzip data (Content-Encoding: gzip).' };
  }
}
