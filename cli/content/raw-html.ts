// A CommonMark page's raw HTML (markdown.format 'md', or a .md file under 'detect') made the elements
// an MDX page writes, so that it passes the same allow-list (mdx-nodes.ts) with the same diagnostics:
// Docusaurus parses it with rehype-raw and renders it; here nothing of it reaches the page unchecked.
import type { Parent, Root, RootContent } from 'mdast';
import type { MdxJsxAttribute, MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import { parseFragment, type DefaultTreeAdapterTypes } from 'parse5';
import { lineAt } from '../diagnostics.ts';
import { MAX_NESTING_DEPTH } from './markdown-limits.ts';

type Element = MdxJsxFlowElement | MdxJsxTextElement;
type Point = { line: number; column: number; offset?: number };
type Position = { start: Point; end: Point };

/** One opening tag and nothing else (`<b>`, `<div class="note">`): its element runs to its closing tag, a later sibling. */
const OPEN_TAG = /^<([A-Za-z][A-Za-z0-9-]*)(?:\s[^<>]*)?>$/;
const CLOSE_TAG = /^<\/([A-Za-z][A-Za-z0-9-]*)\s*>$/;
/** HTML's elements that never hold anything: an opening tag is the whole element. */
const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);

/** Parents whose children are phrasing: an element made there is a text element, as MDX makes one. */
const PHRASING_PARENTS = new Set(['paragraph', 'heading', 'tableCell', 'emphasis', 'strong', 'delete', 'link', 'linkReference', 'mdxJsxTextElement']);

/**
 * Every html node of the tree made elements (mdxJsx nodes) and text; comments and stray closing tags
 * left out, as the browser's parser leaves them. False when it gave up, some element nesting past
 * MAX_NESTING_DEPTH: html nodes are left in the tree, and the page must fail.
 */
export function rawHtmlToElements(tree: Root, text: string): boolean {
  pageText = text;
  tooDeep = false;
  try {
    convertChildren(tree, 0);
    return !tooDeep;
  } finally {
    pageText = '';
    splitHtml = '';
    htmlLines = [];
  }
}

/** Set when an element nests past MAX_NESTING_DEPTH: the page fails, so the rest is not read. */
let tooDeep = false;

/** The text the page was parsed from, while its HTML is read: a place past an html node's first line is found in it. */
let pageText = '';

/** `depth`: how deep `parent` is in the tree (the page's checkTreeDepth has bounded the tree as parsed). */
function convertChildren(parent: Parent, depth: number): void {
  if (!parent.children.some((child) => child.type === 'html' || 'children' in child)) return;
  parent.children = convertList(parent.children, PHRASING_PARENTS.has(parent.type), depth + 1) as Parent['children'];
}

/** `nodes`, siblings `depth` deep, with their html nodes made elements. */
function convertList(nodes: RootContent[], phrasing: boolean, depth: number): RootContent[] {
  const out: RootContent[] = [];
  let i = 0;
  while (i < nodes.length) {
    const node = nodes[i];
    if (tooDeep) return [...out, ...nodes.slice(i)];
    if (node.type !== 'html') {
      if ('children' in node) convertChildren(node as Parent, depth);
      out.push(node);
      i++;
      continue;
    }
    const made = fromFragment(node.value, node.position, phrasing);
    // An element its html node leaves open (`<b>`, `<div class="note">`, `<details>` and its
    // <summary>) holds the siblings up to its closing tag, as rehype-raw reads the page's HTML as one.
    const outer = made.at(-1);
    if (outer && isElement(outer) && leftOpen.has(outer)) {
      // Past the depth a page may nest to, the page fails: reading on, each element holding the rest,
      // 20,000 `<b></i>` took 12 s before the stack ran out.
      if (depth > MAX_NESTING_DEPTH) {
        tooDeep = true;
        return [...out, ...made, ...nodes.slice(i + 1)];
      }
      let deepest: Element = outer;
      for (let child = deepest.children.at(-1) as RootContent | undefined; child && isElement(child) && leftOpen.has(child); child = deepest.children.at(-1) as RootContent | undefined) deepest = child;
      const end = closingSibling(nodes, i + 1, (outer.name ?? '').toLowerCase());
      const inner = nodes.slice(i + 1, end === -1 ? nodes.length : end);
      (deepest.children as RootContent[]).push(...convertList(inner, phrasing, depth + 1));
      const last = end === -1 ? inner.at(-1) : nodes[end];
      if (outer.position && last?.position) outer.position = { start: outer.position.start, end: last.position.end };
      out.push(...made);
      i = end === -1 ? nodes.length : end + 1;
      continue;
    }
    // A closing tag with nothing open before it is left out, as the browser's parser leaves it.
    out.push(...made);
    i++;
  }
  return out;
}

