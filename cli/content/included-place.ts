// Where a node of an inlined partial was written: partials.ts keeps it on the links, images and
// elements of a partial, so that a problem found in them is reported in the partial, not the page.
export interface IncludedPlace {
  file: string;
  line: number;
  column: number;
  length: number;
  lineText: string;
}
