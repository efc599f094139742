// The links written in site.config.ts (navbar, footer, announcement, sidebars), each with where it is
// written, so the link checks can report a broken one at its place in the file.
import type { UserConfig, UserLink, UserSidebarItem } from './define-config.ts';
import { findValue, formatPath } from './validate.ts';

export interface ConfigLink {
  href: string;
  label: string;
  /** The key path, e.g. "footer.columns[1].items[0]". */
  where: string;
  line?: number;
  column?: number;
  lineText?: string;
  length?: number;
}

export function collectConfigLinks(user: UserConfig, source: string): ConfigLink[] {
  const configLinks: ConfigLink[] = [];
  const collect = (path: (string | number)[], links: UserLink[] = []) =>
    links.forEach((l, i) => {
      const href = l.to ?? l.href ?? '';
      configLinks.push({ href, label: l.label, where: formatPath([...path, i]), ...findValue(source, path, href) });
    });
  collect(['navbar', 'items'], user.navbar.items);
  collect(['navbar', 'right'], user.navbar.right);
  user.footer?.columns?.forEach((c, i) => collect(['footer', 'columns', i, 'items'], c.items));
  if (user.announcement?.link) collect(['announcement', 'link'], [user.announcement.link]);
  const collectSidebar = (path: (string | number)[], items: UserSidebarItem[]) =>
    items.forEach((item, i) => {
      if (typeof item === 'string') return;
      if (item.type === 'link') collect(path, [item]);
      else if (item.type === 'category') collectSidebar([...path, i, 'items'], item.items);
    });
  for (const [id, items] of Object.entries(user.sidebars)) collectSidebar(['sidebars', id], items);
  return configLinks;
}
