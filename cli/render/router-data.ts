// What the client router fetches besides page data: a sidebar, and the map of redirect routes.
// Made here for the build (files) and for `devcenter dev` (answers) alike.
import type { Sidebar } from '../../runtime/shared/types.ts';
import type { Route } from '../content/route.ts';

export function sidebarJson(sidebar: Sidebar): string {
  return JSON.stringify(sidebar);
}

/** Route path -> where it redirects, for every redirect route. */
export function redirectsOf(routes: Route[]): Record<string, string> {
  return Object.fromEntries(routes.filter((r) => r.kind === 'redirect').map((r) => [r.path, r.redirectTo!]));
}

/** The page data of a redirect route: the router follows it without asking for the HTML. */
export function redirectPageJson(routePath: string, redirectTo: string): string {
  return JSON.stringify({ path: routePath, kind: 'redirect', redirectTo });
}
