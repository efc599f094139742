// Reads the value a module of literals exports, without running it: `module.exports = […]`,
// `export default {…}`, `const x = {…}` read later (`export default x.y`), as a generated data file
// writes them. Anything that would run code (a call, a function, an import of a value, an operator)
// is refused at its node, so a caller can say where.
import type { Expression, Node, Pattern, Program, Property, SpreadElement, Statement } from 'estree';

/** What a module of literals exports: `module.exports`'s value, or its default and named exports. */
export type LiteralExports = { kind: 'commonjs'; value: unknown } | { kind: 'esm'; named: Map<string, unknown> };

/** A form the reader does not take, at the node that writes it. */
export class NotLiteralError extends Error {
  constructor(
    readonly node: Node,
    readonly reason: string,
  ) {
    super(reason);
  }
}

export interface LiteralLimits {
  /** Deepest nesting of arrays and objects in any value (values reused by name nest inside others). */
  maxDepth: number;
  /** Largest value, about its length as JSON: a value reused by name counts each time it is used. */
  maxSize: number;
}

/** How big and how deep each array and object read so far is: reuse by name is counted, never walked again. */
interface Measure {
  size: number;
  depth: number;
}

export function readLiteralModule(program: Program, limits: LiteralLimits): LiteralExports {
  const bindings = new Map<string, unknown>();
  const measures = new WeakMap<object, Measure>();
  const measure = (value: unknown): Measure =>
    typeof value === 'object' && value !== null ? measures.get(value)! : { size: typeof value === 'string' ? value.length + 2 : String(value).length, depth: 0 };
  let commonjs: { value: unknown } | undefined;
  const named = new Map<string, unknown>();
  let esm: Node | undefined;

  const made = <T extends object>(node: Node, value: T, parts: Measure[]): T => {
    const size = parts.reduce((sum, part) => sum + part.size + 1, 2);
    const depth = 1 + parts.reduce((deepest, part) => Math.max(deepest, part.depth), 0);
    if (depth > limits.maxDepth) throw new NotLiteralError(node, `this value nests more than ${limits.maxDepth} levels deep`);
    if (size > limits.maxSize) throw new NotLiteralError(node, `this value grows past ${limits.maxSize} characters (a value reused by name counts each time)`);
    measures.set(value, { size, depth });
    return value;
  };

  const valueOf = (node: Expression | Pattern | SpreadElement | Node): unknown => {
    switch (node.type) {
      case 'Literal':
        if ('regex' in node || 'bigint' in node) throw new NotLiteralError(node, `${node.raw} is not a data value`);
        return node.value;
      case 'TemplateLiteral':
        if (node.expressions.length > 0) throw new NotLiteralError(node.expressions[0], 'a template literal with ${…} is computed');
        if (node.quasis[0].value.cooked == null) throw new NotLiteralError(node, 'this template literal has an invalid escape');
        return node.quasis[0].value.cooked;
      case 'UnaryExpression':
        // A negative number (`position: -1`) is written with an operator.
        if ((node.operator === '-' || node.operator === '+') && node.argument.type === 'Literal' && typeof node.argument.value === 'number') return node.operator === '-' ? -node.argument.value : node.argument.value;
        throw new NotLiteralError(node, `the operator "${node.operator}" is code`);
      case 'ArrayExpression': {
        const items: unknown[] = [];
        for (const element of node.elements) {
          if (element === null) throw new NotLiteralError(node, 'an array with a hole (two commas in a row) is not data');
          if (element.type === 'SpreadElement') {
            const spread = valueOf(element.argument);
            if (!Array.isArray(spread)) throw new NotLiteralError(element, 'only an array is spread into an array');
            items.push(...spread);
          } else items.push(valueOf(element));
        }
        return made(node, items, items.map(measure));
      }
      case 'ObjectExpression': {
        const object: Record<string, unknown> = {};
        for (const property of node.properties) {
          if (property.type === 'SpreadElement') {
            const spread = valueOf(property.argument);
            if (typeof spread !== 'object' || spread === null || Array.isArray(spread)) throw new NotLiteralError(property, 'only an object is spread into an object');
            Object.assign(object, spread);
          } else object[keyOf(property)] = valueOf(property.value);
        }
        return made(node, object, Object.entries(object).map(([key, value]) => ({ size: key.length + 3 + measure(value).size, depth: measure(value).depth })));
      }
      case 'Identifier':
        if (!bindings.has(node.name)) throw new NotLiteralError(node, `"${node.name}" is not a value declared above it in this file`);
        return bindings.get(node.name);
      case 'MemberExpression': {
        if (node.object.type === 'Super') throw new NotLiteralError(node, 'super is code');
        const key = node.computed ? (node.property.type === 'Literal' && (typeof node.property.value === 'string' || typeof node.property.value === 'number') ? String(node.property.value) : undefined) : node.property.type === 'Identifier' ? node.property.name : undefined;
        if (key === undefined) throw new NotLiteralError(node.property, 'a computed key is code');
        const object = valueOf(node.object);
        if (typeof object !== 'object' || object === null || !Object.hasOwn(object, key)) throw new NotLiteralError(node.property, `the value read here has no "${key}"`);
        return (object as Record<string, unknown>)[key];
      }
      default:
        throw new NotLiteralError(node, `${describeNode(node)} is code`);
    }
  };

  const keyOf = (property: Property): string => {
    if (property.kind !== 'init' || property.method) throw new NotLiteralError(property, 'a getter, setter or method is code');
    if (property.computed) throw new NotLiteralError(property.key, 'a computed key is code');
    const key = property.key.type === 'Identifier' ? property.key.name : property.key.type === 'Literal' ? String(property.key.value) : undefined;
    if (key === undefined) throw new NotLiteralError(property.key, 'this key is not a name or a string');
    // Written in a literal, it would set the object's prototype rather than name a key.
    if (key === '__proto__') throw new NotLiteralError(property.key, 'the key "__proto__" is not data');
    return key;
  };

  const declare = (statement: Statement | Node): boolean => {
    if (statement.type !== 'VariableDeclaration') return false;
    for (const declarator of statement.declarations) {
      if (declarator.id.type !== 'Identifier') throw new NotLiteralError(declarator.id, 'a destructuring declaration is code');
      if (!declarator.init) throw new NotLiteralError(declarator, `"${declarator.id.name}" is declared without a value`);
      bindings.set(declarator.id.name, valueOf(declarator.init));
    }
    return true;
  };

  for (const statement of program.body) {
    if (statement.type === 'EmptyStatement' || (statement.type === 'ExpressionStatement' && 'directive' in statement)) continue;
    if (declare(statement)) continue;
    if (statement.type === 'ExpressionStatement' && statement.expression.type === 'AssignmentExpression' && isModuleExports(statement.expression.left)) {
      if (statement.expression.operator !== '=') throw new NotLiteralError(statement.expression, `the operator "${statement.expression.operator}" is code`);
      commonjs = { value: valueOf(statement.expression.right) };
      continue;
    }
    if (statement.type === 'ExportDefaultDeclaration') {
      const declaration = statement.declaration as Node;
      if (!isExpression(declaration)) fail(declaration);
      named.set('default', valueOf(declaration));
      esm = statement;
      continue;
    }
    if (statement.type === 'ExportNamedDeclaration' && statement.declaration?.type === 'VariableDeclaration') {
      declare(statement.declaration);
      for (const { id } of statement.declaration.declarations) if (id.type === 'Identifier') named.set(id.name, bindings.get(id.name));
      esm = statement;
      continue;
    }
    fail(statement);
  }
  if (commonjs && esm) throw new NotLiteralError(esm, 'this file sets module.exports and exports with export too: write one of them');
  return commonjs ? { kind: 'commonjs', ...commonjs } : { kind: 'esm', named };
}

