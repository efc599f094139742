// The links written in site.config.ts (navbar, footer, announcement, sidebars), each with where it is
// written, so the link checks can report a broken one at its place in the file.
import type { WrittenPlace } from './docusaurus-redirects.ts';
import type { UserConfig, UserLink, UserNavbarItem, UserSidebarItem } from './define-config.ts';
import { findValue, type Position } from './source-positions.ts';
import { formatPath } from './validate.ts';
import { CONFIG_FILE } from './config-file.ts';

export interface ConfigLink {
  href: string;
  label: string;
  /** The file it is written in, when not site.config.ts (a zero-config root's sidebars.js). */
  file?: string;
  /** The key path, e.g. "footer.columns[1].items[0]", or as the Docusaurus config it is written in names it ("themeConfig.footer.links[1].items[0]"). */
  where: string;
  line?: number;
  column?: number;
  lineText?: string;
  length?: number;
}

/** A file other than site.config.ts that writes the navbar and footer links (a Docusaurus config, read as data). */
export interface LinksSource {
  file: string;
  text: string;
  /** What the file calls each link, by devcenter's key path ("navbar.right[0]" → "themeConfig.navbar.items[4]"). */
  linkNames?: Readonly<Record<string, string>>;
  /** Where a link is written when not in this file (a module the config imports it from), by the same key path. */
  linkPlaces?: Readonly<Record<string, WrittenPlace>>;
}

/** How many later writings of one value are looked at for the one written as the link. */
const MAX_WRITINGS = 20;

/** Where `value` is written after the keys, each place once, in the order written (at most MAX_WRITINGS). */
function writingsOf(text: string, keys: (string | number)[], value: string): Position[] {
  const places: Position[] = [];
  for (let skip = 0; skip < MAX_WRITINGS; skip++) {
    const place = findValue(text, keys, value, skip);
    const last = places.at(-1);
    // findValue gives the last writing again once `skip` goes past it.
    if (place.line === undefined || (last && last.line === place.line && last.column === place.column)) break;
    places.push(place);
  }
  return places;
}

/** The first of the places in the file. */
function earliest(places: Position[]): Position | undefined {
  return places.reduce<Position | undefined>((first, p) => (!first || p.line! < first.line! || (p.line === first.line && p.column! < first.column!) ? p : first), undefined);
}

/**
 * `sidebarsSource`: where the sidebars are written, when that is not site.config.ts (sidebars.js, whose
 * sidebars are its top-level keys). `linksSource`: where the navbar, footer and announcement links are.
 */
