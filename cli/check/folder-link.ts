// A broken link to a folder of pages that has no index page (`[guides](./guides/)`): where to point it.
import path from 'node:path';
import type { UserSidebarItem } from '../config/define-config.ts';
import type { Route } from '../content/route.ts';

/** The doc ids of sidebar items, in the order a reader sees them. */
function sidebarDocIds(items: UserSidebarItem[]): string[] {
  return items.flatMap((item) => {
    if (typeof item === 'string') return [item];
    if (item.type === 'doc') return [item.id];
    if (item.type === 'category') return [...(item.link?.type === 'doc' ? [item.link.id] : []), ...sidebarDocIds(item.items)];
    return [];
  });
}

/**
 * For a link to `folderPath` ("/docs/guides"), which is no page while pages lie under it: the folder's
 * generated category index when it has one, else its first page in the sidebars (or by address), and
 * how to give the folder a page of its own. Undefined when nothing lies under it.
 */
export function folderLinkHint(folderPath: string, routes: Route[], sidebars: Record<string, UserSidebarItem[]>): { suggestion: string; hint: string } | undefined {
  const under = routes.filter((r) => r.kind !== 'notFound' && r.path.startsWith(`${folderPath}/`) && r.page);
  if (under.length === 0) return undefined;
  const index = routes.find((r) => r.generatedIndex && r.generatedIndex.items.length > 0 && r.generatedIndex.items.every((item) => item.href.startsWith(`${folderPath}/`)));
  const byId = new Map(under.flatMap((r) => (r.docId ? [[r.docId, r] as const] : [])));
  const first = Object.values(sidebars).flatMap(sidebarDocIds).map((id) => byId.get(id)).find(Boolean) ?? under[0];
  // The folder the first page's file is in, when its address is the folder's plus its own name.
  const folder = first.path.slice(folderPath.length + 1).includes('/') ? undefined : `content/${path.posix.dirname(first.page!.source.contentPath)}/`;
  const add = folder ? `add ${folder}index.md (or README.md)` : 'add an index.md (or README.md) to its folder';
  return index
    ? { suggestion: index.path, hint: `${folderPath} has pages under it but no index page: its category's generated index lists them, or ${add} to give the folder a page.` }
    : { suggestion: first.path, hint: `${folderPath} has pages under it but no index page: link to one of them, or ${add} to give the folder a page.` };
}
