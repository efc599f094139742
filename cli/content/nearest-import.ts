// "Did you mean" for an import of a Markdown file that is not there (`./_snipet.mdx`): the nearest
// Markdown file the page may import, written as the import wrote its path.
import path from 'node:path';
import { closest } from '../closest.ts';
import type { ImportableFiles } from './discover.ts';

/** The specifier of the nearest importable file to `missing` (a content path), or undefined. */
export function nearestImport(specifier: string, missing: string, from: string, files: ImportableFiles): string | undefined {
  const markdown = [...files.keys()].filter((file) => /\.mdx?$/.test(file));
  // A name in the same folder first: the slip is usually in the file's name, not its folder.
  const folder = path.posix.dirname(missing);
  // As near as a typo of the file's name: a long path must not let a page of another name count as one.
  const limit = Math.max(2, Math.floor(path.posix.basename(missing).length / 3));
  const near = closest(missing, markdown.filter((file) => path.posix.dirname(file) === folder), limit) ?? closest(missing, markdown, limit);
  if (near === undefined) return undefined;
  if (specifier.startsWith('@site/')) return `@site/${near}`;
  if (specifier.startsWith('/')) return `/${near}`;
  const relative = path.posix.relative(path.posix.dirname(from), near);
  return relative.startsWith('.') ? relative : `./${relative}`;
}
