// The modal's query state machine: idle → loading → (after 300 ms) stalled → idle, or error. One
// request per input (the client caches answers); answers apply in order of their requests, never
// an older one over a newer.
import { useEffect, useRef, useState } from 'react';
import { STALL_THRESHOLD_MS } from '../search-constants.ts';
import type { SiteData } from '../../shared/types.ts';
import { searchParams, type SearchClient } from '../client.ts';
import { groupHits, type HitGroup } from '../hits.ts';

export type QueryStatus = 'idle' | 'loading' | 'stalled' | 'error';

export interface Answer {
  query: string;
  groups: HitGroup[];
  nbHits: number;
}

export interface QueryState {
  status: QueryStatus;
  /** The error's message, with status 'error'. */
  error: string | null;
  answer: Answer | null;
  /** The lvl0s of the answer that had the most of them: the no-results screen offers them. */
  suggestions: string[];
}

export interface SearchQueryInput {
  site: SiteData;
  query: string;
  /** Snippet length in words. */
  words: number;
  searchClient: () => SearchClient;
}

export function useSearchQuery({ site, query, words, searchClient }: SearchQueryInput): QueryState {
  const [status, setStatus] = useState<QueryStatus>('idle');
  const [error, setError] = useState<string | null>(null);
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [suggestions, setSuggestions] = useState<string[]>([]);
  const requestSeq = useRef(0);
  const appliedSeq = useRef(0);

  useEffect(() => {
    if (!query) {
      requestSeq.current++;
      setStatus('idle');
      setError(null);
      return;
    }
    const seq = ++requestSeq.current;
    setStatus('loading');
    const stall = window.setTimeout(() => {
      if (requestSeq.current === seq) setStatus('stalled');
    }, STALL_THRESHOLD_MS);
    let request: Promise<Answer>;
    try {
      request = searchClient()
        .search(searchParams(site, query, words))
        .then((result) => ({ query, groups: groupHits(result.hits, site.search.maxResultsPerGroup, result.queryID), nbHits: result.nbHits }));
    } catch (thrown) {
      request = Promise.reject(thrown as Error);
    }
    request
      .then((next) => {
        if (seq < appliedSeq.current) return;
        appliedSeq.current = seq;
        setAnswer(next);
        const lvl0s = next.groups.map((group) => group.lvl0).filter(Boolean);
        setSuggestions((previous) => (lvl0s.length > previous.length ? lvl0s : previous));
        if (requestSeq.current === seq) {
          setStatus('idle');
          setError(null);
        }
      })
      .catch((thrown: unknown) => {
        if (requestSeq.current !== seq) return;
        // Kept until the next input: unlike DocSearch 3.9, nothing resets it to idle (spec §8).
        setStatus('error');
        setError(thrown instanceof Error ? thrown.message : String(thrown));
      })
      .finally(() => window.clearTimeout(stall));
    return () => window.clearTimeout(stall);
  }, [query, site, words, searchClient]);

  return { status, error, answer, suggestions };
}
