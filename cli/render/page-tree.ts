// hast -> the compact PageNode tree the browser renders; hast-util-to-jsx-runtime does the prop mapping
// (class -> className, style strings -> objects, aria-*), and table cell alignment becomes a class.
import type { Root } from 'hast';
import { toJsxRuntime } from 'hast-util-to-jsx-runtime';
import { compactCodeTokens } from '../../runtime/shared/code-tokens.ts';
import type { PageElement, PageNode } from '../../runtime/shared/types.ts';
import { SITE_PROPS } from './to-hast.ts';

const FRAGMENT = Symbol('fragment');

// While converting, elements are instances: toJsxRuntime treats any array in props.children as a
// child list, so elements may only become arrays once the whole tree is built.
class Element {
  constructor(
    readonly type: string | typeof FRAGMENT,
    readonly props: Record<string, unknown> | null,
    readonly children: unknown[],
  ) {}
}

function create(type: unknown, props: Record<string, unknown>): Element {
  const { children, ...rest } = typeof type === 'string' && ALIGNED.has(type) ? withAlignClass(props) : typeof props[SITE_PROPS] === 'string' ? withSiteProps(props) : props;
  const list = children === undefined ? [] : Array.isArray(children) ? children : [children];
  return new Element(type === FRAGMENT ? FRAGMENT : String(type), Object.keys(rest).length > 0 ? rest : null, list);
}

/** A site component's props, carried through hast as JSON (to-hast.ts), as its props again. */
function withSiteProps(props: Record<string, unknown>): Record<string, unknown> {
  const { [SITE_PROPS]: json, children } = props;
  // The line breaks hast puts between blocks are not children MDX would give: a component that
  // reads its children (a table, say) sees them as Docusaurus gives them.
  const list = (Array.isArray(children) ? children : children === undefined ? [] : [children]).filter((child) => !(typeof child === 'string' && /^\s*\n\s*$/.test(child)));
  return { ...(JSON.parse(json as string) as Record<string, unknown>), children: list.length === 1 ? list[0] : list };
}

const ALIGNMENTS = new Set(['left', 'center', 'right']);
/** Elements whose `align` becomes a class: table cells (GFM's alignment), and blocks written with it. */
const ALIGNED = new Set(['td', 'th', 'p', 'div', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6']);

/**
 * An alignment (a GFM table cell's, `<p align="center">`) as a class (text--center), not a style
 * attribute: the site's Content-Security-Policy refuses style attributes (cli/render/csp.ts).
 */
function withAlignClass(props: Record<string, unknown>): Record<string, unknown> {
  const { align, ...rest } = props;
  if (typeof align !== 'string' || !ALIGNMENTS.has(align)) return props;
  const className = [rest.className, `text--${align}`].filter(Boolean).join(' ');
  return { ...rest, className };
}

/**
 * Appends what `value` draws to `out`, text next to text joined (parsing splits it: smaller data,
 * the same rendering). One pass with one list per element: every node of every page comes here.
 */
function appendNodes(value: unknown, out: PageNode[]): void {
  if (value === null || value === undefined || value === false) return;
  if (typeof value === 'string' || typeof value === 'number') {
    const text = String(value);
    const last = out.length > 0 ? out[out.length - 1] : undefined;
    if (typeof last === 'string') out[out.length - 1] = last + text;
    else out.push(text);
    return;
  }
  if (!(value instanceof Element)) throw new Error(`Unexpected node in page tree: ${JSON.stringify(value)}`);
  if (value.type === FRAGMENT) {
    for (const child of value.children) appendNodes(child, out);
    return;
  }
  const children: PageNode[] = [];
  for (const child of value.children) appendNodes(child, children);
  // A highlighted block's tokens go compact (runtime/shared/code-tokens.ts); inline code has none.
  if (value.type === 'pre') for (let i = 0; i < children.length; i++) if (typeof children[i] !== 'string' && (children[i] as PageElement)[0] === 'code') children[i] = compactCodeTokens(children[i] as PageElement);
  out.push([value.type, value.props, ...children]);
}

export function toPageTree(hast: Root): PageNode[] {
  const result = toJsxRuntime(hast, {
    Fragment: FRAGMENT,
    jsx: create as never,
    jsxs: create as never,
    elementAttributeNameCase: 'react',
    stylePropertyNameCase: 'dom',
    tableCellAlignToStyle: false,
  });
  const nodes: PageNode[] = [];
  appendNodes(result, nodes);
  return nodes;
}
