// A paragraph holding only JSX elements and white space is no paragraph: MDX's own rule.
import type { Element, ElementContent } from 'hast';
import type { Paragraph } from 'mdast';
import type { State } from 'mdast-util-to-hast';

/**
 * MDX (@mdx-js/mdx's remark-mark-and-unravel) takes a line holding only JSX, or lines of it, out of
 * its paragraph: `<S><S.Option>a</S.Option></S>` is the component, not a <p> around it. Kept in a <p>,
 * a site component that draws a <div> (which we cannot know before it runs) wrote `<p><div>…` into
 * the server's HTML, which the browser's parser splits into three elements, and React's hydration
 * failed on every load (error #418). Elements among text stay in their paragraph, as in MDX.
 */
export function paragraphOrJsx(state: State, node: Paragraph): Element | ElementContent[] {
  if (isJsxOnly(node)) {
    const elements = node.children.filter((child) => child.type !== 'text');
    return elements.flatMap((child) => state.one(child, node) ?? []) as ElementContent[];
  }
  const element: Element = { type: 'element', tagName: 'p', properties: {}, children: state.all(node) as ElementContent[] };
  state.patch(node, element);
  return state.applyData(node, element);
}

function isJsxOnly(node: Paragraph): boolean {
  let jsx = false;
  for (const child of node.children) {
    if (child.type === 'mdxJsxTextElement') jsx = true;
    else if (!(child.type === 'text' && /^[\t\n\r ]*$/.test(child.value))) return false;
  }
  return jsx;
}
