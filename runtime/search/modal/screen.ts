// Which screen the modal shows, worked out as data before anything renders (DocSearch's
// ScreenState, in our words): the error, the stored searches, nothing yet, no results, or the
// results. The screen's hit sections also give the combobox its options and listbox ids.
import type { ModalHit } from '../hits.ts';
import { searchMessages as t } from '../search-messages.ts';
import type { StoredHit } from '../stored-searches.ts';
import type { Answer, QueryStatus } from './use-search-query.ts';

/** One option of a listbox: a hit of the answer, or a stored search on the start screen. */
export interface ListItem {
  id: string;
  hit: ModalHit | StoredHit;
  source: 'hit' | 'recent' | 'favorite';
  /** Shown indented under its page's hit. */
  child: boolean;
}

/** A titled listbox: the recent or favorite searches, or the hits of one lvl0. */
export interface HitSectionData {
  name: string;
  title: string;
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
}

export function pickScreen({ idPrefix, query, status, error, answer, stored }: ScreenInput): Screen {
  // Spec §8: the error stays until the next input.
  if (status === 'error') return { kind: 'error', message: error };
  if (!query) {
    const storedSection = (source: 'recent' | 'favorite', hits: StoredHit[]): HitSectionData => ({
      name: source,
      title: t[source],
      items: hits.map((hit) => ({ id: `${idPrefix}${source}-${hit.objectID}`, hit, source, child: false })),
    });
    const sections = [storedSection('recent', stored.recent), storedSection('favorite', stored.favorite)];
    return { kind: 'start', sections: sections.filter((section) => section.items.length > 0) };
  }
  if (!answer) return { kind: 'waiting' };
  if (answer.groups.length === 0) return { kind: 'no-results', query: answer.query };
  const sections = answer.groups.map((group, g) => ({
    name: String(g),
    title: group.lvl0,
    items: group.hits.map((hit) => ({
      id: `${idPrefix}hit-${hit.objectID}`,
      hit,
      source: 'hit' as const,
      child: hit.type !== 'lvl1' && Boolean(hit.__docsearch_parent),
    })),
  }));
  return { kind: 'results', query: answer.query, nbHits: answer.nbHits, sections };
}

/** The options of a screen, in the order the arrow keys visit them. */
export function screenItems(screen: Screen): ListItem[] {
  return screen.kind === 'start' || screen.kind === 'results' ? screen.sections.flatMap((section) => section.items) : [];
}

export function listboxId(idPrefix: string, section: HitSectionData): string {
  return `${idPrefix}list-${section.name}`;
}
