// Names a piece of JavaScript as a reader would ("a call", "an import of 'x'"), for messages about
// code found where only data is read.
import type { Node } from 'estree';

/** What a node is, as a reader would name it. */
export function describeNode(node: Node): string {
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
