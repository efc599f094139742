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
