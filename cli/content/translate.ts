// Docusaurus's translations (@docusaurus/Translate): `<Translate id="…" description="…">Text</Translate>`
// and `translate({message: 'Text'})` are, on a site of one language, their literal text. Only a literal
// message is read (never run); placeholders (`values`) would be code, and are refused.
import type { Expression, Program } from 'estree';
import type { Nodes, Root } from 'mdast';
import type { MdxJsxAttribute, MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import { literalText } from './code-block-element.ts';
import { walk } from './walk.ts';

/** The module whose default export is <Translate> and whose `translate` is the function. */
export const TRANSLATE_MODULE = '@docusaurus/Translate';

type JsxElement = MdxJsxFlowElement | MdxJsxTextElement;

/** The message of `translate({message: '…', id?, description?})`, a call of one of `names`; else undefined. */
function translateCall(expression: Expression | undefined, names: ReadonlySet<string>): string | undefined {
  if (expression?.type !== 'CallExpression' || expression.callee.type !== 'Identifier' || !names.has(expression.callee.name)) return undefined;
  const [options] = expression.arguments;
  if (expression.arguments.length !== 1 || options?.type !== 'ObjectExpression') return undefined;
  let message: string | undefined;
  for (const property of options.properties) {
    if (property.type !== 'Property' || property.computed || property.key.type !== 'Identifier') return undefined;
    const value = literalText(property.value as Expression);
    if (value === null || !['message', 'id', 'description'].includes(property.key.name)) return undefined;
    if (property.key.name === 'message') message = value;
  }
  return message;
}

function expressionOf(node: { data?: { estree?: unknown } } | null | undefined): Expression | undefined {
  const statement = (node?.data?.estree as Program | undefined)?.body[0];
  return statement?.type === 'ExpressionStatement' ? statement.expression : undefined;
}

/** Replaces each `{translate({message: '…'})}` of the page, in its text and as an attribute's value, by its message. */
export function resolveTranslateCalls(tree: Root, names: ReadonlySet<string>): void {
  if (names.size === 0) return;
  walk<Nodes>(tree, (node, index, parent) => {
    if ((node.type === 'mdxTextExpression' || node.type === 'mdxFlowExpression') && parent && index !== undefined) {
      const message = translateCall(expressionOf(node), names);
      if (message === undefined) return;
      const text = { type: 'text' as const, value: message, position: node.position };
      parent.children[index] = (node.type === 'mdxFlowExpression' && parent.type !== 'mdxJsxFlowElement' ? { type: 'paragraph', children: [text], position: node.position } : text) as never;
      return index + 1;
    }
    if (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') return;
    for (const attribute of node.attributes) {
      if (attribute.type !== 'mdxJsxAttribute' || attribute.value === null || typeof attribute.value !== 'object') continue;
      const message = translateCall(expressionOf(attribute.value), names);
      if (message !== undefined) (attribute as MdxJsxAttribute).value = message;
    }
  });
}

/** The children of `<Translate>`, which stand in its place; a message when it holds more than text, or placeholders. */
export function translateElement(node: JsxElement): string | undefined {
  if (node.attributes.some((a) => a.type !== 'mdxJsxAttribute' || a.name === 'values')) return '<Translate> with values (placeholders) is code: write the text itself.';
  const isText = (child: Nodes): boolean => child.type === 'text' || (child.type === 'paragraph' && child.children.every((c) => c.type === 'text'));
  if (!(node.children as Nodes[]).every(isText)) return '<Translate> holds only text, as in Docusaurus.';
  return undefined;
}