export function collectConfigLinks(user: UserConfig, source: string, sidebarsSource?: { file: string; text: string; keys: string[] } | null, linksSource?: LinksSource): ConfigLink[] {
  const configLinks: ConfigLink[] = [];
  /** `written`: where the link is looked for, when not in site.config.ts at `path` (a link of sidebars.js). */
  const add = (path: (string | number)[], i: number | string, l: UserLink, written?: { file: string; text: string; path: (string | number)[] }) => {
    const href = l.to ?? l.href ?? '';
    const text = written?.text ?? source;
    const keys = written?.path ?? path;
    let place = findValue(text, keys, href);
    // A Docusaurus config's `to: 'changelog'` is read as '/changelog', and under a baseUrl as
    // '/watchman/changelog' (the baseUrl is put before it): looked for only as written, it was not
    // found, or was found where another setting writes that string (MikroORM's redirects, 120 lines on;
    // Watchman's activeBaseRegex: 'watchman/support' beside `to: 'support'`). Each shorter spelling is
    // looked for too; one written as a `to` or `href` is the link, else the earliest.
    if (linksSource && written?.file === linksSource.file && href.startsWith('/') && !href.startsWith('//')) {
      // A redirect's `to: '/docs/'` is read as '/docs' (trailingSlash off): written with its last "/",
      // it was found nowhere, and the broken link was reported at no line (RocketMQ's).
      const slashed = /[/?#]$/.test(href) || href.includes('?') || href.includes('#') ? [] : ['/'];
      const spellings = href.split('/').flatMap((_, i, parts) => (i === 0 ? [] : ['', ...slashed].flatMap((end) => [`${parts.slice(i).join('/')}${end}`, `/${parts.slice(i).join('/')}${end}`])));
      // Every writing of each, not only the first: Typescript-eslint's `activeBasePath: 'play'` comes
      // before the `to: 'play'` of the same item, and the first writing alone put the link there.
      const found = [place, ...spellings.flatMap((spelling) => writingsOf(text, keys, spelling))].filter((p) => p.line !== undefined);
      const asLink = found.filter((p) => /\b(?:to|href)['"]?\s*:\s*$/.test(p.lineText!.slice(0, p.column! - 1)));
      place = earliest(asLink.length > 0 ? asLink : found) ?? place;
    }
    // A root without site.config.ts (source '') has its navbar made for it: written in no file.
    const where = formatPath([...path, i]);
    // Named as the file it is written in names it: the author of a Docusaurus config edits that file.
    const named = linksSource && written?.file === linksSource.file ? linksSource.linkNames?.[where] : undefined;
    const elsewhere = linksSource && written?.file === linksSource.file ? linksSource.linkPlaces?.[where] : undefined;
    configLinks.push({ href, label: l.label, where: named ?? where, ...(written ? { file: written.file } : source === '' ? { file: '' } : {}), ...(elsewhere ?? place) });
  };
  /** `writtenAt`: the keys that lead to the links in linksSource (Docusaurus's themeConfig.navbar.items, themeConfig.footer.links). */
  const collect = (path: (string | number)[], links: (UserNavbarItem & { heading?: boolean })[] = [], writtenAt = path) =>
    links.forEach((l, i) => {
      // A dropdown leads nowhere itself: its items are its links (a heading among them is none).
      if (l.items) collect([...path, i, 'items'], l.items, writtenAt);
      else if (!l.heading) add(path, i, l, linksSource ? { ...linksSource, path: writtenAt } : undefined);
    });
  collect(['navbar', 'items'], user.navbar.items, ['themeConfig', 'navbar', 'items']);
  collect(['navbar', 'right'], user.navbar.right, ['themeConfig', 'navbar', 'items']);
  user.footer?.columns?.forEach((c, i) => collect(['footer', 'columns', i, 'items'], c.items, ['themeConfig', 'footer', 'links']));
  if (user.announcement?.link) collect(['announcement', 'link'], [user.announcement.link]);
  // The logo leads somewhere too (navbar.logo.href; a Docusaurus config's themeConfig.navbar.logo.href).
  const logo = user.navbar.logo;
  if (logo?.href) add(['navbar', 'logo'], 'href', { label: logo.alt || 'the logo', to: logo.href }, linksSource ? { ...linksSource, path: ['themeConfig', 'navbar', 'logo'] } : undefined);
  // A redirect leads to a page too: Docusaurus's client-redirects plugin fails its build on a `to` that
  // is none, and a redirect to nowhere sends the old address's readers to the not-found page. Each
  // target once: the old addresses of one page share it.
  const targets = new Set<string>();
  user.redirects?.forEach((r, i) => {
    if (targets.has(r.to)) return;
    targets.add(r.to);
    add(['redirects'], i, { label: `from ${r.from}`, to: r.to }, linksSource ? { ...linksSource, path: ['redirects'] } : undefined);
  });
  // In sidebars.js a link is placed in that file, under its own keys; its path reads as in site.config.ts.
  const inOwnFile = sidebarsSource && sidebarsSource.file !== CONFIG_FILE ? sidebarsSource : null;
  const collectSidebar = (path: (string | number)[], items: UserSidebarItem[]) =>
    items.forEach((item, i) => {
      if (typeof item === 'string') return;
      if (item.type === 'link') add(path, i, item, inOwnFile ? { file: inOwnFile.file, text: inOwnFile.text, path: [...inOwnFile.keys, ...path.slice(1)] } : undefined);
      else if (item.type === 'category') collectSidebar([...path, i, 'items'], item.items);
    });
  for (const [id, items] of Object.entries(user.sidebars)) collectSidebar(['sidebars', id], items);
  return configLinks;
}
