// Where a content link to another site draws its "opens in a new tab" icon: after the link's text,
// as a rule. MDX makes `<a href="…">` with its text on lines of its own a link around a paragraph
// (`<a><p>Good first issue</p></a>`, react-native-elements' label guide), and the icon after the
// paragraph stood alone on the line under it: it goes at the end of that paragraph instead. After
// another block (a card drawn with divs, a list) there is no line of text to end, and no icon.
import type { PageNode } from '../shared/types.ts';

export type ExternalIconPlace = { kind: 'after' } | { kind: 'inChild'; index: number } | { kind: 'none' };

/** Elements a browser lays out as blocks: an icon after one starts a line of its own. */
const BLOCKS = new Set([
  'p', 'div', 'ul', 'ol', 'li', 'dl', 'table', 'pre', 'blockquote', 'figure', 'details', 'section', 'article',
  'aside', 'header', 'footer', 'center', 'hr', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6',
]);

/** Where the icon goes among a link's children (content nodes). */
export function externalIconPlace(children: readonly PageNode[]): ExternalIconPlace {
  // The last child that shows something: the line breaks MDX leaves between blocks show nothing.
  let index = children.length - 1;
  while (index >= 0 && typeof children[index] === 'string' && (children[index] as string).trim() === '') index--;
  const last = children[index];
  if (!Array.isArray(last) || typeof last[0] !== 'string' || !BLOCKS.has(last[0])) return { kind: 'after' };
  return last[0] === 'p' ? { kind: 'inChild', index } : { kind: 'none' };
}
