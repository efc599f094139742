// GitHub's alerts (`> [!NOTE]` then the text, in a blockquote) as admonitions, on a site whose
// Docusaurus config loads remark-github-admonitions-to-directives (Electron's docs have some 300):
// read as that plugin reads them, each becomes the container directive it would have written, and
// transformDirectives (directives.ts) makes the Admonition of it.
import type { Blockquote, Nodes, Paragraph, Root } from 'mdast';
import type { ContainerDirective } from 'mdast-util-directive';
import { walk } from './walk.ts';

/** The plugin's default mapping: each alert type the admonition it becomes. */
const ALERT_ADMONITIONS: Readonly<Record<string, string>> = { NOTE: 'note', TIP: 'tip', WARNING: 'warning', IMPORTANT: 'info', CAUTION: 'danger' };

/** `[!NOTE]` alone on the first line, in upper case, as the plugin reads it. */
const DECLARATION = /^\s*\[!(\w+)\]\s*$/;

/** The directive a blockquote that opens with an alert declaration stands for, or null. */
function alertDirective(quote: Blockquote): ContainerDirective | null {
  const [first, ...rest] = quote.children;
  if (first?.type !== 'paragraph') return null;
  const [text, ...inline] = first.children;
  if (text?.type !== 'text') return null;
  const newline = text.value.indexOf('\n');
  const declaration = DECLARATION.exec(newline < 0 ? text.value : text.value.slice(0, newline));
  // Own keys only: `[!constructor]` or `[!__proto__]` is a blockquote like any other unknown type.
  const name = declaration && Object.hasOwn(ALERT_ADMONITIONS, declaration[1]) ? ALERT_ADMONITIONS[declaration[1]] : undefined;
  if (!name) return null;
  const after = newline < 0 ? '' : text.value.slice(newline + 1);
  const lead = [...(after ? [{ ...text, value: after }] : []), ...inline];
  const opening: Paragraph[] = lead.length > 0 ? [{ ...first, children: lead as Paragraph['children'] }] : [];
  return { type: 'containerDirective', name, attributes: {}, children: [...opening, ...rest] as ContainerDirective['children'], position: quote.position };
}

/** Replaces, in place, each GitHub alert of the tree (nested ones too) with its admonition directive. */
export function githubAlertsToDirectives(tree: Root): void {
  walk<Nodes>(tree, (node) => {
    if (node.type !== 'blockquote') return;
    const directive = alertDirective(node);
    // In place: the walk goes on into the directive's children, where an alert may be nested.
    if (directive) Object.assign(node, directive);
  });
}
