// The recent and favorite searches the start screen lists, kept in step with localStorage.
import { useState } from 'react';
import type { ModalHit } from '../hits.ts';
import { searchStores, type StoredHit } from '../stored-searches.ts';

export interface StoredSearches {
  stored: { recent: StoredHit[]; favorite: StoredHit[] };
  /** Spec §4: selecting a hit saves its parent (a page hit: itself) unless that one is a favorite. */
  remember(hit: ModalHit | StoredHit): void;
  /** A recent search becomes a favorite. */
  favor(hit: StoredHit): void;
  forget(hit: StoredHit, from: 'recent' | 'favorite'): void;
}

export function useStoredSearches(indexName: string): StoredSearches {
  // Made when the modal opens: the recent limit depends on whether there were favorites then.
  const [stores] = useState(() => searchStores(indexName));
  const [stored, setStored] = useState(() => ({ recent: stores.recent.getAll(), favorite: stores.favorite.getAll() }));
  const reread = () => setStored({ recent: stores.recent.getAll(), favorite: stores.favorite.getAll() });

  return {
    stored,
    remember(hit) {
      const search = hit.type === 'content' ? hit.__docsearch_parent : hit;
      if (!search || stores.favorite.getAll().some((favorite) => favorite.objectID === search.objectID)) return;
      stores.recent.add(search);
      setStored((s) => ({ ...s, recent: stores.recent.getAll() }));
    },
    favor(hit) {
      stores.favorite.add(hit);
      stores.recent.remove(hit);
      reread();
    },
    forget(hit, from) {
      stores[from].remove(hit);
      reread();
    },
  };
}
