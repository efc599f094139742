// The site `devcenter dev` holds in memory, as the URL policy (cli/serve/site-requests.ts) asks for
// it: pages and page data rendered on request, sidebars, the runtime bundle, and the files of static/
// a build would publish (read from disk, never from outside static/).
import { createHash } from 'node:crypto';
import { staticIndexFiles } from '../search/static-index.ts';
import { STATIC_INDEX_FOLDER } from '../search/static-format.ts';
import { usesStaticIndex } from '../render/static-index-output.ts';
import type { SearchRecord } from '../../runtime/shared/search-wire.ts';
import { redirectPageJson } from '../render/router-data.ts';
import { readRegularFile } from './regular-file.ts';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { ASSETS_PATH, FAVICON_PATH, NOT_FOUND_HTML_FILE, NOT_FOUND_ROUTE, REDIRECTS_PATH, routeHtmlFile, routeOfPageData, SEARCH_RECORDS_PATH, sidebarIdOf, sidebarPartOf } from '../../runtime/shared/site-urls.ts';
import { realFolder, realPathInside } from '../serve/inside-folder.ts';
import type { Freshness, SiteFile, SiteSource } from '../serve/site-source.ts';
import type { DevSite } from './dev-site.ts';

/** What the source reads of the dev site: its public members only. */
export type DevSiteView = Pick<DevSite, 'prepare' | 'render' | 'redirects' | 'sidebarJson' | 'sidebarPartJson' | 'searchRecordsJson' | 'bundle' | 'publishesStaticFile' | 'contentFileAt' | 'templatesFavicon' | 'root' | 'site'>;

type Rendered = NonNullable<ReturnType<DevSite['render']>>;

export interface DevSourceOptions {
  /** Applied to each page's HTML as it is served (the dev server marks the generation it is up to date with). */
  decoratePage: (html: string) => string;
}

/** Rendered things change with every save: never kept by the browser. The bundle and static files are revalidated. */
const RENDERED: Freshness = 'never';
const ON_DISK: Freshness = 'revalidate';

function textFile(name: string, text: string | Uint8Array, freshness: Freshness): SiteFile {
  return { name, body: Buffer.from(text), freshness };
}

