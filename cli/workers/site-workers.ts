// Worker threads for the build of a large site: each parses a contiguous slice of the files and
// keeps what it parsed; once routes, sidebars and links are known, each renders and writes the pages
// it parsed. Only the pages' metadata, then their search records and Markdown, cross threads.
import type { Worker } from 'node:worker_threads';
import { BuildError } from '../diagnostics.ts';
import type { RenderContext, RenderedText } from '../render/render-route.ts';
import type { BuildTimeValues } from '../content/build-time-components.ts';
import type { SourceFile } from '../content/discover.ts';
import type { Page } from '../content/page.ts';
import { askWorker, largestSource, sizeBuildWorkers, workerFailure, slicesFor, stopUnusedWorkers, takeWorker, workerThreadsFor, workInProgress } from './pool.ts';
import type { RenderAnswer, RenderJob, RenderReply, WorkerRequest } from './protocol.ts';

export class SiteWorkers {
  private constructor(
    private readonly workers: Worker[],
    /** Which worker parsed (and keeps) each content file. */
    private readonly owner: Map<string, number>,
  ) {}

  /** Null when one thread is faster (a small site) or the compiled worker is absent (tests from source). */
  static async parse(sources: SourceFile[], values: BuildTimeValues, partials: SourceFile[]): Promise<{ workers: SiteWorkers; pages: Page[] } | null> {
    const largest = largestSource(sources);
    // A small site with a page of megabytes is read in one worker, where running out of memory is that page's error.
    const threads = workerThreadsFor(sources);
    if (threads === 0) return null;
    const slices = slicesFor(sources, threads);
    // Workers started early have a cap set before the pages' sizes were known.
    if (sizeBuildWorkers(sources.length, largest)) stopUnusedWorkers();
    const workers = slices.map(() => takeWorker('build'));
    stopUnusedWorkers();
    const owner = new Map<string, number>();
    slices.forEach((slice, i) => slice.forEach((s) => owner.set(s.contentPath, i)));
    try {
      const parsed = await Promise.all(slices.map((slice, i) => askWorker<Page[]>(workers[i], { type: 'parse', sources: slice, values, partials, keepTrees: true })));
      return { workers: new SiteWorkers(workers, owner), pages: parsed.flat() };
    } catch (error) {
      await Promise.all(workers.map((w) => w.terminate()));
      throw error;
    }
  }

  /** Workers for rendering pages none of them parsed (a rebuild whose parse came from the cache):
   * each job then brings its source, parsed where it is rendered. Null when one thread is faster,
   * unless a page of megabytes is among them: parsed again in this thread, a page too large for the
   * heap ended the process with V8's "JavaScript heap out of memory" (a cached parse, its output to
   * write anew), where in a worker it is that page's error. */
  static forRender(sources: readonly SourceFile[]): SiteWorkers | null {
    const threads = workerThreadsFor(sources);
    if (threads === 0) return null;
    sizeBuildWorkers(sources.length, largestSource(sources));
    const workers = Array.from({ length: threads }, () => takeWorker('build'));
    stopUnusedWorkers();
    return new SiteWorkers(workers, new Map());
  }

  get size(): number {
    return this.workers.length;
  }

  owns(contentPath: string): boolean {
    return this.owner.has(contentPath);
  }

  /** Each worker renders its own pages into `staging`; `onResult` hears each job's records and
   * Markdown as they arrive (by the job's index in `jobs`). Resolves with what the workers wrote. */
  async render(context: RenderContext, values: BuildTimeValues, partials: SourceFile[], jobs: RenderJob[], staging: string, onResult: (index: number, result: RenderedText) => void): Promise<RenderReply> {
    const { renderApp: _, ...plain } = context;
    const perWorker = this.workers.map(() => [] as number[]);
    // A page goes to the worker that parsed it; one that brings its source, to the least busy.
    const least = () => perWorker.reduce((best, list, i) => (list.length < perWorker[best].length ? i : best), 0);
    jobs.forEach((job, index) => perWorker[job.source ? least() : this.owner.get(job.contentPath)!].push(index));
    const replies = await Promise.all(
      this.workers.map(
        (worker, i) =>
          new Promise<RenderReply>((resolve, reject) => {
            let received = 0;
            const progress = workInProgress();
            const onExit = (code: number) => reject(new Error(`A build worker stopped (exit code ${code}).`));
            const onError = (error: unknown) => {
              const job = jobs[perWorker[i][progress.current()] ?? -1];
              // A job that brings its source is parsed there: its size says why, as a parse's does.
              reject(workerFailure(error, job ? { file: job.file, ...(job.source ? { bytes: Buffer.byteLength(job.source.text) } : {}) } : undefined));
            };
            const onMessage = (answer: RenderAnswer) => {
              if (answer.type === 'results') {
                for (const result of answer.results) onResult(perWorker[i][received++], result);
                return;
              }
              worker.off('message', onMessage).off('error', onError).off('exit', onExit);
              if (answer.type === 'failed' && answer.diagnostics) reject(new BuildError(answer.diagnostics));
              else if (answer.type === 'failed') reject(Object.assign(new Error(`A build worker failed:\n${answer.error}`), { code: answer.code, path: answer.path }));
              else resolve(answer.reply);
            };
            worker.on('message', onMessage).once('error', onError).once('exit', onExit);
            worker.postMessage({ type: 'render', context: plain, values, partials, jobs: perWorker[i].map((index) => jobs[index]), staging, at: progress.at } satisfies WorkerRequest);
          }),
      ),
    );
    return { pages: replies.reduce((sum, r) => sum + r.pages, 0), bytes: replies.reduce((sum, r) => sum + r.bytes, 0) };
  }

  close(): Promise<unknown> {
    return Promise.all(this.workers.map((w) => w.terminate()));
  }
}
