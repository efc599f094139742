// The router: history mode with base '/', exact routes, page data loaded by URL on navigation.
// The old page stays while the next one loads; after 200 ms a progress bar and a spinner show.
// When the next route cannot be loaded (a newer deploy, an unknown path, the network down), the
// target gets a full page load, which the server answers properly; Retry is for a page loaded again
// where no navigation is pending.
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { PROGRESS_BAR_DELAY_MS } from '../constants.ts';
import { messages } from '../messages.ts';
import { headingIdFor } from '../shared/reserved-names.ts';
import { normalizeRoutePath, routePathOfUrl } from '../shared/route-path.ts';
import { trimSidebar } from '../shared/sidebar-trim.ts';
import { formatDocumentTitle } from '../shared/title.ts';
import { notFoundTitle } from '../shared/theme-translations.ts';
import type { BootData, PageData, Sidebar } from '../shared/types.ts';
import { ensureEntryKey, isBackIntercepted, isSidebarEntry, newEntryKey, rememberScroll, scrollPositionOf, type HistoryState } from './history.ts';
import { routeTargetOf, type RouteTarget } from './links.ts';
import { swapHtmlClass } from './html-class.ts';
import { forgetPageData, loadPageData, loadSidebar, loadSidebarPart, PageDataMissing, rememberPage } from './page-data.ts';
import { keepLoadedParts, partFits, withPartLoaded, type PartRequest } from './sidebar-merge.ts';

export interface RouterState {
  page: PageData;
  sidebar: Sidebar | null;
  status: 'idle' | 'loading' | 'error';
  /** The load has taken longer than the progress-bar delay. */
  slow: boolean;
  error: string | null;
  /** Counts successful loads: what renders a page afresh (and resets its crash boundary). */
  loadCount: number;
  /** The address's query string, which can change without a new page (/search?q=...). */
  search: string;
}

export interface Router extends RouterState {
  navigate: (target: RouteTarget) => void;
  retry: () => void;
  /** Loads the current page's data again from the server and renders it afresh. */
  reload: () => void;
  /** Loads a part of the sidebar: the items of a category the page left out, or a whole level. */
  openSidebarPart: (asked: PartRequest | null) => void;
}

type Mode = 'push' | 'pop' | 'retry';

/** The route of the address the browser shows, decoded as a link's is (`/docs/caf%C3%A9` is /docs/café). */
function targetOfLocation(): RouteTarget {
  const path = routePathOfUrl(new URL(window.location.href)) ?? normalizeRoutePath(window.location.pathname);
  return { path, hash: window.location.hash, search: window.location.search };
}

/**
 * The fragment a hash names, decoded. A malformed escape (`#%zz`, `#%E0%A4`, a link any page may write)
 * threw URIError from decodeURIComponent, and thrown in the effect after a client-side navigation it
 * unmounted the whole page, left blank. A browser that cannot decode a fragment looks for it as
 * written: so does this.
 */
function fragmentOf(hash: string): string {
  const written = hash.slice(1);
  try {
    return decodeURIComponent(written);
  } catch {
    return written;
  }
}

function scrollToHash(hash: string): boolean {
  const id = fragmentOf(hash);
  // `#process`, an address from the Docusaurus site, names the heading whose id is process-section here;
  // and, as a browser reads a fragment, an <a name> (older pages' targets) when no element has the id.
  const element = id ? (document.getElementById(id) ?? document.getElementById(headingIdFor(id)) ?? namedAnchor(id)) : null;
  element?.scrollIntoView();
  return Boolean(element);
}

/** The first <a> whose name is `name`, in the document's order. */
function namedAnchor(name: string): HTMLElement | null {
  return [...document.getElementsByName(name)].find((element) => element.tagName === 'A') ?? null;
}

