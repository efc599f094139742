// The site's own logo, navbar title and favicon (navbar.logo, navbar.title, favicon in site.config.ts;
// themeConfig.navbar.logo, themeConfig.navbar.title and favicon in a Docusaurus config), drawn as
// Docusaurus's Logo draws them. Every migrated site showed devcenter's mark and its site title instead.
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli, writeSite } from '../support/cli.ts';
import { rawRequest, startDev } from '../security/servers-support.ts';

const SVG = (fill: string) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 10"><rect width="40" height="10" fill="${fill}"/></svg>\n`;
const PICTURES = { 'static/img/mark.svg': SVG('teal'), 'static/img/mark-night.svg': SVG('gold'), 'static/img/tab.ico': 'ico' };
const PAGE = { 'content/docs/intro.md': '# Intro\n\nHello.\n' };

/** The navbar's brand link of a built page, from its opening tag to its end. */
async function brandOf(root: string, file = 'docs/intro/index.html'): Promise<string> {
  const html = await readFile(path.join(root, 'build', file), 'utf8');
  const inner = html.slice(html.indexOf('class="navbar__inner"'));
  const start = inner.lastIndexOf('<a', inner.indexOf('navbar__brand'));
  return inner.slice(start, inner.indexOf('</a>', start) + 4);
}
const faviconOf = async (root: string) => /<link rel="icon"[^>]*>/.exec(await readFile(path.join(root, 'build', 'docs/intro/index.html'), 'utf8'))?.[0];

