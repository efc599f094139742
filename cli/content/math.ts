// LaTeX math (`$\frac{a}{b}$`, `$$ \begin{bmatrix} … $$`) needs remark-math and rehype-katex, plugins a
// Docusaurus site adds to its config and devcenter does not run. Without them MDX reads the formula's
// braces as JavaScript expressions; the error then says what the braces are: math.

/** Display math: `$$ … $$`, across the lines of one block. */
const DISPLAY = /(?<!\\)\$\$[\s\S]+?(?<!\\)\$\$/g;
/** Inline math as remark-math and Pandoc read it: a `$` before a non-space, a `$` after one and not before a digit. */
const INLINE = /(?<![\\$])\$(?!\$)(?=\S)(?:\\.|[^$\\\n])*?[^\s\\]\$(?![$\d])/g;

export const MATH_MESSAGE = 'LaTeX math needs remark-math (and rehype-katex), plugins of the site\'s Docusaurus config that devcenter does not run: MDX reads its braces as a JavaScript expression.';
export const MATH_HINT = 'show the formula as code (a ```latex fenced block, or `$…$` in backticks) or as an image.';

/**
 * Where the math around line:column of `text` starts (an offset, the same for every brace in one
 * formula), or undefined when that place is not inside `$…$` or `$$…$$` of its block (the lines
 * between blank lines).
 */
export function mathStartAt(text: string, line: number, column: number): number | undefined {
  let offset = 0;
  for (let n = 1; n < line; n++) {
    const next = text.indexOf('\n', offset);
    if (next === -1) return undefined;
    offset = next + 1;
  }
  offset += column - 1;
  const before = text.lastIndexOf('\n\n', offset);
  const blockStart = before === -1 ? 0 : before + 2;
  const after = text.indexOf('\n\n', offset);
  const block = text.slice(blockStart, after === -1 ? text.length : after);
  const at = offset - blockStart;
  for (const pattern of [DISPLAY, INLINE]) {
    for (const match of block.matchAll(pattern)) if (match.index < at && at < match.index + match[0].length) return blockStart + match.index;
  }
  return undefined;
}
