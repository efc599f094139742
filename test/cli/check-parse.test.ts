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

// A table cell bounds its inline content; a paragraph does not. In GFM a backslash does not escape a
// backtick inside code, so `` `x \`y` `` leaves one backtick open in its cell. Read as a paragraph, it
// opened a code span that ran on into the next row: check then hid a `{expression}` there that the
// build refused (MikroORM's indexes.md writes such a table), or read a `{` of a later row's code as
// an expression the build never saw.
describe('devcenter check on a table whose cell leaves a backtick open', () => {
  const table = (rows: string[]) => ['# Dialects', '', '| Dialect | Output |', '| --- | --- |', ...rows, ''].join('\n');

  it('finds the expression of the next row, as the build does', async () => {
    const site = await fixtureCopy('basic', 'check-table-open-backtick', { 'content/docs/dialects.mdx': table(['| SQLite | `x \\`y` |', '| Two | {oops} |', '| Three | `z` |']) });
    const check = await runCli(['check', site]);
    const build = await runCli(['build', site]);
    for (const run of [check, build]) {
      expect(run.code).toBe(1);
      expect(run.stderr).toMatch(/content\/docs\/dialects\.mdx:6:\d+\s+error/);
    }
  });

  it('reads the braces of a later row as the code they are in, as the build does', async () => {
    const site = await fixtureCopy('basic', 'check-table-escaped-backticks', { 'content/docs/dialects.mdx': table(['| SQLite | `create \\`t\\` on y` |', '| MongoDB | `f({ e: 1 })` |']) });
    const check = await runCli(['check', site]);
    expect(check.stderr).not.toContain('dialects.mdx');
    expect(check.code).toBe(0);
    expect((await runCli(['build', site])).code).toBe(0);
  });
});

// GFM reads a bare address to its end, braces included: `?q={"where":…}` is part of the link, not an
// expression (Zenstack's blog writes one so). Check, which parses without autolink literals, read an
// expression there and failed the page the build takes.
describe('devcenter check on a bare address holding braces', () => {
  it('reads the braces as part of the address, as the build does, and a brace outside one still as an expression', async () => {
    const site = await fixtureCopy('basic', 'check-literal-link-braces', {
      'content/docs/api.md': '# API\n\n> Encoded from: http://localhost:3000/api/pet?q={"where":{"category":"doggie"}}\n\nAlso www.example.com/x?q={"a":1} here.\n',
    });
    const check = await runCli(['check', site]);
    expect(check.stderr).not.toContain('api.md');
    expect(check.code).toBe(0);
    expect((await runCli(['build', site])).code).toBe(0);
    const broken = await fixtureCopy('basic', 'check-literal-link-braces-broken', { 'content/docs/api.md': '# API\n\nThe address http://localhost:3000/api and then {"where":1}.\n' });
    for (const run of [await runCli(['check', broken]), await runCli(['build', broken])]) {
      expect(run.code).toBe(1);
      expect(run.stderr).toContain('content/docs/api.md:3:');
    }
  });

  it('looks for a brace in a 200 KB run of address starts with no space in linear time (once 30 s)', { timeout: 30_000 }, async () => {
    const site = await fixtureCopy('basic', 'check-literal-link-starts', { 'content/docs/starts.md': `# Starts\n\n${'www.'.repeat(50_000)}\n` });
    const started = Date.now();
    const check = await runCli(['check', site], { timeoutMs: 10_000 });
    expect(check.code, `${Date.now() - started} ms\n${check.stderr}`).toBe(0);
  });
});
