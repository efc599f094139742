// What the main thread and the worker threads say to each other, and the tree helper both workers
// use. Two workers: parse-worker (checks, and builds kept in memory) only parses; build-worker (large
// sites built to disk) parses, keeps what it parsed, and later renders it. The parse worker stays
// small, without the renderer, so it starts fast.
import type { Diagnostic } from '../diagnostics.ts';
import type { BuildTimeValues } from '../content/build-time-components.ts';
import type { SourceFile } from '../content/discover.ts';
import type { Route } from '../content/route.ts';
import type { RenderContext, RenderedText } from '../render/render-route.ts';

/** To either worker: parse these files. The parse worker sends the trees back when `keepTrees`
 * (slow: copying a tree costs about as much as parsing it); the build worker keeps them. */
export interface ParseRequest {
  type: 'parse';
  sources: SourceFile[];
  values: BuildTimeValues;
  /** The partials pages may import. */
  partials: SourceFile[];
  keepTrees: boolean;
  /** Where the worker marks which of `sources` it is on (workInProgress, pool.ts). */
  at?: SharedArrayBuffer;
}

/** To the build worker: render the pages it parsed (or those a job brings the source of), writing
 * their files into `staging`. */
export interface RenderRequest {
  type: 'render';
  context: Omit<RenderContext, 'renderApp'>;
  values: BuildTimeValues;
  partials: SourceFile[];
  jobs: RenderJob[];
  staging: string;
  /** Where the worker marks which of `jobs` it is on (workInProgress, pool.ts). */
  at?: SharedArrayBuffer;
}

export type WorkerRequest = ParseRequest | RenderRequest;

/** A route to render: its page is one this worker parsed, or `source` is given and parsed first. */
export interface RenderJob {
  path: string;
  kind: Route['kind'];
  docId?: string;
  contentPath: string;
  /** The content file as diagnostics name it (relative to the site root). */
  file: string;
  source?: SourceFile;
}

export interface RenderReply {
  pages: number;
  bytes: number;
}

/** What the build worker posts while it renders: its results a batch at a time (so they do not pile
 * up in its heap), then the totals of what it wrote, or why it failed (with the error's code and path,
 * so a full disk reads as such). */
export type RenderAnswer = { type: 'results'; results: RenderedText[] } | { type: 'done'; reply: RenderReply } | { type: 'failed'; error: string; code?: string; path?: string; diagnostics?: Diagnostic[] };

/** Marks, in `at`, that the worker is on its `index`th file or job: read by the main thread if the
 * worker dies there (out of memory), so the page is named. A store, not a message: it costs nothing. */
export function markWorkAt(at: SharedArrayBuffer | undefined, index: number): void {
  if (at) Atomics.store(new Int32Array(at), 0, index);
}

/** Positions are only read below the top level while parsing (diagnostics, links), which is done by
 * now. Top-level blocks keep theirs (the Markdown pages copy the author's text by them). */
export function dropInnerPositions(node: { position?: unknown; children?: unknown[] }, depth = 0): void {
  if (depth > 1) delete node.position;
  if (node.children) for (const child of node.children) dropInnerPositions(child as { position?: unknown; children?: unknown[] }, depth + 1);
}