describe("a Docusaurus config's navbar logo, title and favicon", () => {
  it('draws the logo (its dark variant for dark mode) beside the navbar title, and the favicon', async () => {
    const root = await writeSite('navbar-logo-docusaurus', {
      ...PICTURES,
      ...PAGE,
      'docusaurus.config.js': `module.exports = {
  title: 'Harbor Platform Docs',
  url: 'https://harbor.example',
  favicon: 'img/tab.ico',
  themeConfig: {
    navbar: {
      title: 'Harbor',
      logo: { alt: 'Harbor logo', src: 'img/mark.svg', srcDark: '/img/mark-night.svg', width: 40, height: 10 },
      items: [{ to: '/docs/intro', label: 'Guide' }],
    },
  },
};
`,
    });
    const result = await runCli(['build', root]);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    const brand = await brandOf(root);
    expect(brand).toContain('href="/"');
    expect(brand).toContain('<img class="themedComponent--light" src="/img/mark.svg" alt="Harbor logo" width="40" height="10"');
    expect(brand).toContain('<img class="themedComponent--dark" src="/img/mark-night.svg" alt="Harbor logo" width="40" height="10"');
    expect(brand).toContain('<b class="navbar__title">Harbor</b>');
    expect(brand).not.toContain('aria-hidden');
    // The page title keeps the site's title.
    expect(await readFile(path.join(root, 'build', 'docs/intro/index.html'), 'utf8')).toContain('<title>Intro | Harbor Platform Docs</title>');
    expect(await faviconOf(root)).toBe('<link rel="icon" href="/img/tab.ico">');
  });

  it("reads a picture's path as a host serves it: a cache-busting query kept on the address, %-escapes read for the file", async () => {
    const root = await writeSite('navbar-logo-query', {
      ...PAGE,
      'static/img/my logo.svg': SVG('teal'),
      'static/img/tab.ico': 'ico',
      'docusaurus.config.js': "module.exports = { title: 'Q', url: 'https://q.example', favicon: 'img/tab.ico?v=2', themeConfig: { navbar: { title: 'Q', logo: { src: 'img/my%20logo.svg' } } } };\n",
    });
    const result = await runCli(['build', root]);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(await faviconOf(root)).toBe('<link rel="icon" href="/img/tab.ico?v=2">');
    expect(await brandOf(root)).toContain('src="/img/my%20logo.svg"');
    expect(existsSync(path.join(root, 'build', 'img', 'my logo.svg'))).toBe(true);
    // An escaped slash is no path a host serves alike: said, though serve would find the file.
    await writeFile(path.join(root, 'docusaurus.config.js'), "module.exports = { title: 'Q', url: 'https://q.example', themeConfig: { navbar: { title: 'Q', logo: { src: 'img%2Fmy%20logo.svg' } } } };\n");
    const slashed = await runCli(['check', root]);
    expect(slashed.code).not.toBe(0);
    expect(slashed.stderr).toContain('themeConfig.navbar.logo.src "img%2Fmy%20logo.svg" escapes a "/" or "\\" (%2F, %5C), which hosts read differently (Apache answers 404).');
  });

  it('shows a logo given without a navbar title alone, named by the site title, beside the default navbar items', async () => {
    const root = await writeSite('navbar-logo-no-title', {
      ...PICTURES,
      ...PAGE,
      'docusaurus.config.js': "export default { title: 'Quay Docs', url: 'https://quay.example', themeConfig: { navbar: { logo: { src: 'img/mark.svg', href: 'https://quay.example/home' } } } };\n",
    });
    const result = await runCli(['build', root]);
    expect(result.code).toBe(0);
    const brand = await brandOf(root);
    expect(brand).toMatch(/^<a class="navbar__brand" href="https:\/\/quay\.example\/home" target="_blank" rel="noopener noreferrer">/);
    expect(brand).toContain('<img src="/img/mark.svg" alt="Quay Docs"');
    expect(brand).not.toContain('navbar__title');
    expect(brand).not.toContain('themedComponent');
    // The navbar's entries are still the folders' (the config gives no items).
    expect(await readFile(path.join(root, 'build', 'docs/intro/index.html'), 'utf8')).toMatch(/class="navbar__item navbar__link[^"]*"[^>]*>Docs</);
    expect(await faviconOf(root)).toBe('<link rel="icon" href="/favicon.svg" type="image/svg+xml">');
  });

  it('is an error at the setting when the logo is not a file of static/, reported with the pages\' problems (Supertokens\' swizzled Logo leaves its src missing)', async () => {
    const root = await writeSite('navbar-logo-missing', {
      'content/docs/intro.md': '# Intro\n\nSee [the guide](/docs/guide).\n',
      'docusaurus.config.js': "module.exports = {\n  title: 'Gone',\n  url: 'https://gone.example',\n  themeConfig: {\n    navbar: {\n      logo: { alt: 'Gone', src: 'img/nowhere.svg' },\n    },\n  },\n};\n",
    });
    const result = await runCli(['check', root]);
    // A failed check (1), not a config that could not be read (2): the pages are checked too.
    expect(result.code).toBe(1);
    expect(result.stdout + result.stderr).toContain('docusaurus.config.js:6:33  error  themeConfig.navbar.logo.src "img/nowhere.svg" is not a file of static/ (static/img/nowhere.svg).');
    expect(result.stdout + result.stderr).toContain('content/docs/intro.md:3:5  error  broken link "/docs/guide"');
    expect(result.stdout + result.stderr).toMatch(/check failed: 2 errors/);
    expect(result.stdout + result.stderr).not.toContain('internal error');
    const built = await runCli(['build', root]);
    expect(built.code).toBe(1);
    expect(existsSync(path.join(root, 'build'))).toBe(false);
  });

  it('finds a picture written under the baseUrl in static/, served from the root as the other static files are (QuestDB-like baseUrl "/docs/")', async () => {
    const root = await writeSite('navbar-logo-base-url', {
      ...PICTURES,
      ...PAGE,
      'docusaurus.config.js': "module.exports = { title: 'Base', url: 'https://base.example', baseUrl: '/docs/', favicon: 'img/tab.ico', themeConfig: { navbar: { title: 'Base', logo: { src: '/docs/img/mark.svg', srcDark: 'img/mark-night.svg' } } } };\n",
    });
    const result = await runCli(['build', root]);
    expect(result.stderr).toBe('');
    // The docs are served under the baseUrl (baseUrl + routeBasePath, as Docusaurus serves them).
    const html = await readFile(path.join(root, 'build', 'docs/docs/intro/index.html'), 'utf8');
    expect(html).toContain('src="/img/mark.svg"');
    expect(html).toContain('src="/img/mark-night.svg"');
    expect(html).toContain('<link rel="icon" href="/img/tab.ico">');
  });

  it("leads the logo's href where the navbar's `to` of the same text leads, under the baseUrl (Detox-like '/Detox/')", async () => {
    // Docusaurus's Logo resolves its href with useBaseUrl: 'docs/intro' is /Detox/docs/intro, where the
    // docs are served here too. The href was taken from the root, /docs/intro, where no page is.
    const root = await writeSite('navbar-logo-href-base-url', {
      ...PICTURES,
      ...PAGE,
      'docusaurus.config.js': "module.exports = { title: 'Det', url: 'https://det.example', baseUrl: '/Detox/', themeConfig: { navbar: { title: 'Det', logo: { src: 'img/mark.svg', href: 'docs/intro' }, items: [{ to: 'docs/intro', label: 'Intro' }] } } };\n",
    });
    const result = await runCli(['build', root]);
    expect(result.stderr).toBe('');
    const brand = await brandOf(root, 'Detox/docs/intro/index.html');
    expect(brand).toContain('href="/Detox/docs/intro"');
  });

  it("says a logo's href that leads to no page of the site is a broken link, at its place in the file", async () => {
    const docusaurus = await writeSite('navbar-logo-href-broken-docusaurus', {
      ...PICTURES,
      ...PAGE,
      'docusaurus.config.js': "module.exports = {\n  title: 'Gone',\n  url: 'https://gone.example',\n  themeConfig: { navbar: { logo: { src: 'img/mark.svg', href: 'docs/missing' } } },\n};\n",
    });
    const fromDocusaurus = await runCli(['check', docusaurus]);
    expect(fromDocusaurus.stdout + fromDocusaurus.stderr).toMatch(/docusaurus\.config\.js:4:\d+ +error +broken link "\/docs\/missing" in themeConfig\.navbar\.logo\.href/);
    const own = await writeSite('navbar-logo-href-broken', {
      ...PICTURES,
      ...PAGE,
      'site.config.ts': "export default {\n  title: 'Gone',\n  url: 'https://gone.example',\n  navbar: { items: [], logo: { src: 'img/mark.svg', href: '/docs/missing' } },\n};\n",
    });
    const fromOwn = await runCli(['check', own]);
    expect(fromOwn.stdout + fromOwn.stderr).toMatch(/site\.config\.ts:4:\d+ +error +broken link "\/docs\/missing" in navbar\.logo\.href/);
  });

  it('is an error at the setting when the favicon is not a file of static/', async () => {
    const root = await writeSite('navbar-favicon-missing', {
      ...PAGE,
      'docusaurus.config.js': "module.exports = {\n  title: 'Gone',\n  url: 'https://gone.example',\n  favicon: 'img/favicon.ico',\n};\n",
    });
    const result = await runCli(['build', root]);
    expect(result.code).not.toBe(0);
    expect(result.stdout + result.stderr).toContain('docusaurus.config.js:4:12  error  favicon "img/favicon.ico" is not a file of static/ (static/img/favicon.ico).');
  });

  it("takes a data: picture as the favicon, as Docusaurus's useBaseUrl leaves it (Shopify FlashList's emoji), and still refuses another scheme", async () => {
    const emoji = 'data:image/svg+xml,<svg xmlns=%22http://www.w3.org/2000/svg%22 viewBox=%220 0 100 100%22><text y=%22.9em%22 font-size=%2290%22>⚡️</text></svg>';
    const root = await writeSite('navbar-favicon-data', {
      ...PAGE,
      'docusaurus.config.js': `module.exports = {\n  title: 'Flash',\n  url: 'https://flash.example',\n  favicon:\n    ${JSON.stringify(emoji)},\n};\n`,
    });
    const result = await runCli(['build', root]);
    expect(result.stdout + result.stderr).not.toContain('error');
    expect(result.code).toBe(0);
    expect(await faviconOf(root)).toBe(
      '<link rel="icon" href="data:image/svg+xml,&lt;svg xmlns=%22http://www.w3.org/2000/svg%22 viewBox=%220 0 100 100%22&gt;&lt;text y=%22.9em%22 font-size=%2290%22&gt;⚡️&lt;/text&gt;&lt;/svg&gt;">',
    );
    const script = await writeSite('navbar-favicon-data-html', {
      ...PAGE,
      'docusaurus.config.js': "module.exports = {\n  title: 'Flash',\n  url: 'https://flash.example',\n  favicon: 'data:text/html,<script>alert(1)</script>',\n};\n",
    });
    const refused = await runCli(['build', script]);
    expect(refused.code).not.toBe(0);
    expect(refused.stdout + refused.stderr).toContain('docusaurus.config.js:4:12  error  favicon "data:text/html,<script>alert(1)</script>" is neither a file of static/ nor an https: address.');
  });
});