/** The index of the html sibling closing `name` (others of that name opened in between closed first), or -1. */
function closingSibling(nodes: RootContent[], from: number, name: string): number {
  let depth = 0;
  for (let j = from; j < nodes.length; j++) {
    const node = nodes[j];
    if (node.type !== 'html') continue;
    const value = node.value.trim();
    if (CLOSE_TAG.exec(value)?.[1].toLowerCase() === name) {
      if (depth === 0) return j;
      depth--;
    } else if (OPEN_TAG.exec(value)?.[1].toLowerCase() === name && !value.endsWith('/>')) depth++;
  }
  return -1;
}

/** Whether an element was raw HTML of a CommonMark page (its diagnostics then speak of HTML, not JSX). */
export function isRawHtml(node: Element): boolean {
  return (node.data as { rawHtml?: unknown } | undefined)?.rawHtml === true;
}

function isElement(node: RootContent): node is Element {
  return node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement';
}

/** The elements whose closing tag their html node does not hold (nor implies): they may hold the siblings after it. */
const leftOpen = new WeakSet<Element>();

type P5Node = DefaultTreeAdapterTypes.ChildNode;
type P5Element = DefaultTreeAdapterTypes.Element;

/** What the HTML parser makes of `html`, as mdast: elements as mdxJsx nodes placed in the page, text as text. */
function fromFragment(html: string, position: Position | undefined, phrasing: boolean): RootContent[] {
  const fragment = parseFragment(html, { sourceCodeLocationInfo: true });
  return fragment.childNodes.flatMap((child) => fromNode(child, html, position, phrasing));
}

function fromNode(node: P5Node, html: string, at: Position | undefined, phrasing: boolean): RootContent[] {
  if (node.nodeName === '#text') {
    const value = (node as DefaultTreeAdapterTypes.TextNode).value;
    return [{ type: 'text', value, ...placed(node, html, at) }];
  }
  if (!('tagName' in node)) return []; // comments, doctypes: nothing on the page
  const element = node as P5Element;
  // <template>'s content is a fragment of its own: its elements are checked as any other.
  const children = 'content' in element ? (element as DefaultTreeAdapterTypes.Template).content.childNodes : element.childNodes;
  const made = {
      type: phrasing ? 'mdxJsxTextElement' : 'mdxJsxFlowElement',
      name: element.tagName,
      attributes: element.attrs.map((attribute): MdxJsxAttribute => ({ type: 'mdxJsxAttribute', name: attribute.name, value: attribute.value === '' && !writtenWithValue(element, attribute.name, html) ? null : attribute.value })),
      children: children.flatMap((child) => fromNode(child, html, at, phrasing)) as Element['children'],
      ...placed(element, html, at),
      data: { rawHtml: true },
    } as Element;
  if (element.sourceCodeLocation && !element.sourceCodeLocation.endTag && !VOID.has(element.tagName)) leftOpen.add(made);
  return [made];
}

/** `<details open>` is a boolean attribute, `<a title="">` an empty value: as MDX tells them apart. */
function writtenWithValue(element: P5Element, name: string, html: string): boolean {
  const location = element.sourceCodeLocation?.attrs?.[name];
  return location ? html.slice(location.startOffset, location.endOffset).includes('=') : true;
}

/** The node's place in the page: its place in the html node's text, counted from where that node starts. */
function placed(node: P5Node, html: string, at: Position | undefined): { position?: Position } {
  const location = node.sourceCodeLocation;
  if (!at) return {};
  if (!location) return { position: at };
  const point = (line: number, column: number): Point => ({ line: at.start.line + line - 1, column: line === 1 ? at.start.column + column - 1 : column + containerIndent(at.start.line + line - 1, html, line) });
  return { position: { start: point(location.startLine, location.startCol), end: point(location.endLine, location.endCol) } };
}

/** The html node last split into lines, and its lines: each element of a node places itself on them. */
let splitHtml = '';
let htmlLines: string[] = [];

/**
 * How far the page's line starts before the html node's line on it: an html node in a list item or a
 * quote holds its lines without their indent or `>`, which a place past its first line must count.
 */
function containerIndent(pageLine: number, html: string, htmlLine: number): number {
  const written = lineAt(pageText, pageLine);
  if (html !== splitHtml) {
    splitHtml = html;
    htmlLines = html.split('\n');
  }
  const held = htmlLines[htmlLine - 1]?.replace(/\r$/, '');
  return written !== undefined && held !== undefined && written.endsWith(held) ? written.length - held.length : 0;
}
