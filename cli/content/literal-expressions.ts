import type { Root } from 'mdast';

/**
 * What Docusaurus authors write in braces without meaning code: comments (`{/* a note *\/}`, or `//`
 * lines, as the Cypress docs hide notes to authors) and string literals such as `{' '}` or
 * `{"text"}`. Their meaning is plain, so no JavaScript runs to get it.
 * Returns the text to keep ('' for a comment), or undefined for any other expression.
 */
export function literalExpressionText(value: string): string | undefined {
  const code = value.trim();
  // An empty expression, `{}`, is valid MDX that renders nothing.
  if (code === '') return '';
  if (isOnlyComments(code)) return '';
  const quoted = /^(['"])((?:\\.|(?!\1)[^\\\n])*)\1$/.exec(code) ?? /^(`)((?:\\.|[^`\\$]|\$(?!\{))*)`$/.exec(code);
  if (!quoted) return numberLiteralText(code);
  return quoted[2]!.replace(/\\(u\{[0-9a-fA-F]+\}|u[0-9a-fA-F]{4}|x[0-9a-fA-F]{2}|.)/g, (_, escape: string) => unescape(escape));
}

/**
 * A number written in braces (`a{6}` in a regular expression's prose, Karmada's docs): MDX reads it as
 * a JavaScript number, which React shows as JavaScript writes it (`{1e3}` is 1000, `{-0}` is 0), so
 * Docusaurus shows the number without its braces; `{0,1}` shows 1. Undefined for anything else.
 */
function numberLiteralText(code: string): string | undefined {
  // `{0,1}` (a quantifier in prose) is JavaScript's comma operator: its value is the last number.
  const last = code.split(',').map((part) => part.trim());
  if (!last.every((part) => NUMBER_LITERAL.test(part))) return undefined;
  const value = Number(last.at(-1)!.replace(/_/g, ''));
  return Number.isFinite(value) ? String(value) : undefined;
}

/** A decimal number, signed or not, with a fraction, an exponent or separators, as JavaScript writes one. */
const NUMBER_LITERAL = /^[+-]?(?:\d(?:_?\d)*(?:\.(?:\d(?:_?\d)*)?)?|\.\d(?:_?\d)*)(?:[eE][+-]?\d(?:_?\d)*)?$/;

/** Whether a braced expression is a number (numberLiteralText): shown, but with a warning, as its braces are gone. */
export const isNumberLiteral = (code: string) => numberLiteralText(code.trim()) !== undefined;

/** Whether code is comments alone, block and line comments in any mix (MDX renders such braces as nothing). */
function isOnlyComments(code: string): boolean {
  let rest = code.trimStart();
  if (!rest.startsWith('/*') && !rest.startsWith('//')) return false;
  while (rest !== '') {
    if (rest.startsWith('/*')) {
      const end = rest.indexOf('*/', 2);
      if (end === -1) return false;
      rest = rest.slice(end + 2).trimStart();
    } else if (rest.startsWith('//')) {
      const end = rest.indexOf('\n');
      rest = end === -1 ? '' : rest.slice(end + 1).trimStart();
    } else return false;
  }
  return true;
}

function unescape(escape: string): string {
  if (escape.startsWith('u{')) return String.fromCodePoint(parseInt(escape.slice(2, -1), 16));
  if (/^[ux][0-9a-fA-F]/.test(escape) && escape.length > 1) return String.fromCodePoint(parseInt(escape.slice(1), 16));
  return ({ n: '\n', t: '\t', r: '\r' } as Record<string, string>)[escape] ?? escape;
}

type AnyNode = { type: string; value?: string; position?: unknown; children?: AnyNode[]; data?: Record<string, unknown> };

/**
 * Set on a node that held a literal expression, and on what it became: its text as written in the
 * file (`{'Text'}`) is not what it means, so the Markdown copy must not copy it (render/markdown.ts).
 */
export const RESOLVED_EXPRESSION = 'resolvedExpression';

/** Set on the text a number in braces became: the number as written (`6` of `{6}`). */
export const NUMBER_EXPRESSION = 'numberExpression';

const marked = (node: AnyNode) => {
  node.data = { ...node.data, [RESOLVED_EXPRESSION]: true };
  return node;
};

/** Comments leave the tree; string literals become the text they spell. Other expressions stay, to be refused. */
export function resolveLiteralExpressions(tree: Root): void {
  visit(tree as AnyNode);
}

function visit(parent: AnyNode): void {
  const children = parent.children;
  if (!children) return;
  for (let i = 0; i < children.length; i++) {
    const node = children[i]!;
    if (node.type === 'mdxTextExpression' || node.type === 'mdxFlowExpression') {
      const text = literalExpressionText(node.value ?? '');
      if (text === undefined) continue;
      marked(parent);
      // A number keeps what was written, for the check's warning that its braces do not show (mdx-nodes.ts).
      const number = isNumberLiteral(node.value ?? '') ? { [NUMBER_EXPRESSION]: (node.value ?? '').trim() } : {};
      if (text === '') {
        children.splice(i--, 1);
      } else if (node.type === 'mdxTextExpression' || parent.type === 'mdxJsxFlowElement') {
        // On its own line inside an element (`<div>\n{'Text'}\n</div>`), MDX makes no paragraph of
        // it: the element holds the text itself, as Docusaurus renders it.
        children[i] = marked({ type: 'text', value: text, position: node.position, data: number });
      } else {
        children[i] = marked({ type: 'paragraph', position: node.position, children: [marked({ type: 'text', value: text, position: node.position, data: number })] });
      }
    } else visit(node);
  }
}
