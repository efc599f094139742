// Text inside the XML files a build writes (the feeds, the sitemap): escaped as HTML text is, and
// without the characters XML 1.0 does not allow at all (control characters, U+FFFE, U+FFFF, lone
// surrogates). A post title holding one made its feed one that no reader parses.
import { escapeHtml } from './document.ts';

const NOT_XML = /[^\t\n\r\x20-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

export function xmlText(text: string): string {
  return escapeHtml(text.replace(NOT_XML, ''));
}

/** A site address for a sitemap's <loc> or a feed's link: its path percent-encoded, as a URL there must be. */
export function xmlUrl(siteUrl: string, path: string): string {
  let encoded: string;
  try {
    encoded = encodeURI(path);
  } catch {
    encoded = path; // a lone surrogate: xmlText leaves it out
  }
  return xmlText(siteUrl + encoded);
}
