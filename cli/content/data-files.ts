// The data files beside the content, as Docusaurus reads them: the blog's authors map
// (content/blog/authors.yml) and the blog's and the docs' tags files (content/blog/tags.yml,
// content/docs/tags.yml). Read when the site's inputs are discovered (they are inputs like a page: a
// change to one rebuilds what uses it), parsed as YAML maps of keys to entries, each problem at its
// line and column.
import { readFileSync } from 'node:fs';
import { LineCounter } from 'yaml';
import { lineAt, type Diagnostic } from '../diagnostics.ts';
import type { SiteFolderFile } from './site-folder.ts';
import type { StaticRedirectPage } from './static-policy.ts';
import { parseYamlDocument } from './yaml-document.ts';

/** A data file as written: `file` as messages name it (content/blog/authors.yml). */
export interface DataFileSource {
  file: string;
  text: string;
}

/** The data files, as stage discover found them. */
export interface DataFiles {
  authors: DataFileSource | null;
  blogTags: DataFileSource | null;
  docTags: DataFileSource | null;
  /** static/_redirects, read as the site's redirects (host-redirects.ts). */
  hostRedirects: DataFileSource | null;
  /** The pages of static/ read as redirects (redirect-page.ts). */
  redirectPages?: readonly StaticRedirectPage[];
}

export const NO_DATA_FILES: DataFiles = { authors: null, blogTags: null, docTags: null, hostRedirects: null };

/** Where Docusaurus looks for each, by content path: the first one there is read. */
const NAMES: Record<Exclude<keyof DataFiles, 'hostRedirects' | 'redirectPages'>, string[]> = {
  authors: ['blog/authors.yml', 'blog/authors.yaml', 'blog/authors.json'],
  blogTags: ['blog/tags.yml', 'blog/tags.yaml'],
  docTags: ['docs/tags.yml', 'docs/tags.yaml'],
};
/** A data file larger than this is not read: thousands of entries take a few hundred KB. */
const MAX_BYTES = 4 * 1024 * 1024;

/** The data files content/ has; `label` turns a content path into the name messages use. */
export function readDataFiles(contentFiles: ReadonlyMap<string, SiteFolderFile>, label: (contentPath: string) => string): { files: DataFiles; diagnostics: Diagnostic[] } {
  const diagnostics: Diagnostic[] = [];
  const read = (names: string[], code: string): DataFileSource | null => {
    const contentPath = names.find((name) => contentFiles.has(name));
    if (!contentPath) return null;
    const got = readDataFile(contentFiles.get(contentPath)!, label(contentPath), code);
    if ('problem' in got) diagnostics.push(got.problem);
    return 'source' in got ? got.source : null;
  };
  return { files: { authors: read(NAMES.authors, 'blog'), blogTags: read(NAMES.blogTags, 'blog'), docTags: read(NAMES.docTags, 'tags'), hostRedirects: null }, diagnostics };
}

/** A data file's text (`file` as messages name it), or why it is not read: too large, or unreadable. */
export function readDataFile(found: SiteFolderFile, file: string, code: string): { source: DataFileSource } | { problem: Diagnostic } {
  if (found.size > MAX_BYTES) return { problem: { severity: 'error', code, message: `${file} is ${found.size} bytes: more than the ${MAX_BYTES} a data file may be.`, file } };
  try {
    return { source: { file, text: readFileSync(found.realPath, 'utf8') } };
  } catch (error) {
    return { problem: { severity: 'error', code, message: `${file} cannot be read: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}.`, file } };
  }
}

export const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * A data file's map of keys to entries: each entry read by `entryOf` (an entry, or why it cannot be
 * one); problems at the key's line, with the diagnostic `code` of what reads the file. `what` names
 * the file in messages ("authors map", "tags file").
 */
export function parseDataMap<T>(
  source: DataFileSource,
  code: string,
  what: string,
  example: string,
  entryOf: (key: string, value: unknown) => T | string,
): { map: Map<string, T> | null; diagnostics: Diagnostic[]; refused: Set<string> } {
  const { file, text } = source;
  const lines = new LineCounter();
  const document = parseYamlDocument(text, { lineCounter: lines });
  const at = (offset: number | undefined) => {
    const { line, col } = offset === undefined ? { line: 1, col: 1 } : lines.linePos(offset);
    return { file, line, column: col, lineText: lineAt(text, line) };
  };
  const problem = (message: string, offset?: number, hint?: string): Diagnostic => ({ severity: 'error', code, message, ...at(offset), ...(hint ? { hint } : {}) });
  if (document.errors.length > 0) {
    return { map: null, refused: new Set(), diagnostics: document.errors.map((error) => problem(`Invalid ${what}: ${error.message.split('\n')[0].replace(/ at line \d+, column \d+:?$/, '')}`, error.pos[0])) };
  }
  let data: unknown;
  try {
    data = document.toJS() ?? {};
  } catch (error) {
    // The yaml package stops aliases that expand without bound with a ReferenceError.
    if (!(error instanceof ReferenceError && /alias/i.test(error.message))) throw error;
    return { map: null, refused: new Set(), diagnostics: [problem(`Invalid ${what}: ${error.message.replace(/\.$/, '')}.`, 0, 'write each entry out, without aliases (*name).')] };
  }
  if (!isObject(data)) return { map: null, refused: new Set(), diagnostics: [problem(`The ${what} must be a map of keys to entries: ${example}.`, 0)] };
  const keyOffset = new Map<string, number>();
  for (const pair of (document.contents as { items?: { key?: { value?: unknown; range?: [number, number, number] } }[] } | null)?.items ?? []) {
    if (pair.key?.range) keyOffset.set(String(pair.key.value), pair.key.range[0] + (/["']/.test(text[pair.key.range[0]]) ? 1 : 0));
  }
  const map = new Map<string, T>();
  const diagnostics: Diagnostic[] = [];
  // Entries that are there but cannot be used: reported here, once, not again where a page names them.
  const refused = new Set<string>();
  for (const [key, value] of Object.entries(data)) {
    const entry = entryOf(key, value);
    if (typeof entry === 'string') {
      diagnostics.push({ ...problem(`"${key}" in the ${what}: ${entry}.`, keyOffset.get(key)), length: key.length });
      refused.add(key);
    } else map.set(key, entry);
  }
  return { map, diagnostics, refused };
}
