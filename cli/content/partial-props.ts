// Docusaurus passes props to a partial (`<Greeting name="Ada" />`) that its text reads as
// `{props.name}`. Given as text by the page, each such expression becomes that text (never HTML)
// when the partial is inlined; nothing else is evaluated.
import type { Nodes, Root } from 'mdast';
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import type { Diagnostic } from '../diagnostics.ts';
import { lineAt } from '../diagnostics.ts';
import type { SourceFile } from './discover.ts';
import { literalAttributeValue } from './site-component-use.ts';
import { walk } from './walk.ts';

const PROPS_EXPRESSION = /^\s*props\.([A-Za-z_$][\w$]*)\s*$/;

/** The props a page gives a partial: its attributes written as text or literals. */
export function partialProps(node: MdxJsxFlowElement | MdxJsxTextElement): Record<string, string> {
  // No prototype: a prop named __proto__ is a prop like any other, not the object's prototype.
  const props = Object.create(null) as Record<string, string>;
  for (const attribute of node.attributes) {
    if (attribute.type !== 'mdxJsxAttribute') continue;
    const value = literalAttributeValue(attribute);
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') props[attribute.name] = String(value);
  }
  return props;
}

/**
 * Replaces each `{props.x}` of a partial with the text the including page gave for x. One it did not
 * give is an error in the partial, naming the page's element.
 */
export function applyPartialProps(tree: Root, props: Record<string, string>, partial: SourceFile, includedAs: string): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  walk<Nodes>(tree, (node, index, parent) => {
    if ((node.type !== 'mdxTextExpression' && node.type !== 'mdxFlowExpression') || !parent || index === undefined) return;
    const name = PROPS_EXPRESSION.exec(node.value)?.[1];
    if (!name) return;
    if (!Object.hasOwn(props, name)) {
      const start = node.position?.start;
      diagnostics.push({
        severity: 'error',
        code: 'mdx',
        message: `{props.${name}} has no value: <${includedAs}> gives this partial no "${name}".`,
        file: partial.file,
        line: start?.line,
        column: start?.column,
        lineText: start ? lineAt(partial.text, start.line) : undefined,
        hint: `give it where the partial is used: <${includedAs} ${name}="…" />.`,
      });
      parent.children.splice(index, 1);
      return index;
    }
    const text = { type: 'text' as const, value: props[name], position: node.position };
    parent.children[index] = (node.type === 'mdxFlowExpression' ? { type: 'paragraph', children: [text], position: node.position } : text) as never;
    return index + 1;
  });
  return diagnostics;
}
