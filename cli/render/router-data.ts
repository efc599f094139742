// What the client router fetches besides page data: a sidebar, its parts, and the map of redirect
// routes. Made here for the build (files) and for `devcenter dev` (answers) alike.
import { sidebarPart, sidebarPartNumbers } from '../../runtime/shared/sidebar-trim.ts';
import { outputFileOf, sidebarPartPath } from '../../runtime/shared/site-urls.ts';
import type { Sidebar } from '../../runtime/shared/types.ts';
import type { Route } from '../content/route.ts';
import type { OutputFile } from '../write/output.ts';

export function sidebarJson(sidebar: Sidebar): string {
  return JSON.stringify(sidebar);
}

/** A part of a sidebar as the browser loads it (its items), or null when it has no such part. */
export function sidebarPartJson(sidebar: Sidebar, part: number): string | null {
  const loaded = sidebarPart(sidebar, part);
  return loaded && JSON.stringify(loaded);
}

/** Every part of a sidebar, as files: what a reader opening its left-out categories loads. */
export function sidebarPartFiles(sidebar: Sidebar): OutputFile[] {
  return sidebarPartNumbers(sidebar).map((part) => ({ path: outputFileOf(sidebarPartPath(sidebar.id, part)), contents: sidebarPartJson(sidebar, part)! }));
}

/** Route path -> where it redirects, for every redirect route. */
export function redirectsOf(routes: Route[]): Record<string, string> {
  return Object.fromEntries(routes.filter((r) => r.kind === 'redirect').map((r) => [r.path, r.redirectTo!]));
}

/** The page data of a redirect route: the router follows it without asking for the HTML. */
export function redirectPageJson(routePath: string, redirectTo: string): string {
  return JSON.stringify({ path: routePath, kind: 'redirect', redirectTo });
}
