// Docusaurus's `<Heading as="h2" id="request">Request</Heading>` (@theme/Heading, as generated OpenAPI
// pages write it): the heading element it renders, with the id written (a link target, as Docusaurus
// collects it) and no other. As in Docusaurus, it is a JSX element, not a Markdown heading: no id is
// made from its text and it stays out of the page's table of contents (mdx/remark/toc reads mdast
// headings only).
import type { MdxJsxAttribute, MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import { literalAttributeValue } from './site-component-use.ts';

type JsxElement = MdxJsxFlowElement | MdxJsxTextElement;

const LEVELS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'];

/** Turns the element into the heading it renders; a message when `as` or `children` is not a literal it can read. */
export function themeHeading(node: JsxElement): string | undefined {
  const attributes = node.attributes.filter((a): a is MdxJsxAttribute => a.type === 'mdxJsxAttribute');
  const as = attributes.find((a) => a.name === 'as');
  const level = as ? literalAttributeValue(as) : undefined;
  if (typeof level !== 'string' || !LEVELS.includes(level)) return `<Heading> needs as="h1" … as="h6", a literal${as ? '' : ' (it has none)'}.`;
  const children = attributes.find((a) => a.name === 'children');
  if (children) {
    const text = literalAttributeValue(children);
    if (typeof text !== 'string') return '<Heading children={…}> must be a literal text.';
    if (node.children.length === 0) node.children = [{ type: 'text', value: text, position: children.position }];
  }
  // On lines of its own, the text is a paragraph of the element: a heading holds the text itself.
  const [only] = node.children;
  if (node.children.length === 1 && only?.type === 'paragraph') node.children = only.children as typeof node.children;
  node.name = level;
  // Docusaurus renders an h1 with no id.
  node.attributes = node.attributes.filter((a) => a.type === 'mdxJsxAttribute' && a.name !== 'as' && a.name !== 'children' && !(level === 'h1' && a.name === 'id'));
  return undefined;
}
