// The ids of one page: a reserved id is an error (the runtime owns it), an id used twice a warning
// (a link to it reaches only the first).
import { isReservedName } from '../../runtime/shared/reserved-names.ts';
import type { Diagnostic } from '../diagnostics.ts';
import { lineAt } from '../diagnostics.ts';
import type { SourceFile } from './discover.ts';
import type { JsxId, PageHeading } from './headings.ts';

export function checkPageIds(headings: PageHeading[], jsxIds: JsxId[], source: SourceFile): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  // An element of a partial is reported in the partial, with a note naming the page that includes it.
  const at = (place: { line: number; column: number; length?: number; file?: string; lineText?: string }) =>
    place.file
      ? { file: place.file, line: place.line, column: place.column, lineText: place.lineText, length: place.length, notes: [{ message: 'on a page that includes this partial', file: source.file }] }
      : { file: source.file, line: place.line || undefined, column: place.column || undefined, lineText: place.line ? lineAt(source.text, place.line) : undefined, length: place.length };
  for (const heading of headings) {
    if (!isReservedName(heading.id)) continue;
    diagnostics.push({
      severity: 'error',
      code: 'reserved-id',
      message: `Heading "${heading.text}" gets the id "${heading.id}", which the site's runtime reserves.`,
      ...at(heading),
      hint: `give the heading another id: ${'#'.repeat(heading.depth)} ${heading.text} {#${heading.id.replace(/^_+/, '')}-section}`,
    });
  }
  const headingById = new Map(headings.map((h) => [h.id, h]));
  const jsxById = new Map<string, JsxId>();
  for (const jsx of jsxIds) {
    if (isReservedName(jsx.id)) {
      diagnostics.push({
        severity: 'error',
        code: 'reserved-id',
        message: `The id "${jsx.id}" is reserved by the site's runtime.`,
        ...at(jsx),
        hint: 'choose another id; the runtime finds its own elements and globals by this name.',
      });
      continue;
    }
    const heading = headingById.get(jsx.id);
    const earlier = jsxById.get(jsx.id);
    if (heading || earlier) {
      const other = heading ? `the heading "${heading.text}"` : 'an element';
      const first = heading ?? earlier!;
      diagnostics.push({
        severity: 'warning',
        code: 'duplicate-id',
        message: `The id "${jsx.id}" is also the id of ${other}; a link to "#${jsx.id}" reaches only the first.`,
        ...at(jsx),
        hint: 'give one of them another id.',
        notes: [
          ...(at(jsx).notes ?? []),
          { message: `${heading ? 'the heading' : 'the element'} with the id "${jsx.id}"`, file: (first as JsxId).file ?? source.file, line: first.line || undefined, column: first.column || undefined },
        ],
      });
    }
    if (!earlier) jsxById.set(jsx.id, jsx);
  }
  return diagnostics;
}
