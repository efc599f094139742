// The search client: algoliasearch's lite client, pointed at the configured hosts or, with none, at
// this site's own origin (the embedded endpoint of `devcenter serve`). Its transport gives the spec's
// timeouts (connect 1 s, read 2 s, write 30 s) and skips a failed host for 2 minutes.
import { liteClient } from 'algoliasearch/lite';
import { HIGHLIGHT_TAGS, SEARCH_TIMEOUTS_MS, SMALL_SCREEN_MAX_WIDTH_PX, SNIPPET_WORDS_SMALL_SCREEN } from './search-constants.ts';
import { parseSearchHost } from '../shared/search-host.ts';
import { endpointOrStaticRequester, staticRequester } from './search-requesters.ts';
import { HITS_PER_PAGE, LEVELS, SEARCHABLE_ATTRIBUTES, SNIPPET_ELLIPSIS, SNIPPET_WORDS, type SearchAnswer, type SearchParams } from '../shared/search-wire.ts';
import type { SiteData } from '../shared/types.ts';

/** What the modal and the search page ask of search; a test hands them a fake (search-client-context.tsx). */
export interface SearchClient {
  search(params: SearchParams): Promise<SearchAnswer>;
}

export type SearchSettings = SiteData['search'];

/**
 * Who answers (config search.mode): `hosted`, the configured hosts; `endpoint`, the site's own origin
 * (`devcenter serve`); `static`, the page, from the static index; `auto`, the hosts when there are
 * some, else the site's origin until it shows it has no endpoint, then the static index.
 */
function answeredBy(settings: SearchSettings): 'hosted' | 'endpoint' | 'static' | 'endpoint-or-static' {
  if (settings.mode !== 'auto') return settings.mode;
  return settings.hosts.length > 0 ? 'hosted' : 'endpoint-or-static';
}

/** Throws the client's own "`appId` is missing." / "`apiKey` is missing." (spec §5). */
export function createSearchClient(settings: SearchSettings): SearchClient {
  const by = answeredBy(settings);
  const origin = window.location.origin;
  const own = [{ url: window.location.host, protocol: window.location.protocol === 'https:' ? ('https' as const) : ('http' as const), accept: 'read' as const }];
  const hosts = by === 'hosted' ? settings.hosts.map((host) => parseSearchHost(host, 'read')) : own;
  const requester = by === 'static' ? staticRequester(settings.indexName, origin) : by === 'endpoint-or-static' ? endpointOrStaticRequester(settings.indexName, origin) : undefined;
  const client = liteClient(settings.appId, settings.apiKey, { hosts, timeouts: SEARCH_TIMEOUTS_MS, ...(requester ? { requester } : {}) });
  // The site's own endpoint is the only host: a first answer that comes late (a cold server) would
  // fail the search at once, so it gets one more try, which the client gives a longer timeout.
  const local = by !== 'hosted';
  return {
    async search(params) {
      const run = () => client.search({ requests: [{ indexName: settings.indexName, ...params }] });
      const { results } = await run().catch((error: unknown) => {
        if (!local) throw error;
        return run();
      });
      return results[0] as unknown as SearchAnswer;
    },
  };
}

/** Spec §2: results are filtered by language and docs version, exactly as Docusaurus does it. */
export function contextualFacetFilters(site: SiteData): (string | string[])[] | undefined {
  if (!site.search.contextualSearch) return undefined;
  return [`language:${site.locale.lang}`, ['docusaurus_tag:default', `docusaurus_tag:docs-default-${site.docsVersion.name}`]];
}

const ATTRIBUTES_TO_RETRIEVE = [...SEARCHABLE_ATTRIBUTES, 'type', 'url'];

/** Spec §9: snippets of 10 words, 5 on screens up to 768 px wide (checked once, when the modal opens). */
export function snippetLength(): number {
  return window.matchMedia(`(max-width: ${SMALL_SCREEN_MAX_WIDTH_PX}px)`).matches ? SNIPPET_WORDS_SMALL_SCREEN : SNIPPET_WORDS;
}

/**
 * From this many words a query reads as a question: its words are all optional (optionalWords, as
 * Algolia advises for natural-language queries), so the records holding most of them come first
 * and a page that words one of them differently still ranks, instead of only pages holding all.
 */
const QUESTION_WORDS = 4;

/** A question's words, sent as optionalWords; none for a shorter query. */
function questionWords(query: string): string[] | null {
  const words = query.trim().split(/\s+/).filter(Boolean);
  return words.length >= QUESTION_WORDS ? words : null;
}

/** The parameters of one request, as spec §7 lists them, and optionalWords for a question. */
export function searchParams(site: SiteData, query: string, words: number, extra: Record<string, unknown> = {}): SearchParams {
  const facetFilters = contextualFacetFilters(site);
  const optionalWords = questionWords(query);
  return {
    query,
    attributesToRetrieve: ATTRIBUTES_TO_RETRIEVE,
    attributesToSnippet: [...LEVELS.slice(1).map((level) => `hierarchy.${level}:${words}`), `content:${words}`],
    snippetEllipsisText: SNIPPET_ELLIPSIS,
    highlightPreTag: HIGHLIGHT_TAGS.pre,
    highlightPostTag: HIGHLIGHT_TAGS.post,
    hitsPerPage: HITS_PER_PAGE,
    clickAnalytics: site.search.insights,
    ...(facetFilters ? { facetFilters } : {}),
    ...(optionalWords ? { optionalWords } : {}),
    ...extra,
  };
}
