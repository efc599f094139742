// Reads the value a module of literals exports, without running it: `module.exports = […]`,
// `export default {…}`, `const x = {…}` read later (`export default x.y`), as a generated data file
// writes them. Anything that would run code (a call, a function, an import of a value, an operator)
// is refused at its node, so a caller can say where. In tolerant mode (a Docusaurus config read as
// data) such a value is kept as a ComputedValue at its place instead, so the rest is still read.
import type { Expression, Identifier, MemberExpression, Node, Pattern, Program, Property, SpreadElement, Statement } from 'estree';
import { describeNode } from './describe-node.ts';

/** What a module of literals exports: `module.exports`'s value, or its default and named exports;
 * `nodes`: where each array and object read is written. */
export type LiteralExports = ({ kind: 'commonjs'; value: unknown } | { kind: 'esm'; named: Map<string, unknown> }) & { nodes: WeakMap<object, Node> };

/** A form the reader does not take, at the node that writes it. */
export class NotLiteralError extends Error {
  constructor(
    readonly node: Node,
    readonly reason: string,
  ) {
    super(reason);
  }
}

/** Tolerant mode: a value only running the code would give, at the node that writes it. */
export class ComputedValue {
  constructor(
    readonly node: Node,
    readonly reason: string,
  ) {}
}

/**
 * A spread in an array of what only running gives (`[...imported, x]`): its items are unknown, and it
 * stands where they would (a reader that can get them, imported-parts, splices them in there).
 */
export class ComputedSpread extends ComputedValue {
  constructor(readonly spread: ComputedValue) {
    super(spread.node, spread.reason);
  }
}

/** On an object read in tolerant mode: the spreads in it that are code (`...base.extra`), for the reader to note. */
export const COMPUTED_SPREADS = Symbol('computed spreads');

/**
 * Where each computed spread of an object is written (its `...x`), for a reader that gets its value to
 * know which of the object's keys come after it: the spread's own node may be where its name was bound
 * (an import at the top of the file).
 */
export const SPREAD_ELEMENTS = new WeakMap<ComputedValue, SpreadElement>();

/** The spreads of an object that could not be read. */
export function computedSpreads(value: unknown): ComputedValue[] {
  return (typeof value === 'object' && value !== null && (value as { [COMPUTED_SPREADS]?: ComputedValue[] })[COMPUTED_SPREADS]) || [];
}

export interface LiteralLimits {
  /** Deepest nesting of arrays and objects in any value (values reused by name nest inside others). */
  maxDepth: number;
  /** Largest value, about its length as JSON: a value reused by name counts each time it is used. */
  maxSize: number;
  /**
   * Keep what is code as a ComputedValue and read on (a statement that is code is skipped, a name it
   * declares is computed), and read `new Date().getFullYear()` as the current year. The limits still
   * throw.
   */
  tolerant?: boolean;
}

/** How big and how deep each array and object read so far is: reuse by name is counted, never walked again. */
interface Measure {
  size: number;
  depth: number;
}

