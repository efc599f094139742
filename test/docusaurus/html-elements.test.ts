// Standard HTML in Docusaurus content: what it renders to in the page's HTML and in Chromium, and
// what the checks say about what stays refused.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser.ts';
import { fixtureCopy, runCli, startServe } from '../support/cli.ts';

const PAGE = `---
title: Html
---

<details><summary>One line</summary>Hidden text</details>

<div className="note-box">one line div</div>

<a className="tag" href="https://tracker.example/labels/starter" target="_blank">
  Starter task
</a>

<a href="https://tracker.example/board">
  <div className="board-card">Board</div>
</a>

<details>
  <summary>
    Lesson one: the _first_ steps
  </summary>

Body of the lesson.

</details>

<details>
<summary>Several lines</summary>
More **hidden** text.
</details>

Press <kbd>Ctrl</kbd>, <ins>added</ins> <del>removed</del> H<sub>2</sub>O x<sup>2</sup> <mark>marked</mark> <abbr title="abbreviation">abbr</abbr>

<center>centered</center>

<p align="center">centred badges</p>

<div align="right">right-aligned</div>

<video controls src="https://media.example/v.mp4" poster="https://media.example/p.png" width="320"></video>

<audio controls src="/a.mp3"></audio>

<iframe width="560" height="315" src="https://embed.example/x" title="Video player" frameborder="0" allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture" referrerpolicy="strict-origin-when-cross-origin" allowfullscreen scrolling="no" seamless></iframe>

<img src="https://media.example/floated.png" align="right" alt="floated" />

<figure><picture><source srcSet="https://media.example/a.webp" type="image/webp" /><img src="https://media.example/a.png" width="10" height="12" loading="lazy" alt="pic" /></picture><figcaption>Caption</figcaption></figure>

<table><tbody><tr><td colSpan="2" align="center">wide</td></tr></tbody></table>

<dl><dt>term</dt><dd>definition</dd></dl>

<section><q cite="https://example.com/source">quoted</q> on <time dateTime="2024-05-01">May 1st</time>, <s>struck</s> <cite>a work</cite> <var>x</var> <samp>output</samp> <ruby>漢<rt>kan</rt></ruby> long<wbr />word</section>

<table><colgroup><col span="1" /></colgroup><tbody><tr><td>in a column group</td></tr></tbody></table>

See [the sitemap](pathname:///files/x.pdf) and <a href="pathname:///plain.html">plain page</a>.

<div className="outer">
  <div>inner div</div>
  <figcaption>inner caption</figcaption>
</div>

<figcaption>caption alone</figcaption>

<div className="box">
{'Just text'}
</div>

<p align="left">
  Text inside a p.
</p>

<p><details>
  <summary>Example</summary>

Body.

</details></p>

<table>
<tr><th>head a</th><th>head b</th></tr>
</table>

<>
<img src="https://media.example/in-fragment.png" alt="in a fragment" width={280} />
</>

Words <>in an inline fragment</> and after.

<iframe src="//embed.example/protocol-relative" title="Old embed code"></iframe>

<table><tbody><tr><td width="350">laid-out cell</td></tr></tbody></table>

Text <font color="red">Required</font> here.

<p>Tweeted <a href="https://t.co/x">https://t.co/x</a> from <a href="https://example.com/y">www.example.com</a></p>

**<p align="center">Fail fast, fail often</p>**

## The \`autoCreate\` option, **\`bold\`** too
`;

