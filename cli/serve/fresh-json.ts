// A JSON file of the output a server reads on every request, read again only when a new build
// replaced it (its mtime changed): what it says must match the files served beside it.
import { readFileSync, statSync } from 'node:fs';

/** Reads `file` as `shape` says; `fallback` while it is missing or unreadable. */
export function freshJson<T>(file: string, shape: (parsed: unknown) => T, fallback: T): () => T {
  let seen = { mtimeMs: -1, value: fallback };
  return () => {
    const mtimeMs = statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? -1;
    if (mtimeMs === seen.mtimeMs) return seen.value;
    let value = fallback;
    try {
      value = shape(JSON.parse(readFileSync(file, 'utf8')));
    } catch {
      // Not there (an older build, a folder served by hand) or unreadable.
    }
    seen = { mtimeMs, value };
    return value;
  };
}
