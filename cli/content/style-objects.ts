// `style={{position: 'relative', paddingTop: '56.25%'}}` on an HTML element, as Docusaurus pages write
// it around embedded videos: an object of literals is read (never run) and becomes the CSS text a
// `style="…"` attribute would hold, which then goes the way of any style attribute. Anything
// computed stays an error.
import type { Nodes, Root } from 'mdast';
import type { MdxJsxAttribute } from 'mdast-util-mdx-jsx';
import { literalAttributeValue } from './site-component-use.ts';
import { walk } from './walk.ts';

/** React's properties that take a bare number; any other number is in pixels. */
const UNITLESS = new Set([
  'animationIterationCount', 'aspectRatio', 'columnCount', 'columns', 'flex', 'flexGrow', 'flexShrink', 'fontWeight', 'gridArea',
  'gridColumn', 'gridRow', 'lineClamp', 'lineHeight', 'opacity', 'order', 'orphans', 'scale', 'tabSize', 'widows', 'zIndex', 'zoom',
]);

/** The CSS text of a style object whose values are all text or numbers; null for anything else. */
export function styleText(value: unknown): string | null {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
  const declarations: string[] = [];
  for (const [name, v] of Object.entries(value)) {
    if (typeof v !== 'string' && typeof v !== 'number') return null;
    const property = name.startsWith('--') ? name : name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`).replace(/^ms-/, '-ms-');
    const text = typeof v === 'number' && v !== 0 && !UNITLESS.has(name) && !name.startsWith('--') ? `${v}px` : String(v);
    declarations.push(`${property}: ${text}`);
  }
  return declarations.join('; ');
}

/** Rewrites each literal style object on an HTML element (a lower-case name) as the text it stands for. */
export function resolveStyleObjects(tree: Root): void {
  walk<Nodes>(tree, (node) => {
    if ((node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') || !node.name || !/^[a-z]/.test(node.name)) return;
    const style = node.attributes.find((a): a is MdxJsxAttribute => a.type === 'mdxJsxAttribute' && a.name === 'style' && a.value !== null && typeof a.value === 'object');
    if (!style) return;
    const text = styleText(literalAttributeValue(style));
    if (text !== null) style.value = text;
  });
}
