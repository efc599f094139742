// A <DocCardList /> lists the items of the sidebar category its page leads or is in. On a page in no
// category (a doc at the sidebar's top level, one in no sidebar) it has nothing to list: Docusaurus
// stops the build there ("cannot find the current sidebar category"); the page here showed an empty
// grid without a word. It is a warning at the element, so the page still builds.
import type { Diagnostic } from '../diagnostics.ts';
import { placeAt } from '../diagnostics.ts';
import { hasCardCategory } from '../render/doc-card-list.ts';
import type { AssembledSite } from '../stages/assemble.ts';

export function cardListsWithoutCategory(site: Pick<AssembledSite, 'routes' | 'sidebars' | 'places'>): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  for (const route of site.routes) {
    const page = route.page;
    if (!page?.docCards || route.kind === 'redirect') continue;
    const place = route.docId !== undefined ? site.places.get(route.docId) : undefined;
    const sidebar = place ? site.sidebars.find((s) => s.id === place.sidebarId) : undefined;
    if (hasCardCategory(route.path, sidebar)) continue;
    // At the element when the page writes it (a partial's is said at the page).
    const offset = page.source.text.indexOf('<DocCardList');
    const at = offset >= 0 ? placeAt(page.source.text, offset) : undefined;
    diagnostics.push({
      severity: 'warning',
      code: 'doc-cards',
      message: `This <DocCardList /> has no cards: it lists the items of the sidebar category its page leads or is in, and ${place ? 'this page is in no category of its sidebar' : 'this page is in no sidebar'}.`,
      file: page.source.file,
      ...(at ? { line: at.line, column: at.column, lineText: at.lineText, length: '<DocCardList'.length } : {}),
      hint: 'put the page in a category of the sidebar (or make it the category\'s page), or list the links it should show yourself.',
    });
  }
  return diagnostics;
}
