// The search page's results (its own chunk): the count, each hit with its highlighted title,
// breadcrumb and snippet, and 20 more each time the reader scrolls to the end of the list.
import { useEffect, useMemo, useRef, useState } from 'react';
import { SEARCH_PAGE_SNIPPET_WORDS, SEARCH_PAGE_TYPING_DELAY_MS } from './search-constants.ts';
import type { SearchHit } from '../shared/search-wire.ts';
import type { SiteData } from '../shared/types.ts';
import { searchParams } from './client.ts';
import { hitTrail, toSitePath } from './hits.ts';
import { HitText } from './Highlight.tsx';
import { useSearchClient } from './search-client-context.tsx';
import { searchMessagesFor } from './search-messages-context.ts';

export interface SearchResultsProps {
  site: SiteData;
  query: string;
}

interface Results {
  query: string;
  hits: SearchHit[];
  nbHits: number;
  nbPages: number;
  page: number;
}

export default function SearchResults({ site, query }: SearchResultsProps) {
  const t = useMemo(() => searchMessagesFor(site.translations, site.locale.lang), [site.translations, site.locale.lang]);
  const [results, setResults] = useState<Results | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const searchClient = useSearchClient(site.search);
  const loader = useRef<HTMLDivElement>(null);
  const first = useRef(true);

  const fetchPage = async (q: string, page: number): Promise<Results> => {
    const answer = await searchClient().search(searchParams(site, q, SEARCH_PAGE_SNIPPET_WORDS, { page }));
    return { query: q, hits: answer.hits, nbHits: answer.nbHits, nbPages: answer.nbPages, page: answer.page };
  };

  useEffect(() => {
    if (!query.trim()) {
      setResults(null);
      setError(null);
      return;
    }
    let current = true;
    // The address's query searches at once; typing waits for a pause.
    const delay = first.current ? 0 : SEARCH_PAGE_TYPING_DELAY_MS;
    first.current = false;
    const timer = window.setTimeout(() => {
      fetchPage(query, 0).then(
        (next) => {
          if (!current) return;
          setResults(next);
          setError(null);
        },
        (thrown: unknown) => {
          if (!current) return;
          // The reader sees the catalogue's words; the client's own message is for the console.
          console.error('Search failed:', thrown);
          setError(thrown instanceof Error ? thrown.message : String(thrown));
        },
      );
    }, delay);
    return () => {
      current = false;
      window.clearTimeout(timer);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- fetchPage reads only `site` (and its client, made once).
  }, [query, site]);

  // The next page loads when the loader at the end of the list comes into view.
  const hasMore = results !== null && results.page + 1 < results.nbPages;
  useEffect(() => {
    const element = loader.current;
    if (!hasMore || !element || loadingMore || !results) return;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry.isIntersecting) return;
        observer.disconnect();
        setLoadingMore(true);
        fetchPage(results.query, results.page + 1)
          .then((next) => setResults((previous) => (previous && previous.query === next.query ? { ...next, hits: [...previous.hits, ...next.hits] } : previous)))
          .catch((thrown: unknown) => setError(thrown instanceof Error ? thrown.message : String(thrown)))
          .finally(() => setLoadingMore(false));
      },
      { threshold: 1 },
    );
    observer.observe(element);
    return () => observer.disconnect();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- fetchPage reads only `site` (and its client, made once).
  }, [hasMore, loadingMore, results]);

  if (error) {
    return (
      <div className="search-page__error" role="alert">
        <p className="search-page__error-title">{t.errorTitle}</p>
        <p>{t.errorHelp}</p>
      </div>
    );
  }
  if (!results || !query.trim()) return <div className="search-page__results" aria-live="polite" />;
  return (
    <div className="search-page__results">
      <p className="search-page__count" aria-live="polite">
        {results.nbHits > 0 ? t.documentsFound(results.nbHits) : t.noDocuments}
      </p>
      {results.hits.map((hit) => {
        const { title, crumbs } = hitTrail(hit);
        return (
          <article key={hit.objectID} className="search-result">
            <h2 className="search-result__title">
              <a href={toSitePath(hit.url)}>
                <HitText hit={hit} attribute={title} snippet={false} />
              </a>
            </h2>
            {crumbs.length > 0 && (
              <div className="search-result__crumbs">
                <ul>
                  {crumbs.map((level) => (
                    <li key={level}>
                      <HitText hit={hit} attribute={level} snippet={false} />
                    </li>
                  ))}
                </ul>
              </div>
            )}
            {hit.content && (
              <p className="search-result__snippet">
                <HitText hit={hit} attribute="content" />
              </p>
            )}
          </article>
        );
      })}
      {hasMore && (
        <div ref={loader} className="search-page__loader" role="status">
          {t.fetchingMore}
        </div>
      )}
    </div>
  );
}
