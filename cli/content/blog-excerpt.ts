// A blog post's excerpt, as Docusaurus cuts it for the list of posts: what comes before its truncate
// marker (`<!-- truncate -->`, or `{/* truncate */}` in MDX) on a line of its own, outside code; the
// whole post when it has none.
import type { Root } from 'mdast';
import { frontmatterLength } from './comments.ts';

const MARKER = /^[ \t]*(?:<!--\s*truncate\s*-->|\{\s*\/\*\s*truncate\s*\*\/\s*\})[ \t]*$/;
const FENCE = /^[ \t]*(`{3,}|~{3,})/;

/** The 1-based line of the post's truncate marker, or null when it has none. */
export function truncateLine(text: string): number | null {
  let fence: string | null = null;
  const lines = text.split('\n');
  // The front matter's lines are values, not Markdown (a fence there opens nothing).
  const firstBodyLine = text.slice(0, frontmatterLength(text)).split('\n').length - 1;
  for (let i = firstBodyLine; i < lines.length; i++) {
    const line = lines[i].replace(/\r$/, '');
    const marker = FENCE.exec(line)?.[1];
    if (fence) {
      if (marker && marker[0] === fence[0] && marker.length >= fence.length && line.trim() === marker) fence = null;
      continue;
    }
    if (marker) fence = marker;
    else if (MARKER.test(line)) return i + 1;
  }
  return null;
}

/**
 * What the list of posts shows of a post, as Docusaurus does: the top-level blocks before its
 * truncate marker, or the whole post without one. `truncated` says whether there is more. A block
 * is before the marker when the first block that starts on or after the marker's line comes after
 * it: an inlined partial's blocks have no lines of this file (they were missing from the excerpt),
 * and a block holding the marker (a list item written around it) is kept whole rather than lost.
 */
export function excerptTree(tree: Root, text: string): { tree: Root; truncated: boolean } {
  const line = truncateLine(text);
  const cut = line === null ? -1 : tree.children.findIndex((node) => node.position !== undefined && node.position.start.line >= line);
  const before = cut < 0 ? tree.children : tree.children.slice(0, cut);
  return { tree: { type: 'root', children: before.filter((node) => node.type !== 'mdxjsEsm') }, truncated: line !== null };
}
