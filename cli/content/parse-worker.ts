// Worker thread: parses the content files it is sent and posts the pages back.
import { parentPort } from 'node:worker_threads';
import type { SourceFile } from './discover.ts';
import { parsePage } from './parse.ts';
import type { BuildTimeValues } from './build-time-components.ts';

parentPort?.on('message', ({ sources, values, keepTrees }: { sources: SourceFile[]; values: BuildTimeValues; keepTrees: boolean }) => {
  // Copying trees between threads costs about as much as parsing them: send them only when asked.
  const pages = sources.map((source) => parsePage(source, values));
  parentPort?.postMessage(keepTrees ? pages : pages.map((page) => ({ ...page, tree: { type: 'root', children: [] } })));
});
