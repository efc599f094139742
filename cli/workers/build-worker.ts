// Worker thread for the build of a large site: parses its slice of the files and keeps what it
// parsed; once the main thread has worked out routes, sidebars and links, renders those pages and
// writes their files itself. The trees never cross threads.
import { deserialize, serialize } from 'node:v8';
import { parentPort } from 'node:worker_threads';
import type { Root } from 'mdast';
import { asText, renderPageRoute, type RenderContext, type RenderedText } from '../render/render-route.ts';
import { warmHighlighter } from '../render/highlight.ts';
import { FolderWriter } from '../write/folder-writer.ts';
import { withoutTree, type Page, type ParsedPage } from '../content/page.ts';
import { parsePage } from '../content/parse.ts';
import { partialMap } from '../content/partials.ts';
import { loadServerRender } from '../bundle/server-render.ts';
import { BuildError } from '../diagnostics.ts';
import { dropInnerPositions, markWorkAt, type RenderAnswer, type RenderReply, type RenderRequest, type WorkerRequest } from './protocol.ts';

/** Results are posted every this many pages. */
const RESULTS_BATCH = 200;

/** Pages kept for the render, each tree serialized: a buffer outside the heap is a fraction of the
 * size of the live tree and costs the garbage collector nothing while it waits. */
const kept = new Map<string, { page: Page; tree: Buffer }>();

const splitTree = (parsed: ParsedPage) => ({ page: withoutTree(parsed), tree: parsed.tree });

async function render({ context, values, partials, jobs, staging, at }: RenderRequest): Promise<RenderReply> {
  const files = partialMap(partials);
  const { renderApp } = await loadServerRender(context.bundle.serverFile, context.bundle.siteComponentsFile);
  const ctx: RenderContext = { ...context, renderApp };
  const writer = new FolderWriter(staging);
  let results: RenderedText[] = [];
  for (const [index, job] of jobs.entries()) {
    markWorkAt(at, index);
    const entry = kept.get(job.contentPath);
    // Its tree is not needed again.
    kept.delete(job.contentPath);
    // A page this worker parsed, or one from the cache of the last build, parsed now.
    const parsed = entry ? { page: entry.page, tree: deserialize(entry.tree) as Root } : job.source ? splitTree(parsePage(job.source, values, { files })) : undefined;
    const out = renderPageRoute({ path: job.path, kind: job.kind, docId: job.docId, page: parsed?.page }, parsed?.tree, ctx);
    for (const file of out.files) writer.add(file);
    results.push(asText(out));
    if (results.length === RESULTS_BATCH) {
      parentPort?.postMessage({ type: 'results', results } satisfies RenderAnswer);
      results = [];
    }
    if (index % 16 === 15) await writer.drain();
  }
  if (results.length > 0) parentPort?.postMessage({ type: 'results', results } satisfies RenderAnswer);
  await writer.finish();
  return { pages: writer.pages, bytes: writer.bytes };
}

parentPort?.on('message', (request: WorkerRequest) => {
  if (request.type === 'render') {
    render(request).then(
      (reply) => parentPort?.postMessage({ type: 'done', reply } satisfies RenderAnswer),
      (error: unknown) => {
        const { code, path } = error as NodeJS.ErrnoException;
        const text = error instanceof Error ? (error.stack ?? error.message) : String(error);
        // A problem of the site (a component of its own that throws) crosses as its diagnostics.
        const diagnostics = error instanceof BuildError ? { diagnostics: error.diagnostics } : {};
        parentPort?.postMessage({ type: 'failed', error: text, ...diagnostics, ...(typeof code === 'string' ? { code } : {}), ...(typeof path === 'string' ? { path } : {}) } satisfies RenderAnswer);
      },
    );
    return;
  }
  // A build parses in full.
  const files = partialMap(request.partials);
  const pages = request.sources.map((source, i) => (markWorkAt(request.at, i), parsePage(source, request.values, { files })));
  for (const page of pages) {
    dropInnerPositions(page.tree);
    kept.set(page.source.contentPath, { page: withoutTree(page), tree: serialize(page.tree) });
  }
  parentPort?.postMessage(pages.map(withoutTree));
  // While the main thread works out routes and links, get the highlighter ready for the render.
  setImmediate(warmHighlighter);
});
