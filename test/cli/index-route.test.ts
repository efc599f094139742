// A page at /index is a page of its own, as in Docusaurus (`slug: index` on a docs root served at
// `/`): it was refused because the home page's data was written where its data goes.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli, startServe, writeSite } from '../support/cli.ts';

describe('a page whose route is /index', () => {
  it('builds beside the home page, each with its own page data, and is served at /index', async () => {
    const site = await writeSite('index-route', {
      'content/pages/index.mdx': '---\ntitle: Home\n---\n\n# Home\n\nThe home page.\n',
      'content/pages/intro.mdx': '---\ntitle: Introduction\nslug: /index\n---\n\n# Introduction\n\nThe page at index.\n\n[Home](/)\n',
      'content/docs/start.md': '# Start\n\n[Introduction](/index)\n',
    });
    const checked = await runCli(['check', site]);
    expect(checked.stderr).not.toContain('/index');
    expect(checked.code, checked.stderr).toBe(0);
    const built = await runCli(['build', site]);
    expect(built.code, built.stderr).toBe(0);
    const out = path.join(site, 'build');
    expect(await readFile(path.join(out, 'index/index.html'), 'utf8')).toContain('The page at index.');
    expect(await readFile(path.join(out, 'index.html'), 'utf8')).toContain('The home page.');
    expect(await readFile(path.join(out, '_dc/data/index.json'), 'utf8')).toContain('The page at index.');
    expect(await readFile(path.join(out, '_dc/data.json'), 'utf8')).toContain('The home page.');

    const serve = await startServe([site, '--port', '0']);
    try {
      const page = await fetch(`${serve.url}/index`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('The page at index.');
      const home = await fetch(`${serve.url}/_dc/data.json`);
      expect(home.status).toBe(200);
      expect(await home.text()).toContain('The home page.');
    } finally {
      await serve.stop();
    }
  });
});
