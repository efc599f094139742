// YAML a page or data file gives with many keys is read in time linear in its size (an attacker-round
// find): the yaml package compared each key with every key before it to find one given twice, and the
// front matter's reader split the YAML again for each unknown key to find its line, so a front matter
// of 20,000 unknown keys (200 KB) did not finish in a minute and 10,000 took 20 s.
import { expect, it } from 'vitest';
import { runCli, writeSite } from '../support/cli.ts';

const keys = (count: number, indent = '') => Array.from({ length: count }, (_, i) => `${indent}k${i}: v\n`).join('');

it('reads front matter and data files of tens of thousands of keys within seconds, a key given twice still an error at its line', async () => {
  const site = await writeSite('yaml-many-keys', {
    'site.config.ts': "export default { title: 'T', url: 'https://t.example' };\n",
    'content/docs/index.md': '# Home\n',
    'content/docs/unknown.md': `---\n${keys(20_000)}---\n# Unknown keys\n`,
    'content/docs/twice.md': `---\ntitle: Twice\nnested:\n${keys(30_000, '  ')}  k7: again\n---\n# Twice\n`,
    'content/blog/authors.yml': `${Array.from({ length: 30_000 }, (_, i) => `a${i}:\n  name: A${i}\n`).join('')}a3:\n  name: Again\n`,
    'content/blog/2024-01-01-post.md': '---\ntitle: Post\nauthors: a1\n---\nText.\n',
  });
  const started = Date.now();
  const result = await runCli(['check', site], { timeoutMs: 40_000 });
  expect(Date.now() - started).toBeLessThan(20_000);
  expect(result.stderr).not.toContain('internal error');
  expect(result.stderr).toContain('content/docs/unknown.md:2:1  warning  Unknown frontmatter key "k0" is ignored');
  expect(result.stderr).toContain('content/docs/unknown.md:21:1  warning  Unknown frontmatter key "k19" is ignored');
  expect(result.stderr).toContain('content/docs/twice.md:30004:3  error  Invalid YAML: Map keys must be unique');
  expect(result.stderr).toContain('content/blog/authors.yml:60001:1  error  Invalid authors map: Map keys must be unique');
  expect(result.code).toBe(1);
}, 60_000);

it('finds a key given twice exactly where the yaml package did: .nan twice is no error, an empty key twice is at its ": " line', async () => {
  const site = await writeSite('yaml-same-duplicates', {
    'site.config.ts': "export default { title: 'T', url: 'https://t.example' };\n",
    'content/docs/index.md': '# Home\n',
    // The yaml package compares keys with ===, and NaN is not NaN: a Set found the second .nan.
    'content/docs/nan.md': '---\ntitle: NaN\n.nan: 1\n.NaN: 2\n---\n# N\n',
    // The yaml package reports the empty key at the start of its ": 2" line (6:1), not after the "? " (5:3).
    'content/docs/empty.md': '---\ntitle: Empty\n? \n: 1\n? \n: 2\n---\n# E\n',
  });
  const result = await runCli(['check', site]);
  expect(result.stderr).toContain('content/docs/nan.md:2:1  warning  Unknown frontmatter key "NaN" is ignored.');
  expect(result.stderr).not.toContain('content/docs/nan.md:4:1  error');
  expect(result.stderr).toContain('content/docs/empty.md:6:1  error  Invalid YAML: Map keys must be unique');
});

it('places an unknown front matter key holding a colon at its own line, after a key named as its first part', async () => {
  const site = await writeSite('yaml-colon-key', {
    'site.config.ts': "export default { title: 'T', url: 'https://t.example' };\n",
    'content/docs/index.md': '# Home\n',
    // The one-pass index of key lines keyed each line by its text up to the first ':', so "foo:bar" was looked up as "foo" and put at the front matter's start (2:1).
    'content/docs/colon.md': '---\ntitle: C\nfoo: 1\nfoo:bar: 2\n---\n# C\n',
  });
  const result = await runCli(['check', site]);
  expect(result.stderr).toContain('content/docs/colon.md:3:1  warning  Unknown frontmatter key "foo" is ignored.');
  expect(result.stderr).toContain('content/docs/colon.md:4:1  warning  Unknown frontmatter key "foo:bar" is ignored.');
});
