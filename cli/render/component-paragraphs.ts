// A component written inside a sentence (`Press <Boxed>this</Boxed> to go on.`) stays in MDX's
// paragraph. When it draws a block (a <div>), the server's HTML has a <p> holding a <div>: the
// browser's parser ends the <p> there, the document no longer matches the tree React hydrates, and
// hydration fails (React error #418). Only the render knows what a component draws, so the server's
// HTML is looked at: where a <p> holds such an element, the paragraphs holding a component are numbered
// and the page drawn again to find which; those are drawn as <div>s, as a <p> written around a block
// element in the content already is (to-hast.ts, keepParserShape).
import { CONTENT_HTML_ELEMENTS } from '../../runtime/shared/components.ts';
import { CLOSES_P_TAGS } from './closes-p.ts';
import type { PageData, PageElement, PageNode } from '../../runtime/shared/types.ts';

/** The start tags a browser's parser ends an open <p> at (closes-p.ts). */
const CLOSES_P_START = new RegExp(`<(?:${CLOSES_P_TAGS.join('|')})[\\s/>]`, 'g');
const P_START = /<p[\s>]/g;

/**
 * Whether the HTML (React's server render: text and attribute values escaped, so every `<` starts a
 * tag) has a <p> that an element in it would end before its own </p>.
 */
export function paragraphHoldsBlock(html: string): boolean {
  P_START.lastIndex = 0;
  for (let start = P_START.exec(html); start; start = P_START.exec(html)) {
    const end = html.indexOf('</p>', start.index);
    CLOSES_P_START.lastIndex = start.index + 2;
    const block = CLOSES_P_START.exec(html);
    if (block && (end === -1 || block.index < end)) return true;
    P_START.lastIndex = end === -1 ? html.length : end;
  }
  return false;
}

/** A node that is a component (built in, or the site's), not an HTML element. */
const isComponent = (node: PageNode): boolean => Array.isArray(node) && typeof node[0] === 'string' && !CONTENT_HTML_ELEMENTS.has(node[0]);

function holdsComponent(node: PageNode): boolean {
  if (!Array.isArray(node)) return false;
  return node.slice(2).some((child) => isComponent(child as PageNode) || holdsComponent(child as PageNode));
}

type ParagraphChange = (paragraph: PageElement, index: number) => PageNode;

/** The nodes with each paragraph holding a component, at any depth, changed; `seen` numbers them in order. */
function changeComponentParagraphs(nodes: PageNode[], change: ParagraphChange, seen: { count: number }): PageNode[] {
  return nodes.map((node) => {
    if (!Array.isArray(node)) return node;
    const [type, props, ...children] = node;
    const changed: PageElement = [type, props, ...changeComponentParagraphs(children, change, seen)];
    return type === 'p' && holdsComponent(node) ? change(changed, seen.count++) : changed;
  });
}

/** The page with the paragraphs holding a component changed, in its content and its listed posts' excerpts; null when it has none. */
function withComponentParagraphs(page: PageData, change: ParagraphChange): PageData | null {
  const seen = { count: 0 };
  const content = changeComponentParagraphs(page.content, change, seen);
  const posts = page.blog?.posts?.map((post) => (post.excerpt ? { ...post, excerpt: changeComponentParagraphs(post.excerpt, change, seen) } : post));
  if (seen.count === 0) return null;
  return { ...page, content, ...(page.blog && posts ? { blog: { ...page.blog, posts } } : {}) };
}

/** The attribute a paragraph is numbered by for one render, to find it in the HTML. */
const MARK = 'data-dc-paragraph';

/** The class a paragraph drawn as a <div> gets, so it is spaced as a paragraph (content.css). */
export const PARAGRAPH_CLASS = 'paragraph';

function withParagraphClass(className: unknown): string {
  return typeof className === 'string' && className !== '' ? `${className} ${PARAGRAPH_CLASS}` : PARAGRAPH_CLASS;
}

/**
 * The page with each paragraph that holds a component drawing a block made a <div> (with its props and
 * the paragraph class); null when it has none. `render` draws a page: once with the paragraphs
 * numbered, to see which of them hold a block in the HTML.
 */
export function withBlockParagraphsAsDivs(page: PageData, render: (page: PageData) => string): PageData | null {
  const marked = withComponentParagraphs(page, ([type, props, ...children], index) => [type, { ...props, [MARK]: String(index) }, ...children]);
  if (!marked) return null;
  const holding = paragraphsHoldingBlocks(render(marked));
  if (holding.size === 0) return null;
  return withComponentParagraphs(page, (paragraph, index) => {
    if (!holding.has(index)) return paragraph;
    const [, props, ...children] = paragraph;
    return ['div', { ...props, className: withParagraphClass(props?.className) }, ...children];
  });
}

const MARKED_P_START = new RegExp(`<p\\s[^>]*?${MARK}="(\\d+)"[^>]*>`, 'g');

/** The numbers of the marked paragraphs that hold an element ending a <p> before their own </p>. */
function paragraphsHoldingBlocks(html: string): Set<number> {
  const holding = new Set<number>();
  MARKED_P_START.lastIndex = 0;
  for (let start = MARKED_P_START.exec(html); start; start = MARKED_P_START.exec(html)) {
    const end = html.indexOf('</p>', MARKED_P_START.lastIndex);
    CLOSES_P_START.lastIndex = MARKED_P_START.lastIndex;
    const block = CLOSES_P_START.exec(html);
    if (block && (end === -1 || block.index < end)) holding.add(Number(start[1]));
  }
  return holding;
}
