// LLM-ready output of the Developer Center: llms.txt, llms-full.txt and a .md beside every docs page.
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import fg from 'fast-glob';
import { beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT, runCli, TMP, zeroConfigSite } from '../support/cli.ts';
import { startDev } from '../security/servers-support.ts';

const SITE = 'https://developers.finvoya.example';

describe('LLM-ready output', () => {
  const out = path.join(TMP, 'llms-site');
  const read = (file: string) => readFile(path.join(out, file), 'utf8');
  let docs: { path: string; title: string; toc: { text: string; level: number }[] }[];

  beforeAll(async () => {
    expect((await runCli(['build', REPO_ROOT, '--out', out])).code).toBe(0);
    const data = await fg('_dc/data/docs/**/*.json', { cwd: out });
    docs = (await Promise.all(data.map(async (file) => JSON.parse(await read(file))))).filter((page) => page.kind === 'doc');
  });

  it('writes a .md beside every docs page, with its title and every heading of its table of contents', async () => {
    expect(docs).toHaveLength(29);
    for (const page of docs) {
      const markdown = await read(`${page.path.slice(1)}.md`);
      expect(markdown.startsWith(`# ${page.title}\n`), page.path).toBe(true);
      for (const heading of page.toc) expect(markdown, `${page.path}: ${heading.text}`).toContain(`\n${'#'.repeat(heading.level)} ${heading.text}\n`);
      expect(markdown, page.path).not.toMatch(/<(Tabs|TabItem|Card|Admonition)\b/);
    }
  });

  it('turns admonitions into blockquotes with their type, and tabs into headed sections', async () => {
    expect(await read('docs/plugin/checkout.md')).toContain('> **Warning: The amount must add up**\n>\n> The plugin checks');
    const introduction = await read('docs/plugin/introduction.md');
    expect(introduction).toContain('\n### Script tag\n');
    expect(introduction).toContain('\n### npm\n');
  });

  it('lists every docs page once in llms.txt, by sidebar section, with links that resolve', async () => {
    const text = await read('llms.txt');
    expect(text.startsWith('# Developer Center\n\n> Offer your customers a better way to pay.\n')).toBe(true);
    const sections = [...text.matchAll(/^## (.+)$/gm)].map((m) => m[1]);
    expect(sections.slice(0, 3)).toEqual(['General', 'API', 'Ecommerce']);
    expect(sections).toContain('Marketing Guides');
    const links = [...text.matchAll(/^- \[([^\]]+)\]\(([^)]+)\)/gm)].map((m) => ({ title: m[1], url: m[2] }));
    expect(links.map((l) => l.url).sort()).toEqual(docs.map((d) => `${SITE}${d.path}.md`).sort());
    for (const link of links) {
      expect(link.url.startsWith(`${SITE}/`)).toBe(true);
      expect(existsSync(path.join(out, link.url.slice(SITE.length))), link.url).toBe(true);
    }
  });

  it('puts every docs page in llms-full.txt, in the order of llms.txt', async () => {
    const full = `\n${await read('llms-full.txt')}`;
    const order = [...(await read('llms.txt')).matchAll(/^- \[([^\]]+)\]/gm)].map((m) => m[1]);
    const positions = order.map((title) => full.indexOf(`\n# ${title}\n`));
    expect(positions.every((p) => p >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  });
});

describe('the Markdown copy of a page with HTML blocks and strings in braces', () => {
  it('gives each block of an element its own paragraph, and a string or comment in braces as what it reads', async () => {
    const site = await zeroConfigSite('llms-html-blocks', {
      'page.mdx':
        '# Page\n\n<div className="outer">\n  <div>inner div</div>\n  <figcaption>inner caption</figcaption>\n</div>\n\n' +
        "<div className=\"box\">\n{'Boxed text'}\n</div>\n\n{'Top text'}\n\nSpaced{' '}words and {/* hidden */}here.\n",
    });
    expect((await runCli(['build', site])).code).toBe(0);
    const markdown = await readFile(path.join(site, 'build', 'docs', 'page.md'), 'utf8');
    expect(markdown).toBe('# Page\n\ninner div\n\ninner caption\n\nBoxed text\n\nTop text\n\nSpaced words and here.\n');
  });
});

describe('llms.txt from hostile titles and descriptions', () => {
  it('gives each section one heading: a sidebar\'s loose pages before and after a category are one section', async () => {
    const site = await zeroConfigSite('llms-one-section', {
      'a.md': '---\nsidebar_position: 1\n---\n\n# A\n',
      'guides/g.md': '# G\n',
      'guides/_category_.json': '{"label": "Guides", "position": 2}',
      'z.md': '---\nsidebar_position: 3\n---\n\n# Z\n',
    });
    expect((await runCli(['build', site])).code).toBe(0);
    const text = await readFile(path.join(site, 'build', 'llms.txt'), 'utf8');
    expect([...text.matchAll(/^## (.*)$/gm)].map((m) => m[1])).toEqual(['Docs', 'Guides']);
    expect(text).toMatch(/## Docs\n\n- \[A\]\(.*\)\n- \[Z\]\(.*\)\n\n## Guides\n\n- \[G\]/);
  });

  it('keeps a title a title and a description on its line: brackets escaped, line breaks folded', async () => {
    const site = await zeroConfigSite('llms-injection', {
      'a.md': '---\ntitle: "Docs](javascript:alert(1)) [x"\ndescription: "first line\\n\\n# Injected heading\\n\\n[click](javascript:alert(2))"\n---\n\nText.\n',
    });
    expect((await runCli(['build', site])).code).toBe(0);
    const text = await readFile(path.join(site, 'build', 'llms.txt'), 'utf8');
    expect(text).toContain('- [Docs\\](javascript:alert(1)) \\[x](http://127.0.0.1:3000/docs/a.md): first line # Injected heading \\[click\\](javascript:alert(2))');
    expect(text).not.toMatch(/^# Injected/m);
  });
});

describe('the Markdown copy of a page the parser reads differently from its file', () => {
  it('is the page\'s own text after a titled admonition or an mdx-code-block, and after a front matter holding a fence', async () => {
    // The tree's offsets point into the text the parser read (admonition titles bracketed,
    // mdx-code-block fences opened): read against the file's own text, words lost their first letters.
    const site = await zeroConfigSite('llms-parsed-text', {
      'adm.md': '# Adm\n\nIntro paragraph.\n\n:::tip My title\nTip body.\n:::\n\n```mdx-code-block\nInside the block.\n```\n\n## Second heading\n\nLast paragraph here.\n',
      'fence.md': '---\ntitle: Fence\ndescription: |\n  ```mdx-code-block\n---\n\n## Hello {#custom}\n\nText after.\n',
    });
    const result = await runCli(['build', site]);
    expect(result.stderr).toBe('');
    const adm = await readFile(path.join(site, 'build', 'docs', 'adm.md'), 'utf8');
    expect(adm).toContain('> Tip body.');
    expect(adm).toContain('Inside the block.');
    expect(adm).toContain('\n## Second heading\n\nLast paragraph here.\n');
    expect(adm.match(/## Second heading/g)).toHaveLength(1);
    expect(await readFile(path.join(site, 'build', 'docs', 'fence.md'), 'utf8')).toBe('# Fence\n\n## Hello\n\nText after.\n');
  });

  it('serves a docs page\'s .md in dev as the build writes it, and the edit of the page in it', async () => {
    const root = await zeroConfigSite('llms-dev-markdown', { 'intro.md': '# Intro\n\nFirst words.\n' });
    expect((await runCli(['build', root])).code).toBe(0);
    const built = await readFile(path.join(root, 'build', 'docs', 'intro.md'), 'utf8');
    const dev = await startDev(root);
    try {
      const answer = await fetch(`${dev.url}/docs/intro.md`);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
      expect(await answer.text()).toBe(built);
      expect((await fetch(`${dev.url}/docs/nothing.md`)).status).toBe(404);
      await writeFile(path.join(root, 'content', 'docs', 'intro.md'), '# Intro\n\nNew words.\n');
      await expect.poll(async () => (await fetch(`${dev.url}/docs/intro.md`)).text(), { timeout: 10_000 }).toContain('New words.');
    } finally {
      await dev.stop();
    }
  });
});
