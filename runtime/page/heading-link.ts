// The direct link after a heading's text, as Docusaurus draws it: `<a href="#id" class="hash-link"
// aria-label="Direct link to X">` (in the site's language: theme.common.headingLinkTitle). The build marks the headings that get one (h2–h6 with an id, the
// class `anchor`, cli/render/to-hast.ts) and the page data carries no link: it is drawn here, on
// the server and in the browser alike, from the heading's own text.
import { childNodes } from '../shared/code-tokens.ts';
import type { PageNode } from '../shared/types.ts';

const LINKED_HEADING = /^h[2-6]$/;

/** Whether an element of the content tree, with its safe props, is a heading drawn with a direct link. */
export function isLinkedHeading(type: string, props: Record<string, unknown>): props is { id: string } & Record<string, unknown> {
  return LINKED_HEADING.test(type) && typeof props.id === 'string' && typeof props.className === 'string' && props.className.split(/\s+/).includes('anchor');
}

/** The link's raw props, as the content tree carried them before (they go through the content policy as any link's). */
export function headingLinkProps(id: string, label: string): Record<string, unknown> {
  return { href: `#${id}`, className: 'hash-link', 'aria-label': label };
}

/** Deeper than the build lets content nest; a tampered data file stops here instead of overflowing the stack. */
const MAX_TEXT_DEPTH = 1000;

/**
 * The text of nodes: their strings, in order, at any depth (as hast-util-to-string reads the heading),
 * a code block's compact tokens' too, but not a linked heading's inside them, which names itself in
 * its own link. Counted in every
 * heading around it, the text of 98 headings nested in MDX (`<h2 id="a" className="anchor">` inside
 * one another, which Markdown cannot write) was written 98 times: a 1 MB page became 100 MB of HTML.
 */
export function textOf(nodes: PageNode[], depth = 0): string {
  if (depth > MAX_TEXT_DEPTH) return '';
  let text = '';
  for (const node of nodes) {
    if (typeof node === 'string') text += node;
    else if (Array.isArray(node) && !isLinkedHeadingNode(node)) text += textOf(childNodes(node), depth + 1);
  }
  return text;
}

/** Whether a node of the content tree, its props as the data carries them, is a heading with its own link. */
function isLinkedHeadingNode(node: PageNode[] | unknown[]): boolean {
  const [type, props] = node;
  return typeof type === 'string' && typeof props === 'object' && props !== null && !Array.isArray(props) && isLinkedHeading(type, props as Record<string, unknown>);
}
