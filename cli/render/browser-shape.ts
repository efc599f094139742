// HTML written by hand in a page is drawn as the browser's HTML parser would build it. The server
// writes the page's tree as HTML; a browser reads that HTML back with the parser's rules, which
// move what is out of place (an <li> in an <li> closes the first, text in a <table> goes before it,
// a <td> outside a row gets one, an <h4> inside an <h3> closes it); when the two trees differ, React
// cannot hydrate the page (#418) and draws it again on every load. to-hast.ts already shapes the
// common cases itself (a paragraph holding a block, a link in a link, rows without a <tbody>, a
// <pre>'s first line break); for the rest, a page whose hand-written HTML is of the kinds the parser
// moves is written out as HTML, read back with parse5 (the parser browsers follow) inside a <div>,
// as the page's content stands, and drawn as it was read.
//
// Each element is written with its number, so the tree read back is made of the very elements
// (their properties untouched), in the parser's places; those the parser adds (a <tbody>, a <tr>)
// have no number and no properties. Components (Tabs, Card, a site's own), MathML and SVG are not
// HTML the parser reshapes: each is written as a placeholder element holding its children. A site's
// own component draws what its code says, which is not known here: it may be the row of the table it
// stands in (`<tbody><MyRow/></tbody>`) or the list around the items it holds. Its placeholder is a
// <template>, which the parser leaves where it is, in a table as anywhere, and whose children it reads
// on their own, in the context their first element asks for (a <tr>'s, a <td>'s, an <li>'s). Whether a
// <p> or a link around it is split is for the render to find (component-paragraphs.ts,
// component-links.ts), once the component has drawn.
import type { Element, ElementContent, Root } from 'hast';
import { defaultTreeAdapter, parseFragment, type DefaultTreeAdapterTypes } from 'parse5';

/** Elements the parser moves, closes or completes when they stand where HTML does not allow them. */
const RESHAPED = new Set([
  'table', 'caption', 'colgroup', 'col', 'thead', 'tbody', 'tfoot', 'tr', 'td', 'th',
  'li', 'dt', 'dd', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'a', 'pre', 'ruby', 'rb', 'rp', 'rt', 'rtc', 'nobr',
]);

/** Elements without an end tag: written without children (HTML allows them none). */
const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);

/** What the parser reads whole, as text or in another namespace: a placeholder, its children kept. */
const OPAQUE = new Set(['math', 'svg', 'iframe', 'noscript', 'template', 'textarea', 'title', 'xmp', 'noembed', 'noframes', 'plaintext', 'script', 'style', 'select', 'option', 'optgroup']);

const SLOT = 'dc-slot';
/** A site component's placeholder: content may not write a <template>, so it is only ever this. */
const SITE_SLOT = 'template';
const NUMBER = 'data-dc-n';

/**
 * The tree as a browser's parser reads its HTML, or the tree itself when the parser would read the
 * same tree, or `written` holds no element of the kinds it moves (every page written in Markdown
 * alone). `written`: the elements the content wrote as HTML (`<td>`), not those Markdown made.
 */
export function asBrowserReadsIt(root: Root, written: WeakSet<Element>, isSiteComponent: (element: Element) => boolean): Root {
  if (!holdsWritten(root, written)) return root;
  const elements: Element[] = [];
  const html = root.children.map((child) => htmlOf(child, elements, isSiteComponent)).join('');
  const read = readWithin(html, elements.length);
  // Past its budget the page is drawn as written: React draws it again in the browser, as it did
  // before this module, rather than the build making a page a hundred times its size.
  if (!read) return root;
  const children = read.childNodes.flatMap((node) => fromParsed(node, elements));
  if (shapeOf(children) === shapeOf(root.children as ElementContent[])) return root;
  return { ...root, children };
}

/**
 * Elements the parser may add for each one written, and beyond those: a <tbody> and a <tr> per table,
 * a few formatting elements opened again. A formatting element the parser closes early (a <b> around
 * an <li> that the next <li> ends) is opened again before each text that follows, in as many copies
 * as there are of them still open: <li><b>×95 x<li>y</li>×10,000 (100 KB) made 950,000 elements, a
 * 17 MB page that took 10 s and 1.4 GB to build (a browser caps copies of one element with the same
 * attributes at three, but each element here is numbered, so none is the same).
 */
