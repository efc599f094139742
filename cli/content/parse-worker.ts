// Worker thread. For a check it parses the files it is sent and posts the pages back, without their
// trees. For a build of a large site it also keeps what it parsed and, once the main thread has
// worked out routes, sidebars and links, renders those pages and writes their files itself: the trees
// never cross threads.
import { pathToFileURL } from 'node:url';
import { deserialize, serialize } from 'node:v8';
import { parentPort } from 'node:worker_threads';
import type { Root } from 'mdast';
import type { BootData } from '../../runtime/shared/types.ts';
import { asText, renderPageRoute, type RenderContext, type RenderedText } from '../render/render-route.ts';
import { FolderWriter } from '../write/output.ts';
import type { BuildTimeValues } from './build-time-components.ts';
import type { SourceFile } from './discover.ts';
import { parsePage, type Page } from './parse.ts';
import type { Route } from './routes.ts';

export type WorkerRequest =
  /** `retain`: keep the pages for a later render; `keepTrees`: send the trees back (slow). */
  | { type: 'parse'; sources: SourceFile[]; values: BuildTimeValues; keepTrees: boolean; retain?: boolean }
  | { type: 'render'; context: Omit<RenderContext, 'renderApp'>; jobs: RenderJob[]; staging: string };

/** A route whose page this worker parsed, to render. */
export interface RenderJob {
  path: string;
  kind: Route['kind'];
  docId?: string;
  contentPath: string;
}

export interface RenderReply {
  pages: number;
  bytes: number;
}

/** What a worker posts while it renders: its results a batch at a time (so they do not pile up in
 * its heap), then the totals of what it wrote, or why it failed. */
export type RenderAnswer = { type: 'results'; results: RenderedText[] } | { type: 'done'; reply: RenderReply } | { type: 'failed'; error: string };

/** Results are posted every this many pages. */
const RESULTS_BATCH = 200;

/** Positions are only read below the top level while parsing (diagnostics, links), which is done by
 * now. Top-level blocks keep theirs (the Markdown pages copy the author's text by them). */
function dropInnerPositions(node: { position?: unknown; children?: unknown[] }, depth: number): void {
  if (depth > 1) delete node.position;
  if (node.children) for (const child of node.children) dropInnerPositions(child as { position?: unknown; children?: unknown[] }, depth + 1);
}

const withoutTree = (page: Page): Page => ({ ...page, tree: { type: 'root', children: [] } });

/** Pages kept for the render, each tree serialized: a buffer outside the heap is a fraction of the
 * size of the live tree and costs the garbage collector nothing while it waits. */
const kept = new Map<string, { page: Page; tree: Buffer }>();

async function render({ context, jobs, staging }: Extract<WorkerRequest, { type: 'render' }>): Promise<RenderReply> {
  const { renderApp } = (await import(pathToFileURL(context.bundle.serverFile).href)) as { renderApp: (boot: BootData) => string };
  const ctx: RenderContext = { ...context, renderApp };
  const writer = new FolderWriter(staging);
  let results: RenderedText[] = [];
  for (const [index, job] of jobs.entries()) {
    const entry = kept.get(job.contentPath);
    // Its tree is not needed again.
    kept.delete(job.contentPath);
    const page = entry ? { ...entry.page, tree: deserialize(entry.tree) as Root } : undefined;
    const out = renderPageRoute({ path: job.path, kind: job.kind, docId: job.docId, page }, ctx);
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
      (error: unknown) => parentPort?.postMessage({ type: 'failed', error: error instanceof Error ? (error.stack ?? error.message) : String(error) } satisfies RenderAnswer),
    );
    return;
  }
  const { sources, values, keepTrees, retain } = request;
  // A build parses in full; a check only as far as links and anchors need.
  const pages = sources.map((source) => parsePage(source, values, { forCheck: !keepTrees && !retain }));
  if (retain) {
    for (const page of pages) {
      dropInnerPositions(page.tree, 0);
      kept.set(page.source.contentPath, { page: withoutTree(page), tree: serialize(page.tree) });
    }
    parentPort?.postMessage(pages.map(withoutTree));
    return;
  }
  // Copying trees between threads costs about as much as parsing them: send them only when asked.
  if (keepTrees) for (const page of pages) dropInnerPositions(page.tree, 0);
  parentPort?.postMessage(keepTrees ? pages : pages.map(withoutTree));
});
