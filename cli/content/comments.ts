import { mapProse } from './prose.ts';

/**
 * Docusaurus 3 reads `<!-- … -->` in Markdown as a comment, where MDX would read a broken JSX tag.
 * The comment is blanked (spaces, newlines kept) before parsing so that every later line and column
 * still points at the author's text. Fenced code and inline code keep their comments: they are shown.
 */
export function blankHtmlComments(text: string): string {
  if (!text.includes('<!--')) return text;
  return mapProse(text, blankInProse);
}

function blankInProse(prose: string): string {
  return prose.replace(/(`+)[^`]*?\1|<!--[\s\S]*?-->/g, (match) => (match.startsWith('`') ? match : match.replace(/[^\n]/g, ' ')));
}
