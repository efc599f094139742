// Docusaurus admonitions (issue #16, point 1): every keyword, both title spellings, nesting with more colons.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { servedInBrowser } from '../support/browser.ts';
import { fixtureCopy, runCli, writeSite } from '../support/cli.ts';

const PAGE = [
  '# Admonitions',
  '',
  ':::tip Spaced title',
  'Tip body.',
  ':::',
  '',
  ':::note[Bracketed title]',
  'Note body.',
  ':::',
  '',
  ':::caution',
  'Caution body.',
  ':::',
  '',
  '::::important Outer box',
  'Outer body.',
  '',
  ':::success',
  'Inner body.',
  ':::',
  '',
  '::::',
  '',
  ':::secondary',
  'Secondary body.',
  ':::',
  '',
  '```md',
  ':::tip Shown as written',
  '```',
  '',
  ':::danger[A **bold** and `coded` title]',
  'Danger body.',
  ':::',
  '',
  ':::info[Label]{title="Attribute title"}',
  'Attributed body.',
  ':::',
  '',
].join('\n');

const heading = (look: string, title: string) =>
  new RegExp(`<div class="admonition admonition--${look}"><div class="admonition__heading"><span[^>]*></span>${title}<`);

describe('Docusaurus admonitions', () => {
  let site: string;
  let html: string;

  beforeAll(async () => {
    site = await fixtureCopy('basic', 'docu-admonitions', { 'content/docs/boxes.mdx': PAGE });
    const build = await runCli(['build', site, '--strict']);
    expect(build.stderr).not.toMatch(/error|warning/i);
    html = await readFile(path.join(site, 'build', 'docs', 'boxes', 'index.html'), 'utf8');
  });

  it('reads a title written after the keyword and one written in brackets', () => {
    expect(html).toMatch(heading('tip', 'Spaced title'));
    expect(html).toMatch(heading('note', 'Bracketed title'));
  });

  it('gives caution, important, success and secondary the look of warning, info, tip and note, titled with their own name', () => {
    expect(html).toMatch(heading('warning', 'caution'));
    expect(html).toMatch(heading('info', 'Outer box'));
    expect(html).toMatch(heading('tip', 'success'));
    expect(html).toMatch(heading('note', 'secondary'));
  });

  it('nests an admonition inside one opened with more colons', () => {
    const outer = html.indexOf('Outer body.');
    const inner = html.indexOf('Inner body.');
    expect(outer).toBeGreaterThan(0);
    expect(inner).toBeGreaterThan(outer);
    expect(html.slice(outer, inner)).toMatch(heading('tip', 'success'));
    expect(html).not.toContain('::::');
  });

  it('keeps the markup of a bracketed title, and lets a title attribute win over the label', () => {
    expect(html).toMatch(heading('danger', 'A <strong>bold</strong> and <code>coded</code> title'));
    // The title is the heading's, not a first paragraph of the body.
    expect(html).toMatch(/title<\/div><div class="admonition__content"><p>Danger body\.<\/p>/);
    expect(html).toMatch(heading('info', 'Attribute title'));
    expect(html).not.toContain('>Label<');
  });

  it('leaves admonition syntax inside a code block as written', () => {
    expect(html).toContain(':::tip Shown as written');
  });

  it('keeps the content of an unknown type without a box, and warns with the type it likely meant', async () => {
    const other = await fixtureCopy('basic', 'docu-admonitions-unknown', { 'content/docs/odd.md': '# Odd\n\n:::warnig[Careful]\n\nBody with **bold**.\n\n- an item\n\n:::\n\nAt 10:30, a:b stays text.\n' });
    const result = await runCli(['build', other]);
    expect(result.code).toBe(0);
    expect(result.stderr).toMatch(/content\/docs\/odd\.md:3:1 +warning +Unknown admonition type ":::warnig": its content is shown without a box — did you mean "warning"\?/);
    const page = await readFile(path.join(other, 'build', 'docs', 'odd', 'index.html'), 'utf8');
    expect(page).toContain('<div><p>Careful</p><p>Body with <strong>bold</strong>.</p><ul>');
    expect(page).toContain('<p>At 10:30, a:b stays text.</p>');
    expect(page).not.toContain(':::');
  });

  it("says once for the site a :::type far from every keyword, a remark plugin's directive (Cypress's :::cypress-config-example gave 109 warnings), and each misspelling at its place", async () => {
    const plugin = ':::made-by-plugin\n\n```js\nrun()\n```\n\n:::\n';
    const other = await fixtureCopy('basic', 'docu-admonitions-plugin-directive', {
      'content/docs/one.md': `# One\n\n${plugin}\n:::warnig\n\nCareful.\n\n:::\n\n${plugin}`,
      'content/docs/two.md': `# Two\n\n${plugin}\n:::warnig\n\nAgain.\n\n:::\n`,
    });
    const result = await runCli(['check', other]);
    expect(result.code).toBe(0);
    expect(result.stderr.match(/Unknown admonition type ":::made-by-plugin"/g)).toHaveLength(1);
    expect(result.stderr).toContain('content/docs/one.md:3:1  warning  Unknown admonition type ":::made-by-plugin": its content is shown without a box (3 times in 2 files; this is the first).');
    expect(result.stderr).toContain('hint: no admonition is named so: if a remark plugin of the site handles ":::made-by-plugin"');
    // A misspelt keyword is fixed where it is written: one warning at each place.
    expect(result.stderr).toMatch(/content\/docs\/one\.md:11:1 +warning +Unknown admonition type ":::warnig": its content is shown without a box — did you mean "warning"\?/);
    expect(result.stderr).toMatch(/content\/docs\/two\.md:11:1 +warning +Unknown admonition type ":::warnig"/);
  });

  describe('in the browser', () => {
    const served = servedInBrowser(() => site);
    beforeAll(served.start);
    afterAll(served.stop);

    it('shows each box with its title and the inner box inside the outer one', async () => {
      const problems: string[] = [];
      const page = await served.open('/docs/boxes', problems);
      expect(await page.locator('.admonition').count()).toBe(8);
      // Hydrated, the markup title is still the heading.
      expect(await page.locator('.admonition--danger .admonition__heading strong').textContent()).toBe('bold');
      expect(await page.locator('.admonition--info .admonition--tip').innerText()).toContain('Inner body.');
      expect(await page.locator('.admonition--warning .admonition__heading').innerText()).toMatch(/caution/i);
      expect(await page.locator('main').innerText()).not.toContain(':::caution');
      expect(problems).toEqual([]);
    });
  });
});

