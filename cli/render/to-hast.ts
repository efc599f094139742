// mdast -> hast: our handlers for code, MDX JSX and links; heading hash-links; nothing else changes.
import type { Element, ElementContent, Root as HastRoot } from 'hast';
import type { Code, Root } from 'mdast';
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import { toHast, type State } from 'mdast-util-to-hast';
import { toString as hastToString } from 'hast-util-to-string';
import type { Nodes } from 'hast';
import { walk } from '../content/walk.ts';
import { isExternalUrl } from '../../runtime/shared/route-path.ts';
import { codeBlockElement } from './highlight.ts';
import { codeLinesOf } from '../content/code-lines.ts';
import { PARAGRAPH_CLASS } from './component-paragraphs.ts';
import { holdsParagraphCloser } from './closes-p.ts';
import type { SiteComponentData } from '../content/site-component-use.ts';
import { fromHtml } from 'hast-util-from-html';
import type { InlineMath, Math } from 'mdast-util-math';
import type { MathData } from '../content/math-render.ts';
import { paragraphOrJsx } from './jsx-only-paragraph.ts';
import { asBrowserReadsIt } from './browser-shape.ts';

/** The one hast property that carries a site component's props, as JSON, to the page tree. */
export const SITE_PROPS = 'dcSiteProps';

function jsxElement(state: State, node: MdxJsxFlowElement | MdxJsxTextElement): Element {
  const properties: Record<string, string | boolean> = {};
  const siteProps = (node.data as Partial<SiteComponentData> | undefined)?.siteProps;
  // A site component's props may be arrays and objects, which hast cannot hold: they cross as one text.
  if (siteProps) properties[SITE_PROPS] = JSON.stringify(siteProps);
  else
    for (const a of node.attributes) {
      if (a.type === 'mdxJsxAttribute') properties[a.name] = typeof a.value === 'string' ? a.value : true;
    }
  const element: Element = { type: 'element', tagName: node.name ?? 'div', properties, children: state.all(node) as ElementContent[] };
  if (node.name && /^[a-z]/.test(node.name)) WRITTEN_HTML.add(element);
  state.patch(node, element);
  return element;
}

/** The elements content wrote as HTML (`<td>`), which a browser's parser may read as another tree (browser-shape.ts). */
const WRITTEN_HTML = new WeakSet<Element>();

/**
 * A formula as typeset at parse time (math-render.ts): KaTeX's MathML, read into elements, in a
 * `math-inline` span or a `math-display` block. Without MathML (a tree parsed before math was on), its
 * TeX as code.
 */
function mathElement(state: State, node: Math | InlineMath, tagName: 'span' | 'div'): Element {
  const mathml = (node.data as MathData | undefined)?.mathml;
  const children: ElementContent[] = mathml
    ? (fromHtml(mathml, { fragment: true }).children as ElementContent[])
    : [{ type: 'element', tagName: 'code', properties: {}, children: [{ type: 'text', value: node.value }] }];
  // <math>'s namespace comes with its name, in HTML as in React: its xmlns would only weigh on the page
  // data. A style (KaTeX's \\fcolorbox border) is not among MathML's allowed props: the page data would
  // carry what the renderer never draws.
  walk<Nodes>({ type: 'root', children }, (el) => {
    if (el.type !== 'element') return;
    delete el.properties.xmlns;
    delete el.properties.style;
  });
  // A formula set apart scrolls when it is wider than the column: focusable, as a wide table's
  // wrapper is, so a reader without a mouse can scroll it too.
  const properties = tagName === 'div' ? { className: ['math', 'math-display'], tabIndex: 0 } : { className: ['math', 'math-inline'] };
  const element: Element = { type: 'element', tagName, properties, children };
  state.patch(node, element);
  return element;
}