describe("site.config.ts's navbar.logo, navbar.title and favicon", () => {
  const config = (navbar: string, rest = '') => `export default {\n  title: 'Pier Developer Hub',\n  url: 'https://pier.example',\n  navbar: {\n    items: [{ label: 'Guide', to: '/docs/intro' }],\n${navbar}  },\n${rest}};\n`;

  it('draws the logo beside navbar.title, decorative (the title names the link), and the favicon', async () => {
    const root = await writeSite('navbar-logo-site-config', {
      ...PICTURES,
      ...PAGE,
      'site.config.ts': config("    title: 'Pier',\n    logo: { src: 'img/mark.svg', width: 40, height: 10 },\n", "  favicon: '/img/tab.ico',\n"),
    });
    const result = await runCli(['build', root]);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    const brand = await brandOf(root);
    expect(brand).toBe('<a class="navbar__brand" href="/"><span class="navbar__logo navbar__logo--site"><img src="/img/mark.svg" alt="" width="40" height="10" decoding="async"/></span><b class="navbar__title">Pier</b></a>');
    expect(await faviconOf(root)).toBe('<link rel="icon" href="/img/tab.ico">');
  });

  it('takes an https: picture as it is, and keeps the site title in the navbar without navbar.title', async () => {
    const root = await writeSite('navbar-logo-https', {
      ...PAGE,
      'site.config.ts': config("    logo: { src: 'https://cdn.pier.example/logo.png', alt: 'Pier' },\n"),
    });
    expect((await runCli(['build', root])).code).toBe(0);
    const brand = await brandOf(root);
    expect(brand).toContain('<img src="https://cdn.pier.example/logo.png" alt="Pier" decoding="async"/>');
    expect(brand).toContain('<b class="navbar__title">Pier Developer Hub</b>');
  });

  it('is an error at the setting for a missing file, an http: or a javascript: address', async () => {
    const root = await writeSite('navbar-logo-site-config-missing', {
      ...PAGE,
      'site.config.ts': config("    logo: { src: 'img/absent.svg', srcDark: 'http://cdn.pier.example/dark.png', href: 'javascript:alert(1)' },\n"),
    });
    const result = await runCli(['build', root]);
    expect(result.code).toBe(1);
    expect(existsSync(path.join(root, 'build'))).toBe(false);
    const out = result.stdout + result.stderr;
    expect(out).toContain('site.config.ts:6:18  error  navbar.logo.src "img/absent.svg" is not a file of static/ (static/img/absent.svg).');
    expect(out).toContain('site.config.ts:6:45  error  navbar.logo.srcDark "http://cdn.pier.example/dark.png" is neither a file of static/ nor an https: address.');
    expect(out).toContain('site.config.ts:6:87  error  navbar.logo.href "javascript:alert(1)" is neither a path of the site nor an http(s) address.');
  });

  it("is an error for a logo href a browser would read as another site's (a tab between its slashes)", async () => {
    const root = await writeSite('navbar-logo-href-tab', {
      ...PAGE,
      ...PICTURES,
      'site.config.ts': config("    logo: { src: 'img/mark.svg', href: '/\\t/evil.example' },\n"),
    });
    const result = await runCli(['build', root]);
    expect(result.code).toBe(1);
    expect(result.stdout + result.stderr).toContain('navbar.logo.href "/\\t/evil.example" is neither a path of the site nor an http(s) address.');
  });

  it('without a logo, keeps the default mark and the site title, and the default favicon', async () => {
    const root = await writeSite('navbar-logo-none', { ...PAGE, 'site.config.ts': config('') });
    expect((await runCli(['build', root])).code).toBe(0);
    expect(await brandOf(root)).toBe('<a class="navbar__brand" href="/"><span class="navbar__logo" aria-hidden="true"></span><b class="navbar__title">Pier Developer Hub</b></a>');
    expect(await faviconOf(root)).toBe('<link rel="icon" href="/favicon.svg" type="image/svg+xml">');
  });
});