export function readLiteralModule(program: Program, limits: LiteralLimits): LiteralExports {
  const tolerant = limits.tolerant === true;
  const bindings = new Map<string, unknown>();
  // Tolerant mode: functions of the file that take nothing and only return a value (Pyrefly's
  // `function getNavBarItems() { return [...] }`, called as `items: getNavBarItems()`), by name: the
  // expression they return, read at the first call and kept (undefined while it is being read).
  const functions = new Map<string, { returns: Node; value?: unknown; reading?: boolean }>();
  const measures = new WeakMap<object, Measure>();
  const nodes = new WeakMap<object, Node>();
  const measure = (value: unknown): Measure => {
    if (value instanceof ComputedValue) return { size: 1, depth: 0 };
    return typeof value === 'object' && value !== null ? measures.get(value)! : { size: typeof value === 'string' ? value.length + 2 : String(value).length, depth: 0 };
  };
  let commonjs: { value: unknown } | undefined;
  const named = new Map<string, unknown>();
  let esm: Node | undefined;

  /** Code where a value is read: an error, or in tolerant mode the computed value standing for it. */
  const refuse = (node: Node, reason: string): ComputedValue => {
    if (tolerant) return new ComputedValue(node, reason);
    throw new NotLiteralError(node, reason);
  };

  const grows = (node: Node) => new NotLiteralError(node, `this value grows past ${limits.maxSize.toLocaleString('en-US')} characters (a value reused by name counts each time)`);

  // Text made by doubling (`const b = \`${a}${a}\``, thirty times) passes the longest string V8 makes,
  // whose RangeError read as 'it nests too deep': it is measured as it is made.
  const long = (node: Node, text: string): string => {
    if (text.length > limits.maxSize) throw grows(node);
    return text;
  };

  const made = <T extends object>(node: Node, value: T, parts: Measure[]): T => {
    const size = parts.reduce((sum, part) => sum + part.size + 1, 2);
    const depth = 1 + parts.reduce((deepest, part) => Math.max(deepest, part.depth), 0);
    if (depth > limits.maxDepth) throw new NotLiteralError(node, `this value nests more than ${limits.maxDepth} levels deep`);
    if (size > limits.maxSize) throw grows(node);
    measures.set(value, { size, depth });
    nodes.set(value, node);
    return value;
  };

  const valueOf = (node: Expression | Pattern | SpreadElement | Node): unknown => {
    switch (node.type) {
      case 'Literal':
        if ('regex' in node || 'bigint' in node) return refuse(node, `${node.raw} is not a data value`);
        return node.value;
      case 'TemplateLiteral':
        if (node.quasis.some((quasi) => quasi.value.cooked == null)) return refuse(node, 'this template literal has an invalid escape');
        if (node.expressions.length > 0 && !tolerant) throw new NotLiteralError(node.expressions[0], 'a template literal with ${…} is computed');
        return node.quasis.reduce<unknown>((text, quasi, i) => {
          if (text instanceof ComputedValue || i === 0) return i === 0 ? quasi.value.cooked : text;
          const part = valueOf(node.expressions[i - 1]);
          if (part instanceof ComputedValue) return part;
          if (typeof part !== 'string' && typeof part !== 'number' && typeof part !== 'boolean') return refuse(node.expressions[i - 1], 'only text and numbers are read into a template literal');
          return long(node, `${text as string}${part}${quasi.value.cooked}`);
        }, '');
      case 'UnaryExpression':
        // A negative number (`position: -1`) is written with an operator.
        if ((node.operator === '-' || node.operator === '+') && node.argument.type === 'Literal' && typeof node.argument.value === 'number') return node.operator === '-' ? -node.argument.value : node.argument.value;
        return refuse(node, `the operator "${node.operator}" is code`);
      case 'BinaryExpression':
        return tolerant && node.operator === '+' ? joined(node) : refuse(node, `${describeNode(node)} is code`);
      case 'CallExpression':
        // Every Docusaurus starter's footer: `Copyright © ${new Date().getFullYear()} …`.
        if (tolerant && isCurrentYear(node) && !bindings.has('Date')) return new Date().getFullYear();
        // `remarkPlugins: [remarkA, isProd && remarkB].filter(Boolean)`: the array without its falsy
        // items, what is computed in it kept as computed. Read as one call, it was one note naming no plugin.
        // The same with the test written as an arrow (Lexical's navbar items and plugins,
        // `[…].filter(item => item != null)`): a whole navbar was one note, "(computed: a call)".
        const called = tolerant && node.callee.type === 'Identifier' && node.arguments.length === 0 ? functions.get(node.callee.name) : undefined;
        if (called) {
          // Read as data, never run: what it returns is a literal like the rest of the file.
          if (called.reading) return refuse(node, `${describeNode(node)} calls itself, which is code`);
          if (!('value' in called)) {
            called.reading = true;
            called.value = valueOf(called.returns);
            called.reading = false;
          }
          return called.value;
        }
        const keeps = tolerant ? arrayFilter(node, (name) => bindings.has(name)) : undefined;
        if (keeps) {
          // An array written as one is read as an array.
          const items = valueOf((node.callee as MemberExpression).object) as unknown[];
          const kept: unknown[] = [];
          for (const item of items) {
            const verdict = item instanceof ComputedValue ? true : keeps(item);
            // An item whose tested key only running would give stays, as computed at its place.
            if (typeof verdict === 'string') kept.push(new ComputedValue(nodes.get(item as object) ?? node, verdict));
            else if (verdict) kept.push(item);
          }
          return made(node, kept, kept.map(measure));
        }
        return refuse(node, `${describeNode(node)} is code`);
      case 'ArrayExpression': {
        const items: unknown[] = [];
        let copied = 0;
        for (const element of node.elements) {
          if (element === null) items.push(refuse(node, 'an array with a hole (two commas in a row) is not data'));
          else if (element.type === 'SpreadElement') {
            const spread = valueOf(element.argument);
            if (spread instanceof ComputedValue) items.push(new ComputedSpread(spread));
            else if (!Array.isArray(spread)) items.push(refuse(element, 'only an array is spread into an array'));
            else {
              // Counted before it is copied: a 50,000-item array spread 100,000 times in one array
              // took 2 GB before the array's size was measured. One by one: push(...spread) passes each
              // item as an argument, and some 120,000 of them overflowed the stack.
              copied += measures.get(spread)?.size ?? 0;
              if (copied > limits.maxSize) throw grows(element);
              for (const item of spread) items.push(item);
            }
          } else items.push(valueOf(element));
        }
        return made(node, items, items.map(measure));
      }
      case 'ObjectExpression': {
        const object: Record<string, unknown> = {};
        const spreads: ComputedValue[] = [];
        let copied = 0;
        for (const property of node.properties) {
          if (property.type === 'SpreadElement') {
            const spread = valueOf(property.argument);
            // What it holds is unknown: what is written around it is kept (it may replace some of
            // it), and the spread is kept aside for the reader to say it was left out.
            if (spread instanceof ComputedValue) {
              spreads.push(spread);
              SPREAD_ELEMENTS.set(spread, property);
            }
            else if (typeof spread !== 'object' || spread === null || Array.isArray(spread)) refuse(property, 'only an object is spread into an object');
            else {
              // Counted as an array's spreads are: the same large object spread again and again is work without end.
              copied += measures.get(spread)?.size ?? 0;
              if (copied > limits.maxSize) throw grows(property);
              Object.assign(object, spread);
            }
            continue;
          }
          const key = keyOf(property);
          if (key instanceof ComputedValue) continue;
          object[key] = property.kind !== 'init' || property.method ? refuse(property, 'a getter, setter or method is code') : valueOf(property.value);
        }
        // Not enumerable: never part of the data itself.
        if (spreads.length > 0) Object.defineProperty(object, COMPUTED_SPREADS, { value: spreads });
        return made(node, object, Object.entries(object).map(([key, value]) => ({ size: key.length + 3 + measure(value).size, depth: measure(value).depth })));
      }
      case 'Identifier':
        if (!bindings.has(node.name)) return refuse(node, `"${node.name}" is not a value declared above it in this file`);
        return bindings.get(node.name);
      case 'MemberExpression': {
        if (node.object.type === 'Super') return refuse(node, 'super is code');
        const key = node.computed ? (node.property.type === 'Literal' && (typeof node.property.value === 'string' || typeof node.property.value === 'number') ? String(node.property.value) : undefined) : node.property.type === 'Identifier' ? node.property.name : undefined;
        if (key === undefined) return refuse(node.property, 'a computed key is code');
        const object = valueOf(node.object);
        if (object instanceof ComputedValue) return object;
        if (typeof object !== 'object' || object === null || !Object.hasOwn(object, key)) return refuse(node.property, `the value read here has no "${key}"`);
        return (object as Record<string, unknown>)[key];
      }
      default:
        return refuse(node, `${describeNode(node)} is code`);
    }
  };

  /** Tolerant mode: text or numbers added up, as `'Copyright ' + new Date().getFullYear()` is. */
  const joined = (node: Expression & { type: 'BinaryExpression' }): unknown => {
    const left = valueOf(node.left);
    const right = valueOf(node.right);
    if (left instanceof ComputedValue) return left;
    if (right instanceof ComputedValue) return right;
    if (typeof left === 'number' && typeof right === 'number') return left + right;
    if ((typeof left === 'string' || typeof left === 'number') && (typeof right === 'string' || typeof right === 'number')) return long(node, `${left}${right}`);
    return refuse(node, 'only text and numbers are added up');
  };

  const keyOf = (property: Property): string | ComputedValue => {
    // Tolerant mode keeps the key and makes its value computed.
    if (!tolerant && (property.kind !== 'init' || property.method)) throw new NotLiteralError(property, 'a getter, setter or method is code');
    if (property.computed) return refuse(property.key, 'a computed key is code');
    const key = property.key.type === 'Identifier' ? property.key.name : property.key.type === 'Literal' ? String(property.key.value) : undefined;
    if (key === undefined) return refuse(property.key, 'this key is not a name or a string');
    // Written in a literal, it would set the object's prototype rather than name a key.
    if (key === '__proto__') return refuse(property.key, 'the key "__proto__" is not data');
    return key;
  };

  const declare = (statement: Statement | Node): boolean => {
    if (statement.type !== 'VariableDeclaration') return false;
    for (const declarator of statement.declarations) {
      if (declarator.id.type !== 'Identifier') {
        // `const { a, b } = require('./x')` imports as an import line does: each name stands at its own
        // place and says where it comes from (Cypress's four remark plugins of one require were four
        // notes alike at its start, "a destructuring declaration"), and a plugin devcenter does the
        // work of is known by its package.
        const source = requiredModule(declarator.init);
        const reason = source === undefined ? 'a destructuring declaration is code' : `an import of "${source}" is code`;
        if (!tolerant) refuse(declarator.id, reason);
        for (const name of declaredIdentifiers(declarator.id)) bindings.set(name.name, refuse(name, reason));
      } else if (!declarator.init) bindings.set(declarator.id.name, refuse(declarator, `"${declarator.id.name}" is declared without a value`));
      else {
        // An async one returns a promise, not its value.
        const returns = 'async' in declarator.init && declarator.init.async ? undefined : returned(declarator.init);
        if (returns) functions.set(declarator.id.name, { returns });
        bindings.set(declarator.id.name, valueOf(declarator.init));
      }
    }
    return true;
  };

  /**
   * Tolerant mode: what an exported function that takes nothing and only returns a value returns
   * (Frigate's `export default async function createConfig() { return config; }`, an arrow `() => ({…})`):
   * its value is the module's data, read as a literal, since nothing in it is computed. Any other
   * function stays code.
   */
  const returned = (node: Node): Node | undefined => {
    if (!tolerant || (node.type !== 'FunctionDeclaration' && node.type !== 'FunctionExpression' && node.type !== 'ArrowFunctionExpression')) return undefined;
    if (node.params.length > 0 || node.generator) return undefined;
    if (node.body.type !== 'BlockStatement') return node.body;
    const [only, ...rest] = node.body.body;
    return rest.length === 0 && only?.type === 'ReturnStatement' && only.argument ? only.argument : undefined;
  };

  /** Tolerant mode: a statement that is code is skipped; the names it declares are computed. */
  const skip = (statement: Statement | Node): void => {
    const computed = refuse(statement, `${describeNode(statement)} is code`);
    // Each name an import binds stands at its own place: Redux's two remark plugins of one import line
    // were two notes alike, both at its start.
    if (statement.type === 'ImportDeclaration') for (const specifier of statement.specifiers) bindings.set(specifier.local.name, refuse(specifier, computed.reason));
    if ((statement.type === 'FunctionDeclaration' || statement.type === 'ClassDeclaration') && statement.id) bindings.set(statement.id.name, computed);
  };

  // Function declarations are hoisted: one may be called above where it is written.
  for (const statement of program.body) {
    const returns = statement.type === 'FunctionDeclaration' && statement.id && !statement.async ? returned(statement) : undefined;
    if (returns && statement.type === 'FunctionDeclaration' && statement.id) functions.set(statement.id.name, { returns });
  }
  for (const statement of program.body) {
    if (statement.type === 'EmptyStatement' || (statement.type === 'ExpressionStatement' && 'directive' in statement)) continue;
    if (declare(statement)) continue;
    if (statement.type === 'ExpressionStatement' && statement.expression.type === 'AssignmentExpression' && isModuleExports(statement.expression.left)) {
      if (statement.expression.operator !== '=') {
        refuse(statement.expression, `the operator "${statement.expression.operator}" is code`);
        continue;
      }
      commonjs = { value: valueOf(returned(statement.expression.right) ?? statement.expression.right) };
      continue;
    }
    if (statement.type === 'ExportDefaultDeclaration') {
      const declaration = statement.declaration as Node;
      const value = returned(declaration);
      named.set('default', value ? valueOf(value) : isExpression(declaration) ? valueOf(declaration) : refuse(declaration, `${describeNode(declaration)} is code`));
      esm = statement;
      continue;
    }
    if (statement.type === 'ExportNamedDeclaration' && statement.declaration?.type === 'VariableDeclaration') {
      declare(statement.declaration);
      for (const { id } of statement.declaration.declarations) if (id.type === 'Identifier') named.set(id.name, bindings.get(id.name));
      esm = statement;
      continue;
    }
    skip(statement);
  }
  if (commonjs && esm) throw new NotLiteralError(esm, 'this file sets module.exports and exports with export too: write one of them');
  return commonjs ? { kind: 'commonjs', ...commonjs, nodes } : { kind: 'esm', named, nodes };
}

