/**
 * Docusaurus 3 reads `<!-- … -->` in Markdown as a comment, where MDX would read a broken JSX tag.
 * The comment is blanked (spaces, newlines kept) before parsing so that every later line and column
 * still points at the author's text. Fenced code and inline code keep their comments: they are shown.
 */
export function blankHtmlComments(text: string): string {
  if (!text.includes('<!--')) return text;
  let out = '';
  let fence: string | undefined;
  let prose = '';
  for (const line of text.split(/(?<=\n)/)) {
    const marker = /^ {0,3}(`{3,}|~{3,})/.exec(line)?.[1];
    if (fence === undefined && marker) {
      out += blankInProse(prose) + line;
      prose = '';
      fence = marker;
    } else if (fence !== undefined) {
      out += line;
      if (marker && marker[0] === fence[0] && marker.length >= fence.length && line.trim() === marker) fence = undefined;
    } else prose += line;
  }
  return out + blankInProse(prose);
}

function blankInProse(prose: string): string {
  return prose.replace(/(`+)[^`]*?\1|<!--[\s\S]*?-->/g, (match) => (match.startsWith('`') ? match : match.replace(/[^\n]/g, ' ')));
}
