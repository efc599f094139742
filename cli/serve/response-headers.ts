// The headers the build wrote for every response of the site (the Content-Security-Policy,
// cli/render/csp.ts), read again when a new build replaced them: the policy's hashes must match the
// pages served.
import path from 'node:path';
import { HEADERS_FILE } from '../render/csp.ts';
import { freshJson } from './fresh-json.ts';

/** Name and value pairs as the output holds them now; none for an output without the file. */
export function responseHeadersOf(outDir: string): () => [string, string][] {
  const pairs = (parsed: unknown) => Object.entries(parsed as Record<string, unknown>).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
  return freshJson(path.join(outDir, HEADERS_FILE), pairs, []);
}
