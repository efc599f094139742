// Config sidebars (doc ids) -> resolved sidebars with labels and links, plus each doc's place in them.
import { isExternalUrl } from '../../runtime/shared/route-path.ts';
import type { Sidebar, SidebarItem } from '../../runtime/shared/types.ts';
import type { UserSidebarItem } from '../config/define-config.ts';
import { closest } from '../closest.ts';
import { CONFIG_FILE } from '../config/config-file.ts';
import type { Diagnostic } from '../diagnostics.ts';
import type { Route } from './routes.ts';

export interface DocPlace {
  sidebarId: string;
  /** Category labels from the top of the sidebar down to the doc. */
  categories: string[];
  prev: { label: string; href: string } | null;
  next: { label: string; href: string } | null;
}

export interface ResolvedSidebars {
  sidebars: Sidebar[];
  places: Map<string, DocPlace>;
  diagnostics: Diagnostic[];
}

export function docLabel(route: Route): string {
  return route.page?.frontmatter.sidebar_label ?? route.page?.title ?? route.path;
}

export function resolveSidebars(config: Record<string, UserSidebarItem[]>, routes: Route[]): ResolvedSidebars {
  const docs = new Map(routes.filter((r) => r.docId !== undefined).map((r) => [r.docId as string, r]));
  const diagnostics: Diagnostic[] = [];
  const places = new Map<string, DocPlace>();
  const sidebars: Sidebar[] = [];

  for (const [sidebarId, items] of Object.entries(config)) {
    const order: { docId: string; label: string; href: string; categories: string[] }[] = [];
    const resolve = (item: UserSidebarItem, categories: string[], where: string): SidebarItem | null => {
      if (typeof item === 'string') {
        const route = docs.get(item);
        if (!route) {
          const near = closest(item, [...docs.keys()]);
          diagnostics.push({
            severity: 'error',
            code: 'config',
            message: `${where} names doc "${item}", which is not a file under content/docs/.`,
            file: CONFIG_FILE,
            suggestion: near,
          });
          return null;
        }
        if (places.has(item) || order.some((o) => o.docId === item)) {
          diagnostics.push({ severity: 'warning', code: 'config', message: `${where}: doc "${item}" is already in a sidebar; its first place is used.`, file: CONFIG_FILE });
        }
        const label = docLabel(route);
        order.push({ docId: item, label, href: route.path, categories });
        return { type: 'link', label, href: route.path, external: false };
      }
      if (item.type === 'link') {
        const href = item.to ?? item.href ?? '';
        return { type: 'link', label: item.label, href, external: isExternalUrl(href) };
      }
      return {
        type: 'category',
        label: item.label,
        collapsed: item.collapsed ?? false,
        href: undefined,
        items: item.items.map((child, i) => resolve(child, [...categories, item.label], `${where}.items[${i}]`)).filter((x): x is SidebarItem => x !== null),
      };
    };
    const resolved = items.map((item, i) => resolve(item, [], `sidebars.${sidebarId}[${i}]`)).filter((x): x is SidebarItem => x !== null);
    sidebars.push({ id: sidebarId, items: resolved });
    order.forEach((entry, i) => {
      if (places.has(entry.docId)) return;
      const prev = order[i - 1];
      const next = order[i + 1];
      places.set(entry.docId, {
        sidebarId,
        categories: entry.categories,
        prev: prev ? { label: prev.label, href: prev.href } : null,
        next: next ? { label: next.label, href: next.href } : null,
      });
    });
  }
  return { sidebars, places, diagnostics };
}
