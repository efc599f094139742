// Tabs with the same groupId switch together and remember the choice (Docusaurus key: docusaurus.tab.{groupId}).
import { useCallback, useSyncExternalStore } from 'react';
import { readStorage, writeStorage } from '../../storage.ts';

const listeners = new Set<() => void>();
const storageKey = (groupId: string) => `docusaurus.tab.${groupId}`;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => event.key?.startsWith('docusaurus.tab.') && listener();
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The stored choice of a tab group; null on the server and during hydration (the default shows). */
export function useTabChoice(groupId: string | undefined): [string | null, (value: string) => void] {
  const choice = useSyncExternalStore(
    subscribe,
    () => (groupId ? readStorage(storageKey(groupId)) : null),
    () => null,
  );
  const choose = useCallback(
    (value: string) => {
      if (!groupId) return;
      writeStorage(storageKey(groupId), value);
      listeners.forEach((l) => l());
    },
    [groupId],
  );
  return [choice, choose];
}

const queryListeners = new Set<() => void>();

function subscribeToQuery(listener: () => void): () => void {
  queryListeners.add(listener);
  window.addEventListener('popstate', listener);
  return () => {
    queryListeners.delete(listener);
    window.removeEventListener('popstate', listener);
  };
}

/**
 * The tab the address names under a query-string key (Docusaurus's `<Tabs queryString>`: React
 * Native's links to `?os=linux&platform=ios`); null on the server and during hydration (the default
 * shows). Choosing a tab writes it there, replacing the address as Docusaurus does.
 */
export function useQueryChoice(key: string | undefined): [string | null, (value: string) => void] {
  const choice = useSyncExternalStore(
    subscribeToQuery,
    () => (key ? new URLSearchParams(window.location.search).get(key) : null),
    () => null,
  );
  const choose = useCallback(
    (value: string) => {
      if (!key) return;
      const params = new URLSearchParams(window.location.search);
      params.set(key, value);
      window.history.replaceState(window.history.state, '', `${window.location.pathname}?${params.toString()}${window.location.hash}`);
      queryListeners.forEach((l) => l());
    },
    [key],
  );
  return [choice, choose];
}