export function toPageHast(tree: Root): HastRoot {
  const hast = toHast(tree, {
    handlers: {
      code: (_state: State, node: Code) => codeBlockElement(node.value, node.lang, node.meta, codeLinesOf(node)),
      mdxJsxFlowElement: jsxElement,
      mdxJsxTextElement: jsxElement,
      paragraph: paragraphOrJsx,
      inlineMath: (state: State, node: InlineMath) => mathElement(state, node, 'span'),
      math: (state: State, node: Math) => mathElement(state, node, 'div'),
    },
  }) as HastRoot;
  walk<Nodes>(hast, (el, index, parent) => {
    if (el.type !== 'element') return;
    keepParserShape(el);
    // A table directly in a site component stays as written: the component may read its rows.
    if (el.tagName === 'table' && parent && index !== undefined && !(parent.type === 'element' && SITE_PROPS in parent.properties)) {
      // Wide tables scroll inside a focusable wrapper instead of widening the page (the wrapper
      // replaces the table in its parent, and the walk goes on into the table itself).
      parent.children[index] = { type: 'element', tagName: 'div', properties: { className: ['table-scroll'], tabIndex: 0 }, children: [el] };
      return;
    }
    if (/^h[2-6]$/.test(el.tagName) && typeof el.properties.id === 'string') markAnchorHeading(el);
    if (el.tagName === 'li' && hasClass(el, 'task-list-item')) labelTaskCheckbox(el);
    if (el.tagName === 'a' && typeof el.properties.href === 'string' && isExternalUrl(el.properties.href)) {
      el.properties.target = '_blank';
      el.properties.rel = ['noopener', 'noreferrer'];
    }
  });
  unnestLinks(hast, false);
  return asBrowserReadsIt(hast, WRITTEN_HTML, (element) => SITE_PROPS in element.properties);
}

/** Elements drawn as a link: an <a> (with or without an address: the parser treats both alike) and a <Card>, whose `to` is one. */
const LINK_ELEMENTS = new Set(['a', 'Card']);

/**
 * No link inside a link: a browser's parser closes an open <a> when another starts, so the server's
 * HTML of `<a href="/x">## Title</a>` (the heading's direct link drawn inside it) or of a <Card to>
 * holding a Markdown link was another tree than React's, and hydration failed (#418) on every load.
 * A heading inside a link gets no direct link (it keeps its id, so the table of contents still
 * finds it); a link inside a link keeps its text and loses its address.
 */
function unnestLinks(parent: HastRoot | Element, inLink: boolean): void {
  let nested = false;
  for (const child of parent.children) {
    if (child.type !== 'element') continue;
    if (inLink && /^h[2-6]$/.test(child.tagName) && hasClass(child, 'anchor')) {
      const classes = (child.properties.className as string[]).filter((name) => name !== 'anchor');
      if (classes.length > 0) child.properties.className = classes;
      else delete child.properties.className;
    }
    unnestLinks(child, inLink || LINK_ELEMENTS.has(child.tagName));
    if (inLink && child.tagName === 'a') nested = true;
  }
  // Children are copied only where a link is to be taken apart: every element of every page passes here.
  if (nested) parent.children = (parent.children as ElementContent[]).flatMap((child) => (child.type === 'element' && child.tagName === 'a' ? child.children : [child]));
}

/**
 * HTML as content wrote it, reshaped where a browser's parser would reshape it: the server's HTML
 * and the tree React hydrates must be the same, or hydration fails (React error #418 on Babel's
 * pages). A <p> written around its text on lines of its own holds that text, not a paragraph of it;
 * a <p> around a block element (at any depth: `A <span><div>…</div></span>`) is a <div>; a table's rows sit in a <tbody>.
 */
