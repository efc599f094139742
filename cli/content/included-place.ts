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