describe('standard HTML elements in content', () => {
  let site: string;
  let html: string;
  let browser: Browser;
  let server: Awaited<ReturnType<typeof startServe>>;
  let page: Page;
  const problems: string[] = [];

  beforeAll(async () => {
    site = await fixtureCopy('basic', 'docu-html', { 'content/docs/html.mdx': PAGE });
    const built = await runCli(['build', site, '--strict']);
    expect(built.stderr + built.stdout).not.toMatch(/error|warning\[/);
    expect(built.code).toBe(0);
    html = await readFile(path.join(site, 'build', 'docs', 'html', 'index.html'), 'utf8');
    [server, browser] = await Promise.all([startServe([site, '--port', '0']), launchBrowser()]);
    page = await browser.newPage();
    page.on('console', (m) => (m.type() === 'error' || m.type() === 'warning') && problems.push(m.text()));
    page.on('pageerror', (e) => problems.push(e.message));
    await page.goto(`${server.url}/docs/html`);
    await page.waitForSelector('html[data-has-hydrated="true"]');
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('draws align on a paragraph or div as the alignment class, as a README centres its badges', () => {
    expect(html).toContain('<p class="text--center">centred badges</p>');
    expect(html).toContain('<div class="text--right">right-aligned</div>');
  });

  it('keeps a one-line details and div out of a paragraph, with the summary as the summary', () => {
    expect(html).toContain('<details><summary>One line</summary>Hidden text</details>');
    expect(html).toContain('<div class="note-box">one line div</div>');
    expect(html).not.toMatch(/<p><(details|div)/);
    expect(html).toMatch(/<details><summary>Several lines<\/summary><p>More <strong>hidden<\/strong> text.<\/p><\/details>/);
  });

  it('keeps block elements out of a paragraph inside other elements too, and a string on its own line in one as text (as MDX renders it)', () => {
    // Lexical's pages wrote these: a <p> around a <div> or a <figcaption> is closed early by the
    // browser, and React's hydration then failed on every load (error #418).
    expect(html).toContain('<div class="outer"><div>inner div</div><figcaption>inner caption</figcaption></div>');
    expect(html).toContain('<figcaption>caption alone</figcaption>');
    expect(html).not.toMatch(/<p><(div|figcaption)/);
    expect(html).toContain('<div class="box">Just text</div>');
  });

  it('reshapes HTML a browser would reshape, so the page hydrates: a <p> around its text on lines of its own, a <p> around a block, rows without a <tbody>', () => {
    // Each of these, on Babel's pages, failed React's hydration on every load (error #418).
    expect(html).toContain('<p class="text--left">Text inside a p.</p>');
    expect(html).toContain('<div class="paragraph"><details><summary>Example</summary><p>Body.</p></details></div>');
    expect(html).toContain('<table><tbody><tr><th>head a</th><th>head b</th></tr></tbody></table>');
  });

  it("draws emphasis around a block (Zenstack's `**<p align=\"center\">…</p>**`) inside the block, as the browser would reshape it", () => {
    expect(html).toContain('<p class="text--center"><strong>Fail fast, fail often</strong></p>');
    expect(html).not.toMatch(/<strong><p/);
  });

  it('draws what a fragment holds in its place, reads a protocol-relative embed as https:, and keeps a cell\'s width, as Docusaurus pages write them', () => {
    expect(html).toContain('<img src="https://media.example/in-fragment.png" alt="in a fragment" width="280"/>');
    expect(html).toContain('<p>Words in an inline fragment and after.</p>');
    expect(html).toMatch(/<iframe src="https:\/\/embed\.example\/protocol-relative" title="Old embed code"/);
    expect(html).toContain('<td width="350">laid-out cell</td>');
    expect(html).toContain('<p>Text <font color="red">Required</font> here.</p>');
  });

  it("draws an address an <a> shows as its text, not as a link in the link (tRPC's hand-embedded tweets), which the browser would split", () => {
    expect(html).toMatch(/<p>Tweeted <a href="https:\/\/t\.co\/x"[^>]*>https:\/\/t\.co\/x<span[^>]*class="icon-external"><\/span><\/a> from <a href="https:\/\/example\.com\/y"[^>]*>www\.example\.com<span/);
    // Every link to another site has its icon, but the board card's, which ends in a block (below).
    expect(html.match(/icon-external/g)?.length).toBe(html.match(/<a [^>]*target="_blank"/g)!.length - 1);
  });

  it('hydrates the page without a console error or warning (the example media addresses do not exist)', () => {
    expect(problems.filter((p) => !p.startsWith('Failed to load resource'))).toEqual([]);
  });

  it('opens a details element by its summary in the browser', async () => {
    const details = page.locator('details', { hasText: 'One line' });
    expect(await details.evaluate((d: HTMLDetailsElement) => d.open)).toBe(false);
    await page.locator('summary', { hasText: 'One line' }).click();
    expect(await details.evaluate((d: HTMLDetailsElement) => d.open)).toBe(true);
    expect(await page.locator('.markdown details summary').count()).toBe(4);
  });

  it("draws the new-tab icon of a link around a paragraph (MDX's reading of `<a>` with its text on lines of its own, as react-native-elements' label guide writes them) at the end of the paragraph's line, and none after another block", async () => {
    expect(html).toContain('class="tag"><p>Starter task<span role="img" aria-label="(opens in new tab)" class="icon-external"></span></p></a>');
    expect(html).toMatch(/<div class="board-card">Board<\/div>\s*<\/a>/);
    const top = (selector: string) => page.locator(selector).evaluate((e) => e.getBoundingClientRect().top);
    expect(Math.abs((await top('a.tag .icon-external')) - (await top('a.tag p')))).toBeLessThan(12);
  });

  it("shows a summary whose text MDX reads as a paragraph (written on lines of its own, as Immer's lesson links are) beside its marker, on one line as Docusaurus's Details does", async () => {
    const height = (text: string) => page.locator('summary', { hasText: text }).evaluate((s) => s.getBoundingClientRect().height);
    expect(html).toContain('<summary><p>Lesson one: the <em>first</em> steps</p></summary>');
    const oneLine = await height('One line');
    expect(Math.abs((await height('Lesson one')) - oneLine)).toBeLessThan(2);
  });

  it('renders inline HTML elements as themselves', async () => {
    for (const tag of ['kbd', 'ins', 'del', 'sub', 'sup', 'mark', 'abbr', 'center', 'figcaption', 'dt', 'dd', 'section', 'q', 'time', 's', 'cite', 'var', 'samp', 'ruby', 'rt', 'wbr', 'colgroup', 'col'])
      expect(await page.locator(`article ${tag}`).count(), tag).toBeGreaterThan(0);
    expect(await page.locator('article abbr').getAttribute('title')).toBe('abbreviation');
    expect(await page.locator('article time').getAttribute('datetime')).toBe('2024-05-01');
    expect(await page.locator('article q').getAttribute('cite')).toBe('https://example.com/source');
  });

  it('renders media with their attributes and an https iframe sandboxed', async () => {
    expect(await page.locator('video').evaluate((v: HTMLVideoElement) => [v.controls, v.poster, v.width])).toEqual([true, 'https://media.example/p.png', 320]);
    expect(await page.locator('audio').evaluate((a: HTMLAudioElement) => a.controls)).toBe(true);
    const frame = page.locator('iframe').first();
    expect(await frame.getAttribute('src')).toBe('https://embed.example/x');
    expect(await frame.getAttribute('sandbox')).toBe('allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox allow-presentation');
    // A video site's embed code, as it hands it out, keeps what the player asks for.
    expect(await frame.getAttribute('allow')).toBe('accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture');
    expect(await frame.evaluate((f: HTMLIFrameElement) => [f.allowFullscreen, f.referrerPolicy, f.frameBorder])).toEqual([true, 'strict-origin-when-cross-origin', '0']);
    // Egghead's embed code (Immer's docs): kept as React, and so Docusaurus, renders it.
    expect(await frame.evaluate((f: HTMLIFrameElement) => [f.getAttribute('scrolling'), f.hasAttribute('seamless')])).toEqual(['no', true]);
    expect(await page.getByAltText('floated').evaluate((i: HTMLImageElement) => getComputedStyle(i).float)).toBe('right');
    expect(await page.locator('picture source').getAttribute('type')).toBe('image/webp');
    expect(await page.locator('picture img').evaluate((i: HTMLImageElement) => ['width', 'height', 'loading'].map((a) => i.getAttribute(a)))).toEqual(['10', '12', 'lazy']);
    expect(await page.locator('td').first().evaluate((td: HTMLTableCellElement) => td.colSpan)).toBe(2);
  });

  it('shows a heading\'s inline code as code in the table of contents, after hydration too', async () => {
    const link = page.locator('nav.toc a.toc__link', { hasText: 'option' });
    expect(await link.innerHTML()).toBe('The <code>autoCreate</code> option, <code>bold</code> too');
    expect(html).toContain('class="toc__link">The <code>autoCreate</code> option, <code>bold</code> too</a>');
  });

  it('allows media and frames from https sites in the page policy', () => {
    expect(html).toMatch(/media-src 'self' https:/);
    expect(html).toMatch(/frame-src https:/);
  });

  it('turns pathname:/// links into plain links the router leaves to the browser', async () => {
    const link = page.getByRole('link', { name: 'plain page' });
    expect(await link.getAttribute('href')).toBe('/plain.html');
    expect(await link.getAttribute('rel')).toBe('external');
    expect(await page.getByRole('link', { name: 'the sitemap' }).getAttribute('href')).toBe('/files/x.pdf');
  });
});

describe('what standard HTML support still refuses', () => {
  async function check(body: string): Promise<{ code: number; output: string }> {
    const site = await fixtureCopy('basic', `docu-html-${Math.random().toString(36).slice(2, 8)}`, { 'content/docs/x.mdx': `# X\n\n${body}\n` });
    const result = await runCli(['check', site]);
    return { code: result.code, output: result.stdout + result.stderr };
  }

  it('refuses an iframe whose src is not an https address, and srcdoc', async () => {
    const http = await check('<iframe src="http://embed.example/x"></iframe>');
    expect(http.code).toBe(1);
    expect(http.output).toContain('an iframe may show only an https: address');
    const srcdoc = await check('<iframe srcDoc="<script>alert(1)</script>"></iframe>');
    expect(srcdoc.code).toBe(1);
    expect(srcdoc.output).toMatch(/srcDoc of <iframe> is not allowed/);
  });

  it('leaves out the permissions an iframe may not be given, and a referrer policy that sends more, with a warning', async () => {
    const frame = '<iframe src="https://sandbox.example/embed" title="Sandbox" allow="camera; microphone \'self\'; autoplay; geolocation *" referrerPolicy="unsafe-url"></iframe>';
    const site = await fixtureCopy('basic', 'docu-html-iframe-allow', { 'content/docs/x.mdx': `# X\n\n${frame}\n` });
    const result = await runCli(['build', site]);
    expect(result.code).toBe(0);
    expect(result.stderr).toContain('content/docs/x.mdx:3:61  warning  <iframe> may not be allowed "camera", "microphone", "geolocation": left out of the page.');
    expect(result.stderr).toContain('warning  <iframe> referrerPolicy "unsafe-url" would send more than the page\'s address');
    const built = await readFile(path.join(site, 'build', 'docs', 'x', 'index.html'), 'utf8');
    expect(built).toContain('referrerPolicy="strict-origin-when-cross-origin" allow="autoplay">');
    expect(built).not.toMatch(/camera|microphone|geolocation|unsafe-url/);
  });

  it("takes Vimeo's embed code (webkitallowfullscreen, mozallowfullscreen) without a word, and says an iframe's own sandbox gives way to devcenter's", async () => {
    const vimeo = '<iframe src="https://player.vimeo.com/video/1" width="640" height="360" frameborder="0" webkitallowfullscreen mozallowfullscreen allowfullscreen></iframe>';
    const boxed = '<iframe src="https://codesandbox.example/embed" title="Box" sandbox="allow-forms allow-scripts"></iframe>';
    const site = await fixtureCopy('basic', 'docu-html-iframe-legacy', { 'content/docs/x.mdx': `# X\n\n${vimeo}\n\n${boxed}\n` });
    const result = await runCli(['build', site]);
    expect(result.code).toBe(0);
    expect(result.stderr.match(/ {2}warning {2}/g)).toHaveLength(1);
    expect(result.stderr).toContain('content/docs/x.mdx:5:61  warning  <iframe> is sandboxed by devcenter whatever it says (sandbox="allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox allow-presentation"): its own sandbox is left out.');
    const built = await readFile(path.join(site, 'build', 'docs', 'x', 'index.html'), 'utf8');
    expect(built).toContain('<iframe src="https://player.vimeo.com/video/1" width="640" height="360" frameBorder="0" allowFullScreen=""');
    expect(built).not.toMatch(/webkitallowfullscreen|mozallowfullscreen|allow-forms/i);
  });

  // Redux Toolkit pastes CodeSandbox's embed code on 25 pages: 49 warnings, two per embed, buried the rest.
  it('says once for the whole site what it leaves out of an embed code pasted on many pages, each other place a note', async () => {
    const embed = '<iframe src="https://codesandbox.example/embed" title="Box" allow="camera; autoplay" sandbox="allow-forms allow-scripts"></iframe>';
    const site = await fixtureCopy('basic', 'docu-html-iframe-fold', {
      'content/docs/x.mdx': `# X\n\n${embed}\n\n${embed}\n`,
      'content/docs/y.mdx': `# Y\n\n${embed}\n`,
    });
    const result = await runCli(['build', site]);
    expect(result.code).toBe(0);
    expect(result.stderr.match(/ {2}warning {2}/g)).toHaveLength(2);
    expect(result.stderr).toContain('content/docs/x.mdx:3:61  warning  <iframe> may not be allowed "camera": left out of the page (3 iframes in 2 files; this is the first, the others are listed below).');
    expect(result.stderr).toContain('its own sandbox is left out (3 iframes in 2 files; this is the first, the others are listed below).');
    expect(result.stderr).toContain('note: content/docs/x.mdx:5:61  also here');
    expect(result.stderr).toContain('note: content/docs/y.mdx:3:61  also here');
    const built = await readFile(path.join(site, 'build', 'docs', 'y', 'index.html'), 'utf8');
    expect(built).not.toMatch(/camera|allow-forms/);
  });

  // docusaurus-openapi-docs writes an API's version badge as <span className=… children={"Version: v1.0"}></span>
  // (Tolgee's API reference): it was refused, "Attribute children of <span> is not allowed in content".
  it("draws an HTML element's literal text children prop as its text, its own children first, as React does; any other children prop stays refused", async () => {
    const site = await fixtureCopy('basic', 'docu-html-children-prop', {
      'content/docs/x.mdx': '# X\n\n<span\n  className={"badge"}\n  children={"Version: v1.0 <b>"}\n>\n</span>\n\n<p children="overriddenText">Shown</p>\n',
    });
    const result = await runCli(['build', site]);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    const built = await readFile(path.join(site, 'build', 'docs', 'x', 'index.html'), 'utf8');
    expect(built).toContain('<span class="badge">Version: v1.0 &lt;b&gt;</span>');
    expect(built).toContain('>Shown</p>');
    expect(built).not.toContain('overriddenText');
    const refused = await check('<span children={<b>x</b>}></span>');
    expect(refused.output).toContain('Attribute children of <span> is not allowed in content');
  });

  it('refuses a pathname link that would leave the site', async () => {
    const result = await check('[away](pathname:////other.example/x)');
    expect(result.code).toBe(1);
    expect(result.output).toContain('Unsafe link');
  });

  it('suggests a component only among components, and a short name only one letter away', async () => {
    const component = await check('<Ins>x</Ins>');
    expect(component.output).toContain('Unknown component <Ins>');
    expect(component.output).not.toMatch(/did you mean/i);
    const typo = await check('<Tab>x</Tab>');
    expect(typo.output).toMatch(/did you mean "?<Tabs>"?/i);
    // With a value it is a tab: <TabItem>.
    expect((await check('<Tab value="a">x</Tab>')).output).toMatch(/did you mean "?<TabItem>"?/i);
    const element = await check('<kdb>x</kdb>');
    expect(element.output).not.toMatch(/did you mean/i);
  });
});