export function createDevSource(site: DevSiteView, options: DevSourceOptions): SiteSource {
  // Kept as long as what they were made from (a render stays until its file is saved), so a page's
  // gzip is made once.
  const pageFiles = new WeakMap<Rendered, { html: string; file: SiteFile }>();
  const dataFiles = new WeakMap<Rendered, SiteFile>();
  const bundleFiles = new WeakMap<object, SiteFile>();

  const pageFile = (name: string, rendered: Rendered): SiteFile => {
    const html = options.decoratePage(rendered.html);
    const kept = pageFiles.get(rendered);
    if (kept?.html === html) return kept.file;
    const file = textFile(name, html, RENDERED);
    pageFiles.set(rendered, { html, file });
    return file;
  };

  const pageData = async (sitePath: string, routePath: string): Promise<SiteFile | null> => {
    const redirect = site.redirects()[routePath];
    // The router follows a redirect route without asking the server for its HTML.
    if (redirect) return textFile(sitePath, redirectPageJson(routePath, redirect), RENDERED);
    await site.prepare(routePath);
    const rendered = site.render(routePath);
    if (!rendered) return null;
    let file = dataFiles.get(rendered);
    if (!file) dataFiles.set(rendered, (file = textFile(sitePath, rendered.data, RENDERED)));
    return file;
  };

  const bundleFile = (sitePath: string): SiteFile | null => {
    const found = site.bundle.files.find((f) => `/${f.path}` === sitePath);
    if (!found) return null;
    let file = bundleFiles.get(found);
    if (!file) bundleFiles.set(found, (file = textFile(sitePath, found.contents, ON_DISK)));
    return file;
  };

  /** A file of static/ a build publishes (no page, script, SVG with script or hidden file), checked to stay in static/ once links are followed. */
  const staticFile = async (sitePath: string): Promise<SiteFile | null> => {
    const staticDir = path.join(site.root, 'static');
    const candidate = path.resolve(staticDir, `.${sitePath}`);
    if (!candidate.startsWith(staticDir + path.sep) || !site.publishesStaticFile(sitePath)) return null;
    const real = await realPathInside(await realFolder(staticDir), candidate);
    return real === null ? null : diskFile(sitePath, real);
  };

  /**
   * Files read from disk (static/, files beside pages), kept until their size or mtime changes: read
   * and gzipped again for every request, a 14 MB JSON file of static/ held the server 0.6 to 0.9 s
   * a request, for any visitor to repeat. Only paths the site publishes get here, so they are few.
   */
  const onDisk = new Map<string, { mtimeMs: number; size: number; file: SiteFile }>();
  const diskFile = async (sitePath: string, real: string): Promise<SiteFile | null> => {
    const key = `${real}\0${sitePath}`;
    const info = await stat(real).catch(() => null);
    const kept = onDisk.get(key);
    if (info?.isFile() && kept && kept.mtimeMs === info.mtimeMs && kept.size === info.size) return kept.file;
    onDisk.delete(key);
    const body = await readRegularFile(real);
    if (!body || !info) return null;
    const file: SiteFile = { name: sitePath, body, freshness: ON_DISK };
    onDisk.set(key, { mtimeMs: info.mtimeMs, size: body.length, file });
    return file;
  };

  /**
   * The static search index of the records as they are now (search.mode static answers from it in dev
   * too), made when asked for. Its files served, like /search-records.json, are kept as files while the
   * records stay the same (searchRecordsJson is then the same string): each gzip is made once, not per request.
   */
  let madeFrom: string | null = null;
  let madeIndex: Map<string, string | Uint8Array> | null = null;
  const indexFiles = new Map<string, SiteFile>();
  let recordsFile: { json: string; file: SiteFile } | null = null;
  const staticIndexFile = (sitePath: string): SiteFile | null => {
    const json = site.searchRecordsJson();
    if (json !== madeFrom || !madeIndex) {
      madeFrom = json;
      indexFiles.clear();
      const hash = createHash('sha256').update(json).digest('hex');
      madeIndex = new Map([...staticIndexFiles(JSON.parse(json) as SearchRecord[], hash)].map((f) => [f.path, f.contents]));
    }
    const contents = madeIndex.get(sitePath);
    if (contents === undefined) return null;
    let file = indexFiles.get(sitePath);
    if (!file) indexFiles.set(sitePath, (file = textFile(sitePath, contents, RENDERED)));
    return file;
  };
  const searchRecords = (): SiteFile => {
    const json = site.searchRecordsJson();
    if (recordsFile?.json !== json) recordsFile = { json, file: textFile(SEARCH_RECORDS_PATH, json, RENDERED) };
    return recordsFile.file;
  };

  const file = async (sitePath: string): Promise<SiteFile | null> => {
    if (sitePath.startsWith(ASSETS_PATH)) return bundleFile(sitePath);
    const routePath = routeOfPageData(sitePath);
    if (routePath !== null) return pageData(sitePath, routePath);
    const part = sidebarPartOf(sitePath);
    if (part !== null) {
      const json = site.sidebarPartJson(part.id, part.part);
      return json === null ? null : textFile(sitePath, json, RENDERED);
    }
    const sidebarId = sidebarIdOf(sitePath);
    if (sidebarId !== null) {
      const json = site.sidebarJson(sidebarId);
      return json === null ? null : textFile(sitePath, json, RENDERED);
    }
    if (sitePath === REDIRECTS_PATH) return textFile(sitePath, JSON.stringify(site.redirects()), RENDERED);
    // A doc's Markdown copy, as the build writes it beside its page (`/docs/a.md`).
    if (sitePath.endsWith('.md')) {
      await site.prepare(sitePath.slice(0, -'.md'.length));
      const markdown = site.render(sitePath.slice(0, -'.md'.length))?.markdown;
      if (markdown !== undefined) return textFile(sitePath, markdown, RENDERED);
    }
    if (sitePath === SEARCH_RECORDS_PATH) return searchRecords();
    if (sitePath.startsWith(STATIC_INDEX_FOLDER)) {
      // As in a build: no static index where search is answered elsewhere (and none is made for a request).
      if (!usesStaticIndex(site.site.search)) return null;
      return staticIndexFile(sitePath);
    }
    const published = await staticFile(sitePath);
    if (published) return published;
    // A file next to a page (listed inside content/, links resolved there).
    const contentFile = site.contentFileAt(sitePath);
    if (contentFile) {
      const found = await diskFile(sitePath, contentFile.realPath);
      if (found) return found;
    }
    // A build writes the default favicon unless static/ has one.
    if (sitePath === FAVICON_PATH) return textFile(sitePath, site.templatesFavicon(), RENDERED);
    return null;
  };

  return {
    file,
    page: async (routePath) => {
      // The not-found page is answered with 404, never as a page of its own.
      if (routePath === NOT_FOUND_ROUTE) return null;
      await site.prepare(routePath);
      const rendered = site.render(routePath);
      return rendered ? pageFile(`/${routeHtmlFile(routePath)}`, rendered) : null;
    },
    notFoundPage: async () => {
      const rendered = site.render(NOT_FOUND_ROUTE);
      return rendered ? pageFile(`/${NOT_FOUND_HTML_FILE}`, rendered) : null;
    },
    redirects: () => site.redirects(),
    responseHeaders: () => [],
  };
}
