// Issue #16, point 6: `import X from './_partial.mdx'` + `<X />` inlines the partial at build time,
// in dev as in the build; a change to a partial rebuilds the pages that include it; a partial is not
// a page; an include that leads back to itself, or that would grow a page past its limits, is an error.
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { startDev, rawRequest } from '../security/servers-support.ts';
import { runCli, writeSite, zeroConfigSite } from '../support/cli.ts';

const SITE = {
  'guide.mdx': "---\ntitle: Guide\n---\nimport Shared from './_shared.mdx';\n\n# Guide\n\nIntro.\n\n<Shared />\n\n## After\n\nEnd.\n",
  '_shared.mdx': "## Shared part\n\nShared text with a [link](./other.md).\n\nimport Note from './_partials/note.md';\n\n<Note />\n",
  '_partials/note.md': ':::tip\nA nested note.\n:::\n',
  'other.md': '# Other\n\nOther page.\n',
};

describe('partials', () => {
  it('are inlined where the page puts them, nested ones too, with their headings in the table of contents', async () => {
    const site = await zeroConfigSite('docu-partials', SITE);
    const build = await runCli(['build', site]);
    expect(build.stderr).toBe('');
    const html = await readFile(path.join(site, 'build', 'docs', 'guide', 'index.html'), 'utf8');
    expect(html).toMatch(/Intro\.[\s\S]*Shared text with a <a href="\/docs\/other">link<\/a>[\s\S]*A nested note[\s\S]*End\./);
    expect(html).toContain('toc__link">Shared part');
    // A partial is not a page of its own.
    expect(build.stdout).toMatch(/^built 6 pages/m);
    await expect(readFile(path.join(site, 'build', 'docs', '_shared', 'index.html'))).rejects.toThrow();
  });

  // Arbitrum's glossary partial: `### Cross-chain message {#crosschain-message}` was #cross-chain-message
  // on the page, and the glossary's links to #crosschain-message broken anchors.
  it("keep the ids their headings write ({#id}) on every page that includes them, as Docusaurus's headings do", async () => {
    const site = await zeroConfigSite('docu-partials-heading-ids', {
      'glossary.mdx': "# Glossary\n\nimport Terms from './_terms.mdx';\n\n<div data-glossary=\"yes\">\n  <Terms />\n</div>\n\nSee [messages](#crosschain-message).\n",
      'other.mdx': "# Other\n\nimport Terms from './_terms.mdx';\n\n<Terms />\n\nSee [the term](./glossary.mdx#crosschain-message).\n",
      '_terms.mdx': '### Cross-chain message {#crosschain-message}\n\nA message, [here](#crosschain-message).\n\n### Plain term\n\nText.\n',
    });
    const build = await runCli(['build', site]);
    expect(build.stderr).toBe('');
    for (const page of ['glossary', 'other']) {
      const html = await readFile(path.join(site, 'build', 'docs', page, 'index.html'), 'utf8');
      expect(html).toContain('<h3 id="crosschain-message"');
      expect(html).toContain('<h3 id="plain-term"');
      expect(html).toContain('href="#crosschain-message"');
    }
  });

  // Arbitrum's dynamic-pricing page linked /for-devs/…/precompile-tables/_ArbOwner, a partial's place:
  // a bare "broken link" with no suggestion, where the page that shows the partial was meant.
  it('linked to where they would be as pages is a broken link that names the partial and the page that includes it', async () => {
    const site = await zeroConfigSite('docu-partials-linked-as-page', {
      'reference.mdx': "# Reference\n\nimport Owner from './tables/_owner.mdx';\n\n<Owner />\n",
      'tables/_owner.mdx': '## Owner\n\nThe owner table.\n',
      'pricing.mdx': '# Pricing\n\nCall the [owner precompile](/docs/tables/_owner).\n',
    });
    const build = await runCli(['build', site]);
    expect(build.code).toBe(1);
    expect(build.stderr).toContain('content/docs/pricing.mdx:3:10  error  broken link "/docs/tables/_owner" — did you mean "/docs/reference"?');
    expect(build.stderr).toContain('hint: content/docs/tables/_owner.mdx is a partial (its name starts with _), which makes no page of its own, as in Docusaurus: link to a page that includes it, such as /docs/reference.');
  });

  // Arbitrum's `<ArbitrumContractAddresses />;`: the hint said to write it on a line of its own, which
  // it seemed to be, and did not point at the stray `;` beside it.
  it('written in a line of text is an error whose hint quotes the text beside it', async () => {
    const site = await zeroConfigSite('docu-partials-in-line', {
      'addresses.mdx': "# Addresses\n\nimport Table from './_table.mdx';\n\n<Table />;\n",
      '_table.mdx': '| a | b |\n| - | - |\n| 1 | 2 |\n',
    });
    const build = await runCli(['build', site]);
    expect(build.code).toBe(1);
    expect(build.stderr).toContain("content/docs/addresses.mdx:5:1  error  <Table /> stands inside a line of text; a partial's content is made of blocks.");
    expect(build.stderr).toContain('hint: write <Table /> on a line of its own, without the text beside it (";"): move that text to a line of its own, or remove it if it is a slip.');
  });

  it('are found by Docusaurus\'s @site/docs/ path too, and rebuild what includes them', async () => {
    const site = await zeroConfigSite('docu-partials-site-alias', {
      'page.mdx': "# Page\n\nimport Note from '@site/docs/_snippets/note.mdx';\n\n<Note />\n",
      '_snippets/note.mdx': 'A **snippet** note.\n',
    });
    const build = await runCli(['build', site]);
    expect(build.stderr).toBe('');
    expect(await readFile(path.join(site, 'build', 'docs', 'page', 'index.html'), 'utf8')).toContain('A <strong>snippet</strong> note.');
    await writeFile(path.join(site, 'content', 'docs', '_snippets', 'note.mdx'), 'A changed note.\n');
    expect((await runCli(['build', site])).code).toBe(0);
    expect(await readFile(path.join(site, 'build', 'docs', 'page', 'index.html'), 'utf8')).toContain('A changed note.');
  });

  it('are found by @site/ outside docs/ too (content/ is the site root), and a missing one is one error saying where it must be', async () => {
    const site = await zeroConfigSite('docu-partials-site-shared', {
      'page.mdx': "# Page\n\nimport Shared from '@site/shared/_c.mdx';\nimport Same from '../shared/_c.mdx';\n\n<Shared />\n\n<Same />\n",
      'gone.mdx': "# Gone\n\nimport Missing from '@site/unversioned/_contributing.mdx';\n\n<Missing />\n",
    });
    await mkdir(path.join(site, 'content', 'shared'), { recursive: true });
    await writeFile(path.join(site, 'content', 'shared', '_c.mdx'), 'Shared text C.\n');
    const build = await runCli(['build', site]);
    expect(build.stderr).toContain('content/docs/gone.mdx:3:1  error  Import of "@site/unversioned/_contributing.mdx": there is no such Markdown file in content/.');
    expect(build.stderr).toContain('the file must be content/unversioned/_contributing.mdx');
    // Reported once: not again as an unknown component.
    expect(build.stderr).not.toContain('Unknown component');
    expect(build.stderr).not.toContain('page.mdx');
    await writeFile(path.join(site, 'content', 'docs', 'gone.mdx'), '# Gone\n\nNothing here.\n');
    expect((await runCli(['build', site])).code).toBe(0);
    const html = await readFile(path.join(site, 'build', 'docs', 'page', 'index.html'), 'utf8');
    expect(html.match(/<p>Shared text C\.<\/p>/g)).toHaveLength(2);
  });

  // QuestDB's docs import ../../src/components/DRY/_x.mdx from docs/deployment/: from content/docs/, a
  // folder deeper, that path is content/src/…, and the error did not say the file was there, one up.
  it('kept outside docs/ in Docusaurus (../../src/x/_p.mdx from docs/a/) are said to be there, and where to move them so the import finds them', async () => {
    const site = await zeroConfigSite('docu-partials-from-docs-folder', {
      'deploy/cloud.md': "# Cloud\n\nimport Minimum from '../../src/shared/_minimum.mdx';\n\n<Minimum />\n",
    });
    await mkdir(path.join(site, 'src', 'shared'), { recursive: true });
    await writeFile(path.join(site, 'src', 'shared', '_minimum.mdx'), 'Four cores at least.\n');
    const build = await runCli(['build', site]);
    expect(build.code).toBe(1);
    expect(build.stderr).toContain(
      'content/docs/deploy/cloud.md:3:1  error  Import of "../../src/shared/_minimum.mdx": there is no file content/src/shared/_minimum.mdx; the file is src/shared/_minimum.mdx, outside content/, which is all a page reads.',
    );
    expect(build.stderr).toContain('hint: Docusaurus found it from docs/, one folder above content/docs/: move it to content/src/shared/_minimum.mdx, where this import finds it');
    // Done as the hint says, the page shows it.
    await mkdir(path.join(site, 'content', 'src', 'shared'), { recursive: true });
    await rename(path.join(site, 'src', 'shared', '_minimum.mdx'), path.join(site, 'content', 'src', 'shared', '_minimum.mdx'));
    const fixed = await runCli(['build', site]);
    expect(fixed.stderr).toBe('');
    expect(await readFile(path.join(site, 'build', 'docs', 'deploy', 'cloud', 'index.html'), 'utf8')).toContain('<p>Four cores at least.</p>');
  });

  it("are found by a path from the site's root (`/docs/_q.mdx`, as Docusaurus's webpack resolves it: Pomerium imports 33 so), and raw-loader texts too, static/ first; a root path that leads out of the site is refused", async () => {
    const site = await writeSite('docu-partials-root-path', {
      'content/docs/page.mdx': [
        '# Page',
        '',
        "import CodeBlock from '@theme/CodeBlock';",
        "import Q from '/docs/_q.mdx';",
        "import Static from '!!raw-loader!/snips/a.txt';",
        "import StaticByPath from '!!raw-loader!/static/snips/a.txt';",
        "import Text from '!!raw-loader!/docs/b.txt';",
        '',
        '<Q protocol="tcp" />',
        '',
        '<CodeBlock language="text">{Static}</CodeBlock>',
        '',
        '<CodeBlock language="text">{StaticByPath}</CodeBlock>',
        '',
        '<CodeBlock language="text">{Text}</CodeBlock>',
        '',
      ].join('\n'),
      'content/docs/_q.mdx': 'Shared text for {props.protocol}.\n',
      'content/docs/b.txt': 'text of content\n',
      'static/snips/a.txt': 'text of static\n',
      'content/docs/out.mdx': "# Out\n\nimport Secret from '/../outside-secret.mdx';\nimport Raw from '!!raw-loader!/static/../../outside-secret.mdx';\n\n<Secret />\n",
    });
    await writeFile(path.join(site, '..', 'outside-secret.mdx'), 'OUTSIDE SECRET\n');
    const refused = await runCli(['build', site]);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('content/docs/out.mdx:3:1  error  Import of "/../outside-secret.mdx": there is no such Markdown file in content/.');
    expect(refused.stderr).toContain('hint: /../outside-secret.mdx leads out of the site');
    expect(refused.stderr).toContain('content/docs/out.mdx:4:1  error  Import of "!!raw-loader!/static/../../outside-secret.mdx": it leads out of the site\'s content/ and static/');
    expect(refused.stderr).not.toContain('page.mdx');
    expect(refused.stderr + refused.stdout).not.toContain('OUTSIDE SECRET');
    await rm(path.join(site, 'content', 'docs', 'out.mdx'));
    const build = await runCli(['build', site]);
    expect(build.stderr).toBe('');
    const html = await readFile(path.join(site, 'build', 'docs', 'page', 'index.html'), 'utf8');
    expect(html).toContain('<p>Shared text for tcp.</p>');
    expect(html.match(/<code>text of static\n?<\/code>/g)).toHaveLength(2);
    expect(html).toMatch(/<code>text of content\n?<\/code>/);
  });

  it("are any Markdown file of content/ outside the page folders that a page imports, _ name or not (Ory's @site/src/…), read with its props; one no page imports is a warning, never parsed", async () => {
    const site = await zeroConfigSite('docu-partials-outside-pages', {
      'install.mdx': "# Install\n\nimport Install from '@site/src/shared/install.mdx';\n\n<Install name=\"Hydra\" />\n",
    });
    await mkdir(path.join(site, 'content', 'src', 'shared'), { recursive: true });
    await writeFile(path.join(site, 'content', 'src', 'shared', 'install.mdx'), '{props.name} is distributed as a Docker image.\n');
    await mkdir(path.join(site, 'content', 'guides'), { recursive: true });
    await writeFile(path.join(site, 'content', 'guides', 'stray.mdx'), '# Stray\n\nUses {props.nothing} and {code()}.\n');
    const build = await runCli(['build', site]);
    expect(build.code).toBe(0);
    expect(build.stderr).toContain('content/guides/stray.mdx  warning  content/guides/stray.mdx is not under content/docs/, content/pages/ or content/blog/, and no page imports it, so it is not part of the site.');
    expect(build.stderr.match(/  (?:warning|error)  /g)).toHaveLength(1);
    const html = await readFile(path.join(site, 'build', 'docs', 'install', 'index.html'), 'utf8');
    expect(html).toContain('<p>Hydra is distributed as a Docker image.</p>');
  });

  it("that no page imports, a folder of them is one warning, each other file a note (KubeVela's content/videos/, a docs instance of its own)", async () => {
    const site = await zeroConfigSite('docu-partials-folder-outside-pages', { 'intro.md': '# Intro\n' });
    await mkdir(path.join(site, 'content', 'videos', 'talks'), { recursive: true });
    for (const name of ['a', 'b', 'c']) await writeFile(path.join(site, 'content', 'videos', 'talks', `${name}.md`), `# ${name}\n`);
    await writeFile(path.join(site, 'content', 'loose.md'), '# Loose\n');
    const build = await runCli(['build', site]);
    expect(build.code).toBe(0);
    expect(build.stderr).toContain('content/videos/talks/a.md  warning  content/videos/ holds 3 Markdown files that are not under content/docs/, content/pages/ or content/blog/, and that no page imports, so they are not part of the site: this is the first, the others listed below.');
    expect(build.stderr).toContain('  note: content/videos/talks/c.md  not part of the site either');
    expect(build.stderr).toContain('content/loose.md  warning  content/loose.md is not under content/docs/');
    expect(build.stderr.match(/  (?:warning|error)  /g)).toHaveLength(2);
  });

  it('are found in static/ by @site/static/, with what they import beside them (Ionic\'s demos), and static/ still publishes them', async () => {
    const site = await zeroConfigSite('docu-partials-static', {
      'accordion.mdx': "# Accordion\n\nimport Basic from '@site/static/usage/accordion/basic/index.md';\n\n<Basic />\n",
    });
    const folder = path.join(site, 'static', 'usage', 'accordion', 'basic');
    await mkdir(folder, { recursive: true });
    await writeFile(path.join(folder, 'index.md'), "import Angular from './angular.md';\n\nThe basic demo.\n\n<Angular />\n");
    await writeFile(path.join(folder, 'angular.md'), '```html\n<ion-accordion></ion-accordion>\n```\n');
    const build = await runCli(['build', site]);
    expect(build.stderr).toBe('');
    expect(build.code).toBe(0);
    const html = await readFile(path.join(site, 'build', 'docs', 'accordion', 'index.html'), 'utf8');
    expect(html).toContain('<p>The basic demo.</p>');
    expect(html).toContain('ion-accordion');
    expect(await readFile(path.join(site, 'build', 'usage', 'accordion', 'basic', 'index.md'), 'utf8')).toContain('The basic demo.');
  });

  it('include an ordinary page another page imports, which stays a page of its own (as Docusaurus imports any Markdown file)', async () => {
    const site = await zeroConfigSite('docu-partials-page', {
      'setup.mdx': "# Setup\n\nimport Install from './concepts/install.md';\n\nBefore.\n\n<Install />\n",
      'concepts/install.md': '# Install\n\nRun the installer.\n',
    });
    const build = await runCli(['build', site]);
    expect(build.stderr).toBe('');
    expect(build.code).toBe(0);
    expect(await readFile(path.join(site, 'build', 'docs', 'setup', 'index.html'), 'utf8')).toMatch(/Before\.[\s\S]*Run the installer\./);
    expect(await readFile(path.join(site, 'build', 'docs', 'concepts', 'install', 'index.html'), 'utf8')).toContain('Run the installer.');
  });

  it('rebuild the pages that include a partial when it changes, however deep', async () => {
    const site = await zeroConfigSite('docu-partials-rebuild', SITE);
    expect((await runCli(['build', site])).code).toBe(0);
    await writeFile(path.join(site, 'content', 'docs', '_partials', 'note.md'), ':::tip\nA changed note.\n:::\n');
    const rebuild = await runCli(['build', site]);
    expect(rebuild.stdout).not.toContain('unchanged since the last build:');
    const html = await readFile(path.join(site, 'build', 'docs', 'guide', 'index.html'), 'utf8');
    expect(html).toContain('A changed note');
    expect(html).not.toContain('A nested note');
  });

  it('that lead back to themselves are an error naming the file, the line and the loop', async () => {
    const site = await zeroConfigSite('docu-partials-loop', {
      'loop.mdx': "# Loop\n\nimport A from './_a.mdx';\n\n<A />\n",
      '_a.mdx': "import B from './_b.mdx';\n\n<B />\n",
      '_b.mdx': "import A from './_a.mdx';\n\n<A />\n",
    });
    const build = await runCli(['build', site]);
    expect(build.code).toBe(1);
    expect(build.stderr).toContain('content/docs/_b.mdx:3:1');
    expect(build.stderr).toContain('docs/loop.mdx → docs/_a.mdx → docs/_b.mdx → docs/_a.mdx');
  });

  it('may not multiply a page past its limit by including each other many times', async () => {
    const many = (name: string) => `import X from './${name}';\n\n${'<X />\n\n'.repeat(20)}`;
    const site = await zeroConfigSite('docu-partials-bomb', { 'bomb.mdx': `# Bomb\n\n${many('_a.mdx')}`, '_a.mdx': many('_b.mdx'), '_b.mdx': many('_c.mdx'), '_c.mdx': 'Text.\n' });
    const build = await runCli(['build', site]);
    expect(build.code).toBe(1);
    expect(build.stderr).toContain('goes past what a page may include');
  });

  it('shared by every page are parsed once: 20 pages including a large one check in far less time than with its text written in each', async () => {
    // A partial of 2,000 links (a list of pages, a shared "related" block), included by each page.
    // Parsed again at each include, the pages took as long as with the list written in each of them
    // (the parse is most of the work: the build's parsing grew with the pages times the partial);
    // parsed once and copied, about a quarter of that.
    const list = Array.from({ length: 2000 }, (_, i) => `- [Page ${i}](/docs/p${i % 10})\n`).join('');
    const timed = async (name: string, docs: Record<string, string>) => {
      const site = await zeroConfigSite(name, docs);
      const start = performance.now();
      const check = await runCli(['check', site]);
      expect(check.code).toBe(0);
      return performance.now() - start;
    };
    const page = (i: number, body: string) => `---\ntitle: Page ${i}\n---\n${body}`;
    const pages = Array.from({ length: 20 }, (_, i) => i);
    const included = await timed('docu-partials-shared', { '_all.mdx': list, ...Object.fromEntries(pages.map((i) => [`p${i}.mdx`, page(i, `import All from './_all.mdx';\n\nPage ${i}.\n\n<All />\n`)])) });
    const written = await timed('docu-partials-written', Object.fromEntries(pages.map((i) => [`p${i}.mdx`, page(i, `\nPage ${i}.\n\n${list}`)])));
    console.log(`partials parsed once: ${Math.round(included)} ms against ${Math.round(written)} ms written in each`);
    expect(included).toBeLessThan(0.6 * written);
  }, 180_000);

  it('keep their links to files and pages pointing where they pointed from the partial\'s own folder', async () => {
    const site = await zeroConfigSite('docu-partials-links', {
      'guides/deep/guide.mdx': "# Guide\n\nimport P from '../../_parts/p.mdx';\n\n<P />\n",
      '_parts/p.mdx': 'See [the other page](../other.md) and ![a picture](./img/x.png).\n',
      'other.md': '# Other\n\nHi.\n',
    });
    await mkdir(path.join(site, 'content', 'docs', '_parts', 'img'), { recursive: true });
    await writeFile(path.join(site, 'content', 'docs', '_parts', 'img', 'x.png'), 'PNG');
    const build = await runCli(['build', site]);
    expect(build.stderr).toBe('');
    const html = await readFile(path.join(site, 'build', 'docs', 'guides', 'deep', 'guide', 'index.html'), 'utf8');
    expect(html).toContain('<a href="/docs/other">the other page</a>');
    expect(html).toMatch(/<img src="\/assets\/files\/x-[0-9a-f]{8}\.png" alt="a picture"/);
  });

  it("look for a bare `x.md` beside the partial, then from docs/, as Docusaurus does (Chaos Mesh's docs/common/_quick-run.md links `run-a-chaos-experiment.md`)", async () => {
    const site = await zeroConfigSite('docu-partials-bare-links', {
      'guides/deep/page.md': "# Page\n\nimport Quick from '../../common/_quick.md';\n\n<Quick />\n",
      'common/_quick.md': 'Run [one](target.md#top), [two](sibling.md) and [three](guides/deep/third.md).\n',
      'common/sibling.md': '# Sibling\n\nHi.\n',
      'target.md': '# Target\n\n## Top\n\nHi.\n',
      // Beside the page, not the partial: not where the partial's link leads.
      'guides/deep/target.md': '# Decoy\n\nHi.\n',
      'guides/deep/third.md': '# Third\n\nHi.\n',
    });
    const build = await runCli(['build', site]);
    expect(build.stderr).toBe('');
    const html = await readFile(path.join(site, 'build', 'docs', 'guides', 'deep', 'page', 'index.html'), 'utf8');
    expect(html).toContain('<a href="/docs/target#top">one</a>');
    expect(html).toContain('<a href="/docs/common/sibling">two</a>');
    expect(html).toContain('<a href="/docs/guides/deep/third">three</a>');
  });

  it('report their own problems in their own file', async () => {
    const site = await zeroConfigSite('docu-partials-problem', { 'page.mdx': "# Page\n\nimport P from './_p.mdx';\n\n<P />\n", '_p.mdx': 'Line one.\n\n<Unknown />\n' });
    const build = await runCli(['build', site]);
    expect(build.code).toBe(1);
    expect(build.stderr).toContain('content/docs/_p.mdx:3:1');
    expect(build.stderr).toContain('Unknown component <Unknown>');
  });

  it('follow a save in devcenter dev: the page that includes one shows the new text', async () => {
    const site = await zeroConfigSite('docu-partials-dev', SITE);
    const dev = await startDev(site);
    try {
      const pageData = async () => (await rawRequest(dev.url, '/_dc/data/docs/guide.json', { headers: { host: new URL(dev.url).host } })).body;
      expect(await pageData()).toContain('A nested note');
      await writeFile(path.join(site, 'content', 'docs', '_partials', 'note.md'), ':::tip\nA note saved in dev.\n:::\n');
      const deadline = Date.now() + 10_000;
      while (!(await pageData()).includes('A note saved in dev') && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
      expect(await pageData()).toContain('A note saved in dev');
    } finally {
      await dev.stop();
    }
  });

  it('follow a save in devcenter dev when the included file is an ordinary page, or a page starts importing one', async () => {
    const site = await zeroConfigSite('docu-partials-dev-page', {
      'setup.mdx': "# Setup\n\nimport Install from './concepts/install.md';\n\nBefore.\n\n<Install />\n",
      'concepts/install.md': '# Install\n\nRun the installer.\n',
      'later.mdx': '# Later\n\nNothing imported yet.\n',
      'concepts/upgrade.md': '# Upgrade\n\nRun the upgrader.\n',
    });
    const dev = await startDev(site);
    const pageData = async (route: string) => (await rawRequest(dev.url, `/_dc/data/docs/${route}.json`, { headers: { host: new URL(dev.url).host } })).body;
    const eventually = async (route: string, text: string) => {
      const deadline = Date.now() + 10_000;
      while (!(await pageData(route)).includes(text) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
      return pageData(route);
    };
    try {
      expect(await pageData('setup')).toContain('Run the installer.');
      // The imported page is saved: it changes, and so does the page that includes it.
      await writeFile(path.join(site, 'content', 'docs', 'concepts', 'install.md'), '# Install\n\nRun the new installer.\n');
      expect(await eventually('concepts/install', 'Run the new installer.')).toContain('Run the new installer.');
      expect(await eventually('setup', 'Run the new installer.')).toContain('Run the new installer.');
      // A page starts importing another page: it includes it, with no problem reported.
      await writeFile(path.join(site, 'content', 'docs', 'later.mdx'), "# Later\n\nimport Upgrade from './concepts/upgrade.md';\n\n<Upgrade />\n");
      expect(await eventually("later", "Run the upgrader."), dev.output()).toContain("Run the upgrader.");
      expect(dev.output()).not.toMatch(/error/i);
    } finally {
      await dev.stop();
    }
  });

  it('follow a save in devcenter dev of a file outside the page folders (src/shared/…), which stays no page, and a stray file there is warned of once', async () => {
    const site = await zeroConfigSite('docu-partials-dev-outside-pages', {
      'install.mdx': "# Install\n\nimport Install from '@site/src/shared/install.mdx';\n\n<Install />\n",
    });
    await mkdir(path.join(site, 'content', 'src', 'shared'), { recursive: true });
    await writeFile(path.join(site, 'content', 'src', 'shared', 'install.mdx'), 'Pull the image.\n');
    await writeFile(path.join(site, 'content', 'notes.md'), '# Notes\n\nA stray file.\n');
    const dev = await startDev(site);
    const pageData = async () => (await rawRequest(dev.url, '/_dc/data/docs/install.json', { headers: { host: new URL(dev.url).host } })).body;
    try {
      expect(await pageData()).toContain('Pull the image.');
      // Past the watchers' first scan (a save before it is caught up by comparing the folders), the
      // stray file is saved, then the shared one (changes are taken in order).
      await new Promise((r) => setTimeout(r, 1_500));
      await writeFile(path.join(site, 'content', 'notes.md'), '# Notes\n\nA stray file, edited.\n');
      await writeFile(path.join(site, 'content', 'src', 'shared', 'install.mdx'), 'Pull the new image.\n');
      // The page that imports the shared file shows its new text: the file was added as a page, and the page kept the old.
      const deadline = Date.now() + 10_000;
      while (!(await pageData()).includes('Pull the new image.') && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
      expect(await pageData()).toContain('Pull the new image.');
      // Neither is a page: the stray file keeps the one warning discovery gave, with no second saying it is no page.
      await new Promise((r) => setTimeout(r, 1500));
      expect(dev.output()).not.toContain('so it is not a page of the site');
      expect((await rawRequest(dev.url, '/notes', { headers: { host: new URL(dev.url).host } })).status).toBe(404);
      expect((await rawRequest(dev.url, '/src/shared/install', { headers: { host: new URL(dev.url).host } })).status).toBe(404);
    } finally {
      await dev.stop();
    }
  });

  it('include in devcenter dev a file outside the page folders that no page imported when dev started, once a page imports it, as a build does', async () => {
    const site = await zeroConfigSite('docu-partials-dev-stray-imported', { 'later.mdx': '# Later\n\nNothing imported yet.\n' });
    await writeFile(path.join(site, 'content', 'notes.md'), 'Kept notes.\n');
    const dev = await startDev(site);
    const pageData = async () => (await rawRequest(dev.url, '/_dc/data/docs/later.json', { headers: { host: new URL(dev.url).host } })).body;
    try {
      await new Promise((r) => setTimeout(r, 1_500));
      await writeFile(path.join(site, 'content', 'docs', 'later.mdx'), "# Later\n\nimport Notes from '../notes.md';\n\n<Notes />\n");
      const deadline = Date.now() + 10_000;
      while (!(await pageData()).includes('Kept notes.') && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
      // It was 'there is no such Markdown file in content/', where a build includes it.
      expect(await pageData(), dev.output()).toContain('Kept notes.');
      expect(dev.output()).not.toContain('no such Markdown file');
    } finally {
      await dev.stop();
    }
  });
});

describe('a file whose text a page shows with raw-loader', () => {
  const PAGE = "# Test\n\nimport CodeBlock from '@theme/CodeBlock';\nimport Main from '!!raw-loader!./examples/main.tf';\nimport Run from '!!raw-loader!@site/static/snippets/run.sh';\n\n<CodeBlock language=\"hcl\" title=\"main.tf\">{Main}</CodeBlock>\n\n<CodeBlock language=\"bash\">{Run}</CodeBlock>\n";

  it("is the code of a <CodeBlock>{Name}</CodeBlock>, from content/ or static/ (OpenTofu's and Ory's docs import 339 so); the page follows the file in a rebuild and in dev", async () => {
    const site = await zeroConfigSite('docu-raw-loader-text', { 'cli/test.mdx': PAGE, 'cli/examples/main.tf': 'resource "a" "b" {\n  x = 1\n}\n' });
    await mkdir(path.join(site, 'static', 'snippets'), { recursive: true });
    await writeFile(path.join(site, 'static', 'snippets', 'run.sh'), 'echo <hi>\n');
    const build = await runCli(['build', site]);
    expect(build.stderr).toBe('');
    const html = () => readFile(path.join(site, 'build', 'docs', 'cli', 'test', 'index.html'), 'utf8');
    expect(await html()).toContain('resource &quot;a&quot; &quot;b&quot; {');
    expect(await html()).toContain('main.tf</div>');
    expect(await html()).toContain('<span class="token operator">&lt;</span>hi');
    await writeFile(path.join(site, 'content', 'docs', 'cli', 'examples', 'main.tf'), 'resource "changed" "b" {}\n');
    expect((await runCli(['build', site])).stderr).toBe('');
    expect(await html()).toContain('resource &quot;changed&quot;');
    const dev = await startDev(site);
    try {
      const pageData = async () => (await rawRequest(dev.url, '/_dc/data/docs/cli/test.json', { headers: { host: new URL(dev.url).host } })).body;
      expect(await pageData()).toContain('changed');
      await writeFile(path.join(site, 'content', 'docs', 'cli', 'examples', 'main.tf'), 'resource \\"saved-in-dev\\" {}\n');
      const deadline = Date.now() + 10_000;
      while (!(await pageData()).includes('saved-in-dev') && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
      expect(await pageData()).toContain('saved-in-dev');
      // Once the page shows it, the watchers are running (a save while they start is found when they
      // are ready): this save is followed as a save, not caught up with.
      await writeFile(path.join(site, 'content', 'docs', 'cli', 'examples', 'main.tf'), 'resource \\"saved-again\\" {}\n');
      const again = Date.now() + 10_000;
      while (!(await pageData()).includes('saved-again') && Date.now() < again) await new Promise((r) => setTimeout(r, 200));
      expect(await pageData()).toContain('saved-again');
    } finally {
      await dev.stop();
    }
  });

  it("written without its ending is the file webpack finds, in Docusaurus's order of endings, then a folder's index (PixiJS's blog shows 27 examples so)", async () => {
    const page = [
      '# Examples',
      '',
      "import CodeBlock from '@theme/CodeBlock';",
      "import Basic from '!!raw-loader!./examples/basic';",
      "import Both from '!!raw-loader!./examples/both';",
      "import Layers from '!!raw-loader!./examples/layers';",
      "import Gone from '!!raw-loader!./examples/gone';",
      '',
      '<CodeBlock language="js">{Basic}</CodeBlock>',
      '',
      '<CodeBlock language="js">{Both}</CodeBlock>',
      '',
      '<CodeBlock language="js">{Layers}</CodeBlock>',
      '',
    ].join('\n');
    const site = await zeroConfigSite('docu-raw-loader-endings', {
      'page.mdx': page,
      'examples/basic.js': 'const basic = 1;\n',
      'examples/both.js': 'const fromJs = 2;\n',
      'examples/both.ts': 'const fromTs: number = 3;\n',
      'examples/layers/index.ts': 'const layers = 4;\n',
    });
    const build = await runCli(['build', site]);
    expect(build.stderr).toContain('content/docs/page.mdx:7:1  error  Import of "!!raw-loader!./examples/gone": there is no file content/docs/examples/gone to show the text of.');
    expect(build.stderr.match(/  error  /g)).toHaveLength(1);
    await writeFile(path.join(site, 'content', 'docs', 'page.mdx'), page.replace("import Gone from '!!raw-loader!./examples/gone';\n", ''));
    const fixed = await runCli(['build', site]);
    expect(fixed.stderr).toBe('');
    const html = await readFile(path.join(site, 'build', 'docs', 'page', 'index.html'), 'utf8');
    for (const name of ['basic', 'fromJs', 'layers']) expect(html).toContain(`<span class="token keyword">const</span> ${name} <span`);
    expect(html).not.toContain('fromTs');
  });

  // Dagger's pages import @daggerTypes/_x.mdx, an alias its webpack config gives: the error said only
  // that there is no such Markdown file, though the file is in content/ under another path.
  it("through another webpack loader first (Crawlee's '!!raw-loader!roa-loader!./x.ts') says that loader is not run, and suggests the file's text itself", async () => {
    const site = await zeroConfigSite('docu-raw-chained-loader', {
      'page.mdx': "# Page\n\nimport Example from '!!raw-loader!roa-loader!./example.ts';\nimport Both from '!!raw-loader!a-loader!b-loader!./example.ts';\n\n<pre>{Example}</pre>\n",
      'example.ts': 'console.log(1);\n',
    });
    const check = await runCli(['check', site]);
    expect(check.code).toBe(1);
    expect(check.stderr).toContain('content/docs/page.mdx:3:1  error  Import of "!!raw-loader!roa-loader!./example.ts": the file goes through the webpack loader "roa-loader" before raw-loader, and devcenter runs no loader of the site\'s: a page shows a file\'s text as it is — did you mean "!!raw-loader!./example.ts"?');
    expect(check.stderr).toContain('content/docs/page.mdx:4:1  error  Import of "!!raw-loader!a-loader!b-loader!./example.ts": the file goes through the webpack loaders "a-loader", "b-loader" before raw-loader');
    expect(check.stderr).not.toContain('leads out of');
  });

  it('through a package or webpack alias (@daggerTypes/_x.mdx) says the name is not resolved here, and suggests the file of content/ so named', async () => {
    const site = await zeroConfigSite('docu-partials-alias', {
      'page.mdx': "import X from '@daggerTypes/_x.mdx';\n\n# Types\n\n<X />\n",
      'partials/types/_x.mdx': 'Type X.\n',
    });
    const build = await runCli(['build', site]);
    expect(build.stderr).toContain('content/docs/page.mdx:1:1  error  Import of "@daggerTypes/_x.mdx": "@daggerTypes" is a package or a webpack alias of the Docusaurus site, which devcenter does not resolve: there is no such Markdown file in content/ — did you mean "./partials/types/_x.mdx"?');
    await writeFile(path.join(site, 'content', 'docs', 'page.mdx'), "import X from './partials/types/_x.mdx';\n\n# Types\n\n<X />\n");
    expect((await runCli(['build', site])).stderr).toBe('');
  });

  it('without an extension webpack tries (./run for run.sh) suggests the file beside it that has one', async () => {
    const site = await zeroConfigSite('docu-raw-loader-suggested-extension', {
      'page.mdx': "# Run\n\nimport CodeBlock from '@theme/CodeBlock';\nimport Run from '!!raw-loader!./examples/run';\n\n<CodeBlock language=\"sh\">{Run}</CodeBlock>\n",
      'examples/run.sh': 'echo hi\n',
    });
    const build = await runCli(['build', site]);
    expect(build.stderr).toContain('content/docs/page.mdx:4:1  error  Import of "!!raw-loader!./examples/run": there is no file content/docs/examples/run to show the text of — did you mean "!!raw-loader!./examples/run.sh"?');
  });

  it("written with JavaScript escapes in its string is the file the string names (Prettier writes `./\\_examples/x` in Markdown, as react-native-gesture-handler's docs import six examples)", async () => {
    const page = [
      '# Escaped',
      '',
      "import CodeBlock from '@theme/CodeBlock';",
      "import Tiles from '!!raw-loader!.//\\_samples/tiles';",
      "import Part from './\\_shared.mdx';",
      '',
      '<CodeBlock language="tsx">{Tiles}</CodeBlock>',
      '',
      '<Part />',
      '',
    ].join('\n');
    const site = await zeroConfigSite('docu-raw-loader-escaped', {
      'page.mdx': page,
      '_samples/tiles.tsx': 'const tileCount = 5;\n',
      '_shared.mdx': 'Text shared by several pages.\n',
    });
    const build = await runCli(['build', site]);
    expect(build.stderr).toBe('');
    const html = await readFile(path.join(site, 'build', 'docs', 'page', 'index.html'), 'utf8');
    expect(html).toContain('<span class="token keyword">const</span> tileCount <span');
    expect(html).toContain('Text shared by several pages.');
  });

  it("is joined with the text and literals beside it, as Docusaurus's CodeBlock joins its string children (Fluvio's `<CodeBlock>$ {Cmd}</CodeBlock>`, 27 times), alone on its line or on lines of its own", async () => {
    const page = [
      '# Commands',
      '',
      "import CodeBlock from '@theme/CodeBlock';",
      "import Install from '!!raw-loader!./cmds/install.sh';",
      "import Start from '!!raw-loader!./cmds/start.sh';",
      '',
      '<CodeBlock language="bash">$ {Install}</CodeBlock>',
      '',
      '<CodeBlock language="bash">',
      '  {Install}',
      "  {'\\n'}",
      '  {Start}',
      '</CodeBlock>',
      '',
      'Text then <CodeBlock>$ {Start}</CodeBlock> in a line.',
      '',
    ].join('\n');
    const site = await zeroConfigSite('docu-raw-loader-joined', { 'page.mdx': page, 'cmds/install.sh': 'toolctl install widget', 'cmds/start.sh': 'toolctl start widget\n' });
    const build = await runCli(['build', site]);
    expect(build.stderr).toContain('content/docs/page.mdx:15:11  error  A <CodeBlock> must stand on lines of its own, not inside a line of text.');
    expect(build.stderr.match(/  error  /g)).toHaveLength(1);
    await writeFile(path.join(site, 'content', 'docs', 'page.mdx'), page.replace(/Text then .*\n/, ''));
    expect((await runCli(['build', site])).stderr).toBe('');
    const html = await readFile(path.join(site, 'build', 'docs', 'page', 'index.html'), 'utf8');
    const blocks = [...html.matchAll(/<pre[^>]*>([\s\S]*?)<\/pre>/g)].map((m) => m[1].replace(/<[^>]+>/g, '').replace(/&#x27;|&quot;/g, "'"));
    expect(blocks.map((b) => b.replace(/\u200b/g, '').trim().split('\n').map((l) => l.trim()).filter(Boolean))).toEqual([['$ toolctl install widget'], ['toolctl install widget', 'toolctl start widget']]);
  });

  it('that is not there is an error at the import naming where it was looked for, and saying what may be imported', async () => {
    // Where it was looked for tells where the file belongs (Ory's docs import ../../../code-examples/…,
    // content/code-examples/ here); a hidden file is there but never read, which "no such file" denied.
    const site = await zeroConfigSite('docu-raw-loader-missing', {
      'page.mdx': "# Page\n\nimport Gone from '!!raw-loader!./gone.tf';\nimport Out from '!!raw-loader!../../../etc/passwd';\nimport Env from '!!raw-loader!./examples/.env.example';\n",
      'examples/.env.example': 'KEY=1\n',
    });
    const build = await runCli(['build', site]);
    expect(build.code).toBe(1);
    expect(build.stderr).toContain('content/docs/page.mdx:3:1  error  Import of "!!raw-loader!./gone.tf": there is no file content/docs/gone.tf to show the text of.');
    expect(build.stderr).toContain('content/docs/page.mdx:4:1  error  Import of "!!raw-loader!../../../etc/passwd": it leads out of the site\'s content/ and static/, whose files only a page may show the text of.');
    expect(build.stderr).toContain('content/docs/page.mdx:5:1  error  Import of "!!raw-loader!./examples/.env.example": content/docs/examples/.env.example is hidden (".env.example"), and devcenter never reads or publishes hidden files and folders.');
  });

  // memlab's guides import six examples from its repository's ../../../packages/e2e/: the hint was a
  // made-up ./examples/main.tf shown as HCL, which said nothing of these files.
  it('outside the site\'s folder (a package of its repository) says to copy the file beside the page, naming it and the import to write', async () => {
    const site = await zeroConfigSite('docu-raw-loader-out-of-site', {
      'guides/leak.mdx': "# Leak\n\nimport LeakScenario from '!!raw-loader!../../../../packages/e2e/scenarios/leak.js';\n\n<CodeBlock language=\"js\">{LeakScenario}</CodeBlock>\n",
    });
    const build = await runCli(['build', site]);
    expect(build.code).toBe(1);
    expect(build.stderr).toContain('content/docs/guides/leak.mdx:3:1  error  Import of "!!raw-loader!../../../../packages/e2e/scenarios/leak.js": it leads out of the site\'s content/ and static/');
    expect(build.stderr).toContain(
      "hint: devcenter reads no file outside content/ and static/ (a file elsewhere in the repository is not part of the site): copy it to content/docs/guides/leak.js, beside this page, and import it from there: import LeakScenario from '!!raw-loader!./leak.js'",
    );
  });

  it('of a script in static/ says the file is there but not published, and where to move it (gesture-handler\'s examples)', async () => {
    const site = await writeSite('docu-raw-loader-static-script', {
      'content/docs/page.mdx': "# Page\n\nimport Example from '!!raw-loader!@site/static/examples/Example.js';\n",
      'static/examples/Example.js': 'export default 1;\n',
    });
    const build = await runCli(['build', site]);
    expect(build.code).toBe(1);
    expect(build.stderr).toContain('content/docs/page.mdx:3:1  error  Import of "!!raw-loader!@site/static/examples/Example.js": static/examples/Example.js is there, but static/ does not publish a .js file (it would run on the site\'s origin), so no page shows its text from there.');
    expect(build.stderr).toContain('hint: move it to content/ (content/examples/Example.js) and import it by its path from this page');
  });

  // Ory's docs import 134 files of ../../../code-examples/ (and @site/code-examples/), kept at the root of
  // its repository: the error said only that content/code-examples/… was not there.
  it("kept outside docs/ in Docusaurus (Ory's ../../code-examples/x.go, @site/code-examples/y.ts) are said to be there, and where to move them so the import finds them", async () => {
    const site = await writeSite('docu-raw-loader-outside-content', {
      'content/docs/guide/go.mdx':
        "# Go\n\nimport CodeBlock from '@theme/CodeBlock';\nimport Main from '!!raw-loader!../../code-examples/go/main.go';\nimport Web from '!!raw-loader!@site/code-examples/web.ts';\n\n<CodeBlock language=\"go\">{Main}</CodeBlock>\n\n<CodeBlock language=\"ts\">{Web}</CodeBlock>\n",
      'code-examples/go/main.go': 'package main\n',
      'code-examples/web.ts': 'export const web = 1;\n',
    });
    const build = await runCli(['build', site]);
    expect(build.code).toBe(1);
    expect(build.stderr).toContain(
      'content/docs/guide/go.mdx:4:1  error  Import of "!!raw-loader!../../code-examples/go/main.go": there is no file content/code-examples/go/main.go; the file is code-examples/go/main.go, outside content/, which is all a page reads.',
    );
    expect(build.stderr).toContain('hint: Docusaurus found it from docs/, where this page was: move it to content/code-examples/go/main.go, where this import finds it');
    expect(build.stderr).toContain(
      'content/docs/guide/go.mdx:5:1  error  Import of "!!raw-loader!@site/code-examples/web.ts": there is no file content/code-examples/web.ts; the file is code-examples/web.ts, outside content/, which is all a page reads.',
    );
    expect(build.stderr).toContain("hint: Docusaurus found it from the site's folder (@site/ there): move it to content/code-examples/web.ts, where this import finds it");
    // Done as the hints say, the page shows them.
    await rename(path.join(site, 'code-examples'), path.join(site, 'content', 'code-examples'));
    const fixed = await runCli(['build', site]);
    expect(fixed.stderr).toBe('');
    const html = await readFile(path.join(site, 'build', 'docs', 'guide', 'go', 'index.html'), 'utf8');
    expect(html).toContain('<span class="token keyword">package</span> main</code>');
    expect(html).toContain('<span class="token keyword">const</span> web <span');
  });

  it('kept at the site\'s folder and imported from a page of src/pages/ (../../code-examples/x.go) are said to be there, with the import to write once moved', async () => {
    const page = (from: string) => `# About\n\nimport CodeBlock from '@theme/CodeBlock';\nimport X from '!!raw-loader!${from}';\n\n<CodeBlock language="go">{X}</CodeBlock>\n`;
    const site = await writeSite('docu-raw-loader-pages-outside', {
      'content/docs/d.md': '# D\n',
      'content/pages/about.mdx': page('../../code-examples/x.go'),
      'code-examples/x.go': 'package main\n',
    });
    const build = await runCli(['build', site]);
    expect(build.stderr).toContain(
      'content/pages/about.mdx:4:1  error  Import of "!!raw-loader!../../code-examples/x.go": it leads out of content/ (all a page reads from) to code-examples/x.go, the file Docusaurus found — did you mean "!!raw-loader!@site/code-examples/x.go"?',
    );
    expect(build.stderr).toContain('hint: Docusaurus read it from src/pages/, where this page was: move it to content/code-examples/x.go and import it by @site/code-examples/x.go');
    await rename(path.join(site, 'code-examples'), path.join(site, 'content', 'code-examples'));
    await writeFile(path.join(site, 'content', 'pages', 'about.mdx'), page('@site/code-examples/x.go'));
    expect((await runCli(['build', site])).stderr).toBe('');
  });

  it('or a partial, shown again and again, is held with the page to the limit on a page\'s text, named at the block that passes it', async () => {
    const code = `${'resource "a" "b" {}\n'.repeat(40_000)}`; // 800,000 characters: one shows, three do not
    const part = `${'Words of a partial. '.repeat(40)}\n\n`.repeat(1_000); // about 800,000 characters
    const site = await zeroConfigSite('docu-include-limit', {
      'raw.mdx': `# Raw\n\nimport CodeBlock from '@theme/CodeBlock';\nimport Main from '!!raw-loader!./main.tf';\n\n${'<CodeBlock>{Main}</CodeBlock>\n\n'.repeat(3)}`,
      'part.mdx': "# Part\n\nimport Part from './_part.mdx';\n\n<Part />\n\n<Part />\n\n<Part />\n",
      'once.mdx': "# Once\n\nimport CodeBlock from '@theme/CodeBlock';\nimport Main from '!!raw-loader!./main.tf';\nimport Part from './_part.mdx';\n\n<CodeBlock>{Main}</CodeBlock>\n\n<Part />\n",
      'main.tf': code,
      '_part.mdx': part,
    });
    const build = await runCli(['build', site]);
    expect(build.code).toBe(1);
    const message = "error  This page's text, with the partials and files it includes, would render to more than 2,000,000 characters.";
    expect(build.stderr).toContain(`content/docs/raw.mdx:10:1  ${message}`);
    expect(build.stderr).toContain(`content/docs/part.mdx:9:1  ${message}`);
    expect(build.stderr).not.toContain('once.mdx');
    expect(build.stderr).toContain('build failed: 2 errors');
    expect(build.stderr).not.toContain('internal error');
  });

  it('or a partial that is not there yet is found by the next check and build once it is added (the cache does not repeat the error); the block showing it is not a second error', async () => {
    const page = "# Page\n\nimport CodeBlock from '@theme/CodeBlock';\nimport Main from '!!raw-loader!./x/main.tf';\nimport Part from './_part.mdx';\n\n<CodeBlock language=\"hcl\">{Main}</CodeBlock>\n\n<Part />\n";
    const site = await zeroConfigSite('docu-raw-loader-added', { 'page.mdx': page });
    for (const command of ['check', 'build']) {
      const before = await runCli([command, site]);
      expect(before.code).toBe(1);
      expect(before.stderr.match(/  error  /g)).toHaveLength(2);
      expect(before.stderr).toContain('content/docs/page.mdx:4:1  error  Import of "!!raw-loader!./x/main.tf"');
      expect(before.stderr).toContain('content/docs/page.mdx:5:1  error  Import of "./_part.mdx"');
    }
    await mkdir(path.join(site, 'content', 'docs', 'x'));
    await writeFile(path.join(site, 'content', 'docs', 'x', 'main.tf'), 'resource "added" "b" {}\n');
    await writeFile(path.join(site, 'content', 'docs', '_part.mdx'), 'Partial added.\n');
    expect((await runCli(['check', site])).stderr).toBe('');
    expect((await runCli(['build', site])).stderr).toBe('');
    const html = await readFile(path.join(site, 'build', 'docs', 'page', 'index.html'), 'utf8');
    expect(html).toContain('resource &quot;added&quot;');
    expect(html).toContain('<p>Partial added.</p>');
  });
});

describe('props given to a partial', () => {
  it('are read as {props.name} in its text, as text, per include', async () => {
    const site = await zeroConfigSite('docu-partial-props', {
      'page.mdx': "# Page\n\nimport Greeting from './_greeting.mdx';\n\n<Greeting name=\"Ada\" count={3} />\n\n<Greeting name=\"<b>Bob</b>\" count={1} />\n",
      '_greeting.mdx': 'Hello, **{props.name}**! You have {props.count} messages.\n',
    });
    const build = await runCli(['build', site]);
    expect(build.stderr).toBe('');
    const html = await readFile(path.join(site, 'build', 'docs', 'page', 'index.html'), 'utf8');
    expect(html).toContain('<p>Hello, <strong>Ada</strong>! You have 3 messages.</p>');
    expect(html).toContain('Hello, <strong>&lt;b&gt;Bob&lt;/b&gt;</strong>!');
  });

  it("reach a <CodeBlock> written in braces on lines of its own, which MDX evaluates to the element (react-native-gesture-handler's shared callbacks); one in a line of text, or holding Markdown, stays an error", async () => {
    const partial = (extra: string) => `import CodeBlock from '@theme/CodeBlock';\n\n### onBegin\n\n{\n<CodeBlock className="language-ts">\n    {\`onBegin: (event: \${props.gesture}HandlerData) => void\`}\n</CodeBlock>\n}\n\nCalled first.${extra}\n`;
    const site = await zeroConfigSite('docu-partial-braced-element', {
      'tap.mdx': "# Tap\n\nimport Callbacks from './_shared/callbacks.mdx';\n\n<Callbacks gesture=\"Tap\" />\n",
      '_shared/callbacks.mdx': partial(''),
    });
    const build = await runCli(['build', site]);
    expect(build.stderr).toBe('');
    const html = await readFile(path.join(site, 'build', 'docs', 'tap', 'index.html'), 'utf8');
    expect(html.replace(/<[^>]*>/g, '')).toContain('onBegin: (event: TapHandlerData) =&gt; void');
    expect(html).toContain('<p>Called first.</p>');
    await writeFile(path.join(site, 'content', 'docs', '_shared', 'callbacks.mdx'), partial(' Inline {<code>x</code>}.\n\n{\n<b>**not bold** in braces</b>\n}'));
    const refused = await runCli(['build', site]);
    expect(refused.stderr).toContain('content/docs/_shared/callbacks.mdx:11:22  error  JavaScript expressions are not allowed in content: {<code>x</code>}.');
    expect(refused.stderr).toContain('content/docs/_shared/callbacks.mdx:13:1  error  JavaScript expressions are not allowed in content: {<b>**not bold** in braces</b>}.');
  });

  it("are read in a template literal whose expressions are props and literals, as the code of a <CodeBlock> (Pomerium's `pomerium-cli ${props.protocol} …`) or as text; one not given is an error, never \"undefined\"", async () => {
    const site = await zeroConfigSite('docu-partial-props-template', {
      'page.mdx': "# Page\n\nimport Cli from './_cli.mdx';\n\n<Cli protocol=\"tcp\" />\n\n<Cli protocol=\"<udp>\" />\n",
      '_cli.mdx': [
        "import CodeBlock from '@theme/CodeBlock';",
        '',
        '<CodeBlock language="bash">',
        '  {`pomerium-cli ${props.protocol} --port ${8080} --client-cert cert.pem`}',
        '</CodeBlock>',
        '',
        'Inline: {`use ${props[\'protocol\']} here`}.',
        '',
      ].join('\n'),
      'missing.mdx': "# Missing\n\nimport Cli from './_cli.mdx';\n\n<Cli />\n",
    });
    const missing = await runCli(['build', site]);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('content/docs/_cli.mdx:4:3  error  ${props.protocol} has no value: <Cli> gives this partial no "protocol".');
    expect(missing.stderr).toContain('content/docs/_cli.mdx:7:9  error  ${props.protocol} has no value');
    expect(missing.stderr.match(/  error  /g)).toHaveLength(2);
    await rm(path.join(site, 'content', 'docs', 'missing.mdx'));
    const build = await runCli(['build', site]);
    expect(build.stderr).toBe('');
    const html = await readFile(path.join(site, 'build', 'docs', 'page', 'index.html'), 'utf8');
    const codes = [...html.matchAll(/<pre class="code-block language-bash"[^>]*><code>([\s\S]*?)<\/code><\/pre>/g)].map((m) => m[1]!.replace(/<[^>]+>/g, ''));
    expect(codes).toEqual(['pomerium-cli tcp --port 8080 --client-cert cert.pem', 'pomerium-cli &lt;udp&gt; --port 8080 --client-cert cert.pem']);
    expect(html).toContain('<p>Inline: use tcp here.</p>');
    expect(html).toContain('<p>Inline: use &lt;udp&gt; here.</p>');
  });

  it("read code built of lines joined and props ([\'…\', `${props.sectionName}: {`].join('\\n'), Detox's config partials), its highlight comments applied", async () => {
    const site = await zeroConfigSite('docu-partial-props-joined', {
      'apps.mdx': "# Apps\n\nimport Location from './_location.mdx';\n\n<Location sectionName=\"apps\" />\n",
      '_location.mdx': [
        "import CodeBlock from '@theme/CodeBlock';",
        '',
        '<CodeBlock title=".detoxrc.js" language="javascript">',
        '  {[',
        "    'module.exports = {',",
        "    '// highlight-next-line',",
        '    `  ${props.sectionName}: {},`,',
        "    '  devices: {} ' + '/* <all> */',",
        "  ].join('\\n')}",
        '</CodeBlock>',
        '',
        "Joined inline: {['a', props.sectionName].join()}.",
        '',
      ].join('\n'),
    });
    const build = await runCli(['build', site]);
    expect(build.stderr).toBe('');
    const html = await readFile(path.join(site, 'build', 'docs', 'apps', 'index.html'), 'utf8');
    const code = /<pre class="code-block language-javascript"[^>]*><code>([\s\S]*?)<\/code><\/pre>/.exec(html)![1]!;
    expect(code.replace(/<[^>]+>/g, '')).toBe('module.exports = {\n  apps: {},\n  devices: {} /* &lt;all&gt; */');
    expect(code).toMatch(/class="[^"]*highlighted[^"]*"[^>]*>.*apps/);
    expect(html).toContain('.detoxrc.js');
    expect(html).toContain('<p>Joined inline: a,apps.</p>');
  });

  it('read code of many lines joined by + (40 of them: the terms of a chain of + are one level, not one each)', async () => {
    const lines = Array.from({ length: 40 }, (_, i) => (i % 2 ? 'props.name' : `'line ${i} '`));
    const site = await zeroConfigSite('docu-partial-props-plus-chain', {
      'page.mdx': "# Page\n\nimport Lines from './_lines.mdx';\n\n<Lines name=\"Ada\" />\n",
      '_lines.mdx': `Lines: {${lines.join(' + ')}}.\n`,
    });
    const build = await runCli(['build', site]);
    expect(build.stderr).toBe('');
    const html = await readFile(path.join(site, 'build', 'docs', 'page', 'index.html'), 'utf8');
    expect(html).toContain(`<p>Lines: ${Array.from({ length: 20 }, (_, i) => `line ${2 * i} Ada`).join('')}.</p>`);
  });

  it('add the numbers that start a chain of +, as JavaScript does (1 + 2 + \'x\' is "3x"), and write the later ones as text', async () => {
    const site = await zeroConfigSite('docu-partial-props-plus-numbers', {
      'page.mdx': "# Page\n\nimport Sum from './_sum.mdx';\n\n<Sum name=\"Ada\" />\n",
      '_sum.mdx': "Sum: {1 + 2 + ' for ' + props.name + ' ' + 1 + 2}; {(1 + 2) + 4 + props.name}; {props.name + (1 + 2)}.\n",
    });
    const build = await runCli(['build', site]);
    expect(build.stderr).toBe('');
    const html = await readFile(path.join(site, 'build', 'docs', 'page', 'index.html'), 'utf8');
    expect(html).toContain('<p>Sum: 3 for Ada 12; 7Ada; Ada3.</p>');
  });

  it('add a number or boolean prop as the number it is, as JavaScript does (n={5}: 1 + props.n is 6), and a text prop as text (n="5": "15")', async () => {
    const site = await zeroConfigSite('docu-partial-props-number-props', {
      'page.mdx': "# Page\n\nimport Sum from './_sum.mdx';\n\n<Sum n={5} m={2} on={true} name=\"Ada\" />\n\n<Sum n=\"5\" m=\"2\" on={false} name=\"Bo\" />\n",
      '_sum.mdx': "Sum: {1 + props.n}; {props.n + props.m}; {props.n + props.m + props.name}; {props.name + props.n + props.m}; {props.on + 1}; {props.on + 'x'}; {`t${props.n + 1}`}; {(props.k ?? 4) + 1}.\n",
    });
    const build = await runCli(['build', site]);
    expect(build.stderr).toBe('');
    const html = await readFile(path.join(site, 'build', 'docs', 'page', 'index.html'), 'utf8');
    expect(html).toContain('<p>Sum: 6; 7; 7Ada; Ada52; 2; truex; t6; 5.</p>');
    expect(html).toContain('<p>Sum: 15; 52; 52Bo; Bo52; 1; falsex; t51; 5.</p>');
  });

  it('are refused, at the partial\'s line, when the text they build would take the page past its limit: a long separator joined 60,000 times, or a list under the limit included 200 times', { timeout: 120_000 }, async () => {
    // 130 KB of partial, 600 million characters joined: 'internal error' (RangeError: Invalid string
    // length). Each include of the 1.9-million-character one alone is under the limit, and 200 of
    // them made 380 million characters before the page was checked.
    const long = `{[${Array(60_000).fill('1').join(',')}].join('${'y'.repeat(10_000)}')}\n`;
    const under = `{[${Array(191).fill('props.n').join(',')}].join('${'y'.repeat(10_000)}')}\n`;
    const site = await zeroConfigSite('docu-partial-props-join-limit', {
      'page.mdx': "# Page\n\nimport Long from './_long.mdx';\n\n<Long />\n",
      'many.mdx': `# Many\n\nimport Under from './_under.mdx';\n\n${'<Under n="1" />\n\n'.repeat(200)}`,
      '_long.mdx': long,
      '_under.mdx': under,
    });
    const build = await runCli(['build', site], { timeoutMs: 120_000 });
    expect(build.stderr).not.toContain('internal error');
    expect(build.stderr).toContain('content/docs/_long.mdx:1:1  error  This text, made of the props <Long> gives and of text joined or added up (+), would bring the page past 2,000,000 characters.');
    expect(build.stderr).toContain('content/docs/_under.mdx:1:1  error  This text, made of the props <Under> gives and of text joined or added up (+), would bring the page past 2,000,000 characters.');
  });

  it("take the default a template gives with ?? when the page gives none (Data Client's `${props.hook ?? 'useSuspense'}`)", async () => {
    const site = await zeroConfigSite('docu-partial-props-default', {
      'page.mdx': "# Page\n\nimport Deps from './_deps.mdx';\n\n<Deps hook=\"useCache\" />\n\n<Deps />\n",
      '_deps.mdx': [
        "import CodeBlock from '@theme/CodeBlock';",
        '',
        '<CodeBlock language="ts">',
        "  {`const todo = ${props.hook ?? 'useSuspense'}(get, null);`}",
        '</CodeBlock>',
        '',
        "Hook: {props.hook ?? 'none'}.",
        '',
      ].join('\n'),
    });
    const build = await runCli(['build', site]);
    expect(build.stderr).toBe('');
    const html = await readFile(path.join(site, 'build', 'docs', 'page', 'index.html'), 'utf8');
    const codes = [...html.matchAll(/<pre class="code-block language-typescript"[^>]*><code>([\s\S]*?)<\/code><\/pre>/g)].map((m) => m[1]!.replace(/<[^>]+>/g, ''));
    expect(codes).toEqual(['const todo = useCache(get, null);', 'const todo = useSuspense(get, null);']);
    expect(html).toContain('<p>Hook: useCache.</p>');
    expect(html).toContain('<p>Hook: none.</p>');
  });

  it("are read as an attribute's value (Zenstack's `<a href={props.url}>`), checked as if written so; one not given in a template is an error and the attribute is left out", async () => {
    const site = await zeroConfigSite('docu-partial-props-attribute', {
      'page.mdx': "# Page\n\nimport Intro from './_intro.mdx';\n\n<Intro framework=\"Express\" url=\"https://expressjs.com/\" />\n",
      '_intro.mdx': '<p>Runs on <a href={props.url} target="_blank">{props.framework}</a> and <a href={`${props.url}guide`}>its guide</a>.</p>\n',
      'bad.mdx': "# Bad\n\nimport Intro from './_intro.mdx';\n\n<Intro framework=\"X\" url=\"javascript:alert(1)//\" />\n",
      'missing.mdx': "# Missing\n\nimport Intro from './_intro.mdx';\n\n<Intro framework=\"Y\" />\n",
    });
    const refused = await runCli(['build', site]);
    expect(refused.code).toBe(1);
    expect(refused.stderr).not.toContain('is a JavaScript expression');
    expect(refused.stderr).toContain('content/docs/_intro.mdx:1:15  error  Unsafe href "javascript:alert(1)//" on <a>');
    // Read alone, a prop not given is an attribute left out, as React leaves it; in a template it would write "undefined".
    expect(refused.stderr).not.toContain('content/docs/_intro.mdx:1:15  error  {props.url} has no value');
    expect(refused.stderr).toContain('content/docs/_intro.mdx:1:77  error  ${props.url} has no value: <Intro> gives this partial no "url".');
    await rm(path.join(site, 'content', 'docs', 'bad.mdx'));
    await rm(path.join(site, 'content', 'docs', 'missing.mdx'));
    const build = await runCli(['build', site]);
    expect(build.stderr).toBe('');
    const html = await readFile(path.join(site, 'build', 'docs', 'page', 'index.html'), 'utf8');
    expect(html).toMatch(/Runs on <a href="https:\/\/expressjs\.com\/"[^>]*>Express<span[^>]*><\/span><\/a> and <a href="https:\/\/expressjs\.com\/guide"[^>]*>its guide<span/);
  });

  it("leave out an attribute read alone from a prop the page does not give, as React does, with no error (Data Client's <UseLive /> and defaultTab={props.defaultTab})", async () => {
    const site = await zeroConfigSite('docu-partial-props-attribute-optional', {
      'page.mdx': "# Page\n\nimport Live from './_live.mdx';\n\n<Live />\n\n<Live tab=\"Result\" />\n",
      '_live.mdx': '<a href="https://example.com/" title={props.tab}>Playground</a>\n',
    });
    const build = await runCli(['build', site]);
    expect(build.stderr).toBe('');
    expect(build.code).toBe(0);
    const html = await readFile(path.join(site, 'build', 'docs', 'page', 'index.html'), 'utf8');
    expect(html).toMatch(/<a href="https:\/\/example\.com\/"(?![^>]*title)[^>]*>Playground/);
    expect(html).toMatch(/<a href="https:\/\/example\.com\/"[^>]*title="Result"[^>]*>Playground/);
  });

  it('may be named as Object\'s own members are: __proto__ and constructor are props like any other', async () => {
    const site = await zeroConfigSite('docu-partial-props-proto', {
      'page.mdx': "# Page\n\nimport Note from './_note.mdx';\n\n<Note __proto__=\"first\" constructor=\"second\" />\n",
      '_note.mdx': 'Read {props.__proto__} then {props.constructor}.\n',
    });
    const build = await runCli(['build', site]);
    expect(build.stderr).toBe('');
    expect(await readFile(path.join(site, 'build', 'docs', 'page', 'index.html'), 'utf8')).toContain('<p>Read first then second.</p>');
  });

  it('that the page does not give is an error in the partial naming the element, and other expressions stay errors', async () => {
    const site = await zeroConfigSite('docu-partial-props-missing', {
      'page.mdx': "# Page\n\nimport Greeting from './_greeting.mdx';\n\n<Greeting />\n",
      '_greeting.mdx': 'Hello, {props.name}! {props.name.toUpperCase()}\n',
    });
    const build = await runCli(['build', site]);
    expect(build.code).toBe(1);
    expect(build.stderr).toContain('content/docs/_greeting.mdx:1:8  error  {props.name} has no value: <Greeting> gives this partial no "name".');
    expect(build.stderr).toContain('hint: give it where the partial is used: <Greeting name="…" />.');
    expect(build.stderr).toContain('JavaScript expressions are not allowed in content: {props.name.toUpperCase()}');
  });

  it('that the page gives as code is an error in the partial saying so, not that the page gives none', async () => {
    // As Ory's docs write theirs: <Teaser framework={<a href="https://go.dev/">Go</a>} />.
    const site = await zeroConfigSite('docu-partial-props-code', {
      'page.mdx': "# Page\n\nimport Teaser from './_teaser.mdx';\n\n<Teaser framework={<a href=\"https://go.dev/\">Go</a>} />\n",
      '_teaser.mdx': 'This guide builds a {props.framework} app.\n',
    });
    const build = await runCli(['build', site]);
    expect(build.code).toBe(1);
    expect(build.stderr).toContain('content/docs/_teaser.mdx:1:21  error  {props.framework} has no value: <Teaser> gives "framework" as code (framework={…}), which content never runs.');
    expect(build.stderr).toContain('hint: give it as text (or a literal) where the partial is used: <Teaser framework="…" />');
    expect(build.stderr).not.toContain('gives this partial no');
  });
});

describe('a broken link in a partial', () => {
  it('is reported in the partial, at its line and column, naming the page that includes it', async () => {
    const site = await zeroConfigSite('docu-partial-broken-link', {
      'page.mdx': "# Page\n\nimport Shared from './_shared.mdx';\n\n<Shared />\n",
      '_shared.mdx': 'Intro line.\n\nSee [the guide](./nowhere.md) and [home](/docs/gone).\n',
    });
    const build = await runCli(['build', site]);
    expect(build.code).toBe(1);
    expect(build.stderr).toContain('content/docs/_shared.mdx:3:5  error  broken markdown link "./nowhere.md"');
    expect(build.stderr).toContain('content/docs/_shared.mdx:3:35  error  broken link "/docs/gone"');
    expect(build.stderr).toContain('content/docs/page.mdx');
    expect(build.stderr).not.toMatch(/page\.mdx:0/);
  });

  it('so are a broken link to a file, by Markdown or by element, and an id the page already has: never at a line of the page', async () => {
    const site = await zeroConfigSite('docu-partial-broken-file', {
      'page.mdx': "---\ntitle: Page\n---\n\nimport Part from './_part.md';\nimport Other from './_other.md';\n\n<Part />\n\n<Other />\n",
      '_part.md': 'Line one.\n\nSee [the file](./missing.json).\n\nSee <a href="./missing2.json">the file</a>.\n\n<h4 id="setup">Setup again</h4>\n',
      '_other.md': 'x\n\n<h4 id="setup">Setup</h4>\n',
    });
    const check = await runCli(['check', site]);
    expect(check.stderr).toContain('content/docs/_part.md:3:5  error  broken file link "./missing.json"');
    expect(check.stderr).toContain('content/docs/_part.md:5:5  error  broken file link "./missing2.json"');
    expect(check.stderr).toMatch(/content\/docs\/_(part|other)\.md:\d+:1  warning  The id "setup" is also the id of an element/);
    // The page's own lines hold imports: nothing of the partials is reported there.
    expect(check.stderr).not.toMatch(/page\.mdx:\d+/);
  });

  it("in another folder than the page's quotes its address as the partial writes it, and suggests one from there (Detox's partials/ folders)", async () => {
    const site = await zeroConfigSite('docu-partial-broken-written', {
      'setup/page.mdx': "# Page\n\nimport Steps from './steps/_steps.mdx';\n\n<Steps />\n",
      'setup/steps/_steps.mdx':
        'Go to [the toolbox](../../toolbox.md#wrenches), [the shed](../../shedd.md), ![a map](../../img/map.png), [a sheet](../sheet.csv) and <a href="../../toolbox.md#saws">saws</a>.\n',
      'toolbox.md': '# Toolbox\n\n## Hammers\n',
      'shed.md': '# Shed\n',
    });
    const check = await runCli(['check', site]);
    const at = (column: number) => `content/docs/setup/steps/_steps.mdx:1:${column}  `;
    expect(check.stderr).toContain(`${at(7)}warning  broken anchor "../../toolbox.md#wrenches": /docs/toolbox has no heading or id "wrenches"`);
    expect(check.stderr).toContain(`${at(49)}error  broken markdown link "../../shedd.md": content/docs/shedd.md does not exist — did you mean "../../shed.md"?`);
    expect(check.stderr).toContain(`${at(77)}error  broken file link "../../img/map.png": there is no content/docs/img/map.png.`);
    expect(check.stderr).toContain(`${at(106)}error  broken file link "../sheet.csv": there is no content/docs/setup/sheet.csv.`);
    expect(check.stderr).toContain(`${at(134)}warning  broken anchor "../../toolbox.md#saws"`);
    // Said from the page's folder, each would lead elsewhere from the partial's.
    expect(check.stderr).not.toMatch(/"\.\.\/toolbox\.md|"\.\.\/shed|"\.\.\/img|"\.\/sheet/);
  });
});

// react-native-paper's contributing page includes the repository's CONTRIBUTING.md
// ('../../../../CONTRIBUTING.md' from its guides): "there is no such Markdown file in content/" said
// nothing of the path leaving content/, nor where a copy goes. Nothing outside the site is read.
describe('a partial imported by a relative path out of content/', () => {
  it('says the path leads out of content/, and where to copy the file, without reading it', async () => {
    const site = await zeroConfigSite('partial-out-of-content', { 'guides/contributing.mdx': "# Contributing\n\nimport Contributing from '../../../../CONTRIBUTING.md';\n\n<Contributing />\n" });
    await writeFile(path.join(site, '..', 'CONTRIBUTING.md'), 'OUTSIDE TEXT\n');
    const result = await runCli(['build', site]);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('content/docs/guides/contributing.mdx:3:1  error  Import of "../../../../CONTRIBUTING.md": the path leads out of content/, and a page reads Markdown only from content/ (a file elsewhere in the repository is not part of the site).');
    expect(result.stderr).toContain("hint: copy it to content/docs/guides/_CONTRIBUTING.md, beside this page, and import it from there: import Contributing from './_CONTRIBUTING.md' (a name starting with _ keeps it from being a page of its own).");
    expect(result.stderr + result.stdout).not.toContain('OUTSIDE TEXT');
    await rm(path.join(site, '..', 'CONTRIBUTING.md'));
  });
});
