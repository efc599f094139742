// Docusaurus pages name files of static/ with `useBaseUrl('/img/x.png')` (a hook of
// @docusaurus/useBaseUrl), in an attribute (`src={useBaseUrl('img/x.png')}`) or inside an object
// (`sources={{light: useBaseUrl('/a.png'), dark: …}}`). Called with one string literal, its meaning
// is plain: the address on the site's base URL, which is `/` here. Such a call is read (never run)
// as the literal it gives, so the attribute then goes the way of any literal one. Any other use of
// the name stays code, refused as code is.
import type { Expression, Node as EstreeNode, Program } from 'estree';
import type { MdxJsxAttribute } from 'mdast-util-mdx-jsx';

/** The module whose default export is the hook. */
export const BASE_URL_MODULE = '@docusaurus/useBaseUrl';

/** An address with a scheme (`https:`, `mailto:`) or protocol-relative: useBaseUrl gives it back as it is. */
const EXTERNAL = /^(?:[a-z][a-z\d+.-]*:|\/\/)/i;

/** What `useBaseUrl(url)` returns on a site whose base URL is `/` (Docusaurus's rules for that base). */
export function withBaseUrl(url: string): string {
  if (url === '' || url.startsWith('#') || EXTERNAL.test(url)) return url;
  return url.startsWith('/') ? url : `/${url}`;
}

/** The string `useBaseUrl('<literal>')` gives, when `expression` is such a call of one of `names`; else undefined. */
function baseUrlCall(expression: EstreeNode, names: ReadonlySet<string>): string | undefined {
  if (expression.type !== 'CallExpression' || expression.callee.type !== 'Identifier' || !names.has(expression.callee.name)) return undefined;
  if (expression.arguments.length !== 1) return undefined;
  const [argument] = expression.arguments;
  if (argument.type === 'Literal' && typeof argument.value === 'string') return withBaseUrl(argument.value);
  if (argument.type === 'TemplateLiteral' && argument.expressions.length === 0) return withBaseUrl(argument.quasis.map((q) => q.value.cooked ?? '').join(''));
  return undefined;
}

/** The expression with each `useBaseUrl('<literal>')` in it (at its top, or as a value of arrays and objects) replaced by its string. */
function replaceCalls(expression: Expression, names: ReadonlySet<string>): Expression {
  const value = baseUrlCall(expression, names);
  if (value !== undefined) return { type: 'Literal', value, raw: JSON.stringify(value) };
  if (expression.type === 'ArrayExpression') {
    return { ...expression, elements: expression.elements.map((element) => (element && element.type !== 'SpreadElement' ? replaceCalls(element, names) : element)) };
  }
  if (expression.type === 'ObjectExpression') {
    return {
      ...expression,
      properties: expression.properties.map((property) =>
        // An object literal's values are expressions (patterns only appear where one is destructured).
        property.type === 'Property' && property.kind === 'init' && !property.method ? { ...property, value: replaceCalls(property.value as Expression, names) } : property,
      ),
    };
  }
  return expression;
}

/**
 * Rewrites an attribute written with `useBaseUrl('<literal>')`: a call that is the whole value
 * becomes the text attribute it gives; calls inside an array or object literal become string
 * literals in it. `names` are the page's names for the hook (its default import).
 */
export function resolveBaseUrlCalls(attribute: MdxJsxAttribute, names: ReadonlySet<string>): void {
  const value = attribute.value;
  if (names.size === 0 || value === null || typeof value !== 'object') return;
  const program = value.data?.estree as Program | undefined;
  const statement = program?.body[0];
  if (!program || program.body.length !== 1 || statement?.type !== 'ExpressionStatement') return;
  const whole = baseUrlCall(statement.expression, names);
  if (whole !== undefined) {
    attribute.value = whole;
    return;
  }
  const replaced = replaceCalls(statement.expression, names);
  if (replaced === statement.expression) return;
  value.data = { ...value.data, estree: { ...program, body: [{ ...statement, expression: replaced }] } };
}
