// The content hashes every cache keys on: one function, so a text two caches both hash hashes alike,
// and a content file is hashed once however many caches ask.
import { createHash } from 'node:crypto';
import type { SourceFile } from '../content/discover.ts';

/** The site's cache folder, under its root: the parse and check caches and the compiled config. */
export const CACHE_DIR = '.devcenter-cache';

export function hashText(text: string | Uint8Array): string {
  return createHash('sha256').update(text).digest('hex').slice(0, 24);
}

const sourceHashes = new WeakMap<SourceFile, string>();

/** A content file's hash, worked out once however many caches ask for it. */
export function sourceHash(source: SourceFile): string {
  let hash = sourceHashes.get(source);
  if (hash === undefined) sourceHashes.set(source, (hash = hashText(source.text)));
  return hash;
}
