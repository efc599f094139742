// The theme's words in the site's language, as Docusaurus keys them (@docusaurus/theme-translations'
// locales/<locale>/theme-common.json and theme-search-algolia.json, a site's i18n/<locale>/code.json
// over them). The build puts on a page only these ids' messages, of the site's one language; an
// English site without a code.json gets none, and the shell keeps the spec's words (messages.ts).

/** Every Docusaurus id the shell and the search modal write a text under. */
export const THEME_TRANSLATION_IDS = [
  'theme.NotFound.title',
  'theme.NotFound.p1',
  'theme.NotFound.p2',
  'theme.ErrorPageContent.title',
  'theme.ErrorPageContent.tryAgain',
  'theme.docs.sidebar.toggleSidebarButtonAriaLabel',
  'theme.docs.sidebar.closeSidebarButtonAriaLabel',
  'theme.navbar.mobileSidebarSecondaryMenu.backButtonLabel',
  'theme.AnnouncementBar.closeButtonAriaLabel',
  'theme.colorToggle.ariaLabel',
  'theme.colorToggle.ariaLabel.mode.dark',
  'theme.colorToggle.ariaLabel.mode.light',
  'theme.colorToggle.ariaLabel.mode.system',
  'theme.IconExternalLink.ariaLabel',
  'theme.navbar.mobileLanguageDropdown.label',
  'theme.docs.sidebar.navAriaLabel',
  'theme.DocSidebarItem.expandCategoryAriaLabel',
  'theme.DocSidebarItem.collapseCategoryAriaLabel',
  'theme.docs.breadcrumbs.navAriaLabel',
  'theme.docs.breadcrumbs.home',
  'theme.docs.paginator.navAriaLabel',
  'theme.docs.paginator.previous',
  'theme.docs.paginator.next',
  'theme.TOCCollapsible.toggleButtonLabel',
  'theme.common.editThisPage',
  'theme.tags.tagsPageTitle',
  'theme.tags.tagsPageLink',
  'theme.blog.post.paginator.newerPost',
  'theme.blog.post.paginator.olderPost',
  'theme.blog.post.paginator.navAriaLabel',
  'theme.blog.paginator.navAriaLabel',
  'theme.blog.paginator.newerEntries',
  'theme.blog.paginator.olderEntries',
  'theme.blog.post.readMore',
  'theme.blog.post.readMoreLabel',
  'theme.blog.post.readingTime.plurals',
  'theme.lastUpdated.lastUpdatedAtBy',
  'theme.lastUpdated.atDate',
  'theme.NavBar.navAriaLabel',
  'theme.CodeBlock.copyButtonAriaLabel',
  'theme.CodeBlock.copied',
  'theme.CodeBlock.copy',
  'theme.common.skipToMainContent',
  'theme.SearchBar.label',
  'theme.SearchBar.seeAll',
  'theme.SearchPage.emptyResultsTitle',
  'theme.SearchPage.existingResultsTitle',
  'theme.SearchPage.inputPlaceholder',
  'theme.SearchPage.inputLabel',
  'theme.SearchPage.documentsFound.plurals',
  'theme.SearchPage.noResultsText',
  'theme.SearchPage.fetchingNewResults',
  'theme.SearchModal.placeholder',
  'theme.SearchModal.searchBox.searchInputLabel',
  'theme.SearchModal.searchBox.resetButtonTitle',
  'theme.SearchModal.searchBox.cancelButtonText',
  'theme.SearchModal.startScreen.noRecentSearchesText',
  'theme.SearchModal.startScreen.recentSearchesTitle',
  'theme.SearchModal.startScreen.favoriteSearchesTitle',
  'theme.SearchModal.startScreen.saveRecentSearchButtonTitle',
  'theme.SearchModal.startScreen.removeRecentSearchButtonTitle',
  'theme.SearchModal.startScreen.removeFavoriteSearchButtonTitle',
  'theme.SearchModal.noResultsScreen.noResultsText',
  'theme.SearchModal.noResultsScreen.suggestedQueryText',
  'theme.SearchModal.noResultsScreen.reportMissingResultsText',
  'theme.SearchModal.noResultsScreen.reportMissingResultsLinkText',
  'theme.SearchModal.errorScreen.titleText',
  'theme.SearchModal.errorScreen.helpText',
  'theme.SearchModal.footer.selectKeyAriaLabel',
  'theme.SearchModal.footer.selectText',
  'theme.SearchModal.footer.navigateDownKeyAriaLabel',
  'theme.SearchModal.footer.navigateUpKeyAriaLabel',
  'theme.SearchModal.footer.navigateText',
  'theme.SearchModal.footer.closeKeyAriaLabel',
  'theme.SearchModal.footer.closeText',
] as const;

export type ThemeTranslationId = (typeof THEME_TRANSLATION_IDS)[number];

/** The site's language's message for some of those ids (the others keep the spec's English). */
export type ThemeTranslations = Partial<Record<ThemeTranslationId, string>>;

/** The not-found page's title, which the build writes in its <title> and the router on a client-side change to it. */
export function notFoundTitle(translations: ThemeTranslations | undefined): string {
  return translations?.['theme.NotFound.title'] ?? 'Page Not Found';
}
