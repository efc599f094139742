// The docs' tags, as Docusaurus makes them: a doc's `tags` are links under its content to each tag's
// page (<docs>/tags/<slug>: "N docs tagged with …", each doc's title and description), and
// <docs>/tags lists every tag, by first letter, with how many docs have it. A docs tags file
// (content/docs/tags.yml) names them as the blog's does (cli/content/tags.ts). Unlisted docs are on
// no tag page, as in Docusaurus.
import type { PageNode } from '../../runtime/shared/types.ts';
import type { Diagnostic } from '../diagnostics.ts';
import { MAX_TAGS_PER_SITE } from './expansion-limits.ts';
import type { SourceFile } from './discover.ts';
import type { Route } from './route.ts';
import { docTagsPlace, pageTags, tooManyTags, type TagLink, type TagsFile, type TagsPlace } from './tags.ts';
import { ENGLISH_PAGE_WORDS, type GeneratedPageWords } from '../render/generated-page-words.ts';

export interface TaggedDoc {
  title: string;
  href: string;
  description: string;
}

export interface DocTagIndex {
  place: TagsPlace;
  /** Tag address -> the tag and its docs, by title (Docusaurus's order). */
  tags: Map<string, TagLink & { docs: TaggedDoc[] }>;
  /** Doc route path -> the tags it shows. */
  byDoc: Map<string, TagLink[]>;
  diagnostics: Diagnostic[];
}

/** Every doc's tags, and each tag's docs. */
export function indexDocTags(routes: Route[], file: TagsFile | null, docsPath: string): DocTagIndex {
  const place = docTagsPlace(docsPath);
  const index: DocTagIndex = { place, tags: new Map(), byDoc: new Map(), diagnostics: [] };
  const unlisted: string[] = [];
  /** The first file whose tag would be one too many: each tag is a page. */
  let tooMany: SourceFile | undefined;
  for (const route of routes) {
    const page = route.page;
    if (route.kind !== 'doc' || !page?.frontmatter.tags?.length) continue;
    const tags = pageTags(page, file, place, index.diagnostics);
    if (tags.length === 0) continue;
    index.byDoc.set(route.path, tags);
    if (page.frontmatter.unlisted) {
      unlisted.push(route.path);
      continue;
    }
    for (const tag of tags) {
      if (!index.tags.has(tag.href) && index.tags.size >= MAX_TAGS_PER_SITE) {
        tooMany ??= page.source;
        continue;
      }
      const entry = index.tags.get(tag.href) ?? { ...tag, docs: [] };
      entry.docs.push({ title: page.title, href: route.path, description: page.frontmatter.description ?? page.summary ?? '' });
      index.tags.set(tag.href, entry);
    }
  }
  if (tooMany) index.diagnostics.push(tooManyTags('The docs have', 'a site', "This file's", tooMany));
  for (const tag of index.tags.values()) tag.docs.sort((a, b) => a.title.localeCompare(b.title));
  // An unlisted doc links only to the tags that have a page: one of listed docs.
  for (const doc of unlisted) index.byDoc.set(doc, index.byDoc.get(doc)!.filter((tag) => index.tags.has(tag.href)));
  return index;
}

/** The tags page and each tag's page: generated pages, their content made at render (docTagPage). */
export function docTagRoutes(index: DocTagIndex): Route[] {
  if (index.tags.size === 0) return [];
  return [{ path: index.place.path, kind: 'page', docTags: 'all' }, ...[...index.tags.keys()].map((href): Route => ({ path: href, kind: 'page', docTags: href }))];
}

/** A docs tags route's title, description and content; null for any other route. */
export function docTagPage(route: Route, index: DocTagIndex, words: GeneratedPageWords = ENGLISH_PAGE_WORDS): { title: string; description: string; content: PageNode[] } | null {
  if (route.docTags === undefined) return null;
  if (route.docTags === 'all') return { title: words.tags, description: '', content: [['header', null, ['h1', null, words.tags]], ...tagsByLetter(index)] };
  const tag = index.tags.get(route.docTags);
  if (!tag) return null;
  const count = tag.docs.length;
  const title = words.docsTagged(count, tag.label);
  const header: PageNode = ['header', null, ['h1', null, title], ...(tag.description ? [['p', null, tag.description] as PageNode] : []), ['a', { href: index.place.path }, words.viewAllTags]];
  const docs = tag.docs.map((doc): PageNode => ['article', { className: 'doc-tag-doc' }, ['h2', null, ['a', { href: doc.href }, doc.title]], ...(doc.description ? [['p', null, doc.description] as PageNode] : [])]);
  return { title, description: tag.description ?? '', content: [header, ['section', null, ...docs]] };
}

/** The tags under a doc's content, each a link to its page. */
export function docTagsFooter(tags: TagLink[] | undefined): PageNode[] {
  if (!tags?.length) return [];
  return [['div', { className: 'doc-tags' }, ['b', null, 'Tags:'], ['ul', { className: 'doc-tags__list' }, ...tags.map((tag): PageNode => ['li', null, ['a', { className: 'doc-tag', href: tag.href }, tag.label]])]]];
}

/** Every tag, grouped by the upper case of its first letter, as Docusaurus's tags page. */
function tagsByLetter(index: DocTagIndex): PageNode[] {
  const sorted = [...index.tags.values()].sort((a, b) => a.label.localeCompare(b.label));
  const groups = new Map<string, typeof sorted>();
  for (const tag of sorted) {
    const letter = (tag.label.at(0) ?? '').toLocaleUpperCase();
    groups.set(letter, [...(groups.get(letter) ?? []), tag]);
  }
  return [...groups].flatMap(([letter, tags]): PageNode[] => [
    ['h2', null, letter],
    ['ul', { className: 'doc-tags__list' }, ...tags.map((tag): PageNode => ['li', null, ['a', { className: 'doc-tag', href: tag.href }, tag.label, ' ', ['span', { className: 'doc-tag__count' }, String(tag.docs.length)]]])],
  ]);
}
