// A zero-config root's sidebars are made from its folders, its `_category_` files and its
// sidebars.js: under `devcenter dev` they follow those files as they are saved, added and removed.
import { rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { rawRequest, startDev } from '../security/servers-support.ts';
import { writeSite } from '../support/cli.ts';

async function until(read: () => Promise<string>, wanted: (text: string) => boolean, waitMs = 15_000): Promise<string> {
  const deadline = Date.now() + waitMs;
  let text = await read();
  while (!wanted(text) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    text = await read();
  }
  return text;
}

describe('devcenter dev on a zero-config root', () => {
  it('follows _category_ files, new pages and sidebars.js in the sidebar', async () => {
    const site = await writeSite('docu-dev-sidebars', {
      'content/docs/intro.md': '---\nsidebar_position: 1\n---\n# Intro\n\nHello.\n',
      'content/docs/guides/first.md': '# First guide\n\nOne.\n',
    });
    const dev = await startDev(site);
    try {
      const sidebar = async () => (await rawRequest(dev.url, '/_dc/sidebars/docs.json', { headers: { host: new URL(dev.url).host } })).body;
      expect(await sidebar()).toContain('"label":"guides"');

      await writeFile(path.join(site, 'content', 'docs', 'guides', '_category_.json'), JSON.stringify({ label: 'Guides for everyone', position: 0 }));
      expect(await until(sidebar, (s) => s.includes('Guides for everyone'))).toContain('Guides for everyone');

      await writeFile(path.join(site, 'content', 'docs', 'guides', 'second.md'), '# Second guide\n\nTwo.\n');
      expect(await until(sidebar, (s) => s.includes('/docs/guides/second'))).toContain('/docs/guides/second');

      await rm(path.join(site, 'content', 'docs', 'guides', '_category_.json'));
      expect(await until(sidebar, (s) => !s.includes('Guides for everyone'))).not.toContain('Guides for everyone');

      await writeFile(path.join(site, 'sidebars.js'), "export default { docs: ['intro', { type: 'category', label: 'Hand-made', items: ['guides/first'] }] };\n");
      const handMade = await until(sidebar, (s) => s.includes('Hand-made'));
      expect(handMade).toContain('Hand-made');
      expect(handMade).not.toContain('/docs/guides/second');

      // A sidebars.json is followed as the .js is (a second probe found its edits ignored).
      await rm(path.join(site, 'sidebars.js'));
      await writeFile(path.join(site, 'sidebars.json'), JSON.stringify({ docs: ['intro', { type: 'category', label: 'From JSON', items: ['guides/second'] }] }));
      const fromJson = await until(sidebar, (s) => s.includes('From JSON'));
      expect(fromJson).toContain('From JSON');
      await writeFile(path.join(site, 'sidebars.json'), JSON.stringify({ docs: ['intro', { type: 'category', label: 'Edited JSON', items: ['guides/second'] }] }));
      expect(await until(sidebar, (s) => s.includes('Edited JSON'))).toContain('Edited JSON');
    } finally {
      await dev.stop();
    }
  });

  it('answers a part of a sidebar (the items of a collapsed category) as the build writes it, and follows its edits', async () => {
    const site = await writeSite('docu-dev-sidebar-parts', {
      'content/docs/intro.md': '# Intro\n\nHello.\n',
      'content/docs/guides/first.md': '# First guide\n\nOne.\n',
      'sidebars.json': JSON.stringify({ docs: ['intro', { type: 'category', label: 'Guides', items: ['guides/first'] }] }),
    });
    const dev = await startDev(site);
    try {
      const get = (sitePath: string) => rawRequest(dev.url, sitePath, { headers: { host: new URL(dev.url).host } });
      const part = async () => (await get('/_dc/sidebars/docs/1.json')).body;
      expect(JSON.parse(await part())).toEqual({ label: 'Guides', items: [{ type: 'link', label: 'First guide', href: '/docs/guides/first', external: false }] });
      await writeFile(path.join(site, 'content', 'docs', 'guides', 'second.md'), '# Second guide\n\nTwo.\n');
      await writeFile(path.join(site, 'sidebars.json'), JSON.stringify({ docs: ['intro', { type: 'category', label: 'Guides', items: ['guides/first', 'guides/second'] }] }));
      expect(await until(part, (s) => s.includes('/docs/guides/second'))).toContain('/docs/guides/second');
      // No such part (a short top level has none), or no such sidebar: not found.
      for (const none of ['/_dc/sidebars/docs/0.json', '/_dc/sidebars/docs/2.json', '/_dc/sidebars/other/1.json']) expect((await get(none)).status, none).toBe(404);
    } finally {
      await dev.stop();
    }
  });

  it('says once that the whole site was checked when it starts with no problem', async () => {
    const site = await writeSite('docu-dev-clean-start', { 'content/docs/intro.md': '# Intro\n\nSee [the guide](./guide.md).\n', 'content/docs/guide.md': '# Guide\n\nText.\n' });
    const dev = await startDev(site);
    try {
      const said = await until(async () => dev.output(), (text) => text.includes('✔ checked'));
      expect(said).toContain('✔ checked 2 pages: no problems');
    } finally {
      await dev.stop();
    }
  });

  it("follows the sidebars file the Docusaurus config's sidebarPath names (docs-sidebar.js) as it follows sidebars.js", async () => {
    const site = await writeSite('docu-dev-named-sidebars', {
      'content/docs/intro.md': '# Intro\n\nHello.\n',
      'content/docs/guides/first.md': '# First guide\n\nOne.\n',
      'docs-sidebar.js': "module.exports = { docs: ['intro', { type: 'category', label: 'Named file', items: ['guides/first'] }] };\n",
      'docusaurus.config.js': "module.exports = { title: 'Named', url: 'https://named.example', presets: [['classic', { docs: { sidebarPath: './docs-sidebar.js' } }]] };\n",
    });
    const dev = await startDev(site);
    try {
      const sidebar = async () => (await rawRequest(dev.url, '/_dc/sidebars/docs.json', { headers: { host: new URL(dev.url).host } })).body;
      expect(await sidebar()).toContain('Named file');
      await writeFile(path.join(site, 'docs-sidebar.js'), "module.exports = { docs: ['intro', { type: 'category', label: 'Saved in dev', items: ['guides/first'] }] };\n");
      expect(await until(sidebar, (s) => s.includes('Saved in dev'))).toContain('Saved in dev');
    } finally {
      await dev.stop();
    }
  });

  it("follows the sidebars file the sidebarPath names in the docs folder (OpenDAL's ./docs/sidebars.js, content/docs/sidebars.js here), read as data", async () => {
    const site = await writeSite('docu-dev-docs-folder-sidebars', {
      'content/docs/intro.md': '# Intro\n\nHello.\n',
      'content/docs/guides/first.md': '# First guide\n\nOne.\n',
      'content/docs/sidebars.js': "module.exports = { docs: ['intro', { type: 'category', label: 'In the docs folder', items: ['guides/first'] }] };\n",
      'docusaurus.config.js': "module.exports = { title: 'Folder', url: 'https://folder.example', presets: [['classic', { docs: { sidebarPath: require.resolve('./docs/sidebars.js') } }]] };\n",
    });
    const dev = await startDev(site);
    try {
      const sidebar = async () => (await rawRequest(dev.url, '/_dc/sidebars/docs.json', { headers: { host: new URL(dev.url).host } })).body;
      expect(await sidebar()).toContain('In the docs folder');
      await writeFile(path.join(site, 'content/docs/sidebars.js'), "module.exports = { docs: ['intro', { type: 'category', label: 'Saved there in dev', items: ['guides/first'] }] };\n");
      expect(await until(sidebar, (s) => s.includes('Saved there in dev'))).toContain('Saved there in dev');
    } finally {
      await dev.stop();
    }
  });

  it("follows the module of the site a Docusaurus config only imports (Buck2's config_impl.ts) as it follows the config", async () => {
    const site = await writeSite('docu-dev-config-module', {
      'content/docs/intro.md': '# Intro\n\nHello.\n',
      'docusaurus.config.js': "const { config } = require('./config_impl.ts');\nmodule.exports = config;\n",
      'config_impl.ts': "export const config = { title: 'First title', url: 'https://module.example' };\n",
    });
    const dev = await startDev(site);
    try {
      const page = async () => (await rawRequest(dev.url, '/docs/intro', { headers: { host: new URL(dev.url).host } })).body;
      expect(await page()).toContain('First title');
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      await writeFile(path.join(site, 'config_impl.ts'), "export const config = { title: 'Saved title', url: 'https://module.example' };\n");
      expect(await until(page, (text) => text.includes('Saved title'))).toContain('Saved title');
    } finally {
      await dev.stop();
    }
  });

  it('starts on broken _category_ files, shows their problems, and takes the files once they are fixed', async () => {
    // A build stops on them (exit 1); dev used to stop too, before serving anything.
    const site = await writeSite('docu-dev-broken-category-start', {
      'content/docs/intro.md': '# Intro\n\nHello.\n',
      'content/docs/guides/first.md': '# First guide\n\nOne.\n',
      'content/docs/guides/_category_.json': '{ "label": "Guides", "position": 2,, }\n',
      'content/docs/tools/hammer.md': '# Hammer\n\nBang.\n',
      'content/docs/tools/_category_.yml': 'label: Tools\nlink:\n  type: doc\n  id: hamer\n',
    });
    const dev = await startDev(site);
    try {
      const sidebar = async () => (await rawRequest(dev.url, '/_dc/sidebars/docs.json', { headers: { host: new URL(dev.url).host } })).body;
      // Both files' problems are said; the folders keep their defaults meanwhile.
      const said = await until(async () => dev.output(), (text) => text.includes('_category_.yml'));
      expect(said).toContain('content/docs/guides/_category_.json:1:36  error  Invalid category file');
      expect(said).toContain('content/docs/tools/_category_.yml:4:7  error  The category\'s link names the doc "hamer"');
      // Once every page is parsed and checked, both are still said: a later load stopped at the first
      // broken file and reported its problem alone, as if the other had been fixed.
      await new Promise((r) => setTimeout(r, 2500));
      const counts = [...dev.output().matchAll(/devcenter dev: (\d+) errors?/g)].map((m) => Number(m[1]));
      expect(counts.at(-1)).toBe(2);
      const before = await sidebar();
      expect(before).toContain('"label":"guides"');
      expect(before).toContain('/docs/tools/hammer');
      expect((await rawRequest(dev.url, '/docs/guides/first', { headers: { host: new URL(dev.url).host } })).status).toBe(200);

      await writeFile(path.join(site, 'content', 'docs', 'guides', '_category_.json'), '{ "label": "Guides", "position": 2 }\n');
      await writeFile(path.join(site, 'content', 'docs', 'tools', '_category_.yml'), 'label: Tools\nlink:\n  type: doc\n  id: hammer\n');
      const fixed = await until(sidebar, (s) => s.includes('"label":"Guides"') && s.includes('"label":"Tools"'));
      expect(fixed).toContain('"label":"Guides"');
      expect(fixed).toContain('"label":"Tools"');
      expect(await until(async () => dev.output(), (text) => text.includes('no problems left'))).toContain('✔ no problems left');
    } finally {
      await dev.stop();
    }
  });

  it('answers a page whose folder was renamed with the not-found page, never a 500, while sidebars.js still names it', async () => {
    const site = await writeSite('docu-dev-renamed-folder', {
      'sidebars.js': "module.exports = { docs: ['intro', { type: 'category', label: 'Guides', items: ['guides/page-0', 'guides/page-1'] }] };\n",
      'content/docs/intro.md': '# Intro\n\nHello.\n',
      ...Object.fromEntries(Array.from({ length: 12 }, (_, i) => [`content/docs/guides/page-${i}.md`, `# Guide ${i}\n\nText ${i}.\n`])),
    });
    const dev = await startDev(site);
    try {
      const host = { host: new URL(dev.url).host };
      expect((await rawRequest(dev.url, '/docs/guides/page-0', { headers: host })).status).toBe(200);
      await rename(path.join(site, 'content', 'docs', 'guides'), path.join(site, 'content', 'docs', 'moved'));
      // A reader's tab asks for the page while the files go and the sidebars are worked out again;
      // sidebars.js then names docs that are gone, which is the author's error to show.
      const statuses = new Set<number>();
      const deadline = Date.now() + 3_000;
      while (Date.now() < deadline) statuses.add((await rawRequest(dev.url, '/docs/guides/page-0', { headers: host })).status);
      // 200 until the watcher sees the files go, then the not-found page.
      expect([...statuses].filter((status) => status !== 200)).toEqual([404]);
      expect(dev.output()).toContain('names doc "guides/page-0"');
      expect((await rawRequest(dev.url, '/docs/moved/page-0', { headers: host })).status).toBe(200);
      expect(dev.output()).not.toContain('TypeError');
    } finally {
      await dev.stop();
    }
  });

  it('says nothing of a folder renamed while its files are seen going and coming: no import or sidebar problem the author never made', async () => {
    const site = await writeSite('docu-dev-renamed-partial', {
      'content/docs/intro.md': '# Intro\n\nHello.\n',
      'content/docs/guides/config.md': "# Config\n\nimport Snippet from './_snippet.mdx';\n\n<Snippet />\n",
      'content/docs/guides/install.md': '# Install\n\nSteps.\n',
      'content/docs/guides/_snippet.mdx': 'Snippet text.\n',
    });
    const dev = await startDev(site);
    try {
      const host = { host: new URL(dev.url).host };
      await rename(path.join(site, 'content', 'docs', 'guides'), path.join(site, 'content', 'docs', 'howto'));
      const page = await until(async () => (await rawRequest(dev.url, '/docs/howto/config', { headers: host })).body, (body) => body.includes('Snippet text.'));
      expect(page).toContain('Snippet text.');
      // The renamed folder's problems would be said within the settle time: wait past it.
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      expect(dev.output()).not.toContain('error');
      // A mistake made after it is still said.
      await writeFile(path.join(site, 'content', 'docs', 'howto', 'install.md'), '# Install <b>\n');
      expect(await until(async () => dev.output(), (text) => text.includes('Could not parse MDX'))).toContain('content/docs/howto/install.md:1:11  error  Could not parse MDX');
    } finally {
      await dev.stop();
    }
  });

  it('says the problems of a change within seconds while another file keeps changing (a generator writing content/ every 50 ms)', async () => {
    const site = await writeSite('docu-dev-changing-stream', {
      'content/docs/intro.md': '# Intro\n\nHello.\n',
      'content/docs/generated.md': '# Generated\n\n0\n',
    });
    const dev = await startDev(site);
    let writing = true;
    const writer = (async () => {
      for (let n = 1; writing; n++) {
        await writeFile(path.join(site, 'content', 'docs', 'generated.md'), `# Generated\n\n${n}\n`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    })();
    try {
      await new Promise((resolve) => setTimeout(resolve, 500));
      await writeFile(path.join(site, 'content', 'docs', 'intro.md'), '# Intro <b>\n');
      // Held while changes kept coming, the error was never said; now at most 2 s after it is made.
      // Well past the 2 s bound, for a machine running the whole suite (12 s was passed there once
      // in three clean CI runs, 15 s once under helpers' load): without the bound, it is never said.
      const said = await until(async () => dev.output(), (text) => text.includes('Could not parse MDX'), 40_000);
      expect(said).toContain('content/docs/intro.md:1:9  error  Could not parse MDX');
    } finally {
      writing = false;
      await writer;
      await dev.stop();
    }
  }, 60_000);

  it('says the problems of a change while a generator keeps changing another page\'s title every 50 ms (its file never stays still)', async () => {
    // A save that reshapes the site waits for its file to stay still: one rewritten every 50 ms never
    // does, and that wait held every change after it (an author's own save, its error never said).
    // Under load a read catches a file half-written, which reshapes it too: the full suite hit this.
    const site = await writeSite('docu-dev-reshaping-stream', {
      'content/docs/intro.md': '# Intro\n\nHello.\n',
      'content/docs/generated.md': '# Generated 0\n\nText.\n',
    });
    const dev = await startDev(site);
    let writing = true;
    const writer = (async () => {
      for (let n = 1; writing; n++) {
        await writeFile(path.join(site, 'content', 'docs', 'generated.md'), `# Generated ${n}\n\nText.\n`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    })();
    try {
      await new Promise((resolve) => setTimeout(resolve, 500));
      await writeFile(path.join(site, 'content', 'docs', 'intro.md'), '# Intro <b>\n');
      const said = await until(async () => dev.output(), (text) => text.includes('Could not parse MDX'), 20_000);
      expect(said).toContain('content/docs/intro.md:1:9  error  Could not parse MDX');
    } finally {
      writing = false;
      await writer;
      await dev.stop();
    }
  }, 40_000);

  it('finds a page added under dev in search, and a category by its new label, as soon as the sidebar shows them', async () => {
    const site = await writeSite('docu-dev-search-follows', {
      'content/docs/intro.md': '# Intro\n\nHello.\n',
      'content/docs/guides/first.md': '# First guide\n\nOne.\n',
    });
    const dev = await startDev(site);
    const search = async (query: string) => {
      const answer = await rawRequest(dev.url, '/1/indexes/*/queries?x-algolia-application-id=DEVCENTER&x-algolia-api-key=devcenter-search-key', {
        method: 'POST',
        headers: { host: new URL(dev.url).host, origin: dev.url },
        body: JSON.stringify({ requests: [{ indexName: 'docu-dev-search-follows', query }] }),
      });
      return answer.body;
    };
    try {
      expect(await until(() => search('first guide'), (body) => body.includes('/docs/guides/first'))).toContain('"lvl0":"guides"');
      await writeFile(path.join(site, 'content', 'docs', 'guides', 'quokka.md'), '# Quokka page\n\nThe flamingo paragraph.\n');
      expect(await until(() => search('flamingo'), (body) => body.includes('/docs/guides/quokka'))).toContain('/docs/guides/quokka');
      await writeFile(path.join(site, 'content', 'docs', 'guides', '_category_.json'), JSON.stringify({ label: 'Handbook' }));
      expect(await until(() => search('first guide'), (body) => body.includes('"lvl0":"Handbook"'))).toContain('"lvl0":"Handbook"');
    } finally {
      await dev.stop();
    }
  });
});