function isModuleExports(node: Node): boolean {
  return node.type === 'MemberExpression' && !node.computed && node.object.type === 'Identifier' && node.object.name === 'module' && node.property.type === 'Identifier' && node.property.name === 'exports';
}

function isExpression(node: Node): node is Expression {
  return !/Declaration$/.test(node.type);
}

/**
 * `[…].filter(test)`, written with the array itself, where the test only drops empty items: `Boolean`,
 * or an arrow or function of one item returning it (`x => x`, `x => !!x`, `x => Boolean(x)`), or comparing
 * it with null or undefined (`x => x != null`, `x !== null`, `x !== undefined`), or one key of it, true or
 * false (KubeEdge's navbar `[…].filter((item) => !item.hide)`, `x => x.enabled`). What each keeps (for an
 * item it cannot tell, its key computed, why); undefined for any other call. `declared`: a name the file
 * declares itself, which then means its own value.
 */
function arrayFilter(node: Node, declared: (name: string) => boolean): ((item: unknown) => boolean | string) | undefined {
  if (node.type !== 'CallExpression' || node.arguments.length !== 1 || node.callee.type !== 'MemberExpression' || node.callee.computed) return undefined;
  const { object, property } = node.callee;
  const [argument] = node.arguments;
  if (object.type !== 'ArrayExpression' || property.type !== 'Identifier' || property.name !== 'filter') return undefined;
  const global = (expression: Node, name: string) => expression.type === 'Identifier' && expression.name === name && !declared(name);
  if (global(argument, 'Boolean')) return Boolean;
  if ((argument.type !== 'ArrowFunctionExpression' && argument.type !== 'FunctionExpression') || argument.params.length !== 1 || argument.params[0].type !== 'Identifier' || argument.async || argument.generator) return undefined;
  const item = argument.params[0].name;
  let body: Node = argument.body;
  if (body.type === 'BlockStatement') {
    const [only, ...rest] = body.body;
    if (rest.length > 0 || only?.type !== 'ReturnStatement' || !only.argument) return undefined;
    body = only.argument;
  }
  const isItem = (expression: Node) => expression.type === 'Identifier' && expression.name === item;
  if (isItem(body)) return Boolean;
  const negated = body.type === 'UnaryExpression' && body.operator === '!';
  const key = keyOfItem(negated ? (body as { argument: Node }).argument : body, isItem);
  if (key !== undefined) {
    return (value) => {
      const tested = keyValue(value, key);
      return tested === UNTOLD ? `the .filter() it is in tests its ${key}, which only running tells` : negated ? !tested : Boolean(tested);
    };
  }
  if (body.type === 'UnaryExpression' && body.operator === '!' && body.argument.type === 'UnaryExpression' && body.argument.operator === '!' && isItem(body.argument.argument)) return Boolean;
  if (body.type === 'CallExpression' && global(body.callee, 'Boolean') && body.arguments.length === 1 && isItem(body.arguments[0]) && item !== 'Boolean') return Boolean;
  if (body.type === 'BinaryExpression' && (body.operator === '!=' || body.operator === '!==')) {
    const other = isItem(body.left) ? body.right : isItem(body.right) ? body.left : undefined;
    const isNull = other?.type === 'Literal' && other.value === null && !('regex' in other);
    const isUndefined = other !== undefined && global(other, 'undefined') && item !== 'undefined';
    if (!isNull && !isUndefined) return undefined;
    // `!=` is loose: null and undefined are equal under it.
    if (body.operator === '!=') return (value) => value != null;
    return isNull ? (value) => value !== null : (value) => value !== undefined;
  }
  return undefined;
}

