// Prefetches page data when a link is hovered, focused or comes into view, once per route, and never
// on 2g connections or with data saving on (spec §2). Navigation itself always loads.
import { routeTargetOf } from './router/links.ts';
import { isPageDataRequested, loadPageData, loadSidebar } from './router/page-data.ts';

interface NetworkInformation {
  effectiveType?: string;
  saveData?: boolean;
}

export function isSlowConnection(): boolean {
  const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection;
  return Boolean(connection && (connection.saveData || connection.effectiveType?.includes('2g')));
}

/**
 * Links in view get their page data; a hovered or focused link (the reader is about to follow it)
 * also gets its sidebar when the page data does not carry its part of it (a small sidebar is loaded
 * whole, once).
 */
function prefetch(anchor: HTMLAnchorElement, withSidebar: boolean): void {
  const target = routeTargetOf(anchor);
  if (!target) return;
  const requested = isPageDataRequested(target.path);
  if (requested && !withSidebar) return;
  loadPageData(target.path)
    .then((page) => (withSidebar && page.sidebarId && !page.sidebar ? loadSidebar(page.sidebarId) : undefined))
    .catch(() => undefined); // a prefetch failure is retried by the navigation, if any
}

export interface Prefetcher {
  /** Watches the links now in the document (call after each page render). */
  observeLinks: () => void;
  stop: () => void;
}

export function startPrefetching(): Prefetcher {
  if (isSlowConnection() || typeof IntersectionObserver === 'undefined') return { observeLinks: () => undefined, stop: () => undefined };
  const onPointer = (event: Event) => {
    const anchor = (event.target as Element | null)?.closest?.('a');
    if (anchor) prefetch(anchor, true);
  };
  const observer = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      observer.unobserve(entry.target);
      prefetch(entry.target as HTMLAnchorElement, false);
    }
  });
  document.addEventListener('mouseover', onPointer, { passive: true });
  document.addEventListener('touchstart', onPointer, { passive: true });
  document.addEventListener('focusin', onPointer);
  return {
    observeLinks: () => document.querySelectorAll<HTMLAnchorElement>('a[href^="/"]').forEach((a) => observer.observe(a)),
    stop: () => {
      observer.disconnect();
      document.removeEventListener('mouseover', onPointer);
      document.removeEventListener('touchstart', onPointer);
      document.removeEventListener('focusin', onPointer);
    },
  };
}
