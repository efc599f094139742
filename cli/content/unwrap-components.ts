// MDX wraps elements written inline on their own lines (`<Card …>text</Card>` one per line, or
// `<details><summary>x</summary>y</details>` on one line) in a paragraph. A paragraph holding only
// registered components, block HTML elements and white space is not prose: unwrap it, so <CardGrid>
// gets its cards and not a <p>, and no <p> holds a <div> or <details> (the browser would close the
// <p> early, and the page would no longer match what React hydrates).
import type { Paragraph, Root } from 'mdast';
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import type { Nodes } from 'mdast';
import { walk } from './walk.ts';
import { CONTENT_COMPONENTS } from '../../runtime/shared/components.ts';

/**
 * HTML elements that may not sit inside a <p>, of those content may write: those that close a <p>
 * where they start, and those whose place is inside another block (a <figcaption>, a <li>…).
 */
const BLOCK_HTML_ELEMENTS = new Set([
  'address', 'article', 'aside', 'blockquote', 'center', 'details', 'div', 'dl', 'figure', 'footer', 'h1', 'h2',
  'h3', 'h4', 'h5', 'h6', 'header', 'hgroup', 'hr', 'iframe', 'ol', 'p', 'pre', 'section', 'table', 'ul', 'video',
  'audio', 'picture', 'figcaption', 'li', 'dt', 'dd', 'caption', 'thead', 'tbody', 'tfoot', 'tr', 'td', 'th', 'colgroup', 'col',
  'main', 'nav', 'menu', 'summary',
]);

type Inline = Paragraph['children'][number];

const isBlockElement = (node: Inline): node is MdxJsxTextElement =>
  node.type === 'mdxJsxTextElement' && node.name !== null && (node.name in CONTENT_COMPONENTS || BLOCK_HTML_ELEMENTS.has(node.name));

const isBlank = (node: Inline) => node.type === 'text' && node.value.trim() === '';

const asFlow = (node: MdxJsxTextElement) => ({ ...node, type: 'mdxJsxFlowElement' }) as unknown as MdxJsxFlowElement;

/**
 * Emphasis holding only block elements (`**<p align="center">Fail fast</p>**`, Zenstack's posts): the
 * browser closes the paragraph at the block and carries the emphasis into it, so it is drawn so here too.
 */
const isEmphasisedBlocks = (node: Inline): node is Extract<Inline, { type: 'strong' | 'emphasis' | 'delete' }> =>
  (node.type === 'strong' || node.type === 'emphasis' || node.type === 'delete') &&
  node.children.some(isBlockElement) &&
  node.children.every((c) => isBlockElement(c) || isBlank(c));

const isLifted = (node: Inline) => isBlockElement(node) || isEmphasisedBlocks(node);

/** The blocks a paragraph's child stands for, an emphasis moved inside each of its blocks. */
const liftedBlocks = (node: Inline): MdxJsxFlowElement[] => {
  if (isBlockElement(node)) return [asFlow(node)];
  if (!isEmphasisedBlocks(node)) return [];
  return node.children.filter(isBlockElement).map((block) => asFlow({ ...block, children: [{ ...node, children: block.children }] } as MdxJsxTextElement));
};

export function unwrapComponentParagraphs(tree: Root): void {
  walk<Nodes>(tree, (node, index, parent) => {
    if (node.type === 'mdxJsxFlowElement' && node.name === 'details') liftSummary(node);
    if (node.type !== 'paragraph' || !parent || index === undefined) return;
    if (!node.children.some(isLifted) || !node.children.every((c) => isLifted(c) || isBlank(c))) return;
    const blocks = node.children.flatMap(liftedBlocks);
    parent.children.splice(index, 1, ...(blocks as never[]));
    return index; // the lifted elements are walked next
  });
}

/**
 * `<summary>` must be the first child of its <details>, never inside a paragraph: written on the same
 * line as the text after it (`<summary>x</summary>\ntext`), MDX puts both in one paragraph.
 */
function liftSummary(details: MdxJsxFlowElement): void {
  const first = details.children[0];
  if (first?.type !== 'paragraph') return;
  const summaryAt = first.children.findIndex((c) => c.type === 'mdxJsxTextElement' && c.name === 'summary');
  if (summaryAt === -1 || !first.children.slice(0, summaryAt).every(isBlank)) return;
  const summary = asFlow(first.children[summaryAt] as MdxJsxTextElement);
  const rest = first.children.slice(summaryAt + 1);
  const restIsBlank = rest.every(isBlank);
  details.children.splice(0, 1, summary, ...(restIsBlank ? [] : [{ ...first, children: trimStart(rest) }]));
}

/**
 * `<Details summary="…">`: the theme's Details takes its summary as a prop, a string drawn as the
 * text of its <summary> (Docusaurus 3, `summary?: ReactElement | string`). It becomes that <summary>
 * child, its text as text (never read as Markdown or HTML), unless one is written: a <summary> child
 * is what Docusaurus's MDX Details passes on, and the prop is then left out (with the check's warning).
 * Before the check, which knows no `summary` attribute on <details>.
 */
export function summaryPropsToChildren(tree: Root): void {
  walk<Nodes>(tree, (node) => {
    if ((node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') || node.name !== 'details') return;
    const at = node.attributes.findIndex((a) => a.type === 'mdxJsxAttribute' && a.name === 'summary' && typeof a.value === 'string');
    if (at === -1) return;
    const hasSummary = node.children.some((c) =>
      ((c.type === 'mdxJsxFlowElement' || c.type === 'mdxJsxTextElement') && c.name === 'summary') ||
      (c.type === 'paragraph' && c.children.some((p) => p.type === 'mdxJsxTextElement' && p.name === 'summary')));
    if (hasSummary) return;
    const [attribute] = node.attributes.splice(at, 1);
    const value = attribute.value as string;
    const summary = { type: 'mdxJsxFlowElement', name: 'summary', attributes: [], children: [{ type: 'text', value, position: attribute.position }], position: attribute.position };
    (node.children as unknown[]).unshift(summary);
  });
}

function trimStart(children: Inline[]): Inline[] {
  const [head, ...tail] = children;
  return head?.type === 'text' ? [{ ...head, value: head.value.replace(/^\s+/, '') }, ...tail] : children;
}

/** A fragment (`<>…</>`) is what it holds, as in MDX: its children take its place. */
export function unwrapFragments(tree: Root): void {
  walk<Nodes>(tree, (node, index, parent) => {
    if ((node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') || node.name !== null || !parent || index === undefined) return;
    parent.children.splice(index, 1, ...(node.children as never[]));
    return index; // its children are walked next
  });
}

/**
 * A link inside an <a> is its text: `<a href="https://t.co/x">https://t.co/x</a>`, as tweets embedded
 * by hand write it, where GFM makes a link of the address the element shows. HTML has no link in a
 * link: the browser's parser closed the outer one there, so the page it built was not the one React
 * hydrates (an error, on tRPC's testimonials), and the external-link mark showed twice.
 */
export function unwrapLinksInAnchors(tree: Root): void {
  walk<Nodes>(tree, (node) => {
    if ((node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') || node.name !== 'a') return;
    walk<Nodes>(node, (inner, index, parent) => {
      if ((inner.type !== 'link' && inner.type !== 'linkReference') || !parent || index === undefined) return;
      parent.children.splice(index, 1, ...(inner.children as never[]));
      return index; // its children are walked next
    });
  });
}
