// The sidebar state a reader builds up: a part of the sidebar they asked for (a category the page left
// out, a level's "Show N more") joins what is shown, and stays when a client-side navigation brings
// the next page's own part of the sidebar (as its full load carries it). Every part comes from the same
// sidebar, so an item is known by its place in its level: its place in what is shown, plus the items
// a window left out before it.
import { TOP_LEVEL_PART } from '../shared/sidebar-trim.ts';
import type { Sidebar, SidebarItem, SidebarPart } from '../shared/types.ts';

type Category = Extract<SidebarItem, { type: 'category' }>;

/** A level as shown: its items and how many a window left out before and after them. */
interface Level {
  items: SidebarItem[];
  hiddenBefore?: number;
  hiddenAfter?: number;
}

const isWindowed = (level: Level) => Boolean(level.hiddenBefore || level.hiddenAfter);

/**
 * The sidebar with part `part` loaded: the whole level it holds (the top level, or a category's items),
 * where the categories already open or loaded stay as they were. Null when the part does not fit what
 * is shown (another category's, or a level of another length: a newer build of the site, whose parts
 * are numbered afresh); unchanged when nothing shown asks for it.
 */
export function withPartLoaded(sidebar: Sidebar, part: number, loaded: SidebarPart): Sidebar | null {
  if (part === TOP_LEVEL_PART) {
    if (loaded.label !== null || !fits(loaded.items, sidebar)) return null;
    return { ...sidebar, items: wholeLevel(loaded.items, sidebar), hiddenBefore: undefined, hiddenAfter: undefined };
  }
  let fitted = true;
  const visit = (list: SidebarItem[]): SidebarItem[] => {
    let changed = false;
    const next = list.map((item) => {
      if (item.type === 'link') return item;
      let replaced: Category;
      if (item.part === part && (item.lazy || isWindowed(item))) {
        fitted &&= loaded.label === item.label && (item.lazy || fits(loaded.items, item));
        replaced = { ...item, items: wholeLevel(loaded.items, item), lazy: undefined, hiddenBefore: undefined, hiddenAfter: undefined };
      } else replaced = { ...item, items: visit(item.items) };
      if (replaced.items === item.items) return item;
      changed = true;
      return replaced;
    });
    return changed ? next : list;
  };
  const items = visit(sidebar.items);
  if (!fitted) return null;
  return items === sidebar.items ? sidebar : { ...sidebar, items };
}

/** Whether a whole level has as many items as the window shown of it says. */
const fits = (whole: SidebarItem[], shown: Level) => whole.length === levelLength(shown);

const levelLength = (shown: Level) => (shown.hiddenBefore ?? 0) + shown.items.length + (shown.hiddenAfter ?? 0);

/** What the reader asked for: a part, and what the page knows of it, to tell a part of a newer build. */
export interface PartRequest {
  part: number;
  /** The category's label; null for the top level. */
  label: string | null;
  /** How many items the level has, when the page showed a window of it. */
  length: number | null;
}

/** The part asked for by the category (null: the top level) the reader opened or pressed "Show N more" in. */
export function partRequest(part: number, category: Category | null, shown: Level): PartRequest {
  return { part, label: category ? category.label : null, length: category?.lazy ? null : levelLength(shown) };
}

/** Whether a part loaded is the one asked for, of the build the page is from. */
export function partFits(loaded: SidebarPart, asked: PartRequest): boolean {
  return loaded.label === asked.label && (asked.length === null || loaded.items.length === asked.length);
}

/** A whole level, with what was shown of it kept where it had more (a category open or loaded). */
function wholeLevel(whole: SidebarItem[], shown: Level): SidebarItem[] {
  return whole.map((item, place) => {
    const had = shown.items[place - (shown.hiddenBefore ?? 0)];
    return sameCategory(item, had) && !had.lazy ? had : item;
  });
}

const sameCategory = (item: SidebarItem, other: SidebarItem | undefined): other is Category =>
  item.type === 'category' && other?.type === 'category' && other.label === item.label;

/** The next page's part of the sidebar, with the parts the reader had loaded on the way kept. */
export function keepLoadedParts(next: Sidebar, current: Sidebar | null): Sidebar {
  if (!current || current.id !== next.id) return next;
  return { ...next, ...mergedLevel(next, current) };
}

/**
 * A level of the next page's sidebar merged with the same level as shown now: a level the reader had
 * asked for whole ("Show N more") stays whole; each category keeps what the reader had loaded of it.
 */
function mergedLevel(next: Level, current: Level): Level {
  if (isWindowed(next) && !isWindowed(current) && current.items.length > next.items.length) {
    return { items: current.items.map((had, place) => mergedItem(next.items[place - (next.hiddenBefore ?? 0)], had) ?? had) };
  }
  return {
    items: next.items.map((item, i) => mergedItem(item, current.items[(next.hiddenBefore ?? 0) + i - (current.hiddenBefore ?? 0)]) ?? item),
    hiddenBefore: next.hiddenBefore,
    hiddenAfter: next.hiddenAfter,
  };
}

/** An item of the next page's sidebar against the same item as shown now (undefined when there is no next item). */
function mergedItem(item: SidebarItem | undefined, had: SidebarItem | undefined): SidebarItem | undefined {
  if (!item || !sameCategory(item, had) || had.lazy) return item;
  // Left out on the next page, loaded now: kept as it is.
  if (item.type === 'category' && item.lazy) return had;
  const category = item as Category;
  return { ...category, ...mergedLevel(category, had) };
}
