// The id written at the end of a heading line, `## Title {#id}` or `## Title {/* #id *\/}`, made the
// escaped `\{#id\}` MDX keeps as text (parse.ts escapeHeadingIds). It was two regular expressions whose
// lazy heading text met a run of spaces or tabs (`.*?[ \t]*\{`, `[^{}\n\\]*?[ \t]*\}`): on a line of
// many spaces each place was tried against the whole run, and one 200 KB heading line took 52 to 139
// seconds. Read here from the line's end instead, each character looked at a bounded number of times.

const HEADING_START = /^#{1,6}[ \t]/;
/** `{`, spaces, `/*`, spaces, `#` and the id (no space, brace or `*`), read at one `{`. */
const COMMENT_ID_AT = /\{[ \t]*\/\*[ \t]*#([^\s{}*]+)/y;

const isBlank = (c: string | undefined) => c === ' ' || c === '\t';

/** The index after `text[0, end)` with its trailing spaces and tabs left out. */
function trimmedEnd(text: string, end: number, from = 0): number {
  while (end > from && isBlank(text[end - 1])) end--;
  return end;
}

/**
 * One line of prose (no line break in it) with its heading id escaped: `## Title {/* #id *\/}` becomes
 * `## Title \{#id\}`, `## Title {#id}` (or `\{#id}`) becomes `## Title\{#id\}`; any other line as it is.
 */
export function escapeHeadingIdTail(line: string): string {
  const start = HEADING_START.exec(line)?.[0].length;
  if (start === undefined) return line;
  const end = trimmedEnd(line, line.length, start);
  if (line[end - 1] !== '}') return line;
  return commentIdTail(line, start, end) ?? braceIdTail(line, start, end) ?? line;
}

/** `Title {/* #id words *\/}` at the end: the first `{` where such a comment begins and runs to the end. */
function commentIdTail(line: string, start: number, end: number): string | null {
  const close = trimmedEnd(line, end - 1, start);
  if (close - 2 < start || line.slice(close - 2, close) !== '*/') return null;
  const commentEnd = close - 2;
  const wordsEnd = trimmedEnd(line, commentEnd, start);
  for (let at = line.indexOf('{', start); at !== -1 && at < commentEnd; at = line.indexOf('{', at + 1)) {
    COMMENT_ID_AT.lastIndex = at;
    const match = COMMENT_ID_AT.exec(line);
    if (!match) continue;
    const after = COMMENT_ID_AT.lastIndex;
    // The id ends the comment, or a space follows it and anything after up to `*/`.
    if (after > commentEnd || !(after >= wordsEnd || (isBlank(line[after]) && after < commentEnd))) continue;
    return `${line.slice(0, trimmedEnd(line, at, start))} \\{#${match[1]}\\}`;
  }
  return null;
}

/** `Title {#id}` (or `Title \{#id}`) at the end: the id is all between the last `{#` and the `}`. */
function braceIdTail(line: string, start: number, end: number): string | null {
  const close = end - 1;
  let open = close - 1;
  while (open >= start && line[open] !== '{' && line[open] !== '}' && line[open] !== '\\') open--;
  if (open < start || line[open] !== '{' || line[open + 1] !== '#') return null;
  let idStart = open + 2;
  while (idStart < close && isBlank(line[idStart])) idStart++;
  if (idStart >= close || /\s/.test(line[idStart])) return null;
  const id = line.slice(idStart, trimmedEnd(line, close, idStart));
  // A `\` before the `{` (Pomerium's `\{#id}`) is part of the id's spelling, unless it is itself escaped.
  const headEnd = line[open - 1] === '\\' && line[open - 2] !== '\\' ? open - 1 : open;
  return `${line.slice(0, headEnd)}\\{#${id}\\}`;
}
