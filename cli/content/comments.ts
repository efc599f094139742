/**
 * The length of the front matter block a text starts with (`---` lines around it, as
 * remark-frontmatter reads it), or 0. Nothing in it is Markdown: a `<!--` or a fence there is part of
 * a value, and must not hide what follows (a `title: "Draft <!--"` blanked the whole front matter,
 * `draft: true` with it, and the draft was published).
 */
export function frontmatterLength(text: string): number {
  const open = /^---[ \t]*\r?\n/.exec(text);
  if (!open) return 0;
  const close = /^---[ \t]*(?:\r?\n|$)/m;
  const rest = text.slice(open[0].length);
  const end = close.exec(rest);
  return end ? open[0].length + end.index + end[0].length : 0;
}

/**
 * Docusaurus 3 reads `<!-- … -->` in Markdown as a comment, where MDX would read a broken JSX tag.
 * The comment is blanked (spaces, newlines kept) before parsing so that every later line and column
 * still points at the author's text. Fenced code and inline code keep their comments: they are shown.
 * A comment may hold a fence (an example commented out): the fence is then part of the comment.
 * `text` is a page's body: its front matter is not Markdown (textToParse leaves it out).
 */
export function blankHtmlComments(text: string): string {
  if (!text.includes('<!--')) return text;
  let out = '';
  let fence: string | undefined;
  let inComment = false;
  // An import or export block is JavaScript to MDX up to a blank line: `<!--` there is in a string
  // (`export const s = '<!-- x'`), which blanking cut short ("Unterminated string constant").
  let inEsm = false;
  for (const line of text.split(/(?<=\n)/)) {
    if (inEsm) {
      out += line;
      if (line.trim() === '') inEsm = false;
      continue;
    }
    if (fence !== undefined) {
      out += line;
      const marker = FENCE.exec(line)?.[1];
      if (marker && marker[0] === fence[0] && marker.length >= fence.length && line.trim() === marker) fence = undefined;
      continue;
    }
    if (inComment) {
      const end = line.indexOf('-->');
      if (end < 0) {
        out += blank(line);
        continue;
      }
      inComment = false;
      out += blank(line.slice(0, end + 3));
      const rest = blankInLine(line.slice(end + 3));
      out += rest.text;
      inComment = rest.open;
      continue;
    }
    const marker = FENCE.exec(line)?.[1];
    if (marker) {
      fence = marker;
      out += line;
      continue;
    }
    if (ESM_START.test(line)) {
      inEsm = true;
      out += line;
      continue;
    }
    const done = blankInLine(line);
    out += done.text;
    inComment = done.open;
  }
  return out;
}

const FENCE = /^[ \t]*(`{3,}|~{3,})/;

/** A line MDX reads as the start of an import or export block: the keyword at its very start, then a space or a brace. */
const ESM_START = /^(?:import|export)[\s{]/;

const blank = (text: string) => text.replace(/[^\n]/g, ' ');

/** One line of prose with its comments blanked; `open` when a comment starts on it and goes on past it. */
function blankInLine(line: string): { text: string; open: boolean } {
  let open = false;
  const text = line.replace(/(`+)[^`]*?\1|<!--[\s\S]*?-->|<!--[\s\S]*$/g, (match) => {
    if (match.startsWith('`')) return match;
    if (!match.includes('-->', 4)) open = true;
    return blank(match);
  });
  return { text, open };
}
