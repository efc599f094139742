// A broken link's "did you mean" keeps the link's anchor only where the page suggested has it: Jest's
// `tutorial-react#snapshot-testing-with-mocks-enzyme-and-react-16` (the React tutorial removed) was
// told "did you mean /docs/tutorial-async#snapshot-testing-…?", a page without that heading, so the
// suggestion was a broken anchor of its own.
import { describe, expect, it } from 'vitest';
import { runCli, zeroConfigSite } from '../support/cli.ts';

describe("a broken link's suggestion and its anchor", () => {
  it('keeps the anchor where the suggested page has it, and leaves it out where it has not', async () => {
    const site = await zeroConfigSite('suggestion-anchors', {
      'tutorial-async.md': '# Async\n\n## Waiting\n\nText.\n',
      'guide.md':
        '# Guide\n\nSee [react](tutorial-react#setup-with-mocks), [async](tutorial-asyn#waiting), [file](./tutorial-asyn.md#waiting) and [file2](./tutorial-asyn.md#nowhere).\n',
    });
    const check = await runCli(['check', site]);
    const found = check.stderr.split('\n').filter((line) => line.includes('  error  '));
    expect(found).toEqual([
      'content/docs/guide.md:3:5  error  broken link "tutorial-react#setup-with-mocks" — did you mean "/docs/tutorial-async"?',
      'content/docs/guide.md:3:47  error  broken link "tutorial-asyn#waiting" — did you mean "/docs/tutorial-async#waiting"?',
      'content/docs/guide.md:3:79  error  broken markdown link "./tutorial-asyn.md#waiting": content/docs/tutorial-asyn.md does not exist — did you mean "./tutorial-async.md#waiting"?',
      'content/docs/guide.md:3:118  error  broken markdown link "./tutorial-asyn.md#nowhere": content/docs/tutorial-asyn.md does not exist — did you mean "./tutorial-async.md"?',
    ]);
  });
});
