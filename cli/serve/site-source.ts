// What the URL policy (site-requests.ts) asks of a site, whether it is a built output folder on disk
// (`devcenter serve`) or the site `devcenter dev` holds in memory.

/**
 * How long a client may keep a file: `immutable` for names that carry their content's hash, `revalidate`
 * for files asked for again on each use (answered with 304 when the source gives an ETag), `never` for
 * what must not be kept at all (dev's pages, which change with every save).
 */
export type Freshness = 'immutable' | 'revalidate' | 'never';

export interface SiteFile {
  /** The site path it is served as: its extension names its content type (`/docs/start/index.html`). */
  name: string;
  body: Buffer;
  freshness: Freshness;
  /** A validator for If-None-Match, when the source has one. */
  etag?: string;
  /** Its gzip, made on the first request that takes it; a source that keeps its files keeps this too. */
  gzipped?: Buffer;
  /** Its Brotli, the same way (response-encoding.ts); a promise while it is being made off the main thread. */
  brotli?: Buffer | Promise<Buffer | null>;
}

export interface SiteSource {
  /** The HTML of the route at `routePath`, or null when no page has that route (redirects and the not-found route have none). */
  page(routePath: string): Promise<SiteFile | null>;
  /** The file at a decoded site path (an asset, page data, a sidebar, a file of static/…), or null. */
  file(sitePath: string): Promise<SiteFile | null>;
  /** Redirect routes and their targets. */
  redirects(): Record<string, string>;
  /** The page answered with status 404, or null when the site has none. */
  notFoundPage(): Promise<SiteFile | null>;
  /** Headers sent with every file of the site (the build's Content-Security-Policy); none in dev. */
  responseHeaders(): [string, string][];
}
