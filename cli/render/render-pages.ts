// Every route of the site rendered and written, the cheapest way each can be: taken from the previous
// output when it is unchanged, rendered by the worker that parsed its page (or by workers started for
// pages that came from the parse cache, when there are many), or rendered here. Each page's search
// records go out to search-records.json in reading order as they come.
import { redirectPageJson } from './router-data.ts';
import { outputFileOf, pageDataUrl, routeHtmlFile, SEARCH_RECORDS_PATH } from '../../runtime/shared/site-urls.ts';
import type { ProgressReporter } from '../commands/progress.ts';
import type { BuildTimeValues } from '../content/build-time-components.ts';
import type { SourceFile } from '../content/discover.ts';
import { parsePage } from '../content/parse.ts';
import { partialMap } from '../content/partials.ts';
import type { Route } from '../content/route.ts';
import type { PreviousOutput } from '../incremental/page-reuse.ts';
import type { TreeStore } from '../stages/tree-store.ts';
import type { RenderJob } from '../workers/protocol.ts';
import { SiteWorkers } from '../workers/site-workers.ts';
import { OrderedRecords } from '../write/ordered-records.ts';
import { readingOrder } from '../search/reading-order.ts';
import type { OutputFile, OutputWriter } from '../write/output.ts';
import { renderRedirect, type Templates } from './document.ts';
import type { MarkdownPage } from './llms.ts';
import { asText, renderPageRoute, type RenderContext, type RenderedText } from './render-route.ts';

export interface PagesToRender {
  routes: Route[];
  context: RenderContext;
  values: BuildTimeValues;
  /** The partials pages may import (a page from the parse cache is parsed again to be rendered). */
  partials: SourceFile[];
  shells: Templates;
  /** Null when the build is kept in memory (then everything renders in this thread). */
  writer: OutputWriter | null;
  emit: (file: OutputFile) => void;
  /** The workers that parsed the site and keep its trees, if it was parsed in workers. */
  workers: SiteWorkers | null;
  /** The trees of the pages parsed in this thread. A page neither here nor in a worker came from the
   * parse cache: it is parsed again to be rendered. */
  trees: TreeStore;
  /** The previous output, when unchanged pages can be taken from it; with each page route's key. */
  previous: PreviousOutput | null;
  pageKeys: Map<string, string>;
  progress: ProgressReporter;
}

export interface RenderedPages {
  records: OrderedRecords;
  /** By route index: its Markdown page (docs), and the files it wrote. */
  markdown: (MarkdownPage | null)[];
  files: string[][];
  /** How many pages were taken from the previous output. */
  reused: number;
  /** The workers used: those given, or started here. The caller stops them. */
  workers: SiteWorkers | null;
}

export async function renderPages(input: PagesToRender): Promise<RenderedPages> {
  const { routes, context, values, partials, shells, writer, emit, trees, previous, pageKeys, progress } = input;
  const importable = partialMap(partials);
  const { config, site } = context;
  // Records as JSON text: far smaller than the records themselves, which a large site has hundreds
  // of thousands of. To disk as the pages render when building to disk.
  const recordsFile = writer ? writer.stream(outputFileOf(SEARCH_RECORDS_PATH)) : null;
  const recordsText: string[] = [];
  const records = new OrderedRecords(readingOrder(routes, context.places), recordsFile ? recordsFile.write : (text) => recordsText.push(text));
  const markdown: (MarkdownPage | null)[] = new Array(routes.length).fill(null);
  const files: string[][] = new Array(routes.length).fill([]);
  const take = (index: number, out: RenderedText) => {
    records.put(index, out.recordsJson, out.recordCount);
    markdown[index] = out.markdown;
    files[index] = out.files;
  };
  const contentPath = (route: Route) => route.page!.source.contentPath;
  const unparsed = new Set(routes.filter((r) => r.page && !trees.has(contentPath(r)) && !input.workers?.owns(contentPath(r))).map(contentPath));

  const reused = new Set<string>();
  if (previous && writer) {
    for (const [index, route] of routes.entries()) {
      const key = pageKeys.get(route.path);
      const kept = key ? previous.take(route.path, key, writer) : null;
      if (!kept) continue;
      take(index, kept);
      reused.add(route.path);
      if (route.page) trees.take(contentPath(route));
    }
    previous.close();
  }

  // Pages a worker parsed are rendered (and written) there, and so are those from the parse cache
  // when there are many (workers started now parse them first); this thread does the rest.
  const toRender = routes.filter((r) => r.kind !== 'redirect' && r.page && !reused.has(r.path));
  const unparsedSources = toRender.filter((r) => unparsed.has(contentPath(r))).map((r) => r.page!.source);
  const workers = input.workers ?? (writer && unparsedSources.length > 0 ? SiteWorkers.forRender(unparsedSources) : null);
  const jobs: RenderJob[] =
    workers && writer
      ? toRender
          .filter((r) => workers.owns(contentPath(r)) || unparsed.has(contentPath(r)))
          .map((r) => ({ path: r.path, kind: r.kind, docId: r.docId, contentPath: contentPath(r), file: r.page!.source.file, ...(unparsed.has(contentPath(r)) ? { source: r.page!.source } : {}) }))
      : [];

  // Workers started here are stopped here if the render fails (the caller stops them otherwise).
  const started = workers !== input.workers ? workers : null;
  try {
    // Progress counts the pages rendered here and those the workers report done (not those taken from
    // the previous output); the stage is reported complete by the caller, once everything is in.
    let rendered = 0;
    let inWorkers = 0;
    const total = routes.length - reused.size;
    const report = () => progress('render', Math.min(rendered + inWorkers, total - 1), total);
    const routeIndex = new Map(routes.map((route, index) => [route.path, index]));
    const fromWorker = (index: number, out: RenderedText) => {
      take(routeIndex.get(jobs[index].path)!, out);
      inWorkers++;
      report();
    };
    const working = jobs.length > 0 ? workers!.render(context, values, partials, jobs, writer!.stagingDir, fromWorker) : null;
    working?.catch(() => undefined);
    const jobPaths = new Set(jobs.map((j) => j.path));
    for (const [index, route] of routes.entries()) {
      if (jobPaths.has(route.path) || reused.has(route.path)) continue;
      report();
      rendered++;
      if (writer && rendered % 16 === 0) await writer.drain();
      if (route.kind === 'redirect') {
        emit({ path: routeHtmlFile(route.path), contents: renderRedirect(shells, { target: route.redirectTo!, siteUrl: config.url, siteTitle: site.title, lang: site.locale.lang }) });
        // The router follows it without asking the server for the HTML.
        emit({ path: outputFileOf(pageDataUrl(route.path)), contents: redirectPageJson(route.path, route.redirectTo!) });
        records.put(index, '', 0);
        continue;
      }
      // A page from the parse cache is parsed now: it has to be rendered after all.
      const tree = route.page ? (trees.take(contentPath(route)) ?? parsePage(route.page.source, values, { files: importable }).tree) : undefined;
      const out = renderPageRoute(route, tree, context);
      for (const file of out.files) emit(file);
      take(index, asText(out));
    }
    if (working) {
      const reply = await working;
      writer!.count(reply.pages, reply.bytes);
    }
    records.end();
    recordsFile?.end();
    if (!recordsFile) emit({ path: outputFileOf(SEARCH_RECORDS_PATH), contents: recordsText.join('') });
  } catch (error) {
    await started?.close();
    throw error;
  }
  return { records, markdown, files, reused: reused.size, workers };
}
