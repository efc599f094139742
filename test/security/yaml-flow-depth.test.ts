// YAML whose flow collections nest a thousand deep: the yaml package composes them by recursion, and
// 1,000 `[` in a 1 KB front matter aborted the whole process (a V8 fatal error, exit 134, no report)
// where one page's problem was due. Such YAML is refused before it is composed, at the bracket past
// the limit; as deep as real YAML goes, it reads as before.
import { expect, it } from 'vitest';
import { runCli, writeSite } from '../support/cli.ts';

it('refuses flow collections nested past 100 in front matter and data files, at the bracket, without aborting', async () => {
  const site = await writeSite('yaml-flow-depth', {
    'site.config.ts': "export default { title: 'T', url: 'https://t.example' };\n",
    'content/docs/index.md': `---\ntitle: Home\nok: ${'['.repeat(100)}${']'.repeat(100)}\n---\n# Home\n`,
    'content/docs/deep.md': `---\ntitle: Deep\nx: ${'['.repeat(1_000)}${']'.repeat(1_000)}\n---\n# Deep\n`,
    'content/docs/quoted.md': `---\ntitle: "${'['.repeat(1_000)}"\n---\n# Quoted\n`,
    'content/blog/authors.yml': `a:\n  name: ${'{'.repeat(2_000)}\n`,
  });
  const result = await runCli(['check', site], { timeoutMs: 30_000 });
  expect(result.stderr).not.toContain('FATAL');
  expect(result.stderr).toContain('content/docs/deep.md:3:104  error  Invalid YAML: Flow collections ([ and {) are nested more than 100 deep');
  expect(result.stderr).toMatch(/content\/blog\/authors\.yml:2:\d+ {2}error {2}Invalid authors map: Flow collections \(\[ and \{\) are nested more than 100 deep/);
  // 100 deep, and brackets in a quoted string, are what they were.
  expect(result.stderr).not.toMatch(/content\/docs\/(index|quoted)\.md:\d+:\d+ {2}error/);
  expect(result.code).toBe(1);
}, 60_000);
