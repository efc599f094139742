// The headers the build wrote for every response of the site (the Content-Security-Policy,
// cli/render/csp.ts), read again when a new build replaced them: the policy's hashes must match the
// pages served.
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { HEADERS_FILE } from '../render/csp.ts';

/** Name and value pairs as the output holds them now; none for an output without the file. */
export function responseHeadersOf(outDir: string): () => [string, string][] {
  const file = path.join(outDir, HEADERS_FILE);
  let seen: { mtimeMs: number; headers: [string, string][] } = { mtimeMs: -1, headers: [] };
  return () => {
    const mtimeMs = statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? -1;
    if (mtimeMs === seen.mtimeMs) return seen.headers;
    let headers: [string, string][] = [];
    try {
      const parsed = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
      headers = Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
    } catch {
      // Not there (an older build, a folder served by hand) or unreadable: no extra headers.
    }
    seen = { mtimeMs, headers };
    return headers;
  };
}
