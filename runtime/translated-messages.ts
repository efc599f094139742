// The shell's texts in the site's language: each one Docusaurus's theme writes is its translation
// (ThemeTranslations, from the build), under Docusaurus's id, with its placeholders filled as
// translate() fills them; a text without a translation, or one Docusaurus has no id for, stays English.
// React and its JSX runtime both, as the components import them: esbuild then keeps the two in the one
// chunk the main bundle loads (a chunk importing only one of them split them, one more file to load).
import { Fragment, type ReactNode } from 'react';
import { jsxs } from 'react/jsx-runtime';
import type { ColorModeName, Messages } from './messages.ts';
import { interpolateParts, interpolateText, selectPluralMessage } from './shared/interpolate.ts';
import type { ThemeTranslationId, ThemeTranslations } from './shared/theme-translations.ts';

/** `messages`: the English texts, for the ones without a translation (passed in, so that this lazy chunk shares no module with the main one). */
export function translateMessages(messages: Messages, translations: ThemeTranslations, lang: string): Messages {
  const text = (id: ThemeTranslationId, english: string) => translations[id] ?? english;
  const withValues = (id: ThemeTranslationId, english: string, values: Record<string, string | number>) => interpolateText(translations[id] ?? english, values);
  const colorModeName = (mode: ColorModeName) => text(`theme.colorToggle.ariaLabel.mode.${mode}`, messages.colorModeName(mode));
  const lastUpdatedAtBy = translations['theme.lastUpdated.lastUpdatedAtBy'];
  const atDate = translations['theme.lastUpdated.atDate'];
  return {
    ...messages,
    notFoundTitle: text('theme.NotFound.title', messages.notFoundTitle),
    notFoundLead: text('theme.NotFound.p1', messages.notFoundLead),
    notFoundHelp: text('theme.NotFound.p2', messages.notFoundHelp),
    pageCrashed: text('theme.ErrorPageContent.title', messages.pageCrashed),
    tryAgain: text('theme.ErrorPageContent.tryAgain', messages.tryAgain),
    toggleNavigationBar: text('theme.docs.sidebar.toggleSidebarButtonAriaLabel', messages.toggleNavigationBar),
    closeNavigationBar: text('theme.docs.sidebar.closeSidebarButtonAriaLabel', messages.closeNavigationBar),
    backToMainMenu: text('theme.navbar.mobileSidebarSecondaryMenu.backButtonLabel', messages.backToMainMenu),
    closeAnnouncement: text('theme.AnnouncementBar.closeButtonAriaLabel', messages.closeAnnouncement),
    colorModeName,
    colorModeLabel: (mode) =>
      translations['theme.colorToggle.ariaLabel'] === undefined ? messages.colorModeLabel(mode) : withValues('theme.colorToggle.ariaLabel', '', { mode: colorModeName(mode) }),
    opensInNewTab: text('theme.IconExternalLink.ariaLabel', messages.opensInNewTab),
    languages: text('theme.navbar.mobileLanguageDropdown.label', messages.languages),
    docsSidebar: text('theme.docs.sidebar.navAriaLabel', messages.docsSidebar),
    expandSidebarCategory: (label) => withValues('theme.DocSidebarItem.expandCategoryAriaLabel', messages.expandSidebarCategory('{label}'), { label }),
    collapseSidebarCategory: (label) => withValues('theme.DocSidebarItem.collapseCategoryAriaLabel', messages.collapseSidebarCategory('{label}'), { label }),
    breadcrumbs: text('theme.docs.breadcrumbs.navAriaLabel', messages.breadcrumbs),
    homePage: text('theme.docs.breadcrumbs.home', messages.homePage),
    docsPages: text('theme.docs.paginator.navAriaLabel', messages.docsPages),
    previous: text('theme.docs.paginator.previous', messages.previous),
    next: text('theme.docs.paginator.next', messages.next),
    onThisPage: text('theme.TOCCollapsible.toggleButtonLabel', messages.onThisPage),
    editThisPage: text('theme.common.editThisPage', messages.editThisPage),
    blogTags: text('theme.tags.tagsPageTitle', messages.blogTags),
    blogAllTags: text('theme.tags.tagsPageLink', messages.blogAllTags),
    blogNewer: text('theme.blog.post.paginator.newerPost', messages.blogNewer),
    blogOlder: text('theme.blog.post.paginator.olderPost', messages.blogOlder),
    blogPostNavigation: text('theme.blog.post.paginator.navAriaLabel', messages.blogPostNavigation),
    blogListNavigation: text('theme.blog.paginator.navAriaLabel', messages.blogListNavigation),
    blogNewerEntries: text('theme.blog.paginator.newerEntries', messages.blogNewerEntries),
    blogOlderEntries: text('theme.blog.paginator.olderEntries', messages.blogOlderEntries),
    blogReadMore: text('theme.blog.post.readMore', messages.blogReadMore),
    readingTime: (minutes) => {
      const plurals = translations['theme.blog.post.readingTime.plurals'];
      return plurals === undefined ? messages.readingTime(minutes) : selectPluralMessage(interpolateText(plurals, { readingTime: minutes }), minutes, lang);
    },
    blogReadMoreAbout: (title) => withValues('theme.blog.post.readMoreLabel', messages.blogReadMoreAbout('{title}'), { title }),
    // Docusaurus's "Last updated{atDate}{byUser}", its atDate " on {date}" (no author is shown here).
    lastUpdated: (date) =>
      lastUpdatedAtBy === undefined && atDate === undefined
        ? messages.lastUpdated(date)
        : fragment(interpolateParts<ReactNode>(lastUpdatedAtBy ?? 'Last updated{atDate}{byUser}', { atDate: fragment(interpolateParts<ReactNode>(atDate ?? ' on {date}', { date })), byUser: '' })),
    mainNavigation: text('theme.NavBar.navAriaLabel', messages.mainNavigation),
    copyCode: text('theme.CodeBlock.copyButtonAriaLabel', messages.copyCode),
    copied: text('theme.CodeBlock.copied', messages.copied),
    copy: text('theme.CodeBlock.copy', messages.copy),
    headingLinkLabel: (heading) => withValues('theme.common.headingLinkTitle', messages.headingLinkLabel('{heading}'), { heading }),
    admonitionTitle: (type) => (ADMONITION_IDS.has(type) ? text(`theme.admonition.${type}` as ThemeTranslationId, type) : messages.admonitionTitle(type)),
    searchPageTitleEmpty: text('theme.SearchPage.emptyResultsTitle', messages.searchPageTitleEmpty),
    searchPageTitle: (query) => withValues('theme.SearchPage.existingResultsTitle', messages.searchPageTitle('{query}'), { query }),
    searchPagePlaceholder: text('theme.SearchPage.inputPlaceholder', messages.searchPagePlaceholder),
    searchPageInputLabel: text('theme.SearchPage.inputLabel', messages.searchPageInputLabel),
    searchButton: text('theme.SearchBar.label', messages.searchButton),
    // Docusaurus labels DocSearch's button with the same words it shows.
    searchButtonLabel: (apple) => translations['theme.SearchBar.label'] ?? messages.searchButtonLabel(apple),
    skipToContent: text('theme.common.skipToMainContent', messages.skipToContent),
  };
}

const ADMONITION_IDS: ReadonlySet<string> = new Set(['note', 'tip', 'info', 'warning', 'danger', 'caution']);

const fragment = (children: ReactNode[]): ReactNode => jsxs(Fragment, { children });