const ADDED_PER_ELEMENT = 1;
const ADDED_BEYOND = 1000;

/** The content's HTML as the parser reads it inside a <div>, or undefined when it would make more elements than the budget allows. */
function readWithin(html: string, written: number): DefaultTreeAdapterTypes.DocumentFragment | undefined {
  let budget = written * (1 + ADDED_PER_ELEMENT) + ADDED_BEYOND;
  const overBudget = new Error('over budget');
  const treeAdapter: typeof defaultTreeAdapter = {
    ...defaultTreeAdapter,
    createElement: (...args) => {
      if (--budget < 0) throw overBudget;
      return defaultTreeAdapter.createElement(...args);
    },
  };
  try {
    return parseFragment(CONTEXT, html, { treeAdapter });
  } catch (error) {
    if (error === overBudget) return undefined;
    throw error;
  }
}

/** The element the page's content stands in (div.markdown): the parser's rules depend on it. */
const CONTEXT = parseFragment('<div></div>').childNodes[0] as DefaultTreeAdapterTypes.Element;

function holdsWritten(node: Root | Element, written: WeakSet<Element>): boolean {
  return node.children.some((child) => child.type === 'element' && ((written.has(child) && RESHAPED.has(child.tagName)) || holdsWritten(child, written)));
}

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** `node` as HTML, each element numbered by its place in `elements`; a component, MathML or SVG as a placeholder. */
function htmlOf(node: Root['children'][number] | ElementContent, elements: Element[], isSiteComponent: (element: Element) => boolean): string {
  if (node.type === 'text') return escapeText(node.value);
  if (node.type !== 'element') return '';
  const number = elements.push(node) - 1;
  const opaque = /^[A-Z]/.test(node.tagName) || OPAQUE.has(node.tagName) || !/^[a-z][a-z0-9-]*$/.test(node.tagName);
  const tag = isSiteComponent(node) ? SITE_SLOT : opaque ? SLOT : node.tagName;
  const open = `<${tag} ${NUMBER}="${number}">`;
  if (!opaque && VOID.has(tag)) return open;
  return `${open}${node.children.map((child) => htmlOf(child, elements, isSiteComponent)).join('')}</${tag}>`;
}

/** A node the parser read, as the page's elements again: each numbered one as it was, holding what the parser put in it. */
function fromParsed(node: DefaultTreeAdapterTypes.ChildNode, elements: Element[]): ElementContent[] {
  if (node.nodeName === '#text') return [{ type: 'text', value: (node as DefaultTreeAdapterTypes.TextNode).value }];
  if (!('tagName' in node)) return [];
  // A <template>'s children are read into its content, apart from the page.
  const childNodes = node.tagName === 'template' ? (node as DefaultTreeAdapterTypes.Template).content.childNodes : node.childNodes;
  const children = childNodes.flatMap((child) => fromParsed(child, elements));
  const number = node.attrs.find((attribute) => attribute.name === NUMBER)?.value;
  const element = number === undefined ? undefined : elements[Number(number)];
  if (element) return [{ ...element, children: VOID.has(element.tagName) ? element.children : children }];
  // One the parser made (a <tbody> a row needed): no properties; a placeholder it made nothing of.
  return node.tagName === SLOT || node.tagName === SITE_SLOT ? children : [{ type: 'element', tagName: node.tagName, properties: {}, children }];
}

/** The elements and texts, without their properties: what the parser may change. */
function shapeOf(nodes: ElementContent[]): string {
  let shape = '';
  let text: string | null = null;
  for (const node of nodes) {
    if (node.type === 'text') {
      // Texts side by side are one text to a parser.
      text = (text ?? '') + node.value;
      continue;
    }
    if (text !== null) shape += `${JSON.stringify(text)},`;
    text = null;
    if (node.type === 'element') shape += `<${node.tagName}>[${shapeOf(node.children)}],`;
  }
  return text === null ? shape : `${shape}${JSON.stringify(text)}`;
}
