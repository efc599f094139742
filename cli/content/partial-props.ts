// Docusaurus passes props to a partial (`<Greeting name="Ada" />`) that its text reads as
// `{props.name}` (or `{props.name ?? 'default'}`), or inside a template literal (`{`pomerium-cli
// ${props.protocol} …`}`, the code of a <CodeBlock>). Given as text by the page, each such expression becomes that text (never HTML)
// when the partial is inlined; nothing else is evaluated.
import type { Expression, Program } from 'estree';
import type { Nodes, Root } from 'mdast';
import type { Position } from 'unist';
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import type { Diagnostic } from '../diagnostics.ts';
import { lineAt } from '../diagnostics.ts';
import type { SourceFile } from './discover.ts';
import { MAX_EXPANDED_TEXT } from './expansion-limits.ts';
import { literalAttributeValue } from './site-component-use.ts';
import { walk } from './walk.ts';

const PROPS_EXPRESSION = /^\s*props\.([A-Za-z_$][\w$]*)\s*$/;

/** A prop's value as the page gives it: text, or a literal number or boolean (`n={5}`), kept as such so `{1 + props.n}` adds. */
export type PartialPropValue = string | number | boolean;

/** The props a page gives a partial: its attributes written as text or literals. */
export function partialProps(node: MdxJsxFlowElement | MdxJsxTextElement): Record<string, PartialPropValue> {
  // No prototype: a prop named __proto__ is a prop like any other, not the object's prototype.
  const props = Object.create(null) as Record<string, PartialPropValue>;
  for (const attribute of node.attributes) {
    if (attribute.type !== 'mdxJsxAttribute') continue;
    const value = literalAttributeValue(attribute);
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') props[attribute.name] = value;
  }
  return props;
}

/** The props a page writes as code (`framework={<a href="https://go.dev/">Go</a>}`): never run, so the partial has no value for them. */
export function computedPartialProps(node: MdxJsxFlowElement | MdxJsxTextElement): string[] {
  const given = partialProps(node);
  return node.attributes.flatMap((a) => (a.type === 'mdxJsxAttribute' && !Object.hasOwn(given, a.name) ? [a.name] : []));
}

/**
 * Replaces each `{props.x}` of a partial, and each template literal whose expressions are props and
 * literals (`{`run ${props.x}`}`), in its text or as an attribute's value (`<a href={props.url}>`),
 * with the text the including page gave. A prop it did not give is an
 * error in the partial, naming the page's element: JS would write "undefined" into a template, which
 * no author means.
 */