describe('GitHub alerts on a site whose Docusaurus config loads remark-github-admonitions-to-directives', () => {
  // Electron's docs write their notes as GitHub alerts, the plugin making admonitions of them; without it each showed "[!NOTE]" in a quote.
  const PAGE = [
    '# Alerts',
    '',
    '> [!NOTE]',
    '> Read this **first**.',
    '',
    '> [!IMPORTANT]',
    '> Keep it.',
    '',
    '- In a list:',
    '',
    '  > [!CAUTION]',
    '  > Hot.',
    '',
    '> [!note]',
    '> Lower case is a quote, as the plugin reads it.',
    '',
    '> A plain quote.',
    '',
  ].join('\n');
  const CONFIG = "import remarkGithubAdmonitionsToDirectives from 'remark-github-admonitions-to-directives';\n\nexport default {\n  title: 'Alerts',\n  url: 'https://alerts.example.org',\n  presets: [['classic', { docs: { beforeDefaultRemarkPlugins: [remarkGithubAdmonitionsToDirectives] } }]],\n};\n";

  it('makes each alert the admonition the plugin makes (IMPORTANT an info, CAUTION a danger), and leaves other quotes alone', async () => {
    const site = await writeSite('docu-github-alerts', { 'docusaurus.config.js': CONFIG, 'content/docs/alerts.md': PAGE });
    const result = await runCli(['build', site]);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    const html = await readFile(path.join(site, 'build', 'docs', 'alerts', 'index.html'), 'utf8');
    expect(html).toMatch(/<div class="admonition admonition--note">.*?<div class="admonition__content"><p>Read this <strong>first<\/strong>\.<\/p>/s);
    expect(html).toMatch(/<div class="admonition admonition--info">.*?<p>Keep it\.<\/p>/s);
    expect(html).toMatch(/<li>.*<div class="admonition admonition--danger">.*?<p>Hot\.<\/p>/s);
    expect(html).not.toContain('[!NOTE]');
    expect(html).not.toContain('[!IMPORTANT]');
    expect(html).toContain('<blockquote>\n<p>[!note]');
    expect(html).toContain('<blockquote>\n<p>A plain quote.</p>');
  });

  it("reads them so too on a site that loads rehype-github-alerts instead (OpenFeature's), and names neither it nor remark-gfm as a plugin not run", async () => {
    const config = [
      "import { rehypeGithubAlerts } from 'rehype-github-alerts';",
      "import remarkGfm from 'remark-gfm';",
      '',
      "export default {\n  title: 'Alerts',\n  url: 'https://alerts.example.org',\n  presets: [['classic', { docs: { remarkPlugins: [remarkGfm], rehypePlugins: [rehypeGithubAlerts] } }]],\n};",
      '',
    ].join('\n');
    const site = await writeSite('docu-github-alerts-rehype', { 'docusaurus.config.js': config, 'content/docs/alerts.md': PAGE });
    const result = await runCli(['build', site]);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    const html = await readFile(path.join(site, 'build', 'docs', 'alerts', 'index.html'), 'utf8');
    expect(html).toMatch(/<div class="admonition admonition--note">.*?<div class="admonition__content"><p>Read this <strong>first<\/strong>\.<\/p>/s);
    expect(html).not.toContain('[!NOTE]');
  });

  it('leaves them quotes on a site that does not load the plugin, as Docusaurus does', async () => {
    const site = await writeSite('docu-github-alerts-off', { 'docusaurus.config.js': "export default { title: 'Quotes', url: 'https://quotes.example.org' };\n", 'content/docs/alerts.md': PAGE });
    const result = await runCli(['build', site]);
    expect(result.code).toBe(0);
    const html = await readFile(path.join(site, 'build', 'docs', 'alerts', 'index.html'), 'utf8');
    expect(html).toContain('[!NOTE]');
    expect(html).not.toContain('admonition--note');
  });
});
