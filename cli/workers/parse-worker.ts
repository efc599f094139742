// Worker thread for checks (and builds kept in memory): parses the files it is sent and posts the
// pages back, their trees only when asked. It holds no renderer, so it starts fast.
import { parentPort } from 'node:worker_threads';
import { withoutTree } from '../content/page.ts';
import { parsePage } from '../content/parse.ts';
import { partialMap } from '../content/partials.ts';
import { dropInnerPositions, markWorkAt, type ParseRequest } from './protocol.ts';

parentPort?.on('message', ({ sources, values, partials, keepTrees, at }: ParseRequest) => {
  const files = partialMap(partials);
  // Without trees to send, a check parses only as far as links and anchors need, and lets each tree go
  // as soon as its page is parsed: holding the slice's trees until the reply made a check's memory
  // grow with the site (1.8 GB for 500 pages of long code blocks and tables) for nothing it sends.
  if (!keepTrees) {
    parentPort?.postMessage(sources.map((source, i) => (markWorkAt(at, i), withoutTree(parsePage(source, values, { forCheck: true, files })))));
    return;
  }
  const pages = sources.map((source, i) => (markWorkAt(at, i), parsePage(source, values, { files })));
  for (const page of pages) dropInnerPositions(page.tree);
  parentPort?.postMessage(pages);
});
