// Worker thread of a large site's build: compresses the static search index's files and writes them
// into the staging folder while the main thread makes the next ones (cli/workers/index-files.ts says
// why). It only compresses and writes; every path still passes FolderWriter's gate.
import { parentPort, workerData } from 'node:worker_threads';
import { gzipFile } from '../search/gzip-file.ts';
import { FolderWriter } from '../write/folder-writer.ts';
import type { IndexFilesAnswer, IndexFilesBatch } from './index-files.ts';

const writer = new FolderWriter((workerData as { folder: string }).folder);

parentPort?.on('message', (batch: IndexFilesBatch) => {
  try {
    for (const file of batch.files) writer.add({ path: file.path, contents: gzipFile(file.raw) });
    parentPort?.postMessage({ type: 'written', batch: batch.batch, bytes: writer.bytes } satisfies IndexFilesAnswer);
  } catch (error) {
    const { code, path } = error as NodeJS.ErrnoException;
    const text = error instanceof Error ? (error.stack ?? error.message) : String(error);
    parentPort?.postMessage({ type: 'failed', error: text, ...(typeof code === 'string' ? { code } : {}), ...(typeof path === 'string' ? { path } : {}) } satisfies IndexFilesAnswer);
  }
});
