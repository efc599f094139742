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
 * The sidebar with part `part` loaded (one partFits says is the part asked for): the whole level it
 * holds (the top level, or a category's items), where the categories already open or loaded stay as
 * they were; unchanged when nothing shown asks for it.
 */
export function withPartLoaded(sidebar: Sidebar, part: number, loaded: SidebarPart): Sidebar {
  if (part === TOP_LEVEL_PART) return { ...sidebar, items: wholeLevel(loaded.items, sidebar), hiddenBefore: undefined, hiddenAfter: undefined };
  const visit = (list: SidebarItem[]): SidebarItem[] => {
    let changed = false;
    const next = list.map((item) => {
      if (item.type === 'link') return item;
      const replaced: Category =
        item.part === part && (item.lazy || isWindowed(item))
          ? { ...item, items: wholeLevel(loaded.items, item), lazy: undefined, hiddenBefore: undefined, hiddenAfter: undefined }
          : { ...item, items: visit(item.items) };
      if (replaced.items === item.items) return item;
      changed = true;
      return replaced;
    });
    return changed ? next : list;
  };
  const items = visit(sidebar.items);
  return items === sidebar.items ? sidebar : { ...sidebar, items };
}

const levelLength = (shown: Level) => (shown.hiddenBefore ?? 0) + shown.items.length + (shown.hiddenAfter ?? 0);

/** What the reader asked for: a part, and what the page knows of it, to tell a part of a newer build. */
export interface PartRequest {
  part: number;
  /** The category's label; null for the top level. */
  label: string | null;
  /** How many items the level has, when the page showed a window of it. */
  length: number | null;
}

/** The part the top level asks for ("Show N more"), or null when it has none. */
export function topLevelRequest(sidebar: Sidebar): PartRequest {
  return { part: TOP_LEVEL_PART, label: null, length: levelLength(sidebar) };
}

/** The part a category asks for (opened while left out, or "Show N more" in its window), or null when it names none. */
export function categoryRequest(category: Category): PartRequest | null {
  return category.part === undefined ? null : { part: category.part, label: category.label, length: category.lazy ? null : levelLength(category) };
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
