// Fetches page data and sidebars by URLs derived from the route path, once each: prefetch and
// navigation share the same promise. A failed load is forgotten so it can be tried again.
import { pageDataUrl, sidebarDataUrl, sidebarPartUrl } from '../shared/site-urls.ts';
import type { PageData, Sidebar, SidebarPart } from '../shared/types.ts';
import { siteComponentRegistry } from '../page/site-component-registry.ts';

/** The server answered, but without this page's data (a newer deploy, or no such route). */
export class PageDataMissing extends Error {
  constructor(readonly url: string, readonly status: number) {
    super(`${url} answered ${status}`);
    this.name = 'PageDataMissing';
  }
}

const pages = new Map<string, Promise<PageData>>();
const sidebars = new Map<string, Promise<Sidebar>>();
const sidebarParts = new Map<string, Promise<SidebarPart>>();

async function fetchJson<T>(url: string): Promise<T> {
  const response = await fetch(url, { credentials: 'same-origin' });
  if (!response.ok) throw new PageDataMissing(url, response.status);
  return (await response.json()) as T;
}

function cached<T>(cache: Map<string, Promise<T>>, key: string, load: () => Promise<T>): Promise<T> {
  let promise = cache.get(key);
  if (!promise) {
    promise = load();
    cache.set(key, promise);
    promise.catch(() => cache.delete(key));
  }
  return promise;
}

export function loadPageData(routePath: string): Promise<PageData> {
  return cached(pages, routePath, async () => {
    const page = await fetchJson<PageData>(pageDataUrl(routePath));
    // A page is ready once the site components it uses are: a chunk that is gone (a newer deploy) is
    // missing data like any other, and the router then loads the page in full.
    if (page.siteComponents)
      await import('../page/site-components.ts')
        .then(({ loadSiteComponents }) => loadSiteComponents(page.siteComponents, siteComponentRegistry))
        .catch(() => {
          throw new PageDataMissing(pageDataUrl(routePath), 0);
        });
    return page;
  });
}

export function loadSidebar(id: string): Promise<Sidebar> {
  return cached(sidebars, id, () => fetchJson<Sidebar>(sidebarDataUrl(id)));
}

/** The items of a category a page left out of its sidebar (its part, sidebar-trim.ts). */
export function loadSidebarPart(id: string, part: number): Promise<SidebarPart> {
  return cached(sidebarParts, `${id}/${part}`, () => fetchJson<SidebarPart>(sidebarPartUrl(id, part)));
}

/** Whether a route's data has been asked for already (prefetch never fetches twice). */
export function isPageDataRequested(routePath: string): boolean {
  return pages.has(routePath);
}

/** Seeds the caches with what the server embedded in the first page. */
export function rememberPage(page: PageData, sidebar: Sidebar | null): void {
  pages.set(page.path, Promise.resolve(page));
  if (sidebar && !sidebar.partial) sidebars.set(sidebar.id, Promise.resolve(sidebar));
}

/** Drops a route's data so the next load asks the server again (Retry, Try again). */
export function forgetPageData(routePath: string): void {
  pages.delete(routePath);
}
