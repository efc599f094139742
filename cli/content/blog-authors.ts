// Blog authors as Docusaurus reads them. A post's `authors` is one author or a list: each a key of
// the blog's authors map (content/blog/authors.yml), or an author written out ({name, title, url});
// the older `author`, `author_title` and `author_url` keys name one author. Without an authors map, a
// string is the author's name, as devcenter's blog has always read it.
import { readFileSync } from 'node:fs';
import { LineCounter, parseDocument } from 'yaml';
import type { BlogAuthor } from '../../runtime/shared/types.ts';
import { isSafeUrl } from '../../runtime/shared/url-policy.ts';
import { closest } from '../closest.ts';
import { lineAt, type Diagnostic } from '../diagnostics.ts';
import { frontmatterKeyPosition } from './frontmatter.ts';
import type { Page } from './page.ts';
import type { SiteFolderFile } from './site-folder.ts';

/** Where Docusaurus looks for the authors map, by content path: the first one there is read. */
export const AUTHORS_FILES = ['blog/authors.yml', 'blog/authors.yaml', 'blog/authors.json'];
/** An authors map larger than this is not read: thousands of authors take a few hundred KB. */
const MAX_AUTHORS_BYTES = 4 * 1024 * 1024;

/** The authors map as written, read when the site's inputs are discovered. */
export interface AuthorsSource {
  /** The file as messages name it (content/blog/authors.yml). */
  file: string;
  text: string;
}

export interface AuthorsMap {
  file: string;
  authors: Map<string, BlogAuthor>;
}

