/**
 * Applies a source rewrite to the text outside fenced code blocks only: what is in a fence is shown
 * as written, whatever it looks like.
 */
export function mapProse(text: string, rewrite: (prose: string) => string): string {
  let out = '';
  let fence: string | undefined;
  let prose = '';
  for (const line of text.split(/(?<=\n)/)) {
    const marker = /^[ \t]*(`{3,}|~{3,})/.exec(line)?.[1];
    if (fence === undefined && marker) {
      out += rewrite(prose) + line;
      prose = '';
      fence = marker;
    } else if (fence !== undefined) {
      out += line;
      if (marker && marker[0] === fence[0] && marker.length >= fence.length && line.trim() === marker) fence = undefined;
    } else prose += line;
  }
  return out + rewrite(prose);
}