export function useRouter(boot: BootData, siteTitle: string): Router {
  const [state, setState] = useState<RouterState>({
    page: boot.page,
    sidebar: boot.sidebar,
    status: 'idle',
    slow: false,
    error: null,
    loadCount: 0,
    search: typeof window === 'undefined' ? '' : window.location.search,
  });
  const current = useRef(0);
  const lastTarget = useRef<RouteTarget | null>(null);
  // Where to scroll once the new page has rendered.
  const pendingScroll = useRef<{ hash: string; y?: number } | null>(null);
  const pagePath = useRef(boot.page.path);
  // The history entry on screen, whose scroll position is recorded when the router leaves it.
  const entryKey = useRef('');

  const go = useCallback(async (target: RouteTarget, mode: Mode, restoreY?: number) => {
    const id = ++current.current;
    lastTarget.current = target;
    const url = target.path + target.search + target.hash;
    const searchBefore = window.location.search;
    if (mode === 'push') {
      rememberScroll(entryKey.current);
      entryKey.current = newEntryKey();
      const state: HistoryState = { key: entryKey.current, scrollY: 0 };
      // From the open mobile sidebar's own entry, the new page takes that entry's place.
      if (isSidebarEntry()) window.history.replaceState(state, '', url);
      else window.history.pushState(state, '', url);
    }
    // Same page, other anchor or query (or none): no load, just scroll.
    if (mode !== 'retry' && target.path === pagePath.current) {
      if (target.search !== searchBefore || mode === 'pop') setState((s) => (s.search === target.search ? s : { ...s, search: target.search }));
      if (!(target.hash && scrollToHash(target.hash)) && mode === 'push') window.scrollTo(0, 0);
      return;
    }
    setState((s) => ({ ...s, status: 'loading', slow: false, error: null }));
    const timer = window.setTimeout(() => {
      if (current.current === id) setState((s) => ({ ...s, slow: true }));
    }, PROGRESS_BAR_DELAY_MS);
    try {
      let page = await loadPageData(target.path);
      let hash = target.hash;
      if (page.kind === 'redirect' && page.redirectTo) {
        // The address as the redirect page makes it (the target, then the link's query and anchor); a
        // target's own ?query or #anchor (`/docs/guide?from=old#top`) is no part of its route: its data
        // was looked for at /_dc/data/docs/guide?from=old#top.json, missing, and the page loaded in full.
        window.history.replaceState(window.history.state, '', page.redirectTo + target.search + target.hash);
        hash = window.location.hash;
        page = await loadPageData(page.redirectTo.replace(/[?#].*$/s, ''));
      }
      // A large sidebar's part comes with the page's data; a small one is loaded whole, once.
      const { sidebar: own, ...next } = page;
      const full = own || !next.sidebarId ? null : await loadSidebar(next.sidebarId);
      if (current.current !== id) return;
      pendingScroll.current = { hash, y: restoreY };
      pagePath.current = next.path;
      // The next page shows the part of a large sidebar its HTML would carry (the window around it,
      // "Show N more"), as on a full load: the whole sidebar put in the DOM at the first navigation
      // made each page after it hold every item of the site (3,000 links for a folder of 3,000). The
      // categories the reader opened stay loaded; a reader who asked for the whole of it (pressed
      // "Show N more") keeps it.
      setState((s) => {
        const nextSidebar = own ?? (full && trimSidebar(full, next.path));
        const whole = s.sidebar && nextSidebar && s.sidebar.id === nextSidebar.id && !s.sidebar.partial;
        const sidebar = whole ? s.sidebar : nextSidebar && keepLoadedParts(nextSidebar, s.sidebar);
        return { page: next, sidebar, status: 'idle', slow: false, error: null, loadCount: s.loadCount + 1, search: window.location.search };
      });
    } catch (error) {
      if (current.current !== id) return;
      // Spec §2: when the next route cannot be loaded (its data or its code gone, the network down),
      // the page loads fully at its address, which the server answers properly. Only a load with no
      // navigation pending (Retry, Try again) shows the error, in words for the reader.
      if (error instanceof PageDataMissing || mode !== 'retry') {
        window.location.reload();
        return;
      }
      console.error(error);
      setState((s) => ({ ...s, status: 'error', slow: false, error: messages.pageLoadFailed }));
    } finally {
      window.clearTimeout(timer);
    }
  }, []);

  const navigate = useCallback((target: RouteTarget) => void go(target, 'push'), [go]);
  const retry = useCallback(() => {
    const target = lastTarget.current ?? targetOfLocation();
    forgetPageData(target.path);
    void go(target, 'retry');
  }, [go]);
  const reload = useCallback(() => {
    forgetPageData(pagePath.current);
    pagePath.current = '';
    void go(targetOfLocation(), 'retry');
  }, [go]);

  // History and link clicks.
  useEffect(() => {
    rememberPage(boot.page, boot.sidebar);
    window.history.scrollRestoration = 'manual';
    entryKey.current = ensureEntryKey();
    // The browser found no element for `#process` on load; the heading it names has another id here.
    const hash = window.location.hash;
    if (hash && headingIdFor(hash.slice(1)) !== hash.slice(1) && !document.getElementById(hash.slice(1))) scrollToHash(hash);
    const onPopState = (event: PopStateEvent) => {
      if (isBackIntercepted()) return;
      // The page being left is still on screen: record its position before anything changes.
      rememberScroll(entryKey.current);
      entryKey.current = ensureEntryKey();
      void go(targetOfLocation(), 'pop', scrollPositionOf(event.state as HistoryState | null));
    };
    const onClick = (event: MouseEvent) => {
      const anchor = (event.target as Element | null)?.closest?.('a');
      const target = anchor ? routeTargetOf(anchor, event) : null;
      if (!target) return;
      event.preventDefault();
      navigate(target);
    };
    // Leaving the site or reloading: keep the position in history.state for when the reader comes back.
    const onPageHide = () => rememberScroll(entryKey.current);
    // `devcenter dev` saw pages change: forget their data, and show the current one afresh in place.
    const onPagesChanged = (event: Event) => {
      const paths = (event as CustomEvent<{ paths: string[] }>).detail.paths;
      for (const changed of paths) forgetPageData(changed);
      if (paths.includes(pagePath.current)) void go(targetOfLocation(), 'retry', window.scrollY);
    };
    window.addEventListener('devcenter:pages-changed', onPagesChanged);
    window.addEventListener('popstate', onPopState);
    document.addEventListener('click', onClick);
    window.addEventListener('pagehide', onPageHide);
    return () => {
      window.removeEventListener('popstate', onPopState);
      document.removeEventListener('click', onClick);
      window.removeEventListener('pagehide', onPageHide);
      window.removeEventListener('devcenter:pages-changed', onPagesChanged);
    };
  }, [boot, go, navigate]);

  // The classes the shown page put on <html> (the server wrote the first page's there).
  const htmlClass = useRef<string | undefined>(boot.page.htmlClassName);

  // After a new page renders: its title, its <html> classes, and the scroll position it should open at.
  useLayoutEffect(() => {
    document.title = formatDocumentTitle(state.page.kind === 'notFound' ? notFoundTitle(boot.site.translations) : state.page.title, siteTitle);
    htmlClass.current = swapHtmlClass(htmlClass.current, state.page.htmlClassName);
    const scroll = pendingScroll.current;
    pendingScroll.current = null;
    if (!scroll) return;
    if (scroll.y !== undefined) window.scrollTo(0, scroll.y);
    else if (!(scroll.hash && scrollToHash(scroll.hash))) window.scrollTo(0, 0);
  }, [state.page, siteTitle, boot.site.translations]);

  // The whole sidebar in place of the partial one: for data of a build from before parts, or a part of
  // a newer build than the page's.
  const completeSidebar = useCallback(() => {
    const partial = state.sidebar?.partial ? state.sidebar.id : null;
    if (!partial) return;
    loadSidebar(partial)
      .then((full) => setState((s) => (s.sidebar?.id === full.id && s.sidebar.partial ? { ...s, sidebar: full } : s)))
      .catch(() => undefined);
  }, [state.sidebar]);

  // A category the page left out, or a level cut to its window, loads its own items (its part of the
  // sidebar), not the whole sidebar.
  const openSidebarPart = useCallback(
    (asked: PartRequest | null) => {
      const sidebarId = state.sidebar?.id;
      if (sidebarId === undefined) return;
      // Data of a build from before parts: the whole sidebar, as then.
      if (asked === null) return completeSidebar();
      loadSidebarPart(sidebarId, asked.part)
        .then((loaded) => {
          // A part of a newer build of the site (numbered afresh): its whole sidebar instead, as it is now.
          if (!partFits(loaded, asked)) return completeSidebar();
          setState((s) => (s.sidebar?.id === sidebarId ? { ...s, sidebar: withPartLoaded(s.sidebar, asked.part, loaded) } : s));
        })
        .catch(() => undefined);
    },
    [state.sidebar?.id, completeSidebar],
  );

  return { ...state, navigate, retry, reload, openSidebarPart };
}
