// The ids the page gives its footnotes, as mdast-util-to-hast writes them (GitHub's scheme, which
// Docusaurus keeps): a link to one of them (`#user-content-fn-1`) is a link to this page's anchor.
import type { FootnoteReference, Nodes, Root } from 'mdast';
import { walk } from './walk.ts';

const PREFIX = 'user-content-';

/** The footnote ids of the page: each referenced note, each reference to it, and the section's heading. */
export function footnoteAnchors(tree: Root): string[] {
  const references = new Map<string, number>();
  walk<Nodes>(tree, (node) => {
    if (node.type !== 'footnoteReference') return;
    const id = safeId((node as FootnoteReference).identifier);
    references.set(id, (references.get(id) ?? 0) + 1);
  });
  if (references.size === 0) return [];
  const anchors = ['footnote-label'];
  for (const [id, count] of references) {
    anchors.push(`${PREFIX}fn-${id}`, `${PREFIX}fnref-${id}`);
    // A note referenced again gets `-2`, `-3`… on each further reference.
    for (let n = 2; n <= count; n++) anchors.push(`${PREFIX}fnref-${id}-${n}`);
  }
  return anchors;
}

/** The id as mdast-util-to-hast makes it safe for a URL: lower case, other characters percent-encoded. */
const safeId = (identifier: string) => encodeURI(identifier.toLowerCase());
