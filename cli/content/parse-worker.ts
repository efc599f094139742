// Worker thread: parses the content files it is sent and posts the pages back.
import { parentPort } from 'node:worker_threads';
import type { SourceFile } from './discover.ts';
import { parsePage } from './parse.ts';
import type { BuildTimeValues } from './build-time-components.ts';

/** Positions are only read below the top level while parsing (diagnostics, links), which is done by
 * now: dropping them roughly halves what crosses to the main thread. Top-level blocks keep theirs
 * (the Markdown pages copy the author's text by them). */
function dropInnerPositions(node: { position?: unknown; children?: unknown[] }, depth: number): void {
  if (depth > 1) delete node.position;
  if (node.children) for (const child of node.children) dropInnerPositions(child as { position?: unknown; children?: unknown[] }, depth + 1);
}

parentPort?.on('message', ({ sources, values, keepTrees }: { sources: SourceFile[]; values: BuildTimeValues; keepTrees: boolean }) => {
  // Copying trees between threads costs about as much as parsing them: send them only when asked.
  const pages = sources.map((source) => parsePage(source, values, { forCheck: !keepTrees }));
  if (keepTrees) for (const page of pages) dropInnerPositions(page.tree, 0);
  parentPort?.postMessage(keepTrees ? pages : pages.map((page) => ({ ...page, tree: { type: 'root', children: [] } })));
});