function fail(node: Node): never {
  throw new NotLiteralError(node, `${describeNode(node)} is code`);
}

function isModuleExports(node: Node): boolean {
  return node.type === 'MemberExpression' && !node.computed && node.object.type === 'Identifier' && node.object.name === 'module' && node.property.type === 'Identifier' && node.property.name === 'exports';
}

function isExpression(node: Node): node is Expression {
  return !/Declaration$/.test(node.type);
}

/** What a node is, as a reader would name it. */
function describeNode(node: Node): string {
  switch (node.type) {
    case 'CallExpression':
      return 'a call';
    case 'NewExpression':
      return '"new"';
    case 'ImportDeclaration':
      return `an import of "${String(node.source.value)}"`;
    case 'ImportExpression':
      return 'an import()';
    case 'ExportNamedDeclaration':
    case 'ExportAllDeclaration':
      return node.source ? `an export from "${String(node.source.value)}"` : 'this export';
    case 'FunctionDeclaration':
    case 'FunctionExpression':
    case 'ArrowFunctionExpression':
      return 'a function';
    case 'ClassDeclaration':
    case 'ClassExpression':
      return 'a class';
    case 'AssignmentExpression':
      return 'an assignment';
    case 'TaggedTemplateExpression':
      return 'a tagged template';
    case 'ExpressionStatement':
      return describeNode(node.expression);
    default:
      // BinaryExpression -> "a binary expression", IfStatement -> "an if statement".
      return `${/^[AEIOU]/.test(node.type) ? 'an' : 'a'} ${node.type.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase()}`;
  }
}