export function applyPartialProps(tree: Root, props: Record<string, PartialPropValue>, partial: SourceFile, includedAs: string, computed: readonly string[] = [], budget: { textLeft: number } = { textLeft: MAX_EXPANDED_TEXT }): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  let toldTooLong = false;
  /**
   * A template's text, within what the page's partials may still build (budget.textLeft), or '' past
   * it, told once. Each is a new string, made before the page's size is checked: a list of 60,000
   * items joined by 10 KB of text (130 KB of partial) was an 'internal error' (RangeError: Invalid
   * string length), and 30,000 of them held 400 MB before the page was refused.
   */
  const built = (template: NonNullable<ReturnType<typeof templateOfProps>>, at: { position?: Position }): string => {
    // Its pieces are the props' and literals' own strings: measured before any is joined.
    const pieces = textPieces(template.parts, props);
    let length = 0;
    for (const piece of pieces) length += piece.length;
    if (length <= budget.textLeft) {
      budget.textLeft -= length;
      return pieces.join('');
    }
    if (!toldTooLong) {
      toldTooLong = true;
      const start = at.position?.start;
      diagnostics.push({
        severity: 'error',
        code: 'content-limit',
        message: `This text, made of the props <${includedAs}> gives and of text joined or added up (+), would bring the page past ${MAX_EXPANDED_TEXT.toLocaleString('en-US')} characters.`,
        file: partial.file,
        line: start?.line,
        column: start?.column,
        lineText: start ? lineAt(partial.text, start.line) : undefined,
        hint: "join fewer items, with a shorter separator, or read a long prop fewer times. These limits keep a page's output in proportion to its source (see README, Content).",
      });
    }
    return '';
  };
  /** The text a read of props stands for, or undefined (reported) when the page gives not all it reads. */
  const valueOf = (read: { name?: string; template?: ReturnType<typeof templateOfProps> }, at: { position?: Position }): string | undefined => {
    const { name, template } = read;
    const missing = name !== undefined ? (Object.hasOwn(props, name) ? [] : [name]) : template!.names.filter((n) => !Object.hasOwn(props, n));
    if (missing.length === 0) return name !== undefined ? String(props[name]) : built(template!, at);
    const start = at.position?.start;
    // Given as code (`framework={<a …>Go</a>}`), a prop is not missing: it is not run. Saying the page
    // gives none sent Ory's authors to look for a <Teaser> without it (a helper's find).
    const asCode = missing.filter((n) => computed.includes(n));
    const reads = missing.map((n) => (name !== undefined ? `{props.${n}}` : `\${props.${n}}`)).join(', ');
    diagnostics.push({
      severity: 'error',
      code: 'mdx',
      message:
        asCode.length > 0
          ? `${reads} ${missing.length === 1 ? 'has' : 'have'} no value: <${includedAs}> gives ${asCode.map((n) => `"${n}"`).join(', ')} as code (${asCode[0]}={…}), which content never runs.`
          : `${reads} ${missing.length === 1 ? 'has' : 'have'} no value: <${includedAs}> gives this partial no ${missing.map((n) => `"${n}"`).join(', ')}.`,
      file: partial.file,
      line: start?.line,
      column: start?.column,
      lineText: start ? lineAt(partial.text, start.line) : undefined,
      hint:
        asCode.length > 0
          ? `give it as text (or a literal) where the partial is used: <${includedAs} ${missing.map((n) => `${n}="…"`).join(' ')} />; a link or markup belongs in the partial's own text.`
          : `give it where the partial is used: <${includedAs} ${missing.map((n) => `${n}="…"`).join(' ')} />.`,
    });
    return undefined;
  };
  walk<Nodes>(tree, (node, index, parent) => {
    // An attribute's value read from props (`<a href={props.url}>`, Zenstack's partials) is that text,
    // checked then as if written so (an address still has to be safe); one the page does not give is left out.
    // Read alone (`defaultTab={props.defaultTab}`), a prop the page does not give is undefined, an
    // attribute React leaves out: no mistake (Data Client's <UseLive /> gives its partial none).
    if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
      node.attributes = node.attributes.filter((attribute) => {
        if (attribute.type !== 'mdxJsxAttribute' || typeof attribute.value !== 'object' || attribute.value === null) return true;
        const name = PROPS_EXPRESSION.exec(attribute.value.value)?.[1];
        const template = name === undefined ? templateOfProps(attribute.value) : undefined;
        if (name === undefined && !template) return true;
        if (name !== undefined && !Object.hasOwn(props, name) && !computed.includes(name)) return false;
        const value = valueOf({ name, template }, attribute.position ? attribute : node);
        if (value === undefined) return false;
        attribute.value = value;
        return true;
      });
      return;
    }
    if ((node.type !== 'mdxTextExpression' && node.type !== 'mdxFlowExpression') || !parent || index === undefined) return;
    const name = PROPS_EXPRESSION.exec(node.value)?.[1];
    const template = name === undefined ? templateOfProps(node) : undefined;
    if (name === undefined && !template) return;
    const found = valueOf({ name, template }, node);
    if (found === undefined && name !== undefined) {
      parent.children.splice(index, 1);
      return index;
    }
    // A template keeps its place (the code block it is the code of is not reported again), the prop left out.
    const value = found ?? built(template!, node);
    const text = { type: 'text' as const, value, position: node.position };
    parent.children[index] = (node.type === 'mdxFlowExpression' ? { type: 'paragraph', children: [text], position: node.position } : text) as never;
    return index + 1;
  });
  return diagnostics;
}

