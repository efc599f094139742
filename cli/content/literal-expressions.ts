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
  if (!quoted) return undefined;
  return quoted[2]!.replace(/\\(u\{[0-9a-fA-F]+\}|u[0-9a-fA-F]{4}|x[0-9a-fA-F]{2}|.)/g, (_, escape: string) => unescape(escape));
}

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
      if (text === '') {
        children.splice(i--, 1);
      } else if (node.type === 'mdxTextExpression' || parent.type === 'mdxJsxFlowElement') {
        // On its own line inside an element (`<div>\n{'Text'}\n</div>`), MDX makes no paragraph of
        // it: the element holds the text itself, as Docusaurus renders it.
        children[i] = marked({ type: 'text', value: text, position: node.position });
      } else {
        children[i] = marked({ type: 'paragraph', position: node.position, children: [marked({ type: 'text', value: text, position: node.position })] });
      }
    } else visit(node);
  }
}
