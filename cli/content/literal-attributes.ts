// Attributes of HTML elements that Docusaurus pages write as JavaScript literals: `width={300}`,
// `open={true}`, `alt={"…"}`, and `style={{position: 'relative', paddingTop: '56.25%'}}` around
// embedded videos. They are read (never run) as the text attribute they stand for, which then goes
// the way of any attribute (a style object becomes the CSS text of a `style="…"`). Anything computed
// stays an error.
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

/** The text attribute a literal value stands for: null for a bare attribute, undefined to leave it out. */
function attributeText(name: string, value: unknown): string | null | undefined | typeof NOT_TEXT {
  if (name === 'style') return styleText(value) ?? NOT_TEXT;
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  if (value === true) return null;
  if (value === false) return undefined;
  return NOT_TEXT;
}

const NOT_TEXT = Symbol('not text');

/** Rewrites each literal-valued attribute of an HTML element (a lower-case name) as the text it stands for. */
export function resolveLiteralAttributes(tree: Root): void {
  walk<Nodes>(tree, (node) => {
    if ((node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') || !node.name || !/^[a-z]/.test(node.name)) return;
    node.attributes = node.attributes.flatMap((attribute) => {
      if (attribute.type !== 'mdxJsxAttribute' || attribute.value === null || typeof attribute.value !== 'object') return [attribute];
      const value = literalAttributeValue(attribute);
      const text = value === undefined ? NOT_TEXT : attributeText(attribute.name, value);
      if (text === NOT_TEXT) return [attribute];
      return text === undefined ? [] : [{ ...attribute, value: text } as MdxJsxAttribute];
    });
  });
}
