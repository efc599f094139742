/**
 * Docusaurus reads the body of a ```` ```mdx-code-block ```` fence as MDX: authors use it to place JSX
 * where Markdown would not parse it. The two fence lines are blanked (lines kept, so positions hold)
 * and the body becomes part of the page. Other fences, and this one's look-alikes inside them, stay code.
 * The body being MDX, a ```mdx-code-block inside a ````mdx-code-block is unwrapped too, as Docusaurus
 * unwraps both: it was shown as a code block of MDX source (Ory's docs put their imports and
 * <CodeBlock> so inside <Tabs>, a helper's find).
 */
export function unwrapMdxCodeBlocks(text: string): string {
  if (!text.includes('mdx-code-block')) return text;
  const lines = text.split(/(?<=\n)/);
  /** The fence of code the line is in, if any: its look-alikes stay code. */
  let code: string | undefined;
  /** The mdx-code-block fences the line is in, innermost last: their bodies are MDX. */
  const unwrapped: string[] = [];
  const closes = (marker: string, info: string, open: string) => marker[0] === open[0] && marker.length >= open.length && info.trim() === '';
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const opening = /^[ \t]*(`{3,}|~{3,})(.*)$/.exec(line.replace(/\r?\n$/, ''));
    if (!opening) continue;
    const [, marker, info] = opening as unknown as [string, string, string];
    if (code !== undefined) {
      if (closes(marker, info, code)) code = undefined;
    } else if (unwrapped.length > 0 && closes(marker, info, unwrapped.at(-1)!)) {
      lines[i] = blank(line);
      unwrapped.pop();
    } else if (info.trim() === 'mdx-code-block') {
      lines[i] = blank(line);
      unwrapped.push(marker);
    } else code = marker;
  }
  return lines.join('');
}

function blank(line: string): string {
  return line.replace(/[^\r\n]/g, '');
}
