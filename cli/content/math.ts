// LaTeX math (`$\frac{a}{b}$`, `$$ \begin{bmatrix} … $$`) is read only on a site that asks for it
// (markdown.math, or remark-math in a Docusaurus config: math-render.ts). Elsewhere MDX reads the
// formula's braces as JavaScript expressions; the error then says what the braces are: math.

/** Display math: `$$ … $$`, across the lines of one block. */
const DISPLAY = /(?<!\\)\$\$[\s\S]+?(?<!\\)\$\$/g;
/** Inline math as remark-math and Pandoc read it: a `$` before a non-space, a `$` after one and not before a digit. */
const INLINE = /(?<![\\$])\$(?!\$)(?=\S)(?:\\.|[^$\\\n])*?[^\s\\]\$(?![$\d])/g;

export const MATH_MESSAGE = 'LaTeX math is read only on a site that asks for it: without it, MDX reads the braces of this formula as a JavaScript expression.';
export const MATH_HINT = "turn math on with markdown: { math: true } in site.config.ts (a Docusaurus config that loads remark-math does it too), or show the formula as code (a ```latex block, or `$…$` in backticks).";

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
