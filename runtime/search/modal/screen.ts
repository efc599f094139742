// Which screen the modal shows, worked out as data before anything renders (DocSearch's
// ScreenState, in our words): the error, the stored searches, nothing yet, no results, or the
// results. The screen's hit sections also give the combobox its options and listbox ids.
import type { ModalHit } from '../hits.ts';
import type { SearchMessages } from '../search-messages.ts';
import type { StoredHit } from '../stored-searches.ts';
import type { Answer, QueryStatus } from './use-search-query.ts';

/** What a reader can do to a stored search besides opening it (spec §4). */
export type StoredAction = 'favor' | 'forget';

/**
 * One item of the panel: a hit of the answer (an option of a listbox), or a stored search on the
 * start screen (a row of a grid: its link, then a cell per action).
 */
export interface ListItem {
  id: string;
  hit: ModalHit | StoredHit;
  source: 'hit' | 'recent' | 'favorite';
  /** Shown indented under its page's hit. */
  child: boolean;
  /** The action buttons after the link, in the order the left and right arrows visit them. */
  actions: StoredAction[];
}

/**
 * A titled list: the hits of one lvl0 (a listbox), or the recent or favorite searches (a grid, since
 * an option's content is presentational and could not hold the named action buttons).
 */
export interface HitSectionData {
  name: string;
  title: string;
  popup: 'listbox' | 'grid';
  items: ListItem[];
}

export type Screen =
  | { kind: 'error'; message: string | null }
  /** No query: the stored searches (no sections: "No recent searches"). */
  | { kind: 'start'; sections: HitSectionData[] }
  /** A query whose first answer has not come yet. */
  | { kind: 'waiting' }
  | { kind: 'no-results'; query: string }
  | { kind: 'results'; query: string; nbHits: number; sections: HitSectionData[] };

export interface ScreenInput {
  idPrefix: string;
  query: string;
  status: QueryStatus;
  error: string | null;
  /** The latest answer applied; it stays on screen while the next query is out. */
  answer: Answer | null;
  stored: { recent: StoredHit[]; favorite: StoredHit[] };
  /** The section titles' words ("Recent", "Favorite"), in the site's language. */
  messages: SearchMessages;
}

/** As in DocSearch: a recent search can be saved or removed, a favorite removed. */
const STORED_ACTIONS: Record<'recent' | 'favorite', StoredAction[]> = { recent: ['favor', 'forget'], favorite: ['forget'] };

export function pickScreen({ idPrefix, query, status, error, answer, stored, messages }: ScreenInput): Screen {
  // Spec §8: the error stays until the next input.
  if (status === 'error') return { kind: 'error', message: error };
  if (!query) {
    const storedSection = (source: 'recent' | 'favorite', hits: StoredHit[]): HitSectionData => ({
      name: source,
      title: messages[source],
      popup: 'grid',
      items: hits.map((hit) => ({ id: `${idPrefix}${source}-${hit.objectID}`, hit, source, child: false, actions: STORED_ACTIONS[source] })),
    });
    const sections = [storedSection('recent', stored.recent), storedSection('favorite', stored.favorite)];
    return { kind: 'start', sections: sections.filter((section) => section.items.length > 0) };
  }
  if (!answer) return { kind: 'waiting' };
  if (answer.groups.length === 0) return { kind: 'no-results', query: answer.query };
  const sections = answer.groups.map((group, g) => ({
    name: String(g),
    title: group.lvl0,
    popup: 'listbox' as const,
    items: group.hits.map((hit) => ({
      id: `${idPrefix}hit-${hit.objectID}`,
      hit,
      source: 'hit' as const,
      child: hit.type !== 'lvl1' && Boolean(hit.__docsearch_parent),
      actions: [],
    })),
  }));
  return { kind: 'results', query: answer.query, nbHits: answer.nbHits, sections };
}

/** The options of a screen, in the order the arrow keys visit them. */
export function screenItems(screen: Screen): ListItem[] {
  return screen.kind === 'start' || screen.kind === 'results' ? screen.sections.flatMap((section) => section.items) : [];
}

export function sectionListId(idPrefix: string, section: HitSectionData): string {
  return `${idPrefix}list-${section.name}`;
}

/**
 * The id of an item's cell: 0 is the item itself (its option, or its link's grid cell), 1 and on its
 * action buttons' cells. The combobox names it with aria-activedescendant.
 */
export function cellId(item: ListItem, cell: number): string {
  return cell === 0 ? item.id : `${item.id}-${item.actions[cell - 1]}`;
}
