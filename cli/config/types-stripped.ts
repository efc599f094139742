// A module of the site read as data, never run: TypeScript's types taken out by esbuild first, with
// the way back to the place in the file a node of the output is at.
import type { PartialMessage } from 'esbuild';
import { SourceMap } from 'node:module';

export type Position = { line: number; column: number };

/**
 * The file as JavaScript: TypeScript's types (`import type`, `: SidebarsConfig`, `as const`) taken out
 * by esbuild, with the way back from a place in the output to the same place in the file.
 */
export async function typesStripped(file: string, text: string): Promise<{ code: string; original: (at: Position) => Position } | { errors: PartialMessage[] }> {
  if (!/\.[cm]?tsx?$/.test(file)) return { code: text, original: (at) => at };
  const { transform } = await import('esbuild');
  try {
    const result = await transform(text, { loader: file.endsWith('x') ? 'tsx' : 'ts', sourcemap: 'external', sourcefile: file, logLevel: 'silent' });
    const map = new SourceMap(JSON.parse(result.map) as ConstructorParameters<typeof SourceMap>[0]);
    return {
      code: result.code,
      original: (at) => {
        const entry = map.findEntry(at.line - 1, at.column) as { originalLine?: number; originalColumn?: number };
        return entry.originalLine === undefined ? { line: 1, column: 0 } : { line: entry.originalLine + 1, column: entry.originalColumn ?? 0 };
      },
    };
  } catch (error) {
    return { errors: (error as { errors?: PartialMessage[] }).errors ?? [{ text: String(error) }] };
  }
}
