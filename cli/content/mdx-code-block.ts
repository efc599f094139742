/**
 * Docusaurus reads the body of a ```` ```mdx-code-block ```` fence as MDX: authors use it to place JSX
 * where Markdown would not parse it. The two fence lines are blanked (lines kept, so positions hold)
 * and the body becomes part of the page. Other fences, and this one's look-alikes inside them, stay code.
 */
export function unwrapMdxCodeBlocks(text: string): string {
  if (!text.includes('mdx-code-block')) return text;
  const lines = text.split(/(?<=\n)/);
  let fence: { marker: string; unwrap: boolean } | undefined;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const opening = /^[ \t]*(`{3,}|~{3,})(.*)$/.exec(line.replace(/\r?\n$/, ''));
    if (!opening) continue;
    const [, marker, info] = opening as unknown as [string, string, string];
    if (fence === undefined) {
      fence = { marker, unwrap: info.trim() === 'mdx-code-block' };
      if (fence.unwrap) lines[i] = blank(line);
    } else if (marker[0] === fence.marker[0] && marker.length >= fence.marker.length && info.trim() === '') {
      if (fence.unwrap) lines[i] = blank(line);
      fence = undefined;
    }
  }
  return lines.join('');
}

function blank(line: string): string {
  return line.replace(/[^\r\n]/g, '');
}
