// A page's description when its front matter gives none, as Docusaurus makes one (createExcerpt):
// the text of its first paragraph that has any, Markdown and markup left out. Search engines and
// link previews then get a sentence of the page rather than nothing.
import type { Root, RootContent } from 'mdast';

/** Words, not code: the text of text and inline-code nodes (and a formula's TeX), through links, emphasis and components. */
function plainText(node: RootContent): string {
  if (node.type === 'text' || node.type === 'inlineCode' || node.type === 'inlineMath') return node.value;
  // An MDX expression is code, and raw HTML is markup: neither is prose.
  if (node.type === 'html' || node.type === 'mdxTextExpression' || node.type === 'mdxFlowExpression') return '';
  return 'children' in node ? (node.children as RootContent[]).map(plainText).join('') : '';
}

export function excerptOf(tree: Root): string {
  for (const node of tree.children) {
    if (node.type !== 'paragraph') continue;
    const text = plainText(node).replace(/\s+/g, ' ').trim();
    if (text) return text;
  }
  return '';
}