describe('devcenter dev and the pictures of the config', () => {
  /** The dev output after `after` once it holds `wanted` (or after 15 s). */
  async function printed(dev: { output: () => string }, wanted: string, after: number): Promise<string> {
    const deadline = Date.now() + 15_000;
    while (!dev.output().slice(after).includes(wanted) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
    return dev.output().slice(after);
  }

  it("says a saved Docusaurus config's missing logo as an error at its line, and clears it when the picture is added to static/", async () => {
    // The logo's file is checked when the config loads: saved in dev, the error was printed as a
    // ConfigError's stack trace, and adding the file the hint asks for changed nothing until the next
    // save of the config (site.config.ts alike).
    const root = await writeSite('navbar-logo-dev', {
      ...PICTURES,
      ...PAGE,
      'docusaurus.config.js': "module.exports = { title: 'Live', url: 'https://live.example' };\n",
    });
    const dev = await startDev(root);
    try {
      const before = dev.output().length;
      await writeFile(path.join(root, 'docusaurus.config.js'), "module.exports = { title: 'Live', url: 'https://live.example', themeConfig: { navbar: { logo: { src: 'img/late.svg' } } } };\n");
      const broken = await printed(dev, 'devcenter dev: 1 error', before);
      expect(broken).toContain('themeConfig.navbar.logo.src "img/late.svg" is not a file of static/');
      expect(broken).not.toContain('ConfigError');
      const after = dev.output().length;
      await writeFile(path.join(root, 'static', 'img', 'late.svg'), SVG('navy'));
      expect(await printed(dev, 'no problems left', after)).toContain('no problems left');
      const page = await rawRequest(dev.url, '/docs/intro', { headers: { host: new URL(dev.url).host } });
      expect(page.body).toContain('src="/img/late.svg"');
    } finally {
      await dev.stop();
    }
  });
});
