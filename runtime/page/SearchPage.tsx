// The /search page: title and input bound to ?q= here; the results are the search chunk's, loaded
// once the page is in the browser (reference: docsearch-v3.md §7).
import { useEffect, useState, type ComponentType } from 'react';
import { MAX_QUERY_LENGTH } from '../constants.ts';
import { useMessages } from '../messages-context.ts';
import type { SearchResultsProps } from '../search/SearchResults.tsx';
import { useHydrated } from '../shell/hydrated.tsx';
import { useShell } from '../shell/shell-context.tsx';
import { formatDocumentTitle } from '../shared/title.ts';
import { MAIN_ID } from '../shared/reserved-names.ts';

/** ?q= as the input takes it: cut to the query's length, as typing it would be (a longer one was refused by the endpoint as a network error). */
function queryOf(search: string): string {
  return (new URLSearchParams(search).get('q') ?? '').slice(0, MAX_QUERY_LENGTH);
}

export function SearchPage() {
  const messages = useMessages();
  const { site, search } = useShell();
  const hydrated = useHydrated();
  const [query, setQuery] = useState('');
  const [Results, setResults] = useState<ComponentType<SearchResultsProps> | null>(null);
  const [loadError, setLoadError] = useState(false);

  // The address is the source of the query: on arrival, and when a link changes ?q= on this page.
  useEffect(() => setQuery(queryOf(search)), [search]);
  useEffect(() => {
    if (!hydrated) return;
    import('../search/SearchResults.tsx').then(
      (module) => setResults(() => module.default),
      () => setLoadError(true),
    );
  }, [hydrated]);
  useEffect(() => {
    const url = new URL(window.location.href);
    if (query) url.searchParams.set('q', query);
    else url.searchParams.delete('q');
    if (url.href !== window.location.href) window.history.replaceState(window.history.state, '', url);
    document.title = formatDocumentTitle(query ? messages.searchPageTitle(query) : messages.searchPageTitleEmpty, site.title);
  }, [query, site.title]);

  return (
    <main id={MAIN_ID} className="container search-page">
      <h1>{query ? messages.searchPageTitle(query) : messages.searchPageTitleEmpty}</h1>
      <form className="search-page__form" role="search" onSubmit={(e) => e.preventDefault()}>
        <input
          type="search"
          name="q"
          className="search-page__input"
          placeholder={messages.searchPagePlaceholder}
          aria-label={messages.searchPageInputLabel}
          value={query}
          maxLength={MAX_QUERY_LENGTH}
          onChange={(e) => setQuery(e.target.value)}
          autoComplete="off"
          autoFocus
        />
      </form>
      {Results ? <Results site={site} query={query} /> : loadError ? <p role="alert">{messages.loading}</p> : null}
    </main>
  );
}
