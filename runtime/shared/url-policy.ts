// The one URL policy for content: which addresses a page may link to or load, at build and at render.

/** Schemes a link in content may use; any other scheme (javascript:, vbscript:, data:, file:, …) is refused. */
export const SAFE_LINK_SCHEMES = ['http', 'https', 'mailto', 'tel'] as const;

/**
 * Pictures an `<img src>` may embed inline. A raster image shown by an `<img>` runs nothing; SVG is
 * left out (opened on its own, as a document, it may hold script).
 */
const SAFE_IMAGE_DATA = /^data:image\/(?:png|gif|jpeg|webp)[;,]/;

/** Where a URL appears: an image source may also be an inline raster picture; a frame loads only https:. */
export type UrlUse = 'link' | 'image' | 'frame';

// What a browser's URL parser drops before it reads a scheme (WHATWG URL §4.4 "basic URL parser"):
// leading and trailing C0 controls and spaces, and every tab, line feed and carriage return.
const EDGE_CONTROLS = /^[\u0000-\u0020]+|[\u0000-\u0020]+$/g;
const TAB_OR_NEWLINE = /[\t\n\r]/g;
const SCHEME = /^([a-zA-Z][a-zA-Z0-9+.-]*):/;

/** The URL as the browser will read it: the bytes it ignores removed, the scheme lower-cased. */
export function normalizeUrl(url: string): string {
  const cleaned = url.replace(EDGE_CONTROLS, '').replace(TAB_OR_NEWLINE, '');
  return cleaned.replace(SCHEME, (_, scheme: string) => `${scheme.toLowerCase()}:`);
}

/** The scheme the browser will see ("javascript", "https", …), or null for a relative URL. */
export function urlScheme(url: string): string | null {
  return SCHEME.exec(normalizeUrl(url))?.[1] ?? null;
}

/** True when content may use this URL: relative, or one of the safe schemes (and raster `data:` pictures for images). */
export function isSafeUrl(url: string, use: UrlUse = 'link'): boolean {
  const normalized = normalizeUrl(url);
  const scheme = SCHEME.exec(normalized)?.[1];
  // A page of another site only: relative and http: addresses would frame this site or travel in the clear.
  if (use === 'frame') return scheme === 'https';
  if (scheme === undefined) return true;
  if (scheme === 'pathname') return pathnameTarget(normalized) !== null;
  if ((SAFE_LINK_SCHEMES as readonly string[]).includes(scheme)) return true;
  return use === 'image' && SAFE_IMAGE_DATA.test(normalized.toLowerCase());
}

/**
 * Docusaurus's `pathname:///x`: "the path /x of this site, loaded by the browser, not the router"
 * (a static file, a page the site's router does not know). The build turns it into `/x`; a path
 * that would leave the site (`pathname:////other.example`) has no target.
 */
export function pathnameTarget(url: string): string | null {
  const normalized = normalizeUrl(url);
  if (!/^pathname:\/\//.test(normalized)) return null;
  const path = normalized.slice('pathname://'.length);
  return path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\') ? path : null;
}

/** The URLs of a `srcset` ("a.png 1x, b.png 2x"): each candidate's address, without its descriptor. */
export function srcsetUrls(srcset: string): string[] {
  return srcset
    .split(',')
    .map((candidate) => candidate.trim().split(/\s+/)[0])
    .filter((url): url is string => Boolean(url));
}

/** The props whose value is a URL (React names, and `to` of our components), and how each is used. */
export const URL_PROPS: Readonly<Record<string, UrlUse>> = {
  href: 'link',
  to: 'link',
  cite: 'link',
  src: 'image',
  poster: 'image',
  srcSet: 'image',
};

/** True when a URL-valued prop's value passes the policy (every candidate of a `srcSet`); an iframe's `src` is a frame. */
export function isSafeUrlProp(prop: string, value: string, element?: string): boolean {
  const use = element === 'iframe' && prop === 'src' ? 'frame' : URL_PROPS[prop];
  if (!use) return true;
  const urls = prop === 'srcSet' ? srcsetUrls(value) : [value];
  return urls.every((url) => isSafeUrl(url, use));
}
