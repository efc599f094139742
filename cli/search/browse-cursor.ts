// browse's cursor: where the next call goes on from, and the parameters of the first call (Algolia's
// cursor carries them, so the next calls send the cursor alone). Opaque to clients, but read back
// from strangers: decoded with the same checks as any request, and refused whole when malformed.
import { SearchRequestError } from './search-limits.ts';

interface CursorState {
  /** The first call's parameters, as the client sent them. */
  params: Record<string, unknown>;
  /** How many records earlier calls returned. */
  position: number;
}

export function encodeCursor(state: CursorState): string {
  return Buffer.from(JSON.stringify({ p: state.params, o: state.position })).toString('base64url');
}

export function decodeCursor(cursor: unknown): CursorState {
  const refuse = (): never => {
    throw new SearchRequestError('Invalid value for "cursor" parameter: not a cursor this index returned.');
  };
  if (typeof cursor !== 'string' || !/^[A-Za-z0-9_-]+$/.test(cursor)) return refuse();
  let state: unknown;
  try {
    state = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    return refuse();
  }
  const { p, o } = (typeof state === 'object' && state !== null ? state : {}) as { p?: unknown; o?: unknown };
  if (typeof p !== 'object' || p === null || Array.isArray(p) || typeof o !== 'number' || !Number.isSafeInteger(o) || o < 0) return refuse();
  return { params: p as Record<string, unknown>, position: o };
}
