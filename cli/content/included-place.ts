// Where a node of an inlined partial was written: partials.ts keeps it on the links, images and
// elements of a partial, so that a problem found in them is reported in the partial, not the page.
export interface IncludedPlace {
  file: string;
  line: number;
  column: number;
  length: number;
  lineText: string;
}

/**
 * The include element an included block took the place of, for the first block each include brings:
 * included blocks have no place in the page's lines, and a limit on the whole page names the include.
 */
export const includedAt = new WeakMap<object, { position?: { start: { line: number; column: number } } }>();

/**
 * A partial's link, image or JSX address is said from the page that includes it (partials.ts
 * relinkFrom: `../../other.md` in docs/guide/parts/_p.mdx is `../other.md` from docs/guide/page.mdx),
 * so that it leads where it led. Its problems are reported in the partial, and quote it as the partial
 * writes it: this is that address, kept on the node (or the JSX attribute) it was moved on.
 */
export function writtenAddressOf(holder: { data?: unknown }): string | undefined {
  return (holder.data as { writtenAddress?: string } | undefined)?.writtenAddress;
}

/** Keeps `written` as the holder's address as written, unless a partial nested deeper kept it first. */
export function keepWrittenAddress(holder: { data?: unknown }, written: string): void {
  if (writtenAddressOf(holder) === undefined) holder.data = { ...(holder.data as object | undefined), writtenAddress: written };
}
