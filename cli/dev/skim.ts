// What routing needs of a page before it is parsed: its frontmatter and title, read without the MDX
// parser, so `devcenter dev` can serve the first page before the whole site is parsed.
import type { SourceFile } from '../content/discover.ts';
import { readFrontmatter } from '../content/frontmatter.ts';
import type { Page } from '../content/page.ts';
import { isBlogFile } from '../content/blog.ts';
import { hashText } from '../incremental/hashing.ts';

const FRONTMATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n/;
// An id must hold more than spaces (`{#}` is text, as in Docusaurus).
// The title ends where no space or tab does (the lookbehind): tried at each place of a run of spaces,
// `[ \t]*` read the rest of the run each time, and a 100 KB first heading took 27 s.
const FIRST_H1 = /^#[ \t]+(.+?)(?<![ \t])(?:[ \t]*\\?\{#[ \t]*[^\s{}][^{}\n]*\\?\})?[ \t]*$/m;

export function skimPage(source: SourceFile): Page {
  const match = FRONTMATTER.exec(source.text);
  const frontmatter = match ? readFrontmatter(match[1], 2, source.file, source.text).frontmatter : {};
  const body = match ? source.text.slice(match[0].length) : source.text;
  const h1 = FIRST_H1.exec(body)?.[1];
  const fallbackTitle = source.contentPath.replace(/\.mdx?$/, '').split('/').pop() ?? '';
  return {
    source,
    frontmatter,
    title: frontmatter.title ?? h1?.replace(/[*_`]/g, '') ?? fallbackTitle,
    hasOwnH1: false,
    headings: [],
    links: [],
    anchors: [],
    includes: [],
    fileRefs: [],
    diagnostics: [],
  };
}

/** What of a page shapes routes, sidebars and other pages' links: when it changes, the shell does. */
export function structureKey(page: Page): string {
  const { slug, id, sidebar_label, sidebar_position, sidebar_class_name, displayed_sidebar, draft, unlisted, pagination_next, pagination_prev, pagination_label, parse_number_prefixes } = page.frontmatter;
  const own = [slug, id, sidebar_label, sidebar_position, sidebar_class_name, displayed_sidebar, draft, unlisted, pagination_next, pagination_prev, pagination_label, parse_number_prefixes, page.title];
  // A doc with tags is also what the tags' pages show of it: its tags and description (else its first paragraph).
  if (!isBlogFile(page.source.contentPath)) return JSON.stringify(page.frontmatter.tags ? [...own, page.frontmatter.tags, page.frontmatter.description ?? page.summary] : own);
  // A blog post is also what the lists of posts show of it: its date, tags, authors, description and excerpt.
  const { date, tags, authors, author, author_title, author_url, description } = page.frontmatter;
  return JSON.stringify([...own, date, tags, authors, author, author_title, author_url, description, page.excerpt ? hashText(JSON.stringify(page.excerpt)) : null]);
}
