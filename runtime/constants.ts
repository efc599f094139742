// Every number and storage key of the shell (spec §4 and §9; keys from DESIGN.md "Continuity").
// Search's numbers are in search/search-constants.ts, which only the lazy search chunks load.

/** Spec §9: below (and at) this width the mobile sidebar is used. */
export const MOBILE_BREAKPOINT_PX = 996;
/** Spec §9: a route change shows the progress bar after this long; the page spinner shows with it. */
export const PROGRESS_BAR_DELAY_MS = 200;

export const STORAGE_KEYS = {
  theme: 'theme',
  announcementDismiss: 'docusaurus.announcement.dismiss',
  announcementId: 'docusaurus.announcement.id',
  preferredVersion: 'docs-preferred-version-default',
} as const;

/** Spec §5, §9: the longest query (the navbar's search button hands it to the modal, which is another chunk). */
export const MAX_QUERY_LENGTH = 64;
