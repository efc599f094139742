// Tags as Docusaurus names them, for the blog's posts and for docs alike. A tag written inline
// (`tags: [Getting started]`) lives at <tags path>/<its kebab case> (lodash's kebabCase,
// Docusaurus's: `getting-started`, `node-js`); one written as {label, permalink} at its permalink;
// and one the tags file (content/blog/tags.yml, content/docs/tags.yml) lists, at the file's permalink
// with its label and description (defaults: the key capitalised, and its kebab case), as Docusaurus
// 3.5 reads that file.
import kebabCase from 'lodash.kebabcase';
import type { Diagnostic } from '../diagnostics.ts';
import { blogTagsPath } from './blog-path.ts';
import { MAX_TAGS_PER_PAGE, MAX_TAGS_PER_SITE } from './expansion-limits.ts';
import type { SourceFile } from './discover.ts';
import { isObject, parseDataMap, type DataFileSource } from './data-files.ts';
import { frontmatterKeyPosition } from './frontmatter.ts';
import type { Page } from './page.ts';

/** Where a kind of page's tags live, and how messages name them. */
export interface TagsPlace {
  /** The tags page's path; each tag's is below it ("/blog/tags", "/docs/tags"). */
  path: string;
  /** "Blog tag", "Doc tag". */
  noun: string;
  /** The diagnostics' code. */
  code: string;
}

export const blogTagsPlace = (blogPath: string): TagsPlace => ({ path: blogTagsPath(blogPath), noun: 'Blog tag', code: 'blog' });
// Docs served at the site's root (routeBasePath: '/') have their tags at /tags, never "//tags": that
// path's file was "/tags/index.html", which the output writer refuses as outside the build (Saleor's).
export const docTagsPlace = (docsPath: string): TagsPlace => ({ path: `${docsPath.replace(/\/$/, '')}/tags`, noun: 'Doc tag', code: 'tags' });

export interface Tag {
  label: string;
  /** The tag's own path under the tags page, without its slash ("azure-container-storage"). */
  slug: string;
  description?: string;
}

/** A tag as a page shows it: its label, its address and the tags file's description. */
export interface TagLink {
  label: string;
  href: string;
  description?: string;
}

export interface TagsFile {
  file: string;
  tags: Map<string, Tag>;
  /** Keys the file has but could not read (reported at the file). */
  refused: Set<string>;
}

/** lodash's capitalize: the first letter upper case, the rest lower. */
const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1).toLowerCase();

/** A permalink as a tag's slug: one path segment, letters or digits (`..`, `!!!` and `a/b` are not), short enough to be a file name. */
const MAX_SLUG_BYTES = 200;
const isCleanSlug = (slug: string) => /^[\p{L}\p{M}\p{N}\p{Pc}-]+$/u.test(slug) && Buffer.byteLength(slug) <= MAX_SLUG_BYTES;
const slugOf = (permalink: string) => permalink.replace(/^\/+|\/+$/g, '');

/** The tags file a source holds; its problems at their line. */
export function parseTagsFile(source: DataFileSource, place: TagsPlace): { map: TagsFile | null; diagnostics: Diagnostic[] } {
  const parsed = parseDataMap<Tag>(source, place.code, 'tags file', 'docusaurus: {label: "Docusaurus", permalink: /docusaurus, description: "…"}', (key, value) => {
    if (value !== null && !isObject(value)) return 'a tag is a map: {label: "…", permalink: /…, description: "…"}, or nothing';
    const entry = value ?? {};
    for (const field of ['label', 'permalink', 'description'] as const) {
      if (entry[field] !== undefined && entry[field] !== null && typeof entry[field] !== 'string') return `a tag's ${field} must be a string`;
    }
    const slug = typeof entry.permalink === 'string' && entry.permalink ? slugOf(entry.permalink) : kebabCase(key);
    if (!isCleanSlug(slug)) return `its address ${place.path}/${slug} is not one path segment of letters or digits`;
    return { label: typeof entry.label === 'string' && entry.label ? entry.label : capitalize(key), slug, ...(typeof entry.description === 'string' ? { description: entry.description } : {}) };
  });
  return { map: parsed.map ? { file: source.file, tags: parsed.map, refused: parsed.refused } : null, diagnostics: parsed.diagnostics };
}

/**
 * A page's tags, each once by its address; a tag without a clean address is reported and left out,
 * and one the tags file lacks is a warning when there is a file (Docusaurus's onInlineTags: 'warn').
 */
export function pageTags(page: Page, file: TagsFile | null, place: TagsPlace, diagnostics: Diagnostic[]): TagLink[] {
  const at = () => {
    const key = frontmatterKeyPosition(page.source.text, 'tags');
    return { file: page.source.file, ...(key ? { line: key.line, column: key.column, lineText: key.lineText, length: 'tags'.length } : {}) };
  };
  const tags = new Map<string, TagLink>();
  const all = page.frontmatter.tags ?? [];
  if (all.length > MAX_TAGS_PER_PAGE) {
    diagnostics.push({ severity: 'error', code: place.code, message: `This page has ${all.length} tags; a page may have at most ${MAX_TAGS_PER_PAGE}.`, ...at(), hint: 'keep the few that say what the page is about: each tag\'s page lists this page again.' });
    return [];
  }
  for (const written of all) {
    const listed = typeof written === 'string' ? file?.tags.get(written) : undefined;
    if (typeof written === 'string' && file && !listed && !file.refused.has(written)) {
      diagnostics.push({ severity: 'warning', code: place.code, message: `${place.noun} "${written}" is not in ${file.file}: it gets an address of its own.`, ...at(), hint: `add it to ${file.file}.` });
    }
    const tag: Tag = listed ?? (typeof written === 'string' ? { label: written, slug: kebabCase(written) } : { label: written.label, slug: written.permalink ? slugOf(written.permalink) : kebabCase(written.label) });
    if (!isCleanSlug(tag.slug)) {
      diagnostics.push({
        severity: 'error',
        code: place.code,
        message:
          Buffer.byteLength(tag.slug) > MAX_SLUG_BYTES
            ? `${place.noun} "${tag.label.slice(0, 40)}…" has no address of its own: its slug is ${Buffer.byteLength(tag.slug)} bytes; a tag's is at most ${MAX_SLUG_BYTES}.`
            : `${place.noun} ${JSON.stringify(tag.label)} has no address of its own: its slug is ${tag.slug ? JSON.stringify(tag.slug) : 'empty'}.`,
        ...at(),
        hint: `give the tag letters or digits (a tag becomes ${place.path}/<its slug>).`,
      });
      continue;
    }
    const href = `${place.path}/${tag.slug}`;
    if (!tags.has(href)) tags.set(href, { label: tag.label, href, ...(tag.description ? { description: tag.description } : {}) });
  }
  return [...tags.values()];
}

/**
 * The error for tags past MAX_TAGS_PER_SITE, at the `tags:` of the first page whose tags go past it
 * (`who` has more than 10,000 tags; `what` may have at most; `whose` tags go past it).
 */
export function tooManyTags(who: string, what: string, whose: string, source: SourceFile | undefined): Diagnostic {
  const limit = MAX_TAGS_PER_SITE.toLocaleString('en-US');
  const place = source ? frontmatterKeyPosition(source.text, 'tags') : null;
  return { severity: 'error', code: 'tags', message: `${who} more than ${limit} tags; ${what} may have at most ${limit} (each is a page). ${whose} tags go past it.`, file: source?.file, ...(place ?? {}), hint: 'use fewer, broader tags.' };
}
