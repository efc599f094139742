// Markdown files of static/ that pages import: Docusaurus's `@site/` is the site's root, so
// `import Demo from '@site/static/usage/accordion/basic/index.md'` names a file of static/ (Ionic's
// docs import 441 of them, each a demo's code in tabs). Those files, and what they import in turn,
// are read as partials at the content path `static/…`, where an `@site/static/…` import leads
// (importedContentPath). Only files some page imports are read, once each, within a page's size.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describeErrno, type Diagnostic } from '../diagnostics.ts';
import type { SourceFile } from './discover.ts';
import type { SiteFolderFile } from './site-folder.ts';
import { MAX_SOURCE_BYTES, sourceText } from './source-text.ts';
import { importedContentPath } from './theme-imports.ts';

/** A Markdown import's specifier in a page's text (an `import … from '…'` line); read, never run. */
const MARKDOWN_IMPORT = /\bfrom\s*(['"])([^'"\n]+\.mdx?)\1/g;

/** The Markdown files of static/ that `sources` import, directly or through one another, as partials. */
export function staticPartials(root: string, sources: readonly SourceFile[], staticFiles: readonly SiteFolderFile[]): { partials: SourceFile[]; diagnostics: Diagnostic[] } {
  const byPath = new Map(staticFiles.map((file) => [`static/${file.relPath}`, file]));
  const partials: SourceFile[] = [];
  const diagnostics: Diagnostic[] = [];
  const read = new Set<string>();
  const queue = [...sources];
  while (queue.length > 0) {
    const from = queue.pop()!;
    // Cheap first: a page that names no static file is not looked at twice.
    if (!from.text.includes('static/') && !from.contentPath.startsWith('static/')) continue;
    for (const match of from.text.matchAll(MARKDOWN_IMPORT)) {
      const contentPath = importedContentPath(match[2], from);
      if (contentPath === null || !contentPath.startsWith('static/') || read.has(contentPath)) continue;
      read.add(contentPath);
      const file = byPath.get(contentPath);
      if (!file) continue; // the import is reported where the page is parsed
      const shown = contentPath;
      if (file.size > MAX_SOURCE_BYTES) {
        diagnostics.push({ severity: 'error', code: 'read', message: `${shown} is ${(file.size / 1024 / 1024).toFixed(1)} MB: more than the ${MAX_SOURCE_BYTES / 1024 / 1024} MB a page may be.`, file: shown });
        continue;
      }
      try {
        const partial: SourceFile = { absPath: path.join(root, contentPath), file: shown, contentPath, text: sourceText(readFileSync(file.realPath)).text };
        partials.push(partial);
        queue.push(partial);
      } catch (error) {
        const { code, message } = error as NodeJS.ErrnoException;
        diagnostics.push({ severity: 'error', code: 'read', message: `${shown} could not be read: ${code ? describeErrno(code) : message}.`, file: shown });
      }
    }
  }
  return { partials, diagnostics };
}
