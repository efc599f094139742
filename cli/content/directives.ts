// `:::note` … `:::` container directives become Admonition elements; other directive syntax stays text.
import type { Root } from 'mdast';
import type { ContainerDirective, LeafDirective, TextDirective } from 'mdast-util-directive';
import type { Nodes } from 'mdast';
import { walk } from './walk.ts';
import { ADMONITION_TYPES } from '../../runtime/shared/components.ts';

type Directive = ContainerDirective | LeafDirective | TextDirective;

export function transformDirectives(tree: Root, text: string): void {
  walk<Nodes>(tree, (node, index, parent) => {
    if (node.type !== 'containerDirective' && node.type !== 'leafDirective' && node.type !== 'textDirective') return;
    const directive = node as Directive;
    if (directive.type === 'containerDirective' && (ADMONITION_TYPES as readonly string[]).includes(directive.name)) {
      const children = [...directive.children];
      let title: string | undefined;
      const first = children[0];
      if (first?.type === 'paragraph' && first.data && (first.data as { directiveLabel?: boolean }).directiveLabel) {
        title = first.children.map((c) => ('value' in c ? c.value : '')).join('');
        children.shift();
      }
      directive.data = { hName: 'Admonition', hProperties: { type: directive.name, ...(title ? { title } : {}) } };
      directive.children = children;
      return;
    }
    // Not one of ours ("10:30", "a:b", "::x"): put the author's text back exactly as written.
    if (!parent || index === undefined) return;
    const start = directive.position?.start.offset;
    const end = directive.position?.end.offset;
    const literal = start !== undefined && end !== undefined ? text.slice(start, end) : `:${directive.name}`;
    const replacement =
      directive.type === 'textDirective'
        ? { type: 'text', value: literal }
        : { type: 'paragraph', children: [{ type: 'text', value: literal }] };
    parent.children.splice(index, 1, replacement as never);
    return index + 1;
  });
}
