// The search modal's and search page's texts in the site's language: Docusaurus's translations of
// DocSearch's texts (theme-search-algolia's ids), with {count} and plural forms as Docusaurus fills
// them; a text Docusaurus has no id for stays English.
import { interpolateText, selectPluralMessage } from '../shared/interpolate.ts';
import type { ThemeTranslationId, ThemeTranslations } from '../shared/theme-translations.ts';
import { searchMessages, type SearchMessages } from './search-messages.ts';

export function translateSearchMessages(translations: ThemeTranslations, lang: string): SearchMessages {
  const text = (id: ThemeTranslationId, english: string) => translations[id] ?? english;
  const noResults = translations['theme.SearchModal.noResultsScreen.noResultsText'];
  const documentsFound = translations['theme.SearchPage.documentsFound.plurals'];
  const seeAll = translations['theme.SearchBar.seeAll'];
  return {
    ...searchMessages,
    placeholder: text('theme.SearchModal.placeholder', searchMessages.placeholder),
    inputLabel: text('theme.SearchModal.searchBox.searchInputLabel', searchMessages.inputLabel),
    dialogLabel: text('theme.SearchBar.label', searchMessages.dialogLabel),
    clearQuery: text('theme.SearchModal.searchBox.resetButtonTitle', searchMessages.clearQuery),
    cancel: text('theme.SearchModal.searchBox.cancelButtonText', searchMessages.cancel),
    noRecentSearches: text('theme.SearchModal.startScreen.noRecentSearchesText', searchMessages.noRecentSearches),
    recent: text('theme.SearchModal.startScreen.recentSearchesTitle', searchMessages.recent),
    favorite: text('theme.SearchModal.startScreen.favoriteSearchesTitle', searchMessages.favorite),
    saveSearch: text('theme.SearchModal.startScreen.saveRecentSearchButtonTitle', searchMessages.saveSearch),
    removeRecent: text('theme.SearchModal.startScreen.removeRecentSearchButtonTitle', searchMessages.removeRecent),
    removeFavorite: text('theme.SearchModal.startScreen.removeFavoriteSearchButtonTitle', searchMessages.removeFavorite),
    // DocSearch writes `{noResultsText} "<strong>{query}</strong>"`.
    noResultsBefore: noResults === undefined ? searchMessages.noResultsBefore : `${noResults} "`,
    trySearchingFor: text('theme.SearchModal.noResultsScreen.suggestedQueryText', searchMessages.trySearchingFor),
    missingResultsQuestion: text('theme.SearchModal.noResultsScreen.reportMissingResultsText', searchMessages.missingResultsQuestion),
    missingResultsLink: text('theme.SearchModal.noResultsScreen.reportMissingResultsLinkText', searchMessages.missingResultsLink),
    errorTitle: text('theme.SearchModal.errorScreen.titleText', searchMessages.errorTitle),
    errorHelp: text('theme.SearchModal.errorScreen.helpText', searchMessages.errorHelp),
    seeAll: (count) => (seeAll === undefined ? searchMessages.seeAll(count) : interpolateText(seeAll, { count })),
    enterKey: text('theme.SearchModal.footer.selectKeyAriaLabel', searchMessages.enterKey),
    arrowDown: text('theme.SearchModal.footer.navigateDownKeyAriaLabel', searchMessages.arrowDown),
    arrowUp: text('theme.SearchModal.footer.navigateUpKeyAriaLabel', searchMessages.arrowUp),
    escapeKey: text('theme.SearchModal.footer.closeKeyAriaLabel', searchMessages.escapeKey),
    toSelect: text('theme.SearchModal.footer.selectText', searchMessages.toSelect),
    toNavigate: text('theme.SearchModal.footer.navigateText', searchMessages.toNavigate),
    toClose: text('theme.SearchModal.footer.closeText', searchMessages.toClose),
    documentsFound: (count) =>
      documentsFound === undefined ? searchMessages.documentsFound(count) : selectPluralMessage(interpolateText(documentsFound, { count }), count, lang),
    noDocuments: text('theme.SearchPage.noResultsText', searchMessages.noDocuments),
    fetchingMore: text('theme.SearchPage.fetchingNewResults', searchMessages.fetchingMore),
  };
}
