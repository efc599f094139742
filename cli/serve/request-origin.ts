// Whether a request comes from a page of another site: what `devcenter dev` refuses on its search
// endpoint and event stream. Browsers name the page's origin in `Origin` on every POST and every
// cross-origin fetch; `Sec-Fetch-Site` says the same where `Origin` is left out.
import type { IncomingMessage } from 'node:http';

/** `ownOrigins` are lower-cased `http://host:port` values the server answers to. */
export function isForeignRequest(req: IncomingMessage, ownOrigins: ReadonlySet<string>): boolean {
  const origin = req.headers.origin;
  if (origin !== undefined) return !ownOrigins.has(origin.toLowerCase());
  // Another port of the same host is "same-site" but another origin.
  const site = req.headers['sec-fetch-site'];
  return site === 'cross-site' || site === 'same-site';
}

/**
 * Whether a page of another site had the browser fetch this (an image, a script, a fetch(), a frame),
 * rather than follow a link here: what `devcenter dev` refuses for its pages and files. Such a page cannot
 * read the answer, but could make the author's server render pages and read files (a large one of
 * static/, search-records.json) as often as it likes. Only `Sec-Fetch-Site` is read, so that a
 * request that sends none (curl, an older browser) is answered, and a page of another port of the
 * same host ("same-site", as isForeignRequest reads it) still loads them.
 */
export function isCrossSiteFetch(req: IncomingMessage): boolean {
  if (req.headers['sec-fetch-site'] !== 'cross-site') return false;
  // A link followed here is a navigation of the whole tab (dest document). An <iframe>, <object> or
  // <embed> of another site's page is a navigation too (dest iframe, object, embed), and as many of
  // them as that page likes, reloaded as often: they are fetches of that page, not a link followed.
  const dest = req.headers['sec-fetch-dest'];
  return req.headers['sec-fetch-mode'] !== 'navigate' || (dest !== undefined && dest !== 'document');
}
