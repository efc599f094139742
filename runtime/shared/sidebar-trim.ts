// What of a sidebar a page carries, so a page's size does not grow with the number of pages in the
// site: collapsed categories away from the current page keep only their label and first link, and a
// level longer than LEVEL_LIMIT (a flat site's top level of many folders, a folder of hundreds of
// pages) is cut to LEVEL_WINDOW items around the current page's; "Show N more" buttons load the rest.
// A level up to the limit, as most sites have, is shown whole. A left-out category's items are a part
// of their own (sidebarPart), which the browser loads when a reader opens it: what a reader loads
// does not grow with the site either.
import type { Sidebar, SidebarItem, SidebarPart } from './types.ts';

export function firstHref(items: SidebarItem[]): string | undefined {
  for (const item of items) {
    if (item.type === 'link') return item.href;
    const inner = item.href ?? firstHref(item.items);
    if (inner) return inner;
  }
  return undefined;
}

/** Whether the page at `path` is among the items: a link to it, or a category of its own page or holding it. */
export function containsPath(items: SidebarItem[], path: string): boolean {
  return items.some((i) => (i.type === 'link' ? i.href === path : i.href === path || containsPath(i.items, path)));
}

export const LEVEL_LIMIT = 24;
export const LEVEL_WINDOW = 8;

type Category = Extract<SidebarItem, { type: 'category' }>;

/** What trimming needs to know of a sidebar, worked out once for all its pages: without it, every
 * page walked the whole sidebar, and a build's trimming grew with the square of the site. */
interface SidebarIndex {
  /** For each page, the categories holding it, at every depth. */
  holders: Map<string, Set<Category>>;
  /** For each page, the categories holding its first place in the sidebar, outermost first. */
  chain: Map<string, Category[]>;
  /** Each page's first link item. */
  link: Map<string, SidebarItem>;
  /** Each item's place among its parent's items. */
  place: Map<SidebarItem, number>;
  /** The first page of each category. */
  first: Map<Category, string | undefined>;
  /** Every category in reading order: a category's number (its `part`) is its place here plus one (0 is the top level). */
  categories: Category[];
  /** Each category's number. */
  part: Map<Category, number>;
}

const indexes = new WeakMap<Sidebar, SidebarIndex>();

function indexOf(sidebar: Sidebar): SidebarIndex {
  let index = indexes.get(sidebar);
  if (index) return index;
  const built: SidebarIndex = { holders: new Map(), chain: new Map(), link: new Map(), place: new Map(), first: new Map(), categories: [], part: new Map() };
  // A page is held by the categories around its place; a category's own page by that category too.
  const placePage = (href: string, item: SidebarItem, chain: Category[]) => {
    if (!built.link.has(href)) {
      built.link.set(href, item);
      built.chain.set(href, chain);
    }
    const holders = built.holders.get(href) ?? new Set<Category>();
    for (const category of chain) holders.add(category);
    built.holders.set(href, holders);
  };
  const visit = (items: SidebarItem[], chain: Category[]) =>
    items.forEach((item, i) => {
      built.place.set(item, i);
      if (item.type === 'link') {
        placePage(item.href, item, chain);
        return;
      }
      const inner = [...chain, item];
      built.categories.push(item);
      built.part.set(item, built.categories.length);
      if (item.href) placePage(item.href, item, inner);
      built.first.set(item, firstHref(item.items));
      visit(item.items, inner);
    });
  visit(sidebar.items, []);
  index = built;
  indexes.set(sidebar, index);
  return index;
}

/** Items left out before and after a level's window. */
type Hidden = { hiddenBefore?: number; hiddenAfter?: number };

/** A category whose items a page leaves out: a category with a page of its own keeps its link; one
 * without leads to its first page. Its number says which part of the sidebar holds its items. */
function leftOut(entry: Category, first: SidebarIndex['first'], part: SidebarIndex['part']): Category {
  return { ...entry, items: [], lazy: true, part: part.get(entry), ...(entry.href ? {} : { firstHref: first.get(entry) }) };
}