/** The blog's authors map, if content/ has one; `label` turns a content path into the name messages use. */
export function readAuthorsSource(contentFiles: ReadonlyMap<string, SiteFolderFile>, label: (contentPath: string) => string): { source: AuthorsSource | null; diagnostics: Diagnostic[] } {
  const contentPath = AUTHORS_FILES.find((name) => contentFiles.has(name));
  if (!contentPath) return { source: null, diagnostics: [] };
  const found = contentFiles.get(contentPath)!;
  const file = label(contentPath);
  if (found.size > MAX_AUTHORS_BYTES) {
    return { source: null, diagnostics: [{ severity: 'error', code: 'blog', message: `The blog's authors map is ${found.size} bytes: more than the ${MAX_AUTHORS_BYTES} it may be.`, file }] };
  }
  try {
    return { source: { file, text: readFileSync(found.realPath, 'utf8') }, diagnostics: [] };
  } catch (error) {
    return { source: null, diagnostics: [{ severity: 'error', code: 'blog', message: `The blog's authors map cannot be read: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}.`, file }] };
  }
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * An author as a map entry or a post writes it: what it must hold, or why it cannot be read. `key`
 * names a map entry, whose name may be left out (the key stands for it then).
 */
function authorOf(value: Record<string, unknown>, key?: string): BlogAuthor | string {
  const name = value.name ?? key;
  if (typeof name !== 'string' || name.trim() === '') return 'an author needs a name: {name: "…", title: "…", url: "…"}';
  for (const field of ['title', 'url', 'email'] as const) {
    if (value[field] !== undefined && typeof value[field] !== 'string') return `an author's ${field} must be a string`;
  }
  const url = (value.url as string | undefined) ?? (value.email ? `mailto:${value.email as string}` : undefined);
  if (url !== undefined && !isSafeUrl(url, 'link')) return `an author's url must be a relative, http:, https: or mailto: address; it is ${JSON.stringify(url)}`;
  return { name, ...(typeof value.title === 'string' ? { title: value.title } : {}), ...(url ? { url } : {}) };
}

/** The authors map a source holds; its problems at their line and column. */
export function parseAuthorsMap(source: AuthorsSource): { map: AuthorsMap | null; diagnostics: Diagnostic[] } {
  const { file, text } = source;
  const lines = new LineCounter();
  const document = parseDocument(text, { lineCounter: lines, uniqueKeys: true });
  const at = (offset: number | undefined) => {
    const { line, col } = offset === undefined ? { line: 1, col: 1 } : lines.linePos(offset);
    return { file, line, column: col, lineText: lineAt(text, line) };
  };
  const problem = (message: string, offset?: number, hint?: string): Diagnostic => ({ severity: 'error', code: 'blog', message, ...at(offset), ...(hint ? { hint } : {}) });
  if (document.errors.length > 0) {
    return { map: null, diagnostics: document.errors.map((error) => problem(`Invalid authors map: ${error.message.split('\n')[0].replace(/ at line \d+, column \d+:?$/, '')}`, error.pos[0])) };
  }
  let data: unknown;
  try {
    data = document.toJS() ?? {};
  } catch (error) {
    // The yaml package stops aliases that expand without bound with a ReferenceError.
    if (!(error instanceof ReferenceError && /alias/i.test(error.message))) throw error;
    return { map: null, diagnostics: [problem(`Invalid authors map: ${error.message.replace(/\.$/, '')}.`, 0, 'write each author out, without aliases (*name).')] };
  }
  if (!isObject(data)) return { map: null, diagnostics: [problem('The authors map must be a map of keys to authors: ada: {name: "Ada Lovelace", title: "…", url: "…"}.', 0)] };
  const keyOffset = new Map<string, number>();
  for (const pair of (document.contents as { items?: { key?: { value?: unknown; range?: [number, number, number] } }[] } | null)?.items ?? []) {
    if (pair.key?.range) keyOffset.set(String(pair.key.value), pair.key.range[0] + (/["']/.test(text[pair.key.range[0]]) ? 1 : 0));
  }
  const authors = new Map<string, BlogAuthor>();
  const diagnostics: Diagnostic[] = [];
  for (const [key, value] of Object.entries(data)) {
    const author = isObject(value) ? authorOf(value, key) : 'an author is a map: {name: "…", title: "…", url: "…"}';
    if (typeof author === 'string') diagnostics.push({ ...problem(`Author "${key}": ${author}.`, keyOffset.get(key)), length: key.length });
    else authors.set(key, author);
  }
  return { map: { file, authors }, diagnostics };
}

/** A post's authors, from its frontmatter and the authors map; what is wrong is shown at the key that says it. */
export function postAuthors(page: Page, map: AuthorsMap | null): { authors: BlogAuthor[]; diagnostics: Diagnostic[] } {
  const fm = page.frontmatter;
  const diagnostics: Diagnostic[] = [];
  const report = (key: string, message: string, help?: { hint?: string; suggestion?: string }) => {
    const place = frontmatterKeyPosition(page.source.text, key);
    diagnostics.push({ severity: 'error', code: 'blog', message, file: page.source.file, ...(place ? { ...place, length: key.length } : {}), ...help });
  };
  if (!fm.authors) {
    if (!fm.author) return { authors: [], diagnostics };
    const author = authorOf({ name: fm.author, title: fm.author_title, url: fm.author_url });
    if (typeof author === 'string') report('author', `Blog post author: ${author}.`);
    return { authors: typeof author === 'string' ? [] : [author], diagnostics };
  }
  const authors: BlogAuthor[] = [];
  for (const entry of fm.authors) {
    if (typeof entry === 'string') {
      if (!map) authors.push({ name: entry });
      else if (map.authors.has(entry)) authors.push(map.authors.get(entry)!);
      else {
        const near = closest(entry, [...map.authors.keys()]);
        report('authors', `Blog author "${entry}" is not in ${map.file}.`, near ? { suggestion: near } : { hint: `add it to ${map.file}, or write the author out: authors: [{name: "…", title: "…", url: "…"}].` });
      }
      continue;
    }
    // An author written out, or a key with what this post says of them (Docusaurus's {key, title}).
    const known = typeof entry.key === 'string' && map ? map.authors.get(entry.key) : undefined;
    if (typeof entry.key === 'string' && !known) {
      report('authors', `Blog author "${entry.key}" is not in ${map?.file ?? 'an authors map'}.`, { hint: map ? `add it to ${map.file}.` : 'write content/blog/authors.yml with it, or write the author out with a name.' });
      continue;
    }
    const author = authorOf({ ...known, ...entry });
    if (typeof author === 'string') report('authors', `Blog post author: ${author}.`);
    else authors.push(author);
  }
  return { authors, diagnostics };
}
