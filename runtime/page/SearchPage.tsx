// The /search page frame: title, input bound to ?q=. Results arrive with the search UI.
import { useEffect, useState } from 'react';
import { messages } from '../messages.ts';

export function SearchPage() {
  const [query, setQuery] = useState('');
  useEffect(() => {
    setQuery(new URLSearchParams(window.location.search).get('q') ?? '');
  }, []);
  useEffect(() => {
    const url = new URL(window.location.href);
    if (query) url.searchParams.set('q', query);
    else url.searchParams.delete('q');
    if (url.href !== window.location.href) window.history.replaceState(window.history.state, '', url);
  }, [query]);
  return (
    <main id="main" className="container search-page">
      <h1>{query ? messages.searchPageTitle(query) : messages.searchPageTitleEmpty}</h1>
      <form className="search-page__form" onSubmit={(e) => e.preventDefault()}>
        <input
          type="search"
          name="q"
          className="search-page__input"
          placeholder={messages.searchPagePlaceholder}
          aria-label={messages.searchPageInputLabel}
          value={query}
          maxLength={64}
          onChange={(e) => setQuery(e.target.value)}
          autoComplete="off"
        />
      </form>
      <div className="search-page__results" aria-live="polite" />
    </main>
  );
}
