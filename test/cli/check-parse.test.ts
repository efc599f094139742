// `devcenter check` parses with GFM cut down to what changes links and anchors (no tables,
// strikethrough, task lists or autolink literals as such). It must still find every link they hold,
// and a footnote must stay a footnote, not turn into a link definition.
import { describe, expect, it } from 'vitest';
import { fixtureCopy, runCli } from '../support/cli.ts';

const PAGE = `---
title: GFM links
---

## Table heading

| Name | Where |
| --- | --- |
| Broken | [in a table](/docs/missing-in-table) |

Some ~~[struck link](/docs/missing-struck)~~ text.

- [ ] [task link](/docs/missing-task)

A note[^1] and a bare address www.example.com stay quiet.

[^1]: The footnote text, which is not a link.

See [the table heading](#table-heading).
`;

describe('devcenter check on GFM content', () => {
  it('finds the links in tables, strikethrough and task lists, and nothing in footnotes or bare addresses', async () => {
    const site = await fixtureCopy('basic', 'check-gfm', { 'content/docs/gfm.mdx': PAGE });
    const check = await runCli(['check', site]);
    const build = await runCli(['build', site]);
    for (const run of [check, build]) {
      expect(run.code).toBe(1);
      for (const target of ['/docs/missing-in-table', '/docs/missing-struck', '/docs/missing-task']) expect(run.stderr).toContain(`broken link "${target}"`);
      expect(run.stderr).not.toContain('footnote text');
      expect(run.stderr).not.toContain('www.example.com');
      expect(run.stderr).not.toContain('#table-heading');
    }
    // Same problems, same positions, whichever parse found them.
    const problems = (stderr: string) => stderr.split('\n').filter((l) => /^content\/docs\/gfm\.mdx:\d+:\d+/.test(l)).sort();
    expect(problems(check.stderr)).toEqual(problems(build.stderr));
    expect(problems(check.stderr)).toHaveLength(3);
  });
});
