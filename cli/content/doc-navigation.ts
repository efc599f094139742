// What a doc's frontmatter changes about where it sits: `displayed_sidebar` picks the sidebar shown on
// its page (null: none), `pagination_prev`/`pagination_next` pick its previous and next docs (null: none).
import type { Diagnostic } from '../diagnostics.ts';
import { lineAt } from '../diagnostics.ts';
import { closest } from '../closest.ts';
import { frontmatterKeyPosition } from './frontmatter.ts';
import type { Route } from './route.ts';

/** Where a doc stands in the sidebars: the sidebar its page shows, its categories, its neighbours. */
export interface DocPlace {
  /** The sidebar shown on the doc's page; null: none (`displayed_sidebar: null`). */
  sidebarId: string | null;
  /** Category labels from the top of the sidebar down to the doc. */
  categories: string[];
  /** The doc is the page of the last of those categories (its linked doc or generated index). */
  leadsCategory?: boolean;
  prev: { label: string; href: string } | null;
  next: { label: string; href: string } | null;
}

type NavLink = DocPlace['prev'];

function paginationLabel(route: Route): string {
  const fm = route.page?.frontmatter;
  return fm?.pagination_label ?? fm?.sidebar_label ?? route.page?.title ?? route.path;
}

export function applyDocNavigation(
  routes: Route[],
  docs: Map<string, Route>,
  places: Map<string, DocPlace>,
  sidebarIds: string[],
): { places: Map<string, DocPlace>; diagnostics: Diagnostic[] } {
  const result = new Map(places);
  const diagnostics: Diagnostic[] = [];
  for (const route of routes) {
    const page = route.page;
    if (!page || route.docId === undefined) continue;
    const fm = page.frontmatter;
    const problem = (key: string, message: string, hint: string, suggestion?: string) => {
      const at = frontmatterKeyPosition(page.source.text, key);
      diagnostics.push({
        severity: 'error',
        code: 'frontmatter',
        message,
        file: page.source.file,
        ...(at ? { line: at.line, column: at.column, lineText: lineAt(page.source.text, at.line), length: key.length } : {}),
        hint,
        ...(suggestion ? { suggestion } : {}),
      });
    };
    const linkTo = (key: 'pagination_prev' | 'pagination_next'): NavLink | undefined => {
      const id = fm[key];
      if (id === undefined) return undefined;
      if (id === null) return null;
      const target = docs.get(id);
      if (!target) {
        problem(key, `${key} names doc "${id}", which is not a page of the docs.`, 'write the id of a doc (its path under content/docs/ without extension, or its `id`), or null to show no link.', closest(id, [...docs.keys()]));
        return undefined;
      }
      return { label: paginationLabel(target), href: target.path };
    };
    const prev = linkTo('pagination_prev');
    const next = linkTo('pagination_next');
    let sidebarId: string | null | undefined = fm.displayed_sidebar;
    if (typeof sidebarId === 'string' && !sidebarIds.includes(sidebarId)) {
      problem('displayed_sidebar', `displayed_sidebar names sidebar "${sidebarId}", which the site does not have.`, `write one of: ${sidebarIds.join(', ') || '(no sidebars)'}, or null to show none.`, closest(sidebarId, sidebarIds));
      sidebarId = undefined;
    }
    if (prev === undefined && next === undefined && sidebarId === undefined) continue;
    const place: DocPlace = result.get(route.docId) ?? { sidebarId: null, categories: [], prev: null, next: null };
    result.set(route.docId, {
      ...place,
      ...(sidebarId !== undefined ? { sidebarId } : {}),
      ...(prev !== undefined ? { prev } : {}),
      ...(next !== undefined ? { next } : {}),
    });
  }
  return { places: result, diagnostics };
}
