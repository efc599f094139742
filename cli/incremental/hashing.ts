// The content hashes every cache keys on: one function, so a text two caches both hash hashes alike,
// and a content file is hashed once however many caches ask.
import { createHash } from 'node:crypto';
import type { SourceFile } from '../content/discover.ts';

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

/** What a page was made from: its own text and the partials it includes (each by its hash, or
 * as missing). The same as the text's hash for a page that includes none. */
export function pageInputsHash(source: SourceFile, includes: readonly string[], partials: ReadonlyMap<string, SourceFile>): string {
  if (includes.length === 0) return sourceHash(source);
  const included = [...includes].sort().map((contentPath) => {
    const partial = partials.get(contentPath);
    return `${contentPath}:${partial ? sourceHash(partial) : 'missing'}`;
  });
  return hashText([sourceHash(source), ...included].join('\n'));
}
