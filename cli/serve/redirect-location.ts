// The one place both servers build a Location header: a path on this origin, whatever the request said.
// A browser reads `//host/…` and `/\host/…` as another host, and drops tabs and newlines from a URL
// before reading it (`/<TAB>/host` becomes `//host`): a value that starts with one slash followed by
// an encoded segment can only be a path here.

/** `path` is a decoded site path (a clean route, a redirect route's target); `search` is `?…` as the URL parser left it, or ''. */
export function sameOriginLocation(path: string, search = ''): string {
  // Leading slashes, backslashes, spaces and control characters name no segment: they go.
  const segments = path.replace(/^[/\\\s\x00-\x1f\x7f]+/, '').split('/');
  return `/${segments.map(encodeSegment).join('/')}${encodeSearch(search)}`;
}

/** Every character that could end the segment or be dropped or reinterpreted by a browser is percent-encoded. */
function encodeSegment(segment: string): string {
  // encodeURI keeps `?` and `#` (they would cut the path) and throws on a lone surrogate.
  return encodeURI(wellFormed(segment)).replace(/[?#]/g, (c) => encodeURIComponent(c));
}

/** A query string as WHATWG URL serialises it is already encoded; anything else is encoded here. */
function encodeSearch(search: string): string {
  if (search === '' || search === '?') return '';
  const query = search.startsWith('?') ? search.slice(1) : search;
  return `?${wellFormed(query).replace(/[^\x21-\x7e]|#/gu, (c) => encodeURIComponent(c))}`;
}

/** A redirect target's `#anchor` as a Location may end with it (a browser keeps it), or '' for none. */
export function fragmentOf(anchor: string | undefined): string {
  if (anchor === undefined || anchor === '#') return '';
  return `#${wellFormed(anchor.slice(1)).replace(/[^\x21-\x7e]/gu, (c) => encodeURIComponent(c))}`;
}

/** Lone surrogates (which encodeURI refuses) become U+FFFD, as String.prototype.toWellFormed does. */
function wellFormed(text: string): string {
  return text.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');
}