/**
 * A template literal whose every `${}` is `props.name`, `props.name ?? 'default'` or a literal (or
 * such a `props.name ?? 'default'` alone), or text made of those by `+` or by a list joined
 * (`[\'line\', `  ${props.sectionName}: {`].join(\'\\n\')`, the code of Detox's config partials): its
 * text and props in order, the props it cannot do without in `names`; undefined for any other
 * expression, and for a lone literal, which is no template.
 */
function templateOfProps(node: { data?: { estree?: unknown } }): { parts: Part[]; names: string[] } | undefined {
  const statement = (node.data?.estree as Program | undefined)?.body[0];
  const expression = statement?.type === 'ExpressionStatement' ? statement.expression : undefined;
  if (!expression || (expression.type === 'TemplateLiteral' && expression.expressions.length === 0)) return undefined;
  const parts = textParts(expression, 0);
  if (!parts) return undefined;
  // Alone, only a prop with its default is read here (`props.name` alone is PROPS_EXPRESSION's; a literal is no template).
  const defaulted = parts.length === 1 && typeof parts[0] === 'object' && 'prop' in parts[0] && parts[0].fallback !== undefined;
  if (!isComputedText(expression) && !defaulted) return undefined;
  return { parts, names: parts.flatMap(neededProps) };
}

/** Whether an expression makes text rather than being a literal or a prop read: a join, a `+`, a template. */
const isComputedText = (expression: Expression): boolean => expression.type === 'CallExpression' || expression.type === 'BinaryExpression' || expression.type === 'TemplateLiteral';

/** How deep text may be built of `+`, joins and templates: a partial's code is a few levels. */
const MAX_TEXT_DEPTH = 32;

/** The parts of text an expression makes of literals and props, or undefined when it does anything else. */
function textParts(expression: Expression, depth: number): Part[] | undefined {
  if (depth > MAX_TEXT_DEPTH) return undefined;
  if (expression.type === 'Literal') return typeof expression.value === 'string' || typeof expression.value === 'number' ? [String(expression.value)] : undefined;
  const prop = propName(expression);
  if (prop !== undefined) return [{ prop }];
  const withDefault = propWithDefault(expression);
  if (withDefault) return [withDefault];
  if (expression.type === 'TemplateLiteral') {
    const parts: Part[] = [];
    for (const [i, quasi] of expression.quasis.entries()) {
      parts.push(quasi.value.cooked ?? quasi.value.raw);
      const inner = expression.expressions[i] as Expression | undefined;
      if (!inner) continue;
      const innerParts = textParts(inner, depth + 1);
      if (!innerParts) return undefined;
      parts.push(...innerParts);
    }
    return parts;
  }
  if (expression.type === 'BinaryExpression' && expression.operator === '+') {
    // `'a' + b + 'c' + …` is nested to the left, one level a term: its terms are read as one level,
    // as a join's elements are. Each term a level, a partial's 40 lines joined by + were past
    // MAX_TEXT_DEPTH and told as code ("JavaScript expressions are not allowed").
    const terms: Expression[] = [];
    let left: Expression = expression;
    while (left.type === 'BinaryExpression' && left.operator === '+') {
      if (left.left.type === 'PrivateIdentifier') return undefined;
      terms.push(left.right);
      left = left.left;
    }
    terms.push(left);
    // Added as JavaScript adds, from the left, at each include (a prop may be a number: `{1 + props.n}`
    // with n={5} is 6, and `1 + 2 + 'x'` "3x"): a number term stays one.
    const add: (number | Part[])[] = [];
    for (const term of terms.reverse()) {
      if (term.type === 'Literal' && typeof term.value === 'number') {
        add.push(term.value);
        continue;
      }
      const termParts = textParts(term, depth + 1);
      if (!termParts) return undefined;
      add.push(termParts);
    }
    return [{ add }];
  }
  // [a, b, …].join(separator): Array.prototype.join, with ',' when no separator is given.
  if (expression.type === 'CallExpression' && expression.callee.type === 'MemberExpression' && !expression.callee.computed) {
    const { object, property } = expression.callee;
    if (object.type !== 'ArrayExpression' || property.type !== 'Identifier' || property.name !== 'join' || expression.arguments.length > 1) return undefined;
    const [separatorNode] = expression.arguments;
    const separator = separatorNode === undefined ? ',' : separatorNode.type === 'Literal' && typeof separatorNode.value === 'string' ? separatorNode.value : undefined;
    if (separator === undefined) return undefined;
    const parts: Part[] = [];
    for (const [i, element] of object.elements.entries()) {
      if (!element || element.type === 'SpreadElement') return undefined;
      const elementParts = textParts(element, depth + 1);
      if (!elementParts) return undefined;
      if (i > 0) parts.push(separator);
      parts.push(...elementParts);
    }
    return parts;
  }
  return undefined;
}

