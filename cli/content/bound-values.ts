// Names a page reads values by, bound to values known before anything runs: its own front matter as
// `frontMatter` (Docusaurus exports it from every MDX file: `Version {frontMatter.version}` in its
// text, `<RelatedRules rules={frontMatter.related} />` on a component, as Home Assistant's docs write
// it in 33 pages), and what it imports from a data module of content/ (data-imports.ts). Each read
// (`{name}`, `{name.key}`, `{name['key']}`) becomes its value, never run: text where it stands in
// text, a literal where it is a prop.
import { RESOLVED_EXPRESSION } from './literal-expressions.ts';
import type { Expression, Program } from 'estree';
import type { Nodes, Root } from 'mdast';
import type { MdxJsxAttribute } from 'mdast-util-mdx-jsx';
import type { Diagnostic } from '../diagnostics.ts';
import { lineAt } from '../diagnostics.ts';
import type { SourceFile } from './discover.ts';
import { walk } from './walk.ts';
import { MAX_EXPANDED_TEXT } from './expansion-limits.ts';

/** What `name.a.b` reads: the bound name and the keys after it; undefined for any other expression. */
function boundPath(expression: Expression | undefined, isBound: (name: string) => boolean): { name: string; keys: string[] } | undefined {
  const keys: string[] = [];
  let at = expression;
  while (at?.type === 'MemberExpression') {
    const property = at.property;
    if (!at.computed && property.type === 'Identifier') keys.unshift(property.name);
    else if (at.computed && property.type === 'Literal' && typeof property.value === 'string') keys.unshift(property.value);
    // A list's entry by its place (`{versions[0]}`): a whole number, as JavaScript reads it.
    else if (at.computed && property.type === 'Literal' && typeof property.value === 'number' && Number.isSafeInteger(property.value) && property.value >= 0) keys.unshift(String(property.value));
    else return undefined;
    at = at.object as Expression;
  }
  return at?.type === 'Identifier' && isBound(at.name) ? { name: at.name, keys } : undefined;
}

/** The keys `frontMatter.a.b` reads, or undefined for any other expression. */
function frontMatterPath(expression: Expression | undefined): string[] | undefined {
  const path = boundPath(expression, (name) => name === FRONT_MATTER);
  return path && path.keys.length > 0 ? path.keys : undefined;
}

const FRONT_MATTER = 'frontMatter';

function expressionOf(node: { data?: { estree?: unknown } }): Expression | undefined {
  const statement = (node.data?.estree as Program | undefined)?.body[0];
  return statement?.type === 'ExpressionStatement' ? statement.expression : undefined;
}

/** The front matter keys the page reads (`frontMatter.key…`): known to it, so not unknown keys. */
export function frontMatterReads(tree: Root): Set<string> {
  const keys = new Set<string>();
  walk<Nodes>(tree, (node) => {
    if (node.type === 'mdxTextExpression' || node.type === 'mdxFlowExpression') {
      const path = frontMatterPath(expressionOf(node));
      if (path) keys.add(path[0]!);
    } else if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
      for (const attribute of node.attributes) {
        if (attribute.type !== 'mdxJsxAttribute' || typeof attribute.value !== 'object' || attribute.value === null) continue;
        const path = frontMatterPath(expressionOf(attribute.value));
        if (path) keys.add(path[0]!);
      }
    }
  });
  return keys;
}

