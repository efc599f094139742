// The one place the modal and the search page get their search client from: by default the
// algoliasearch client of the site's settings; a test puts a fake in front of them with
// <SearchClientProvider value={() => fake}>. Only the lazy search chunks import this file.
import { createContext, useCallback, useContext, useRef } from 'react';
import { createSearchClient, type SearchClient, type SearchSettings } from './client.ts';

export type CreateSearchClient = (settings: SearchSettings) => SearchClient;

const SearchClientContext = createContext<CreateSearchClient>(createSearchClient);

export const SearchClientProvider = SearchClientContext.Provider;

/**
 * The client, made on first use: a missing application id or key (createSearchClient throws) is
 * then the first search's error, shown on the error screen, rather than a crash of the component.
 */
export function useSearchClient(settings: SearchSettings): () => SearchClient {
  const create = useContext(SearchClientContext);
  const client = useRef<SearchClient | null>(null);
  return useCallback(() => (client.current ??= create(settings)), [create, settings]);
}
