// Recent and favorite searches in localStorage, under DocSearch's keys so readers keep theirs
// (reference: docsearch-v3.md §6). Items are stored without highlight and snippet data.
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
    return Array.isArray(value) ? value.filter((item): item is StoredHit => typeof item?.objectID === 'string' && typeof item?.url === 'string') : [];
  } catch {
    return [];
  }
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
