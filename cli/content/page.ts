// What a content file becomes: the page (what routes, sidebars and checks read) and, once parsed,
// its tree (what rendering reads). Types only and one helper, so the modules that handle pages
// without parsing them (caches, workers' messages, routing) do not load the parser.
import type { Root } from 'mdast';
import type { Diagnostic } from '../diagnostics.ts';
import type { SourceFile } from './discover.ts';
import type { Frontmatter } from './frontmatter.ts';
import type { PageHeading } from './headings.ts';
import type { PageFileRef } from './file-refs.ts';
import type { PageLink } from './links.ts';
import type { PageHead } from './page-head.ts';
import type { ComponentMemberUse } from './site-component-use.ts';

/** What parsing found in a content file, without its tree: small enough to cache and to send
 * between threads. */
export interface Page {
  source: SourceFile;
  frontmatter: Frontmatter;
  /** On a site with components of its own: the front matter's keys devcenter does not read, which
   * those components may (useDoc().frontMatter). */
  customFrontMatter?: Record<string, unknown>;
  /** Frontmatter title, else the first h1, else the file name. */
  title: string;
  /** True when the content itself starts with an h1 (the layout then adds none). */
  hasOwnH1: boolean;
  headings: PageHeading[];
  links: PageLink[];
  /** Every id a link can point at: headings and JSX id attributes. */
  anchors: string[];
  diagnostics: Diagnostic[];
  /** The content paths of the partials the page imports, directly or through another partial. */
  includes: string[];
  /** The files of content/ it points at (images, downloads): copied into the output. */
  fileRefs: PageFileRef[];
  /** What the page's own `<head>` adds to its document head, when it has one. */
  head?: PageHead;
  /** What the list of posts shows of a blog post: its blocks before its truncate marker, or all of them. */
  excerpt?: { tree: Root; truncated: boolean };
  /** A doc without a description: its first paragraph's text, which its tags' pages and the doc cards
   * leading to it show (as its description would be, as Docusaurus makes one). */
  summary?: string;
  /** It holds a <DocCardList />: its render reads the descriptions of the pages its cards lead to. */
  docCards?: true;
  /** Its `<X.Member>` elements of registered components, checked once their modules are loaded (check/component-members.ts). */
  memberUses?: ComponentMemberUse[];
}

/** A page and its tree: what the parser returns. */
export interface ParsedPage extends Page {
  /** The mdast after our transforms: admonitions, heading ids, build-time components. */
  tree: Root;
}

/** The page without its tree: field by field, so no tree rides along into a cache or a message. */
export function withoutTree({ source, frontmatter, customFrontMatter, title, hasOwnH1, headings, links, anchors, diagnostics, includes, fileRefs, head, excerpt, summary, docCards, memberUses }: Page): Page {
  return { source, frontmatter, ...(customFrontMatter ? { customFrontMatter } : {}), title, hasOwnH1, headings, links, anchors, diagnostics, includes, fileRefs, ...(head ? { head } : {}), ...(excerpt ? { excerpt } : {}), ...(summary !== undefined ? { summary } : {}), ...(docCards ? { docCards } : {}), ...(memberUses ? { memberUses } : {}) };
}