/** A prop read in a template, and the value it stands for when the page gives none (`?? 'default'`). */
type PropPart = { prop: string; fallback?: PartialPropValue };
/** Terms added with `+`: a number literal, or what another part makes. */
type AddPart = { add: (number | Part[])[] };
/** A piece of a template: literal text, a prop, or a sum. */
type Part = string | PropPart | AddPart;

/** The props a part cannot do without (those read without a default). */
const neededProps = (part: Part): string[] =>
  typeof part === 'string' ? [] : 'prop' in part ? (part.fallback === undefined ? [part.prop] : []) : part.add.flatMap((term) => (typeof term === 'number' ? [] : term.flatMap(neededProps)));

/** The text of parts given the props, as pieces (the props' own strings, not copies) to measure before joining. */
function textPieces(parts: readonly Part[], props: Record<string, PartialPropValue>): string[] {
  const pieces: string[] = [];
  for (const part of parts) {
    if (typeof part === 'string') pieces.push(part);
    else if ('prop' in part) pieces.push(String(props[part.prop] ?? part.fallback ?? ''));
    else {
      const sum = added(part, props);
      if (Array.isArray(sum)) pieces.push(...sum);
      else pieces.push(String(sum));
    }
  }
  return pieces;
}

/**
 * A sum's value as JavaScript's `+` makes it from the left: a number while no term so far is text (a
 * boolean adds as 0 or 1, and is "true" in text), text (as pieces) from the first text term on.
 */
function added(part: AddPart, props: Record<string, PartialPropValue>): number | boolean | string[] {
  let value: number | boolean | undefined;
  let text: string[] | undefined;
  for (const term of part.add) {
    const next = termValue(term, props);
    if (text) text.push(...(Array.isArray(next) ? next : [String(next)]));
    else if (!Array.isArray(next)) value = value === undefined ? next : Number(value) + Number(next);
    else text = [...(value === undefined ? [] : [String(value)]), ...next];
  }
  return text ?? value ?? 0;
}

/** A term's value: a number or boolean (a literal, such a prop read alone, a sum of them), else text pieces. */
function termValue(term: number | Part[], props: Record<string, PartialPropValue>): number | boolean | string[] {
  if (typeof term === 'number') return term;
  if (term.length === 1 && typeof term[0] === 'object') {
    const only = term[0];
    if ('add' in only) return added(only, props);
    const value = props[only.prop] ?? only.fallback ?? '';
    if (typeof value !== 'string') return value;
  }
  return textPieces(term, props);
}

/** `props.name ?? 'default'` (Data Client's `${props.hook ?? 'useSuspense'}`): the prop and its default; undefined for another expression. */
function propWithDefault(expression: Expression): PropPart | undefined {
  if (expression.type !== 'LogicalExpression' || expression.operator !== '??') return undefined;
  const prop = propName(expression.left);
  const fallback = expression.right;
  if (prop === undefined || fallback.type !== 'Literal' || (typeof fallback.value !== 'string' && typeof fallback.value !== 'number')) return undefined;
  return { prop, fallback: fallback.value };
}

/** The name of `props.name` (or `props['name']`), undefined for another expression. */
function propName(expression: Expression): string | undefined {
  if (expression.type !== 'MemberExpression' || expression.object.type !== 'Identifier' || expression.object.name !== 'props') return undefined;
  if (!expression.computed && expression.property.type === 'Identifier') return expression.property.name;
  return expression.computed && expression.property.type === 'Literal' && typeof expression.property.value === 'string' ? expression.property.value : undefined;
}
