// A doc's `tags` as Docusaurus makes them: links under its content, a page per tag listing its docs,
// and /docs/tags listing every tag; content/docs/tags.yml names them as the blog's tags file does.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { fixtureCopy, runCli, writeSite, type CliResult } from '../support/cli.ts';

const FILES = {
  'content/docs/tagged/intro.md': '---\ntitle: Tagged intro\ntags: [Getting started, api]\ndescription: Start here.\n---\n\nHello.\n',
  'content/docs/tagged/one.md': '---\ntitle: Another tagged page\ntags:\n  - api\n  - label: Node.js\n    permalink: /node\n---\n\nFirst paragraph.\n',
  'content/docs/tagged/hidden.md': '---\ntitle: Hidden\ntags: [beta]\nunlisted: true\n---\n\nNot on tag pages.\n',
  'content/docs/tags.yml': 'api:\n  label: API\n  description: Everything about the API.\nbeta:\n',
};

describe('docs tags', () => {
  let site: string;
  let result: CliResult;
  const read = (file: string) => readFile(path.join(site, 'build', file), 'utf8');
  const data = async (route: string) => JSON.parse(await read(`_dc/data${route}.json`));

  beforeAll(async () => {
    site = await fixtureCopy('basic', 'doc-tags', FILES);
    result = await runCli(['build', site]);
  });

  it('links a doc\'s tags under its content to their pages, warning about a tag the tags file lacks', async () => {
    expect(result.code).toBe(0);
    expect(result.stderr).toContain('content/docs/tagged/intro.md:3:1  warning  Doc tag "Getting started" is not in content/docs/tags.yml: it gets an address of its own.');
    const html = await read('docs/tagged/intro/index.html');
    expect(html).toContain('<div class="doc-tags"><b>Tags:</b><ul class="doc-tags__list"><li><a href="/docs/tags/getting-started" class="doc-tag">Getting started</a></li><li><a href="/docs/tags/api" class="doc-tag">API</a></li></ul></div>');
  });

  it('makes a page per tag: its docs by title with their descriptions, the tags file\'s description, a link to every tag', async () => {
    const api = await data('/docs/tags/api');
    expect(api.title).toBe('2 docs tagged with "API"');
    const html = await read('docs/tags/api/index.html');
    expect(html).toContain('<title>2 docs tagged with &quot;API&quot;');
    expect(html).toContain('<p>Everything about the API.</p><a href="/docs/tags">View All Tags</a>');
    // A doc without a description is described by its first paragraph, as its description would be.
    expect(html).toContain('<a href="/docs/tagged/one">Another tagged page</a></h2><p>First paragraph.</p>');
    expect(html.indexOf('<a href="/docs/tagged/one">Another tagged page</a>')).toBeLessThan(html.indexOf('<a href="/docs/tagged/intro">Tagged intro</a></h2><p>Start here.</p>'));
    // {label, permalink}: at its permalink.
    expect((await data('/docs/tags/node')).title).toBe('1 doc tagged with "Node.js"');
  });

  it('lists every tag by first letter at /docs/tags, and leaves unlisted docs (and a tag only they have) out', async () => {
    const html = await read('docs/tags/index.html');
    expect(html).toContain('<h2>A</h2><ul class="doc-tags__list"><li><a href="/docs/tags/api" class="doc-tag">API<!-- --> <span class="doc-tag__count">2</span></a></li></ul>');
    expect(html.indexOf('<h2>G</h2>')).toBeLessThan(html.indexOf('<h2>N</h2>'));
    expect(html).not.toContain('Beta');
    expect(existsSync(path.join(site, 'build/docs/tags/beta'))).toBe(false);
    // The unlisted doc still shows its own tag, whose page does not exist: a link it must not have.
    expect(await read('docs/tagged/hidden/index.html')).not.toContain('href="/docs/tags/beta"');
  });
});

describe('docs tags of docs served at the root of the site', () => {
  it("are at /tags and /tags/<tag> (Docusaurus's routeBasePath: '/'), written inside the build", async () => {
    const root = await writeSite('doc-tags-root-docs', {
      'docusaurus.config.js': "module.exports = {\n  title: 'Rooted',\n  url: 'https://rooted.example',\n  presets: [['classic', { docs: { routeBasePath: '/' } }]],\n};\n",
      'content/docs/index.md': '---\ntags: [setup]\n---\n\n# Welcome\n\nHello.\n',
      'content/docs/guide.md': '---\ntags: [setup, usage]\n---\n\n# Guide\n\nSteps.\n',
    });
    const result = await runCli(['build', root]);
    expect(result.stderr).not.toContain('internal error');
    expect(result.code).toBe(0);
    const index = await readFile(path.join(root, 'build', 'tags', 'index.html'), 'utf8');
    expect(index).toContain('href="/tags/usage"');
    expect(await readFile(path.join(root, 'build', 'tags', 'setup', 'index.html'), 'utf8')).toContain('href="/guide"');
  });
});
