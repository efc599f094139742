// The search modal's and search page's texts: the spec's (§2, §8) and, where it is silent, DocSearch
// v3's defaults (reference/docsearch-v3.md §1, §7). Only the lazy search chunks import this file.

export const searchMessages = {
  placeholder: 'Search docs',
  inputLabel: 'Search',
  dialogLabel: 'Search',
  clearQuery: 'Clear the query',
  cancel: 'Cancel',
  loading: 'Loading results',
  noRecentSearches: 'No recent searches',
  recent: 'Recent',
  favorite: 'Favorite',
  saveSearch: 'Save this search',
  removeRecent: 'Remove this search from history',
  removeFavorite: 'Remove this search from favorites',
  storedSearchKeys: 'Right and left arrow keys reach the buttons of a search; Delete removes it.',
  arrowRight: 'Arrow right',
  arrowLeft: 'Arrow left',
  toReachActions: 'for actions',
  noResultsBefore: 'No results for "',
  noResultsAfter: '"',
  trySearchingFor: 'Try searching for',
  missingResultsQuestion: 'Believe this query should return results?',
  missingResultsLink: 'Let us know.',
  errorTitle: 'Unable to fetch results',
  errorHelp: 'You might want to check your network connection.',
  seeAll: (count: number) => `See all ${count} results`,
  enterKey: 'Enter key',
  arrowDown: 'Arrow down',
  arrowUp: 'Arrow up',
  escapeKey: 'Escape key',
  toSelect: 'to select',
  toNavigate: 'to navigate',
  toClose: 'to close',
  documentsFound: (count: number) => (count === 1 ? 'One document found' : `${count} documents found`),
  noDocuments: 'No results were found',
  fetchingMore: 'Fetching new results...',
} as const;

/** The search's texts, English or another language's (translated-search-messages.ts). */
export type SearchMessages = { readonly [K in keyof typeof searchMessages]: (typeof searchMessages)[K] extends (...args: infer A) => string ? (...args: A) => string : string };
