// Refuses what MDX could run or what we cannot render: imports, expressions, unknown components.
import type { Root } from 'mdast';
import type { MdxJsxAttribute, MdxJsxExpressionAttribute, MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import type { Nodes } from 'mdast';
import { walk } from './walk.ts';
import { CONTENT_COMPONENTS, CONTENT_HTML_ELEMENTS } from '../../runtime/shared/components.ts';
import { closest } from '../closest.ts';
import type { Diagnostic } from '../diagnostics.ts';
import { lineAt } from '../diagnostics.ts';
import type { SourceFile } from './discover.ts';

type Positioned = { position?: { start: { line: number; column: number }; end: { line: number; column: number } } };

/** For an element spanning lines, the caret marks its opening `<Name`. */
function nameLength(node: Positioned): number {
  const name = (node as { name?: string | null }).name;
  return name ? name.length + 1 : 1;
}

export function checkMdxNodes(tree: Root, source: SourceFile): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  const report = (node: Positioned, message: string, hint?: string) => {
    const start = node.position?.start;
    const end = node.position?.end;
    diagnostics.push({
      severity: 'error',
      code: 'mdx',
      message,
      file: source.file,
      line: start?.line,
      column: start?.column,
      lineText: start ? lineAt(source.text, start.line) : undefined,
      length: start && end && end.line === start.line ? end.column - start.column : nameLength(node),
      hint,
    });
  };

  walk<Nodes>(tree, (node) => {
    switch (node.type) {
      case 'mdxjsEsm':
        report(node, 'import and export are not allowed in content.', `registered components (${Object.keys(CONTENT_COMPONENTS).join(', ')}) need no import.`);
        return;
      case 'mdxFlowExpression':
      case 'mdxTextExpression':
        report(node, `JavaScript expressions are not allowed in content: {${node.value}}.`, 'write \\{ for a literal "{", or put the text in `code`.');
        return;
      case 'mdxJsxFlowElement':
      case 'mdxJsxTextElement':
        checkElement(node, report);
    }
  });
  return diagnostics;
}

function checkElement(
  node: MdxJsxFlowElement | MdxJsxTextElement,
  report: (node: Positioned, message: string, hint?: string) => void,
): void {
  const name = node.name;
  if (name === null) {
    report(node, 'Fragments (<>…</>) are not allowed in content.', 'remove the <> and </> around the content.');
    return;
  }
  const component = CONTENT_COMPONENTS[name];
  if (!component && !CONTENT_HTML_ELEMENTS.has(name)) {
    const near = closest(name, [...Object.keys(CONTENT_COMPONENTS), ...CONTENT_HTML_ELEMENTS]);
    report(
      node,
      `Unknown component <${name}>.`,
      near ? `did you mean <${near}>?` : `available components: ${Object.keys(CONTENT_COMPONENTS).join(', ')}.`,
    );
    return;
  }
  for (const attribute of node.attributes) checkAttribute(name, attribute, component?.props, report, node);
  for (const required of component?.required ?? []) {
    if (!node.attributes.some((a) => a.type === 'mdxJsxAttribute' && a.name === required))
      report(node, `<${name}> needs a "${required}" attribute.`);
  }
}

function checkAttribute(
  element: string,
  attribute: MdxJsxAttribute | MdxJsxExpressionAttribute,
  allowed: readonly string[] | undefined,
  report: (node: Positioned, message: string, hint?: string) => void,
  node: Positioned,
): void {
  const at = attribute.position ? attribute : node;
  if (attribute.type === 'mdxJsxExpressionAttribute') {
    report(at, `Spread attributes are not allowed in content: {${attribute.value}}.`);
    return;
  }
  if (attribute.value !== null && typeof attribute.value === 'object') {
    report(at, `Attribute ${attribute.name} of <${element}> is a JavaScript expression; only text values are allowed.`, `write ${attribute.name}="…".`);
    return;
  }
  if (/^on/i.test(attribute.name)) {
    report(at, `Event handler attribute ${attribute.name} is not allowed in content.`);
    return;
  }
  if ((attribute.name === 'href' || attribute.name === 'src' || attribute.name === 'to') && /^\s*(javascript|vbscript|data):/i.test(attribute.value ?? ''))
    report(at, `Unsafe ${attribute.name} "${attribute.value}" on <${element}>.`);
  if (allowed && !allowed.includes(attribute.name) && attribute.name !== 'id') {
    const near = closest(attribute.name, allowed);
    report(at, `<${element}> has no attribute "${attribute.name}".`, near ? `did you mean "${near}"?` : allowed.length ? `its attributes: ${allowed.join(', ')}.` : undefined);
  }
}
