// Spec §2: the page title delimiter is '|': "Page | Site", or just "Site" for an untitled page.
export const TITLE_DELIMITER = '|';

export function formatDocumentTitle(pageTitle: string, siteTitle: string): string {
  const title = pageTitle.trim();
  return !title || title === siteTitle ? siteTitle : `${title} ${TITLE_DELIMITER} ${siteTitle}`;
}