/** The value at `path` inside `data`; undefined when it has none. */
function valueAt(data: unknown, path: string[]): unknown {
  let value: unknown = data;
  for (const key of path) {
    if (typeof value !== 'object' || value === null || !Object.hasOwn(value, key)) return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

/** The value as an estree literal, for a prop the literal-props reader then reads like any other. */
function literalNode(value: unknown): Expression {
  if (Array.isArray(value)) return { type: 'ArrayExpression', elements: value.map(literalNode) };
  if (value instanceof Date) return { type: 'Literal', value: value.toISOString() };
  if (typeof value === 'object' && value !== null)
    return {
      type: 'ObjectExpression',
      properties: Object.entries(value).map(([key, inner]) => ({ type: 'Property', key: { type: 'Literal', value: key }, value: literalNode(inner), kind: 'init', method: false, shorthand: false, computed: false })),
    };
  return { type: 'Literal', value: value as string | number | boolean | null };
}

/** How React writes a value standing in text: scalars as text, a list's items side by side, nothing for null. */
function textOf(value: unknown): string | undefined {
  if (value === null || value === undefined || typeof value === 'boolean') return '';
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) {
    const parts = value.map(textOf);
    return parts.every((part) => part !== undefined) ? parts.join('') : undefined;
  }
  return undefined;
}

/** Replaces the page's reads of its front matter (`data`, as YAML gave it) with their values. */
export function applyFrontMatterValues(tree: Root, data: Record<string, unknown>, source: SourceFile, putIn: ValuesPutIn = valuesPutIn()): Diagnostic[] {
  return applyBoundValues(
    tree,
    new Map([[FRONT_MATTER, data]]),
    source,
    (read) => ({
      message: `${read} has no value: this page's front matter does not say "${read.slice(FRONT_MATTER.length + 1)}".`,
      hint: `add ${read.split('.')[1]}: … to the front matter, or remove the read of ${read}.`,
    }),
    putIn,
  );
}

/**
 * What a page's reads of values have put in so far (front matter, constants, data modules share it):
 * `read` once any is put in, and the characters the page may still take. Past them the rest are
 * left out, unexpanded: the page is refused for its size after that (checkIncludedText, at the block
 * that goes past it). Expanded first, an 85 KB page giving a 20,000-item constant as a prop 3,000
 * times built 60 million literal nodes (3.6 GB, 40 s) before that check refused it.
 */
export interface ValuesPutIn {
  read: boolean;
  left: number;
}

/** A page's budget for the values its reads put in: its whole text's limit. */
export const valuesPutIn = (): ValuesPutIn => ({ read: false, left: MAX_EXPANDED_TEXT });

/** What to say of a read that finds no value (`read`: as written, e.g. "frontMatter.owner"). */
type SayMissing = (read: string) => { message: string; hint: string };

/**
 * A template literal whose every `${…}` reads a bound name (`{`npm i dagger@${daggerVersion}`}`, as
 * Dagger's install steps write their version into <CodeBlock>s): its text, as JavaScript would join
 * it, with the reads that find no value (said as a missing read is). Undefined for any other
 * expression, or one whose read finds a map (code to refuse, as before).
 */
function templateText(expression: Expression | undefined, bindings: ReadonlyMap<string, unknown>, missing: (read: string) => void): string | undefined {
  if (expression?.type !== 'TemplateLiteral' || expression.expressions.length === 0) return undefined;
  const paths = expression.expressions.map((inner) => boundPath(inner as Expression, (name) => bindings.has(name)));
  if (paths.some((path) => path === undefined)) return undefined;
  const parts: string[] = [];
  for (const [i, quasi] of expression.quasis.entries()) {
    parts.push(quasi.value.cooked ?? quasi.value.raw);
    const path = paths[i];
    if (!path) continue;
    const value = valueAt(bindings.get(path.name), path.keys);
    if (value === undefined) missing([path.name, ...path.keys].join('.'));
    // JavaScript's own conversion (a list's items joined by commas); a map is no text.
    if (typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date)) return undefined;
    parts.push(value instanceof Date ? value.toISOString() : String(value));
  }
  return parts.join('');
}

