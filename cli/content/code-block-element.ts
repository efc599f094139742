// Docusaurus's <CodeBlock language="js" title="x">{`…`}</CodeBlock>, written in a page: when its code
// is a literal (a string or a template without ${}), it becomes a code block as if fenced, its props
// the fence's language and metastring. So does one whose children are text and a few inline elements
// (`<span>…</span><br />`), which Docusaurus draws inside a <pre>: their text, each <br /> a new line,
// their attributes (style) left out. Text, literals and raw-loader names side by side are one string
// (`$ {Command}`, Fluvio's docs 27 times): Docusaurus's CodeBlock joins children that are all strings.
// Anything else in it would be code to run, and is refused.
import type { Code, Nodes } from 'mdast';
import type { Program, Expression } from 'estree';
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';

type JsxElement = MdxJsxFlowElement | MdxJsxTextElement;

/** The literal text of an expression `{'…'}`, `{"…"}` or `{`…`}`, or null when it is not one. */
export function literalText(expression: Expression | undefined): string | null {
  if (expression?.type === 'Literal' && typeof expression.value === 'string') return expression.value;
  if (expression?.type === 'TemplateLiteral' && expression.expressions.length === 0) return expression.quasis.map((q) => q.value.cooked ?? q.value.raw).join('');
  return null;
}

function expressionIn(node: { value: string; data?: { estree?: unknown } }): Expression | undefined {
  const statement = (node.data?.estree as Program | undefined)?.body[0];
  return statement?.type === 'ExpressionStatement' ? statement.expression : undefined;
}

/**
 * Whether the element's code is a template with `${…}` in it (Hasura's {`curl …/${props.revision || "v4"}/get.sh`}):
 * written as the literal the error asks for, but computed, so the error says that instead.
 */
export function isComputedTemplate(element: JsxElement): boolean {
  const content = element.children.flatMap((child) => (child.type === 'paragraph' ? child.children : [child])).filter((child) => !(child.type === 'text' && child.value.trim() === ''));
  const only = content.length === 1 ? content[0] : undefined;
  const expression = only && (only.type === 'mdxFlowExpression' || only.type === 'mdxTextExpression') ? expressionIn(only) : undefined;
  return expression?.type === 'TemplateLiteral' && expression.expressions.length > 0;
}

/** The code node the element stands for, or null when its content is not one literal. */
export function codeBlockOf(element: JsxElement, named: (name: string) => string | undefined = () => undefined): Code | null {
  const content = element.children.flatMap((child) => (child.type === 'paragraph' ? child.children : [child])).filter((child) => !(child.type === 'text' && child.value.trim() === ''));
  const only = content.length === 1 ? content[0] : undefined;
  const expression = only && (only.type === 'mdxFlowExpression' || only.type === 'mdxTextExpression') ? expressionIn(only) : undefined;
  // `{Main}`, a name the page bound to a file's text (raw-loader): that text.
  const bound = expression?.type === 'Identifier' ? named(expression.name) : undefined;
  const text = bound ?? (expression ? literalText(expression) : only?.type === 'text' ? only.value : elementText(element.children as Nodes[], named));
  if (text === null) return null;
  const props = new Map(element.attributes.flatMap((a) => (a.type === 'mdxJsxAttribute' ? [[a.name, a.value] as const] : [])));
  const language = typeof props.get('language') === 'string' ? (props.get('language') as string) : null;
  const meta = [
    typeof props.get('title') === 'string' ? `title=${JSON.stringify(props.get('title'))}` : '',
    props.has('showLineNumbers') ? 'showLineNumbers' : '',
    typeof props.get('metastring') === 'string' ? (props.get('metastring') as string) : '',
  ].filter(Boolean).join(' ');
  // A template literal's first and last newline are the author's layout, not the code's.
  return { type: 'code', lang: language, meta: meta || null, value: text.replace(/^\n/, '').replace(/\n\s*$/, ''), position: element.position };
}

/** Inline elements whose text a <CodeBlock> shows as code (Docusaurus's CodeBlock/Content/Element.tsx draws them in a <pre>). */
export const CODE_BLOCK_TEXT_ELEMENTS = ['span', 'b', 'strong', 'i', 'em', 'u', 'code', 'mark'];

/**
 * The text of a <CodeBlock>'s children as Docusaurus's <pre> shows it, or null when one of them is not
 * text, a paragraph of it, one of CODE_BLOCK_TEXT_ELEMENTS, a fragment or a <br />. Paragraphs (blocks
 * in the <pre>) are parted by a blank line, and start a line of their own beside anything else.
 */
function elementText(children: Nodes[], named: (name: string) => string | undefined): string | null {
  let text = '';
  let previous: Nodes | undefined;
  for (const child of children) {
    const part = nodeText(child, named);
    if (part === null) return null;
    if (previous?.type === 'paragraph' && child.type === 'paragraph') text += '\n\n';
    else if (previous && (previous.type === 'paragraph' || child.type === 'paragraph') && !text.endsWith('\n') && !isBreak(child)) text += '\n';
    text += part;
    previous = child;
  }
  return text;
}

function isBreak(node: Nodes): boolean {
  return node.type === 'break' || ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.name === 'br');
}

function nodeText(node: Nodes, named: (name: string) => string | undefined): string | null {
  switch (node.type) {
    case 'mdxFlowExpression':
    case 'mdxTextExpression': {
      // A string among the children, as React renders it: a literal, or a name bound to a file's text.
      // Braces holding only a comment render nothing.
      if ((node.data?.estree as Program | undefined)?.body.length === 0) return '';
      const expression = expressionIn(node);
      return expression?.type === 'Identifier' ? (named(expression.name) ?? null) : literalText(expression);
    }
    case 'text':
    case 'inlineCode':
      return node.value;
    case 'break':
      return '\n';
    case 'paragraph':
    case 'emphasis':
    case 'strong':
    case 'delete':
    case 'link': // an address GFM found in the text (foo@example.com): its text, as written
      return elementText(node.children as Nodes[], named);
    case 'textDirective': // `[system:authenticated]`: a directive no plugin reads is its text again, as in Docusaurus
      return node.children.length === 0 && Object.keys(node.attributes ?? {}).length === 0 ? `:${node.name}` : null;
    case 'mdxJsxFlowElement':
    case 'mdxJsxTextElement':
      if (node.name === 'br') return '\n';
      if (node.name === null || CODE_BLOCK_TEXT_ELEMENTS.includes(node.name)) return elementText(node.children as Nodes[], named);
      return null;
    default:
      return null;
  }
}
