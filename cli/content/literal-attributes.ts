// Attributes of HTML elements that Docusaurus pages write as JavaScript literals: `width={300}`,
// `open={true}`, `alt={"…"}`, and `style={{position: 'relative', paddingTop: '56.25%'}}` around
// embedded videos. They are read (never run) as the text attribute they stand for, which then goes
// the way of any attribute (a style object becomes the CSS text of a `style="…"`). Anything computed
// stays an error. `src={require('./x.png').default}`, Docusaurus's way to name a file from JSX, is
// read as the address it requires (never run), which then goes the way of `src="./x.png"`. A path
// from `/` is a module path, not an address: webpack resolves it from the site's folder (its
// `resolve.roots`), so `require('/static/img/x.png')` (React Native Skia's docs) is `@site/static/img/x.png`.
import type { Expression, Program } from 'estree';
import type { Nodes, Root } from 'mdast';
import type { MdxJsxAttribute } from 'mdast-util-mdx-jsx';
import { FILE_PROPS, fromSiteFolder } from './file-refs.ts';
import { reactPropName } from './jsx-attributes.ts';
import { literalAttributeValue } from './site-component-use.ts';
import { walk } from './walk.ts';
import { CONTENT_COMPONENTS } from '../../runtime/shared/components.ts';
import type { SiteComponents } from '../config/site-components.ts';

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
  // React leaves out an attribute whose value is null, and Docusaurus's <Tabs defaultValue={null}>
  // (Arbitrum's, 4 times) opens the tab it would open without one.
  if (value === false || value === null) return undefined;
  return NOT_TEXT;
}

const NOT_TEXT = Symbol('not text');

/** The address in `require('<address>')` or `require('<address>').default`; undefined for anything else. */
function requiredAddress(attribute: MdxJsxAttribute): string | undefined {
  const value = attribute.value;
  if (value === null || typeof value !== 'object') return undefined;
  const statement = (value.data?.estree as Program | undefined)?.body[0];
  if (statement?.type !== 'ExpressionStatement') return undefined;
  let call: Expression = statement.expression;
  if (call.type === 'MemberExpression' && !call.computed && call.property.type === 'Identifier' && call.property.name === 'default' && call.object.type !== 'Super') call = call.object;
  if (call.type !== 'CallExpression' || call.callee.type !== 'Identifier' || call.callee.name !== 'require' || call.arguments.length !== 1) return undefined;
  const [argument] = call.arguments;
  return argument.type === 'Literal' && typeof argument.value === 'string' ? fromSiteFolder(argument.value) : undefined;
}

/**
 * Rewrites each literal-valued attribute of an HTML element (a lower-case name) or of one of
 * devcenter's own components (`<TabItem label={"main.tf"}>`, as the OpenTofu docs write it) as the
 * text it stands for. A component the site registers reads its literals itself, as the values they
 * are (a number stays a number).
 */
export function resolveLiteralAttributes(tree: Root, siteComponents: SiteComponents = {}): void {
  const resolvable = (name: string) => /^[a-z]/.test(name) || (Object.hasOwn(CONTENT_COMPONENTS, name) && !Object.hasOwn(siteComponents, name));
  walk<Nodes>(tree, (node) => {
    if ((node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') || !node.name || !resolvable(node.name)) return;
    node.attributes = node.attributes.flatMap((attribute) => {
      if (attribute.type !== 'mdxJsxAttribute' || attribute.value === null || typeof attribute.value !== 'object') return [attribute];
      const required = FILE_PROPS.includes(reactPropName(attribute.name)) ? requiredAddress(attribute) : undefined;
      if (required !== undefined) return [{ ...attribute, value: required } as MdxJsxAttribute];
      const value = literalAttributeValue(attribute);
      const text = value === undefined ? NOT_TEXT : attributeText(attribute.name, value);
      if (text === NOT_TEXT) return [attribute];
      return text === undefined ? [] : [{ ...attribute, value: text } as MdxJsxAttribute];
    });
  });
}
