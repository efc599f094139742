// What CommonMark reads as an indented code block, which MDX 3 does not have: the hint for the
// errors MDX (and the content checks) find in such lines, shared by parse.ts and mdx-nodes.ts.

/** A line indented by 4 columns or more (a tab), the mark of an indented code block. */
const CODE_INDENT = /^(?: {4}|\t| {1,3}\t)/;
/** The first line of a list item (`- x`, `1. x`): what follows it indented is the item's, not code. */
const LIST_ITEM = /^ {0,3}(?:[-*+]|\d{1,9}[.)])(?:\s|$)/;

/**
 * The hint for an MDX error in what CommonMark reads as an indented code block (a blank line, then
 * lines indented by 4 spaces, not inside a list item): code in Markdown and in Docusaurus 2's MDX 1,
 * React Native Elements' blog keeps JSX so, but MDX 3 has no indented code, and reads its `<` and `{`.
 */
export function indentedCodeHint(text: string, line: number): string | undefined {
  const lines = text.split('\n', line);
  const blank = (l: string) => l.trim() === '';
  if (!CODE_INDENT.test(lines[line - 1] ?? '')) return undefined;
  let first = line - 1;
  while (first > 0 && (CODE_INDENT.test(lines[first - 1]) || blank(lines[first - 1]))) first--;
  while (blank(lines[first])) first++;
  // A blank line above the block, and above that a paragraph of text at the margin that is no list item.
  if (first < 2 || !blank(lines[first - 1])) return undefined;
  let top = first - 1;
  while (top > 0 && !blank(lines[top - 1])) top--;
  while (blank(lines[top])) top++;
  if (/^\s/.test(lines[top]) || LIST_ITEM.test(lines[top]) || /^(?:```|~~~)/.test(lines[top])) return undefined;
  return `line ${first + 1} is indented by 4 spaces after a blank line: code in Markdown (and in Docusaurus 2's MDX 1), but MDX 3 has no indented code, and reads a "<" or "{" there as JSX: put those lines in a \`\`\` fence.`;
}
