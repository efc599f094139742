// A page's JSON data module is held to the depth a JavaScript one is (64): 100,000 nested arrays ran
// the page's readers of the value out of stack, an error that named neither the JSON file nor the
// import, and that the parse cache kept after the file was fixed (the page failed before it knew its
// imports, so a change to the file did not make it be parsed again).
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli, writeSite } from '../support/cli.ts';

describe("a page's JSON data module that nests deep", () => {
  it('is an error at the import naming the file, and a fixed file builds', { timeout: 60_000 }, async () => {
    const depth = 100_000;
    const root = await writeSite('data-module-json-depth', {
      'content/docs/deep.json': `{"a": ${'['.repeat(depth)}${']'.repeat(depth)}}`,
      'content/docs/intro.md': "---\ntitle: Intro\n---\nimport d from './deep.json';\n\n# Intro\n\nText {d.a}\n",
    });
    const out = path.join(root, 'out');
    const deep = await runCli(['build', root, '--out', out]);
    expect(deep.stderr).not.toContain('stack');
    expect(deep.stderr).toContain('content/docs/intro.md:4:1  error  Import of "./deep.json": content/docs/deep.json is read as data, never run, and its value nests more than 64 levels deep.');
    expect(deep.code).toBe(1);
    await writeFile(path.join(root, 'content/docs/deep.json'), '{"a": "fixed"}');
    const fixed = await runCli(['build', root, '--out', out]);
    expect(fixed.stderr).toBe('');
    expect(fixed.code).toBe(0);
  });
});