/** The key `x.key` (or `x?.key`) reads of the filter's item; undefined for anything else. */
function keyOfItem(expression: Node, isItem: (expression: Node) => boolean): string | undefined {
  const member = expression.type === 'ChainExpression' ? expression.expression : expression;
  if (member.type !== 'MemberExpression' || member.computed || member.property.type !== 'Identifier' || !isItem(member.object)) return undefined;
  return member.property.name;
}

/** A value only running the config would tell. */
const UNTOLD = Symbol('untold');

/**
 * What `item.key` is for an item read as data, as running it would give: a key the object does not
 * write is undefined, unless every object has it (`constructor`); UNTOLD when only running can tell: the
 * key is computed, the object spreads in what it computes (which may bring or replace the key), or the
 * item is no plain object.
 */
function keyValue(item: unknown, key: string): unknown {
  if (typeof item === 'object' && item !== null && !Array.isArray(item)) {
    if (computedSpreads(item).length > 0) return UNTOLD;
    if (Object.hasOwn(item, key)) return (item as Record<string, unknown>)[key] instanceof ComputedValue ? UNTOLD : (item as Record<string, unknown>)[key];
    return key in Object.prototype ? UNTOLD : undefined;
  }
  if (typeof item === 'string' || typeof item === 'number' || typeof item === 'boolean') return key in Object(item) ? UNTOLD : undefined;
  return UNTOLD;
}

