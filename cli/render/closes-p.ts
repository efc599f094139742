// The start tags at which a browser's parser ends an open <p> (HTML's "in body" insertion mode: each
// of these "closes a p element" when one is in button scope). A <p> holding one of them, at any depth
// short of a scope boundary, is split by the parser, so the server's HTML is another tree than the one
// React hydrates (error #418). One list for both places that look for them: the content's own HTML
// (to-hast.ts keepParserShape) and the HTML a component draws (component-paragraphs.ts).
export const CLOSES_P_TAGS: readonly string[] = [
  'address', 'article', 'aside', 'blockquote', 'center', 'details', 'dialog', 'dir', 'div', 'dl', 'fieldset',
  'figcaption', 'figure', 'footer', 'header', 'hgroup', 'main', 'menu', 'nav', 'ol', 'p', 'search', 'section',
  'summary', 'ul', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'pre', 'listing', 'form', 'li', 'dd', 'dt', 'plaintext',
  'table', 'hr', 'xmp',
];

const CLOSES_P = new Set(CLOSES_P_TAGS);

/** Whether a browser's parser ends an open <p> at this element's start tag. */
export const closesParagraph = (tagName: string): boolean => CLOSES_P.has(tagName);

/**
 * Elements a <p> outside them is out of reach from (button scope's boundaries that content can
 * write, and foreign content, whose rules differ): what they hold does not end it.
 */
const P_SCOPE_BOUNDARIES = new Set(['caption', 'td', 'th', 'math', 'svg']);

/** Whether a browser's parser ends a <p> by something among these children, at any depth it reaches. */
export function holdsParagraphCloser(children: readonly { type: string; tagName?: string; children?: unknown }[]): boolean {
  return children.some(
    (child) =>
      child.type === 'element' &&
      (closesParagraph(child.tagName!) ||
        (!P_SCOPE_BOUNDARIES.has(child.tagName!) && holdsParagraphCloser((child.children ?? []) as Parameters<typeof holdsParagraphCloser>[0]))),
  );
}
