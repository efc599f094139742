// Finds the content files of a site: every .md / .mdx file under content/.
import fg from 'fast-glob';
import { readFile } from 'node:fs/promises';
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
  return Promise.all(
    entries.map(async (contentPath) => {
      const absPath = path.join(contentDir, contentPath);
      return {
        absPath,
        file: path.relative(root, absPath).split(path.sep).join('/'),
        contentPath,
        text: await readFile(absPath, 'utf8'),
      };
    }),
  );
}
