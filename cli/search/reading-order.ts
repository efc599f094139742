// The order search records go out in: the order a reader meets the pages. Records equal on every
// ranking criterion, custom ranking included, rank in the order they were indexed (the embedded
// engine keeps it, and a hosted index is pushed in it), so that order should be the site's own:
// "BigCommerce" before "BigCommerce legacy accounts", as the sidebar lists them, not as their
// file names sort.
import type { DocPlace } from '../content/doc-navigation.ts';
import type { Route } from '../content/route.ts';

const ranksOf = new WeakMap<ReadonlyMap<string, DocPlace>, Map<string, number>>();

/** Where each doc stands in the sidebars, walked in order (places are kept in that order); made once per places map (dev asks for every page). */
export function sidebarRanks(places: ReadonlyMap<string, DocPlace>): Map<string, number> {
  let ranks = ranksOf.get(places);
  if (!ranks) ranksOf.set(places, (ranks = new Map([...places.keys()].map((docId, rank) => [docId, rank]))));
  return ranks;
}

/** A route's rank among the docs of the sidebars; Infinity for a route no sidebar lists (it comes after them). */
export function sidebarRankOf(route: Route, ranks: ReadonlyMap<string, number>): number {
  return (route.docId !== undefined ? ranks.get(route.docId) : undefined) ?? Infinity;
}

/** Route indexes in reading order: the sidebars' docs in their order, then the other routes in route order. */
export function readingOrder(routes: readonly Route[], places: ReadonlyMap<string, DocPlace>): number[] {
  const ranks = sidebarRanks(places);
  const rank = routes.map((route) => sidebarRankOf(route, ranks));
  // Array.prototype.sort is stable: routes of equal rank keep route order.
  return routes.map((_, index) => index).sort((a, b) => (rank[a] === rank[b] ? 0 : rank[a] < rank[b] ? -1 : 1));
}