function keepParserShape(el: Element): void {
  if (el.tagName === 'p') {
    const isParagraph = (child: ElementContent) => child.type === 'element' && child.tagName === 'p';
    if (el.children.some(isParagraph)) el.children = el.children.flatMap((child) => (isParagraph(child) ? (child as Element).children : [child]));
    if (holdsParagraphCloser(el.children)) {
      el.tagName = 'div';
      const own = el.properties.className;
      el.properties.className = [...(Array.isArray(own) ? own.map(String) : typeof own === 'string' ? [own] : []), PARAGRAPH_CLASS];
    }
  }
  // A parser drops the line break that starts a <pre>. React's server writes one more for it only
  // when the <pre> holds a single text, so `<pre>{"\n"}a<b>b</b></pre>` was hydrated against a
  // tree whose text had lost it (#418): as the browser does, it is dropped. A second one, which the
  // parser would drop next, is put in a <span>, where it stays: the blank line the content wrote.
  if (el.tagName === 'pre' && el.children[0]?.type === 'text' && el.children.some((child) => child.type !== 'text')) {
    const text = el.children[0].value.replace(/^(?:\r\n|\r|\n)/, '');
    const kept = /^(?:\r\n|\r|\n)/.exec(text)?.[0];
    const rest: ElementContent = { ...el.children[0], value: kept ? text.slice(kept.length) : text };
    el.children.splice(0, 1, ...(kept ? [{ type: 'element', tagName: 'span', properties: {}, children: [{ type: 'text', value: kept }] } satisfies Element] : []), rest);
  }
  if (el.tagName === 'table' && el.children.some((child) => child.type === 'element' && child.tagName === 'tr')) {
    const children: ElementContent[] = [];
    let rows: Element | null = null;
    for (const child of el.children) {
      if (child.type === 'element' && child.tagName === 'tr') {
        if (!rows) children.push((rows = { type: 'element', tagName: 'tbody', properties: {}, children: [] }));
        rows.children.push(child);
      } else if (child.type === 'text' && child.value.trim() === '') {
        // White space between rows belongs to no row.
        if (!rows) children.push(child);
      } else {
        rows = null;
        children.push(child);
      }
    }
    el.children = children;
  }
}

function hasClass(el: Element, name: string): boolean {
  const classes = el.properties.className;
  return Array.isArray(classes) ? classes.includes(name) : classes === name;
}

/**
 * A task checkbox's name is cut to this many characters: an item's text holds what is nested in it
 * (a block quote holding a task list holding a block quote…), so uncut, 100 KB of text 30 items
 * deep was written into 30 names, a page of 6 MB.
 */
const MAX_TASK_LABEL = 200;

/**
 * A task list item's checkbox is named by the item's own text (its nested lists left out, at most
 * MAX_TASK_LABEL characters): a checkbox without a name is read as just "checkbox, checked" (axe's
 * `label`, critical).
 */
function labelTaskCheckbox(item: Element): void {
  const first = item.children.find((child) => child.type === 'element');
  const holder = first?.tagName === 'p' ? first : item;
  const checkbox = holder.children.find((child): child is Element => child.type === 'element' && child.tagName === 'input');
  if (!checkbox) return;
  const text = item.children
    .filter((child) => !(child.type === 'element' && (child.tagName === 'ul' || child.tagName === 'ol')))
    .map((child) => hastToString(child))
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
  if (text) checkbox.properties.ariaLabel = text.length > MAX_TASK_LABEL ? `${text.slice(0, MAX_TASK_LABEL - 1).replace(/[\uD800-\uDBFF]$/, '')}…` : text;
}

/**
 * A heading with an id gets Docusaurus's direct link after its text (class hash-link, aria-label
 * "Direct link to X"): the class `anchor` marks it, and the runtime draws the link
 * (runtime/page/heading-link.ts), so the page data does not carry a link per heading (a changelog's
 * 2,000 headings were 190 KB of a 450 KB content tree).
 */
function markAnchorHeading(heading: Element): void {
  // A class the heading has already stays: the footnotes' label is `sr-only`, read but not shown, as in Docusaurus.
  const own = heading.properties.className;
  heading.properties.className = ['anchor', ...(Array.isArray(own) ? own.map(String) : typeof own === 'string' ? [own] : [])];
}
