// Every number of search (spec §9) that only the browser needs. Only the lazy search chunks import
// this file: esbuild shares code between chunks a whole module at a time, so importing it from the
// main bundle would move all of it into every page's JavaScript. MAX_QUERY_LENGTH, which the navbar's
// button needs too, is in ../constants.ts; the numbers the build must agree with (hits per page,
// snippet words, the levels) are the wire contract's, in ../shared/search-wire.ts.

/** Spec §9: the search client's timeouts. */
export const SEARCH_TIMEOUTS_MS = { connect: 1000, read: 2000, write: 30000 } as const;
/** Spec §9: a search request still out after this long shows the loading indicator. */
export const STALL_THRESHOLD_MS = 300;
/** Spec §9: on screens up to this wide, snippets are SNIPPET_WORDS_SMALL_SCREEN words long. */
export const SMALL_SCREEN_MAX_WIDTH_PX = 768;
export const SNIPPET_WORDS_SMALL_SCREEN = 5;
/** The markup search answers may hold: the runtime asks for these tags and renders only them. */
export const HIGHLIGHT_TAGS = { pre: '<mark>', post: '</mark>' } as const;
/** The no-results screen suggests at most this many sections, as DocSearch does. */
export const MAX_SUGGESTIONS = 3;
/** Spec §9: recent searches kept, fewer once there are favorites; favorites kept. */
export const RECENT_LIMIT = 7;
export const RECENT_LIMIT_WITH_FAVORITES = 4;
export const FAVORITE_LIMIT = 10;
/** The search page waits for a pause in typing this long before searching, as Docusaurus's does. */
export const SEARCH_PAGE_TYPING_DELAY_MS = 300;
/** The search page's snippets are longer than the modal's: it has the room. */
export const SEARCH_PAGE_SNIPPET_WORDS = 20;
