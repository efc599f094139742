// Every user-facing string of the shell (spec §8 and the reference site's texts), in one place: the
// English ones. A site in another language gets them from Docusaurus's translations instead
// (translated-messages.ts); components read them through useMessages().
import { createElement, Fragment, type ReactNode } from 'react';

export const messages = {
  notFoundTitle: 'Page Not Found',
  notFoundLead: 'We could not find what you were looking for.',
  notFoundHelp: 'Please contact the owner of the site that linked you to the original URL and let them know their link is broken.',
  pageCrashed: 'This page crashed.',
  tryAgain: 'Try again',
  retry: 'Retry',
  pageLoadFailed: 'This page could not be loaded. Check your connection, then try again.',
  toggleNavigationBar: 'Toggle navigation bar',
  closeNavigationBar: 'Close navigation bar',
  backToMainMenu: '← Back to main menu',
  closeAnnouncement: 'Close',
  colorModeName: (mode: ColorModeName) => `${mode} mode`,
  colorModeLabel: (mode: ColorModeName) => `Switch between dark and light mode (currently ${mode} mode)`,
  opensInNewTab: '(opens in new tab)',
  languages: 'Languages',
  docsSidebar: 'Docs sidebar',
  // Docusaurus's words for a linked category's caret (theme.DocSidebarItem.expand/collapseCategoryAriaLabel).
  expandSidebarCategory: (label: string) => `Expand sidebar category '${label}'`,
  collapseSidebarCategory: (label: string) => `Collapse sidebar category '${label}'`,
  showMoreSidebarItems: (count: number) => (count === 1 ? 'Show 1 more' : `Show ${count} more`),
  breadcrumbs: 'Breadcrumbs',
  homePage: 'Home page',
  docsPages: 'Docs pages',
  previous: 'Previous',
  next: 'Next',
  onThisPage: 'On this page',
  editThisPage: 'Edit this page',
  blogRecentPosts: 'Recent posts',
  blogTags: 'Tags',
  blogAllTags: 'View All Tags',
  blogNewer: 'Newer post',
  blogOlder: 'Older post',
  blogPostNavigation: 'Blog post page navigation',
  // Docusaurus's words for a list of posts cut into pages, and for the archive.
  blogListNavigation: 'Blog list page navigation',
  blogNewerEntries: 'Newer entries',
  blogReadMore: 'Read more',
  blogReadMoreAbout: (title: string) => `Read more about ${title}`,
  blogOlderEntries: 'Older entries',
  readingTime: (minutes: number) => (minutes === 1 ? 'One min read' : `${minutes} min read`),
  lastUpdated: (date: ReactNode): ReactNode => createElement(Fragment, null, 'Last updated on', ' ', date),
  mainNavigation: 'Main',
  copyCode: 'Copy code to clipboard',
  copied: 'Copied',
  copy: 'Copy',
  // An admonition's heading without a title of its own: its type, drawn upper-case (Docusaurus's English).
  admonitionTitle: (type: string) => type,
  headingLinkLabel: (heading: string) => `Direct link to ${heading}`,
  searchPageTitleEmpty: 'Search the documentation',
  searchPageTitle: (query: string) => `Search results for "${query}"`,
  searchPagePlaceholder: 'Type your search here',
  searchPageInputLabel: 'Search',
  searchButton: 'Search',
  searchButtonLabel: (apple: boolean) => (apple ? 'Search (Command+K)' : 'Search (Ctrl+K)'),
  skipToContent: 'Skip to main content',
  loading: 'Loading…',
} as const;

export type ColorModeName = 'dark' | 'light' | 'system';

/** The shell's texts, English or another language's. */
export type Messages = { readonly [K in keyof typeof messages]: (typeof messages)[K] extends (...args: infer A) => infer R ? (...args: A) => (R extends string ? string : R) : string };