/** Replaces the page's reads of the bound names with their values. */
export function applyBoundValues(tree: Root, bindings: ReadonlyMap<string, unknown>, source: SourceFile, sayMissing: SayMissing, putIn: ValuesPutIn = valuesPutIn()): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  // A value given as a prop is written as JSON once, whatever the number of its reads.
  const json = new Map<unknown, string>();
  const jsonOf = (value: unknown) => json.get(value) ?? json.set(value, JSON.stringify(value)).get(value)!;
  /** Whether a read of this many characters is still put in: the one that goes past the budget is, the rest are not. */
  const spend = (length: number) => {
    if (putIn.left < 0) return false;
    putIn.read = true;
    putIn.left -= length;
    return true;
  };
  const isBound = (name: string) => bindings.has(name);
  const problem = (node: { position?: { start: { line: number; column: number } } }, message: string, hint: string, severity: 'error' | 'warning') => {
    const start = node.position?.start;
    diagnostics.push({ severity, code: 'mdx', message, file: source.file, line: start?.line, column: start?.column, lineText: start ? lineAt(source.text, start.line) : undefined, hint });
  };
  const written = (path: { name: string; keys: string[] }) => path.name + path.keys.map((key) => (/^\d+$/.test(key) ? `[${key}]` : `.${key}`)).join('');
  walk<Nodes>(tree, (node, index, parent) => {
    if ((node.type === 'mdxTextExpression' || node.type === 'mdxFlowExpression') && parent && index !== undefined) {
      const path = boundPath(expressionOf(node), isBound);
      const template = path ? undefined : templateText(expressionOf(node), bindings, (read) => {
        const said = sayMissing(read);
        problem(node, said.message, said.hint, 'warning');
      });
      if (template !== undefined) {
        // Held to the page's budget as every read value is: past it, nothing more is put in.
        if (!spend(template.length)) {
          parent.children.splice(index, 1);
          return index;
        }
        // Where MDX leaves it on its own line inside an element (a <CodeBlock>'s `{`…`}`), the element
        // holds the text, as resolveLiteralExpressions leaves a template without ${}.
        const textNode = { type: 'text' as const, value: template, position: node.position, data: { [RESOLVED_EXPRESSION]: true } };
        parent.children[index] = (node.type === 'mdxFlowExpression' && parent.type !== 'mdxJsxFlowElement' ? { type: 'paragraph', children: [textNode], position: node.position } : textNode) as never;
        return index + 1;
      }
      if (!path) return;
      const value = valueAt(bindings.get(path.name), path.keys);
      // React writes nothing for a value that is not there; so does the page, and says so.
      if (value === undefined) {
        const said = sayMissing(written(path));
        problem(node, said.message, said.hint, 'warning');
      }
      // Past the page's budget, nothing more is put in: the page is refused for its size.
      if (putIn.left < 0) {
        parent.children.splice(index, 1);
        return index;
      }
      const text = textOf(value);
      spend(text?.length ?? 0);
      if (text === undefined) {
        problem(node, `${written(path)} is a map, which cannot stand in text.`, 'give it to a component as a prop, or read one of its keys.', 'error');
        parent.children.splice(index, 1);
        return index;
      }
      // Marked as a literal expression's text is: the Markdown copy writes the value, not `{x}` as written.
      const textNode = { type: 'text' as const, value: text, position: node.position, data: { [RESOLVED_EXPRESSION]: true } };
      parent.children[index] = (node.type === 'mdxFlowExpression' ? { type: 'paragraph', children: [textNode], position: node.position } : textNode) as never;
      return index + 1;
    }
    if (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') return;
    node.attributes = node.attributes.filter((attribute) => {
      if (attribute.type !== 'mdxJsxAttribute' || typeof attribute.value !== 'object' || attribute.value === null) return true;
      const path = boundPath(expressionOf(attribute.value), isBound);
      if (!path) {
        const template = templateText(expressionOf(attribute.value), bindings, (read) => {
          const said = sayMissing(read);
          problem(attribute.position ? attribute : node, said.message, said.hint, 'warning');
        });
        if (template === undefined) return true;
        if (!spend(template.length)) return false;
        setLiteral(attribute, template, template);
        return true;
      }
      const value = valueAt(bindings.get(path.name), path.keys);
      if (value === undefined) {
        // As in React, a prop given undefined is a prop not given.
        const said = sayMissing(written(path));
        problem(attribute.position ? attribute : node, said.message, said.hint, 'warning');
        return false;
      }
      const literal = typeof value === 'string' ? value : jsonOf(value);
      if (!spend(literal.length)) return false;
      setLiteral(attribute, value, literal);
      return true;
    });
  });
  return diagnostics;
}

/** Makes the attribute's value the literal: text as an ordinary attribute, anything else as `{literal}`. */
function setLiteral(attribute: MdxJsxAttribute, value: unknown, json: string): void {
  if (typeof value === 'string') {
    attribute.value = value;
    return;
  }
  const expression = literalNode(value);
  attribute.value = {
    type: 'mdxJsxAttributeValueExpression',
    value: json,
    data: { estree: { type: 'Program', sourceType: 'module', body: [{ type: 'ExpressionStatement', expression }] } as Program },
  };
}

/**
 * Takes out the reads of names whose import failed (reported at the import): as text or props they
 * would each be reported again, as code.
 */
export function dropReadsOf(tree: Root, names: ReadonlySet<string>): void {
  const isGone = (name: string) => names.has(name);
  walk<Nodes>(tree, (node, index, parent) => {
    if ((node.type === 'mdxTextExpression' || node.type === 'mdxFlowExpression') && parent && index !== undefined) {
      if (!boundPath(expressionOf(node), isGone)) return;
      parent.children.splice(index, 1);
      return index;
    }
    if (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') return;
    node.attributes = node.attributes.filter(
      (attribute) => attribute.type !== 'mdxJsxAttribute' || typeof attribute.value !== 'object' || attribute.value === null || !boundPath(expressionOf(attribute.value), isGone),
    );
  });
}
