// MDX wraps components written inline on their own lines (`<Card …>text</Card>` one per line) in a
// paragraph. A paragraph holding only registered components and white space is not prose: unwrap it,
// so <CardGrid> gets its cards and not a <p>.
import type { Paragraph, Root } from 'mdast';
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import type { Nodes } from 'mdast';
import { walk } from './walk.ts';
import { CONTENT_COMPONENTS } from '../../runtime/shared/components.ts';

const isComponent = (node: Paragraph['children'][number]): node is MdxJsxTextElement =>
  node.type === 'mdxJsxTextElement' && node.name !== null && node.name in CONTENT_COMPONENTS;

const isBlank = (node: Paragraph['children'][number]) => node.type === 'text' && node.value.trim() === '';

export function unwrapComponentParagraphs(tree: Root): void {
  walk<Nodes>(tree, (node, index, parent) => {
    if (node.type !== 'paragraph' || !parent || index === undefined) return;
    if (!node.children.some(isComponent) || !node.children.every((c) => isComponent(c) || isBlank(c))) return;
    const blocks = node.children.filter(isComponent).map((c) => ({ ...c, type: 'mdxJsxFlowElement' }) as unknown as MdxJsxFlowElement);
    parent.children.splice(index, 1, ...(blocks as never[]));
    return index + blocks.length;
  });
}
