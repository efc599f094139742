// An element written in braces on lines of its own (`{<CodeBlock className="language-ts">{`…`}</CodeBlock>}`, as
// react-native-gesture-handler's partials write theirs): MDX evaluates the braces to the element, so
// it is the element. Its braces are blanked (positions stay where they are) and the text is read
// again, the element then an element of the page like any other. Only an element whose text is plain
// words: in braces, `**x**` is two asterisks and an x, where the element alone would be Markdown.
import type { Node as EstreeNode, Program } from 'estree-jsx';
import type { Nodes, Root } from 'mdast';
import { walk } from './walk.ts';

/** Characters whose reading Markdown would change: text holding one stays in its braces. */
const MARKDOWN_TEXT = /[*_`[\]#~\\&!|<>]/;

/** `text` with the braces around each element of `tree` written in braces blanked; `text` itself when there is none. */
export function unbraceElements(text: string, tree: Root): string {
  const offsets: number[] = [];
  walk<Nodes>(tree, (node) => {
    // Set apart on lines of its own: blanked braces in a line of text would leave spaces beside the element.
    if (node.type !== 'mdxFlowExpression') return;
    const program = node.data?.estree as Program | undefined;
    const statement = program?.body.length === 1 ? program.body[0] : undefined;
    const start = node.position?.start.offset;
    const end = node.position?.end.offset;
    if (statement?.type !== 'ExpressionStatement' || start === undefined || end === undefined) return;
    if (!isPlainElement(statement.expression as EstreeNode) || text[start] !== '{' || text[end - 1] !== '}') return;
    offsets.push(start, end - 1);
  });
  if (offsets.length === 0) return text;
  const chars = text.split('');
  for (const offset of offsets) chars[offset] = ' ';
  return chars.join('');
}

/** A JSX element or fragment whose text, at any depth, is plain words. */
function isPlainElement(node: EstreeNode): boolean {
  if (node.type !== 'JSXElement' && node.type !== 'JSXFragment') return false;
  let plain = true;
  const visit = (child: EstreeNode): void => {
    if (child.type === 'JSXText' && MARKDOWN_TEXT.test(child.value)) plain = false;
    if (child.type === 'JSXElement' || child.type === 'JSXFragment') child.children.forEach((c) => visit(c as EstreeNode));
  };
  visit(node);
  return plain;
}