export function trimSidebar(sidebar: Sidebar, path: string): Sidebar {
  const { holders, chain, link, place, first, part } = indexOf(sidebar);
  const onPath = holders.get(path) ?? new Set<Category>();
  const pathChain = chain.get(path) ?? [];
  let trimmed = false;

  /**
   * A level's items as the page carries them (`parent` null for the top level): a long one cut to the
   * window around the item on the way to the current page (or its start, off that way). Only the
   * window is trimmed, so a page's work does not grow with a level's length either.
   */
  const level = (items: SidebarItem[], parent: Category | null): { items: SidebarItem[] } & Hidden => {
    if (items.length <= LEVEL_LIMIT) return { items: items.map(item) };
    trimmed = true;
    const depth = parent === null ? 0 : pathChain.indexOf(parent) + 1;
    // Past the end of the page's chain the page is a link of this level, unless it is the page of the
    // category this level belongs to (then nothing here leads to it).
    const own = link.get(path);
    const towardPage = depth === 0 && parent !== null ? undefined : (pathChain[depth] ?? (own?.type === 'link' ? own : undefined));
    const current = towardPage === undefined ? 0 : (place.get(towardPage) ?? 0);
    const start = Math.min(Math.max(0, current - Math.floor(LEVEL_WINDOW / 2)), items.length - LEVEL_WINDOW);
    const end = start + LEVEL_WINDOW;
    return { items: items.slice(start, end).map(item), hiddenBefore: start, hiddenAfter: items.length - end };
  };
  const item = (entry: SidebarItem): SidebarItem => {
    if (entry.type === 'link') return entry;
    if (entry.collapsed && !onPath.has(entry)) {
      trimmed = true;
      return leftOut(entry, first, part);
    }
    // A level cut to its window says which part of the sidebar holds the whole of it.
    const shown = level(entry.items, entry);
    return { ...entry, ...shown, ...(shown.hiddenBefore === undefined ? {} : { part: part.get(entry) }) };
  };

  const top = level(sidebar.items, null);
  if (!trimmed) return sidebar;
  return { ...sidebar, ...top, partial: true };
}

/** The top level's part: what "Show N more" loads when a long top level was cut to its window. */
export const TOP_LEVEL_PART = 0;

/**
 * The parts a page may need of a sidebar: each category it may leave out (a collapsed one) or cut to
 * its window (a long one), and the top level when that is long.
 */
export function sidebarPartNumbers(sidebar: Sidebar): number[] {
  const { categories } = indexOf(sidebar);
  const numbers = categories.flatMap((category, i) => (hasPart(category) ? [i + 1] : []));
  return sidebar.items.length > LEVEL_LIMIT ? [TOP_LEVEL_PART, ...numbers] : numbers;
}

const hasPart = (category: Category) => category.collapsed || category.items.length > LEVEL_LIMIT;

/**
 * The items of a level as they load when a reader asks for them (opens a category the page left out,
 * or presses "Show N more"): whole, each collapsed category among them left out in turn, so a part
 * holds one level of a deep sidebar and not the whole of it. `part` 0 is the top level, n the n-th
 * category in reading order. It names the category it belongs to, so a page of an older build that
 * asks for it by number can tell. Null when the sidebar has no such part.
 */
export function sidebarPart(sidebar: Sidebar, part: number): SidebarPart | null {
  const index = indexOf(sidebar);
  if (!Number.isInteger(part)) return null;
  const category = part === TOP_LEVEL_PART ? null : index.categories[part - 1];
  if (part === TOP_LEVEL_PART ? sidebar.items.length <= LEVEL_LIMIT : !category || !hasPart(category)) return null;
  const item = (entry: SidebarItem): SidebarItem => {
    if (entry.type === 'link') return entry;
    if (entry.collapsed) return leftOut(entry, index.first, index.part);
    return { ...entry, items: entry.items.map(item) };
  };
  return { label: category ? category.label : null, items: (category?.items ?? sidebar.items).map(item) };
}
