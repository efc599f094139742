// Recent and favorite searches in localStorage, under DocSearch's keys so readers keep theirs
// (reference: docsearch-v3.md §6). Items are stored without highlight and snippet data.
import { LEVELS, type RecordType, type SearchHit } from '../shared/search-wire.ts';
import { FAVORITE_LIMIT, RECENT_LIMIT, RECENT_LIMIT_WITH_FAVORITES } from './search-constants.ts';
import type { ModalHit } from './hits.ts';

export type StoredHit = Omit<ModalHit, '_highlightResult' | '_snippetResult'>;

export interface SearchStore {
  getAll(): StoredHit[];
  add(item: ModalHit | StoredHit): void;
  remove(item: StoredHit): void;
}

/** DocSearch probes storage once; when it is unusable nothing is remembered. */
function usableStorage(): Storage | null {
  try {
    const key = '__TEST_KEY__';
    window.localStorage.setItem(key, '');
    window.localStorage.removeItem(key);
    return window.localStorage;
  } catch {
    return null;
  }
}

function read(storage: Storage, key: string): StoredHit[] {
  try {
    const value = JSON.parse(storage.getItem(key) ?? '[]') as unknown;
    return Array.isArray(value) ? value.map((item) => storedHitOf(item, true)).filter((item): item is StoredHit => item !== null) : [];
  } catch {
    return [];
  }
}

const RECORD_TYPES = new Set<unknown>([...LEVELS.slice(1), 'content']);

/**
 * Whether a stored URL is a path of this site the router can follow: another site's page, another
 * scheme (`javascript:`) or a path that does not decode is none.
 */
function isSitePath(url: string): boolean {
  if (!url.startsWith('/') || url.startsWith('//') || url.includes('\\')) return false;
  try {
    decodeURI(url);
    return new URL(url, 'https://site.invalid').origin === 'https://site.invalid';
  } catch {
    return false;
  }
}

/**
 * A stored item read again as this page stores one, or null. The keys are DocSearch's, which other
 * pages of the origin (another site on the same host, another DocSearch) may write: an item is taken
 * only in the shape ours have, rebuilt from its known fields, so no stored value can make the modal
 * misread it (a heading that is an object, a type named `__proto__`, a URL leading off the site).
 */
function storedHitOf(value: unknown, withParent: boolean): StoredHit | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const item = value as Record<string, unknown>;
  const { objectID, url, type, content } = item;
  if (typeof objectID !== 'string' || typeof url !== 'string' || !isSitePath(url) || !RECORD_TYPES.has(type)) return null;
  if (content !== undefined && content !== null && typeof content !== 'string') return null;
  const written = item.hierarchy;
  if (typeof written !== 'object' || written === null || Array.isArray(written)) return null;
  const hierarchy: SearchHit['hierarchy'] = {};
  for (const level of LEVELS) {
    const heading = Object.hasOwn(written, level) ? (written as Record<string, unknown>)[level] : undefined;
    if (heading === undefined) continue;
    if (heading !== null && typeof heading !== 'string') return null;
    hierarchy[level] = heading;
  }
  const parent = withParent && item.__docsearch_parent ? storedHitOf(item.__docsearch_parent, false) : null;
  return { objectID, url, type: type as RecordType, content: content ?? null, hierarchy, __docsearch_parent: parent as ModalHit | null };
}

export function createStore(key: string, limit: number): SearchStore {
  const storage = usableStorage();
  let items = storage ? read(storage, key).slice(0, limit) : [];
  const save = () => {
    try {
      storage?.setItem(key, JSON.stringify(items));
    } catch {
      // Quota or privacy mode: the list lasts for this page.
    }
  };
  return {
    getAll: () => items,
    add(item) {
      const { _highlightResult: _h, _snippetResult: _s, ...plain } = item as ModalHit;
      items = [plain, ...items.filter((x) => x.objectID !== plain.objectID)].slice(0, limit);
      save();
    },
    remove(item) {
      items = items.filter((x) => x.objectID !== item.objectID);
      save();
    },
  };
}

export function searchStores(indexName: string): { recent: SearchStore; favorite: SearchStore } {
  const favorite = createStore(`__DOCSEARCH_FAVORITE_SEARCHES__${indexName}`, FAVORITE_LIMIT);
  // The recent limit is fixed when the modal opens: a favorite added now lowers it next time.
  const recentLimit = favorite.getAll().length > 0 ? RECENT_LIMIT_WITH_FAVORITES : RECENT_LIMIT;
  return { recent: createStore(`__DOCSEARCH_RECENT_SEARCHES__${indexName}`, recentLimit), favorite };
}
