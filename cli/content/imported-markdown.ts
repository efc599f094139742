// Markdown files pages import that are not partials (`_` files): Docusaurus imports any .md/.mdx as a
// component. A page of content/ another page imports (`import Guide from '../concepts/install.md'`,
// 8 of Keploy's pages) stays a page and is a partial too; a Markdown file of static/ named by
// `@site/static/…` (Docusaurus's `@site/` is the site's root: Ionic's docs import 441 demos so) is read
// as a partial at the content path `static/…`, where that import leads (importedContentPath), with
// what it imports in turn. Only files some page imports are added, each once, within a page's size.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describeErrno, type Diagnostic } from '../diagnostics.ts';
import type { SourceFile } from './discover.ts';
import type { SiteFolderFile } from './site-folder.ts';
import { MAX_SOURCE_BYTES, sourceText } from './source-text.ts';
import { dataImportContentPath } from './data-imports.ts';
import { importedContentPath, rawImportContentPath, siteRelativePath } from './theme-imports.ts';
import { literalExpressionText } from './literal-expressions.ts';

/** A Markdown import's specifier in a page's text (an `import … from '…'` line); read, never run. */
const MARKDOWN_IMPORT = /\bfrom\s*(['"])([^'"\n]+\.mdx?)\1/g;
/** Any other import of a path (`from './examples'`, `from '@site/data/versions.json'`): maybe a data module. */
const PATH_IMPORT = /\bfrom\s*(['"])((?:\.\.?\/|@site\/|\/)[^'"\n]*)\1/g;
/** A raw-loader import's specifier (`from '!!raw-loader!./main.tf'`): the file's text, any file. */
const RAW_IMPORT = /\bfrom\s*(['"])(!?!?raw-loader![^'"\n]+)\1/g;

/**
 * A specifier as the page's import reads it: the text between the quotes is a JavaScript string, whose
 * escapes are read (`'!!raw-loader!./\_examples/Block'`, as Prettier escapes `_` in Markdown, is
 * ./_examples/Block: react-native-gesture-handler's docs import six examples so). As written when it
 * is no string (a backslash at its end).
 */
function specifierValue(written: string): string {
  return written.includes('\\') ? (literalExpressionText(`'${written}'`) ?? written) : written;
}

/**
 * The Markdown files `sources` and `partials` import, directly or through one another, that are not
 * partials already: pages of content/ and files of static/.
 */
export function importedMarkdown(
  root: string,
  sources: readonly SourceFile[],
  partials: readonly SourceFile[],
  staticFiles: readonly SiteFolderFile[],
  contentFiles: readonly SiteFolderFile[] = [],
  contentDir = path.join(root, 'content'),
): { partials: SourceFile[]; diagnostics: Diagnostic[] } {
  const pages = new Map(sources.map((source) => [source.contentPath, source]));
  const known = new Set(partials.map((partial) => partial.contentPath));
  const inStatic = new Map(staticFiles.map((file) => [`static/${file.relPath}`, file]));
  const inContent = new Map(contentFiles.map((file) => [file.relPath, file]));
  // A path from the root (`/x.md`) is static/'s file first, as Docusaurus's webpack looks for it.
  const inStaticFolder = (contentPath: string) => inStatic.has(contentPath);
  // Any file a page may show the text of, to resolve a raw-loader import written without its ending.
  const isSiteFile = (contentPath: string) => (contentPath.startsWith('static/') ? inStatic.has(contentPath) : inContent.has(contentPath) || pages.has(contentPath));
  const added: SourceFile[] = [];
  const diagnostics: Diagnostic[] = [];
  const queue = [...sources, ...partials];
  while (queue.length > 0) {
    const from = queue.pop()!;
    // Cheap first: most pages import nothing.
    if (!from.text.includes('import')) continue;
    // A file whose text a page shows (raw-loader) is read as a partial is, never parsed: the page is
    // made again when it changes, as when a partial does.
    for (const match of from.text.matchAll(RAW_IMPORT)) {
      const contentPath = rawImportContentPath(specifierValue(match[2]), from, inStaticFolder, isSiteFile);
      if (contentPath === null || known.has(contentPath)) continue;
      known.add(contentPath);
      const page = pages.get(contentPath);
      if (page) {
        added.push(page);
        continue;
      }
      const file = contentPath.startsWith('static/') ? inStatic.get(contentPath) : inContent.get(contentPath);
      const read = file ? readImported(file, contentPath, contentPath.startsWith('static/') ? path.join(root, contentPath) : path.join(contentDir, contentPath), root) : null;
      if (read && 'diagnostic' in read) diagnostics.push(read.diagnostic);
      else if (read) added.push(read.source);
    }
    // A data module of content/ (data-imports.ts): read as a raw-loaded file is, and as data, never run, where imported.
    for (const match of from.text.matchAll(PATH_IMPORT)) {
      const contentPath = dataImportContentPath(siteRelativePath(specifierValue(match[2]), from, (p) => inContent.has(p)), (p) => inContent.has(p));
      if (contentPath === null || known.has(contentPath) || pages.has(contentPath)) continue;
      known.add(contentPath);
      const read = readImported(inContent.get(contentPath)!, contentPath, path.join(contentDir, contentPath), root);
      if ('diagnostic' in read) diagnostics.push(read.diagnostic);
      else added.push(read.source);
    }
    for (const match of from.text.matchAll(MARKDOWN_IMPORT)) {
      const contentPath = importedContentPath(specifierValue(match[2]), from, inStaticFolder);
      if (contentPath === null || known.has(contentPath)) continue;
      known.add(contentPath);
      const page = pages.get(contentPath);
      if (page) {
        added.push(page);
        continue; // its own imports are looked at as a page's
      }
      const file = contentPath.startsWith('static/') ? inStatic.get(contentPath) : undefined;
      if (!file) continue; // the import is reported where the page is parsed
      const read = readImported(file, contentPath, path.join(root, contentPath), root);
      if ('diagnostic' in read) diagnostics.push(read.diagnostic);
      else {
        added.push(read.source);
        queue.push(read.source);
      }
    }
  }
  return { partials: added, diagnostics };
}

/** A file of content/ or static/ read as an imported text; a diagnostic when it is too large or cannot be read. */
function readImported(file: SiteFolderFile, contentPath: string, absPath: string, root: string): { source: SourceFile } | { diagnostic: Diagnostic } {
  const name = path.relative(root, absPath).split(path.sep).join('/');
  if (file.size > MAX_SOURCE_BYTES) {
    return { diagnostic: { severity: 'error', code: 'read', message: `${name} is ${(file.size / 1024 / 1024).toFixed(1)} MB: more than the ${MAX_SOURCE_BYTES / 1024 / 1024} MB a page may be.`, file: name } };
  }
  try {
    return { source: { absPath, file: name, contentPath, text: sourceText(readFileSync(file.realPath)).text } };
  } catch (error) {
    const { code, message } = error as NodeJS.ErrnoException;
    return { diagnostic: { severity: 'error', code: 'read', message: `${name} could not be read: ${code ? describeErrno(code) : message}.`, file: name } };
  }
}
