// Finds the content files of a site: every .md / .mdx file under content/.
import fg from 'fast-glob';
import { readFileSync } from 'node:fs';
import path from 'node:path';

export interface SourceFile {
  /** Absolute path. */
  absPath: string;
  /** Path relative to the site root, forward slashes: what diagnostics show. */
  file: string;
  /** Path relative to content/, forward slashes, e.g. "docs/plugin/checkout.mdx". */
  contentPath: string;
  text: string;
}

/** `onListed` learns how many files there are before they are read (to start parse workers early). */
export async function discoverContent(root: string, contentDir: string, onListed?: (count: number) => void): Promise<SourceFile[]> {
  const entries = await fg('**/*.{md,mdx}', { cwd: contentDir, onlyFiles: true, ignore: ['**/node_modules/**', '**/_*'] });
  onListed?.(entries.length);
  entries.sort();
  // Read one after the other, synchronously: for a folder of small files that is about ten times
  // faster than a promise per file (1,000 files: 8 ms instead of 90), and workers booting meanwhile
  // get the cores.
  return entries.map((contentPath) => {
    const absPath = path.join(contentDir, contentPath);
    return {
      absPath,
      file: path.relative(root, absPath).split(path.sep).join('/'),
      contentPath,
      text: readFileSync(absPath, 'utf8'),
    };
  });
}
