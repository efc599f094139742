// The front matter read without the yaml package (cli/content/flat-front-matter.ts) must give exactly
// what the yaml package gives, or nothing (the yaml package then reads it): compared on front matter
// written to catch each rule, and on every page of this repository and its fixtures.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fg from 'fast-glob';
import { describe, expect, it } from 'vitest';
import { flatFrontMatter } from '../../cli/content/flat-front-matter.ts';
import { parseYamlAsDocusaurus } from '../../cli/content/frontmatter.ts';
import { parseYaml } from '../../cli/content/yaml-document.ts';
import { REPO_ROOT, runCli, zeroConfigSite } from '../support/cli.ts';

/** What the yaml package makes of the text (an error as its message), as front matter reads it. */
function byYamlPackage(text: string): unknown {
  try {
    return parseYaml(text, { merge: true });
  } catch (error) {
    return { error: (error as Error).message };
  }
}

/** Front matter the flat reading takes: it must give the yaml package's values (booleans and null in the core schema's spellings). */
const TAKEN = [
  'title: Getting started\nsidebar_position: 3',
  'id: intro\ntitle: Intro\nslug: /\ndescription: How to begin, step by step.',
  "title: 'Quoted: with a colon'\ndescription: \"Double # quoted\"",
  'title: Say "hi" to [brackets] and {braces}, commas',
  'sidebar_label: yes\nother: no\nthird: on\nfourth: off',
  'title: Ends with spaces   \n\n   \nnext: 0',
  'url: https://example.com/a#b\nkeywordish: a#b',
  'title: Café über naïve 日本語',
  'big: 999999999999999',
  'dashed-key: value\n_private: x',
  'constructor: a\ntoString: b',
  'draft: true\nhide_title: False\nunlisted: TRUE\nlast: false',
  'pagination_next: null\npagination_prev: ~\nimage: NULL\nempty:\nspaced: ',
];

/** Front matter it must leave to the yaml package: reading it as text would give other values. */
const LEFT = [
  'x: tRUE',
  'x: nULL',
  'tags:\n- a\n- b',
  'nested:\n  a: b',
  'x: 1.5',
  'x: 1e3',
  'x: 0x1F',
  'x: 007',
  'x: -1',
  'x: .inf',
  'date: 2024-01-01',
  'tags: [a, b]',
  'x: a #comment',
  'x: a: b',
  'x: ends with colon:',
  'x:value',
  'a: 1\na: 2',
  '__proto__: x',
  'true: x',
  "x: 'it''s'",
  'x: "a\\nb"',
  '  x: indented',
  'x:\ty',
  'x: a\n  continued',
  '# a comment\nx: a',
  'x: "a" # comment',
  '<<: *base',
  'x: @at',
  'x: `tick`',
  'x: &anchor a',
  'x: !tag a',
  'x: |\n  block',
  'x: a\r\ny: b',
  '',
  '   ',
];

describe('front matter read without the yaml package', () => {
  it('gives what the yaml package gives for flat front matter', () => {
    for (const text of TAKEN) {
      const flat = flatFrontMatter(text);
      expect(flat, text).not.toBeNull();
      expect(flat, text).toEqual(byYamlPackage(text));
    }
  });

  it('leaves to the yaml package every front matter whose values it would read otherwise', () => {
    for (const text of LEFT) {
      const flat = flatFrontMatter(text);
      if (flat !== null) expect(flat, text).toEqual(byYamlPackage(text));
      // Through the one entry point pages use, the yaml package's values (or its error) all the same.
      let read: unknown;
      try {
        read = parseYamlAsDocusaurus(text);
      } catch (error) {
        read = { error: (error as Error).message };
      }
      expect(read, text).toEqual(byYamlPackage(text));
    }
  });

  it("agrees with the yaml package on every page's front matter of this repository and its fixtures", async () => {
    const files = await fg(['content/**/*.{md,mdx}', 'test/fixtures/**/*.{md,mdx}'], { cwd: REPO_ROOT, dot: false });
    let taken = 0;
    let withFrontMatter = 0;
    for (const file of files) {
      const text = await readFile(path.join(REPO_ROOT, file), 'utf8');
      const match = /^---\n([\s\S]*?)\n---(?:\n|$)/.exec(text);
      if (!match) continue;
      withFrontMatter++;
      const flat = flatFrontMatter(match[1]);
      if (flat === null) continue;
      taken++;
      expect(flat, file).toEqual(byYamlPackage(match[1]));
    }
    // Most pages' front matter is flat (36 of 38 when written): the comparison is not of a handful.
    expect(withFrontMatter).toBeGreaterThan(30);
    expect(taken).toBeGreaterThan(withFrontMatter * 0.8);
  });

  it('leaves a key longer than the yaml package takes to it, which says so at the page', async () => {
    const key = 'k'.repeat(1025);
    expect(flatFrontMatter(`${key}: a`)).toBeNull();
    const site = await zeroConfigSite('flat-front-matter-long-key', { 'a.md': `---\ntitle: A\n${key}: b\n---\n\n# A\n` });
    const result = await runCli(['check', site]);
    expect(result.code).toBe(1);
    expect(result.stdout + result.stderr).toMatch(/content\/docs\/a\.md:3:1 +error .*at most 1024 chars/);
  });

  it('reads a front matter line of many spaces in time linear in its length', async () => {
    // 50,000 spaces then a word, or then a U+2028: seconds each before (a regular expression
    // that backtracked over the spaces), twice a build.
    for (const line of [` a${' '.repeat(50_000)}b`, `${' '.repeat(50_000)}\u2028`]) {
      const started = performance.now();
      flatFrontMatter(`description:${line}`);
      expect(performance.now() - started).toBeLessThan(1000);
    }
    const site = await zeroConfigSite('flat-front-matter-spaces', { 'a.md': `---\ntitle: A\ndescription: a${' '.repeat(200_000)}b\n---\n\n# A\n` });
    const result = await runCli(['check', site], { timeoutMs: 20_000 });
    // Killed after 20 s (code -1) before; now the page's own error, at once.
    expect(result.code).toBe(1);
    expect(result.stdout + result.stderr).toMatch(/a\.md:3:1 +error +Frontmatter "description" must be a string of at most 5,000 characters/);
  }, 30_000);
});