/** `new Date().getFullYear()`, exactly so. */

function isCurrentYear(node: Node): boolean {
  if (node.type !== 'CallExpression' || node.arguments.length > 0 || node.callee.type !== 'MemberExpression' || node.callee.computed) return false;
  const { object, property } = node.callee;
  return property.type === 'Identifier' && property.name === 'getFullYear' && object.type === 'NewExpression' && object.arguments.length === 0 && object.callee.type === 'Identifier' && object.callee.name === 'Date';
}

/** The names a destructuring pattern declares, each where it is written. */
function declaredIdentifiers(pattern: Pattern): Identifier[] {
  switch (pattern.type) {
    case 'Identifier':
      return [pattern];
    case 'ObjectPattern':
      return pattern.properties.flatMap((property) => declaredIdentifiers(property.type === 'RestElement' ? property.argument : property.value));
    case 'ArrayPattern':
      return pattern.elements.flatMap((element) => (element ? declaredIdentifiers(element) : []));
    case 'RestElement':
      return declaredIdentifiers(pattern.argument);
    case 'AssignmentPattern':
      return declaredIdentifiers(pattern.left);
    default:
      return [];
  }
}

/** The module `require('x')` names, written so (never run); undefined for anything else. */
function requiredModule(node: Node | null | undefined): string | undefined {
  if (node?.type !== 'CallExpression' || node.callee.type !== 'Identifier' || node.callee.name !== 'require' || node.arguments.length !== 1) return undefined;
  const [argument] = node.arguments;
  return argument.type === 'Literal' && typeof argument.value === 'string' ? argument.value : undefined;
}
