// Blog authors as Docusaurus reads them. A post's `authors` is one author or a list: each a key of
// the blog's authors map (content/blog/authors.yml), or an author written out ({name, title, url});
// the older `author`, `author_title` and `author_url` keys (or Docusaurus 1's `authorTitle`, `authorURL`) name one author. Without an authors map, a
// string is the author's name, as devcenter's blog has always read it.
import type { BlogAuthor } from '../../runtime/shared/types.ts';
import { isSafeUrl } from '../../runtime/shared/url-policy.ts';
import { closest } from '../closest.ts';
import type { Diagnostic } from '../diagnostics.ts';
import { MAX_AUTHOR_TEXT, MAX_AUTHORS_PER_POST } from './expansion-limits.ts';
import { isObject, parseDataMap, type DataFileSource } from './data-files.ts';
import { frontmatterKeyPosition } from './frontmatter.ts';
import type { Page } from './page.ts';

export interface AuthorsMap {
  file: string;
  authors: Map<string, BlogAuthor>;
  /** Keys the map has but could not read (reported at the map). */
  refused: Set<string>;
}

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
  // Shown with every post of theirs, on every list and feed: a long one is multiplied by them all.
  for (const [field, text] of [['name', name], ['title', value.title]] as const) {
    if (typeof text === 'string' && text.length > MAX_AUTHOR_TEXT) return `an author's ${field} is ${text.length} characters; it may be at most ${MAX_AUTHOR_TEXT}`;
  }
  const url = (value.url as string | undefined) ?? (value.email ? `mailto:${value.email as string}` : undefined);
  if (url !== undefined && !isSafeUrl(url, 'link')) return `an author's url must be a relative, http:, https: or mailto: address; it is ${JSON.stringify(url)}`;
  return { name, ...(typeof value.title === 'string' ? { title: value.title } : {}), ...(url ? { url } : {}) };
}

/** The authors map a source holds; its problems at their line and column. */
export function parseAuthorsMap(source: DataFileSource): { map: AuthorsMap | null; diagnostics: Diagnostic[] } {
  const parsed = parseDataMap(source, 'blog', 'authors map', 'ada: {name: "Ada Lovelace", title: "…", url: "…"}', (key, value) =>
    isObject(value) ? authorOf(value, key) : 'an author is a map: {name: "…", title: "…", url: "…"}',
  );
  return { map: parsed.map ? { file: source.file, authors: parsed.map, refused: parsed.refused } : null, diagnostics: parsed.diagnostics };
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
    const author = authorOf({ name: fm.author, title: fm.author_title ?? fm.authorTitle, url: fm.author_url ?? fm.authorURL });
    if (typeof author === 'string') report('author', `Blog post author: ${author}.`);
    return { authors: typeof author === 'string' ? [] : [author], diagnostics };
  }
  const authors: BlogAuthor[] = [];
  if (fm.authors.length > MAX_AUTHORS_PER_POST) {
    report('authors', `This post has ${fm.authors.length} authors; a post may have at most ${MAX_AUTHORS_PER_POST}.`);
    return { authors, diagnostics };
  }
  // The same author named twice is one author (a post listed them 3,000 times to fill the feeds).
  const named = new Set<string>();
  for (const entry of fm.authors) {
    if (typeof entry === 'string') {
      if (named.has(entry)) continue;
      named.add(entry);
    }
    if (typeof entry === 'string') {
      if (!map) authors.push({ name: entry });
      else if (map.authors.has(entry)) authors.push(map.authors.get(entry)!);
      else if (!map.refused.has(entry)) {
        const near = closest(entry, [...map.authors.keys()]);
        report('authors', `Blog author "${entry}" is not in ${map.file}.`, near ? { suggestion: near } : { hint: `add it to ${map.file}, or write the author out: authors: [{name: "…", title: "…", url: "…"}].` });
      }
      continue;
    }
    // An author written out, or a key with what this post says of them (Docusaurus's {key, title}).
    const known = typeof entry.key === 'string' && map ? map.authors.get(entry.key) : undefined;
    if (typeof entry.key === 'string' && !known) {
      if (map?.refused.has(entry.key)) continue;
      report('authors', `Blog author "${entry.key}" is not in ${map?.file ?? 'an authors map'}.`, { hint: map ? `add it to ${map.file}.` : 'write content/blog/authors.yml with it, or write the author out with a name.' });
      continue;
    }
    const author = authorOf({ ...known, ...entry });
    if (typeof author === 'string') report('authors', `Blog post author: ${author}.`);
    else authors.push(author);
  }
  return { authors, diagnostics };
}
