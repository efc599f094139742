// What to do about a front matter YAML error, and where the author made it when the yaml package
// points elsewhere (an unclosed quote is reported where the text ends, not where the quote opens).

/** `line`/`col` are 1-based, in the YAML text; `message` the yaml package's first line. */
export function yamlErrorHint(yaml: string, message: string, pos: { line: number; col: number }): { line: number; col: number; hint?: string } {
  const lines = yaml.split('\n');
  const lineText = lines[pos.line - 1] ?? '';
  const key = /^\s*([\w-]+)\s*:/.exec(lineText)?.[1] ?? 'title';
  const quote = /^Missing closing (["'])quote/.exec(message)?.[1];
  if (quote) {
    const opened = unclosedQuoteStart(lines);
    return { ...(opened ?? pos), hint: `end the quoted value with ${quote}, or leave the quotes out.` };
  }
  if (/^Nested mappings are not allowed in compact mappings/.test(message)) {
    // `title: Step 2: Configure`: a second ": " in a plain value.
    if (/:\s/.test(lineText.slice(pos.col - 1)))
      return { ...pos, hint: `a value with ": " in it needs quotes: ${quotedValue(lineText, pos.col)}.` };
    return { ...pos, hint: `the line after "${key}:" is indented: start each key of the front matter at the beginning of its line.` };
  }
  const reserved = /^Plain value cannot start with reserved character (\S)/.exec(message)?.[1];
  if (reserved) return { ...pos, hint: `a value that starts with "${reserved}" needs quotes: ${quotedValue(lineText, pos.col)}.` };
  // `title: [Beta] Setup` or `title: [oops`: a value starting with "[" or "{" is a YAML list or map,
  // which the yaml package says at the next key, or at the text after the "]", in its own words.
  const flow = /^Flow (sequence|map) in block collection/.exec(message)?.[1] ?? (/^Unexpected scalar at node end/.test(message) ? 'either' : undefined);
  const opened = flow ? flowValueAbove(lines, pos.line) : undefined;
  if (opened) {
    const what = opened.bracket === '[' ? 'a list' : 'a map';
    const closer = opened.bracket === '[' ? ']' : '}';
    const unclosed = flow !== 'either';
    return {
      line: opened.line,
      col: opened.col,
      hint: `a value that starts with "${opened.bracket}" is read as ${what}${unclosed ? ` and needs its "${closer}"` : ''}: for text, quote it: ${quotedValue(lines[opened.line - 1]!, opened.col)}.`,
    };
  }
  if (/^Tabs are not allowed as indentation/.test(message)) return { ...pos, hint: 'indent with spaces: YAML does not allow tabs.' };
  if (/^Map keys must be unique/.test(message)) return { ...pos, hint: `"${key}" is given twice: keep one of the two.` };
  return pos;
}

/**
 * The line with its value from `col` on in double quotes, as written before it (`title: `, a list's
 * `- `): a backslash doubled too, as `C:\Users` in double quotes would be an escape YAML refuses.
 */
function quotedValue(lineText: string, col: number): string {
  return `${lineText.slice(0, col - 1).trim()} "${lineText.slice(col - 1).trim().replace(/[\\"]/g, '\\$&')}"`.trimStart();
}

/** Where a top-level key's quoted value opens and is never closed (`title: "Intro`), 1-based. */
function unclosedQuoteStart(lines: string[]): { line: number; col: number } | undefined {
  let open: { quote: string; line: number; col: number } | null = null;
  for (const [index, line] of lines.entries()) {
    let from = 0;
    if (!open) {
      const start = /^[\w-]+\s*:\s*(["'])/.exec(line);
      if (!start) continue;
      open = { quote: start[1], line: index + 1, col: start[0].length };
      from = start[0].length;
    }
    // A doubled '' or an escaped \" does not close it.
    for (let i = from; i < line.length; i++) {
      if (open.quote === '"' && line[i] === '\\') i++;
      else if (open.quote === "'" && line[i] === "'" && line[i + 1] === "'") i++;
      else if (line[i] === open.quote) {
        open = null;
        break;
      }
    }
  }
  return open ? { line: open.line, col: open.col } : undefined;
}

/** The nearest `key: [` or `key: {` line at or above `line` (1-based), with where its value starts. */
function flowValueAbove(lines: string[], line: number): { line: number; col: number; bracket: '[' | '{' } | undefined {
  for (let index = Math.min(line, lines.length) - 1; index >= 0; index--) {
    const start = /^([\w-]+\s*:\s*)([[{])/.exec(lines[index]!);
    if (start) return { line: index + 1, col: start[1]!.length + 1, bracket: start[2] as '[' | '{' };
    // Another key between them: the error is not that value's.
    if (index < line - 1 && /^[\w-]+\s*:/.test(lines[index]!)) return undefined;
  }
  return undefined;
}
