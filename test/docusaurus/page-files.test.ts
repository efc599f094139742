// Issue #16, point 5: files next to pages. `![](./img/x.png)`, `[file](./x.pdf)` and `<img src>`
// name files of content/: the build copies each once into the output, named by its content hash, and
// points the page at it; dev serves them; a missing file is an error at the reference, one the site
// will not publish an error at the file, each reference a note under it.
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser.ts';
import { runCli, startServe, TMP, writeSite } from '../support/cli.ts';
import { rawRequest, startDev } from '../security/servers-support.ts';

/** A 1×1 PNG, so the browser has a real image to decode. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==', 'base64');

async function site(name: string, pages: Record<string, string>): Promise<string> {
  const root = path.join(TMP, name);
  await rm(root, { recursive: true, force: true });
  await mkdir(path.join(root, 'content', 'docs', 'img'), { recursive: true });
  await mkdir(path.join(root, 'content', 'docs', 'guides'), { recursive: true });
  await writeFile(path.join(root, 'content', 'docs', 'img', 'diagram.png'), PNG);
  await writeFile(path.join(root, 'content', 'docs', 'guides', 'form.pdf'), '%PDF-1.4 fixture');
  for (const [file, text] of Object.entries(pages)) await writeFile(path.join(root, 'content', 'docs', file), text);
  return root;
}

const GUIDE = '# Guide\n\n![A diagram](../img/diagram.png)\n\nGet [the form](./form.pdf#page=2).\n\n<img src="../img/diagram.png" alt="The diagram again" />\n';

describe('files next to pages', () => {
  let root: string;
  let browser: Browser;
  let server: Awaited<ReturnType<typeof startServe>>;

  beforeAll(async () => {
    root = await site('docu-page-files', { 'guides/guide.mdx': GUIDE, 'intro.md': '# Intro\n\n![Same diagram](./img/diagram.png)\n\n![Through the site alias](@site/docs/img/diagram.png)\n' });
    const build = await runCli(['build', root]);
    expect(build.stderr).toBe('');
    [server, browser] = await Promise.all([startServe([root, '--port', '0']), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('are copied once each into the output, named by their content', async () => {
    const copied = (await readdir(path.join(root, 'build', 'assets', 'files'))).sort();
    expect(copied).toEqual([expect.stringMatching(/^diagram-[0-9a-f]{8}\.png$/), expect.stringMatching(/^form-[0-9a-f]{8}\.pdf$/)]);
    expect(await readFile(path.join(root, 'build', 'assets', 'files', copied[0]))).toEqual(PNG);
  });

  it('show in the browser, from every page that points at them, and links keep their fragment', async () => {
    const page = await browser.newPage();
    await page.goto(`${server.url}/docs/guides/guide`);
    for (const alt of ['A diagram', 'The diagram again']) {
      const image = page.getByRole('img', { name: alt });
      await image.waitFor();
      expect(await image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1);
    }
    expect(await page.getByRole('link', { name: 'the form' }).getAttribute('href')).toMatch(/^\/assets\/files\/form-[0-9a-f]{8}\.pdf#page=2$/);
    await page.goto(`${server.url}/docs/intro`);
    expect(await page.getByRole('img', { name: 'Same diagram' }).evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
    // Docusaurus's @site/ alias names the site's root, whose docs/ is content/docs/ here.
    expect(await page.getByRole('img', { name: 'Through the site alias' }).evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
  });

  it('are errors at the reference when missing; one the site will not publish is an error at the file, the reference a note', async () => {
    const broken = await site('docu-page-files-broken', { 'page.mdx': '# Page\n\n![gone](./img/gone.png)\n\n[a page](./img/evil.html)\n' });
    await writeFile(path.join(broken, 'content', 'docs', 'img', 'evil.html'), '<script>alert(1)</script>');
    const build = await runCli(['build', broken]);
    expect(build.code).toBe(1);
    expect(build.stderr).toContain('content/docs/page.mdx:3:1');
    expect(build.stderr).toContain('broken file link "./img/gone.png": there is no content/docs/img/gone.png.');
    // A file of content/ the site will not publish is an error at the file, as one of static/ is, each reference a note under it.
    expect(build.stderr).toContain('content/docs/img/evil.html  error  content/docs/img/evil.html is a .html file: served from the site, it would run script on the site\'s origin, outside every check content gets (referenced once, below).');
    expect(build.stderr).toContain('note: content/docs/page.mdx:5:1  referenced here');
    expect(build.stderr).toMatch(/build failed: 2 errors\b/);
  });

  it('when missing and only linked to, are broken links at the brokenLinks level, as Docusaurus counts them; a missing image stays an error', async () => {
    const lenient = await site('docu-page-files-lenient', { 'page.mdx': '# Page\n\nGet [the form](./missing.pdf#page=2).\n' });
    await writeFile(path.join(lenient, 'site.config.ts'), "export default { title: 'Files', url: 'https://example.com', checks: { brokenLinks: 'warn' } };\n");
    const warned = await runCli(['build', lenient]);
    expect(warned.code).toBe(0);
    expect(warned.stderr).toContain('content/docs/page.mdx:3:5  warning  broken file link "./missing.pdf#page=2": there is no content/docs/missing.pdf.');
    expect(await readFile(path.join(lenient, 'build', 'docs', 'page', 'index.html'), 'utf8')).toContain('href="./missing.pdf#page=2"');

    await writeFile(path.join(lenient, 'content', 'docs', 'page.mdx'), '# Page\n\nGet [the form](./missing.pdf).\n\n![gone](./img/gone.png)\n');
    const failed = await runCli(['build', lenient]);
    expect(failed.code).toBe(1);
    expect(failed.stderr).toContain('content/docs/page.mdx:5:1  error  broken file link "./img/gone.png"');
    expect(failed.stderr).toContain('content/docs/page.mdx:3:5  warning  broken file link "./missing.pdf"');

    await writeFile(path.join(lenient, 'site.config.ts'), "export default { title: 'Files', url: 'https://example.com', checks: { brokenLinks: 'ignore' } };\n");
    await writeFile(path.join(lenient, 'content', 'docs', 'page.mdx'), '# Page\n\nGet [the form](./missing.pdf).\n');
    const ignored = await runCli(['build', lenient]);
    expect(ignored.code).toBe(0);
    expect(ignored.stderr).toBe('');
  });

  it('are served by devcenter dev where its pages point', async () => {
    const dev = await startDev(root);
    try {
      const host = { host: new URL(dev.url).host };
      const data = (await rawRequest(dev.url, '/_dc/data/docs/guides/guide.json', { headers: host })).body;
      const src = /"src":"([^"]+diagram[^"]*)"/.exec(data)?.[1];
      expect(src).toBeTruthy();
      const image = await rawRequest(dev.url, src!, { headers: host });
      expect(image.status).toBe(200);
      expect(image.headers['content-type']).toBe('image/png');
    } finally {
      await dev.stop();
    }
  });
});

describe('files of static/ named through @site/static/', () => {
  it('are the files at their site address, in Markdown images and links and in JSX, and a missing one is reported', async () => {
    const root = await site('docu-page-files-static-alias', {
      'intro.md': '# Intro\n\n![a](@site/static/img/a.png)\n\n<img src="@site/static/img/a.png" alt="b" />\n\n[the pdf](@site/static/files/a.pdf)\n',
    });
    await mkdir(path.join(root, 'static', 'img'), { recursive: true });
    await mkdir(path.join(root, 'static', 'files'), { recursive: true });
    await writeFile(path.join(root, 'static', 'img', 'a.png'), PNG);
    await writeFile(path.join(root, 'static', 'files', 'a.pdf'), '%PDF-1.4 fixture');
    const build = await runCli(['build', root]);
    expect(build.stderr).toBe('');
    const html = await readFile(path.join(root, 'build', 'docs', 'intro', 'index.html'), 'utf8');
    expect(html).toContain('<img src="/img/a.png" alt="a"/>');
    expect(html).toContain('<img src="/img/a.png" alt="b"/>');
    expect(html).toContain('<a href="/files/a.pdf">the pdf</a>');
    await writeFile(path.join(root, 'content', 'docs', 'intro.md'), '# Intro\n\n![gone](@site/static/img/gone.png)\n');
    const broken = await runCli(['build', root]);
    expect(broken.code).toBe(1);
    expect(broken.stderr).toContain('content/docs/intro.md:3:1  error  broken image "/img/gone.png": static/img/gone.png does not exist');
  });
});

describe('files of static/ named by a relative address', () => {
  // Docusaurus resolves a relative path from the file, anywhere in the site: content/docs/ here sits
  // one folder deeper than Docusaurus's docs/, beside static/ (found on tRPC's docs).
  it('that leads out of content/ into static/ are the files at their site address, in Markdown, JSX and SVG imports', async () => {
    const root = await site('docu-page-files-static-relative', {
      'guides/intro.mdx': [
        "import Diagram from '../../../static/img/d.svg';",
        '',
        '# Intro',
        '',
        '![a](../../../static/img/a.png)',
        '',
        '<img src="../../../static/img/a.png?v=2" alt="b" />',
        '',
        '<Diagram title="diagram" />',
        '',
      ].join('\n'),
    });
    await mkdir(path.join(root, 'static', 'img'), { recursive: true });
    await writeFile(path.join(root, 'static', 'img', 'a.png'), PNG);
    await writeFile(path.join(root, 'static', 'img', 'd.svg'), '<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>');
    const build = await runCli(['build', root]);
    expect(build.stderr).toBe('');
    const html = await readFile(path.join(root, 'build', 'docs', 'guides', 'intro', 'index.html'), 'utf8');
    expect(html).toContain('<img src="/img/a.png" alt="a"/>');
    expect(html).toContain('<img src="/img/a.png?v=2" alt="b"/>');
    expect(html).toContain('<img src="/img/d.svg" alt="diagram" title="diagram"/>');
  });

  it('written as from Docusaurus\'s docs/ or blog/ (one folder short), is the file of static/ when content/ has none there; else an error that says so', async () => {
    // Docusaurus's docs/ and blog/ sit beside static/, so pages moved into content/ write one `../` too few.
    const root = await site('docu-page-files-static-docusaurus-spelling', { 'intro.md': '# Intro\n\n![a](../static/img/a.png)\n\n<img src="../static/img/a.png?v=3" alt="b" />\n', 'other.md': '# Other\n\n![c](../static/img/missing.png)\n' });
    await mkdir(path.join(root, 'static', 'img'), { recursive: true });
    await writeFile(path.join(root, 'static', 'img', 'a.png'), PNG);
    const build = await runCli(['build', root]);
    expect(build.code).toBe(1);
    expect(build.stderr).not.toContain('intro.md');
    expect(build.stderr).toContain('content/docs/other.md:3:1  error  broken file link "../static/img/missing.png": there is no static/img/missing.png, nor content/static/img/missing.png.');
    expect(build.stderr).toContain('hint: static/ sits beside content/, not in it: put the file in static/ (it is then /img/missing.png), or correct the address.');
    await rm(path.join(root, 'content/docs/other.md'));
    expect((await runCli(['build', root])).code).toBe(0);
    const html = await readFile(path.join(root, 'build', 'docs', 'intro', 'index.html'), 'utf8');
    expect(html).toContain('<img src="/img/a.png" alt="a"/>');
    expect(html).toContain('<img src="/img/a.png?v=3" alt="b"/>');
  });

  // A blog post's `../static/blog/assets/x.gif`, missing from static/ too, was said to be missing from
  // "content/static/blog/assets/x.gif" alone, though static/ is where it was looked for first and where
  // the hint said to put it.
  it("missing from static/ too, from a blog post, is said to be missing from static/ first, where it belongs", async () => {
    const root = await writeSite('docu-page-files-static-blog-missing', {
      'content/docs/intro.md': '# Intro\n\nHello.\n',
      'content/blog/2024-01-01-post.md': '---\ntitle: Post\n---\n\nText ![x](../static/blog/assets/x.gif) more.\n',
    });
    const build = await runCli(['build', root]);
    expect(build.code).toBe(1);
    expect(build.stderr).toContain('content/blog/2024-01-01-post.md:5:6  error  broken file link "../static/blog/assets/x.gif": there is no static/blog/assets/x.gif, nor content/static/blog/assets/x.gif.');
    expect(build.stderr).toContain('hint: static/ sits beside content/, not in it: put the file in static/ (it is then /blog/assets/x.gif), or correct the address.');
    expect(build.stderr).not.toContain('internal error');
  });

  it("that static/ holds but will not publish (an SVG with script, as tRPC's split-link diagram) is named as refused, never as missing", async () => {
    const root = await site('docu-page-files-static-refused', {
      'guides/intro.mdx': [
        "import Short from '../../static/img/d.svg';",
        "import Whole from '../../../static/img/d.svg';",
        '',
        '# Intro',
        '',
        '<Short />',
        '',
        '<Whole />',
        '',
        '![a](/img/d.svg)',
        '',
      ].join('\n'),
    });
    await mkdir(path.join(root, 'static', 'img'), { recursive: true });
    await writeFile(path.join(root, 'static', 'img', 'd.svg'), '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const build = await runCli(['build', root]);
    expect(build.code).toBe(1);
    // One cause, one error: each reference (the file check's and the link check's) is a note at the file's own error.
    expect(build.stderr).toContain('static/img/d.svg:1:41  error  static/img/d.svg holds a <script> element: opened from the site, it would run script on its origin (referenced 3 times, listed below).');
    for (const place of ['6:1', '8:1', '10:1']) expect(build.stderr).toContain(`note: content/docs/guides/intro.mdx:${place}  referenced here`);
    expect(build.stderr).not.toContain('points at a file the site will not publish');
    expect(build.stderr).toMatch(/build failed: 1 error\b/);
    expect(build.stderr).not.toMatch(/does not exist|has no img\/d\.svg/);
  });
});

describe('files named with require() in JSX', () => {
  // Docusaurus's documented way to use a file from JSX: the call is read, never run (found on Excalidraw's docs).
  it('src={require(\'…\').default} is the file it names, beside the page or in static/; any other call stays an error', async () => {
    const root = await site('docu-page-files-require', {
      'intro.mdx': [
        '# Intro',
        '',
        "<img src={require('./img/diagram.png').default} alt=\"beside\" />",
        '',
        "<img src={require('@site/static/img/a.png').default} alt=\"static\" />",
        '',
        "<a href={require('./guides/form.pdf')}>the form</a>",
        '',
        // A module path from /, resolved by webpack from the site's folder (React Native Skia's docs).
        "<img src={require('/static/img/a.png').default} alt=\"from the site folder\" />",
        '',
        "<img src={require('/docs/img/diagram.png').default} alt=\"docs from the site folder\" />",
        '',
      ].join('\n'),
    });
    await mkdir(path.join(root, 'static', 'img'), { recursive: true });
    await writeFile(path.join(root, 'static', 'img', 'a.png'), PNG);
    const build = await runCli(['build', root]);
    expect(build.stderr).toBe('');
    const html = await readFile(path.join(root, 'build', 'docs', 'intro', 'index.html'), 'utf8');
    expect(html).toMatch(/<img src="\/assets\/files\/diagram-[0-9a-f]{8}\.png" alt="beside"\/>/);
    expect(html).toContain('<img src="/img/a.png" alt="static"/>');
    expect(html).toMatch(/<a href="\/assets\/files\/form-[0-9a-f]{8}\.pdf">the form<\/a>/);
    expect(html).toContain('<img src="/img/a.png" alt="from the site folder"/>');
    expect(html).toMatch(/<img src="\/assets\/files\/diagram-[0-9a-f]{8}\.png" alt="docs from the site folder"\/>/);
    await writeFile(path.join(root, 'content', 'docs', 'intro.mdx'), "# Intro\n\n<img src={require(name).default} alt=\"computed\" />\n");
    const computed = await runCli(['build', root]);
    expect(computed.code).toBe(1);
    expect(computed.stderr).toContain('content/docs/intro.mdx:3:6  error  Attribute src of <img> is a JavaScript expression; only text values are allowed.');
  });
});

describe('pictures imported by name', () => {
  // Docusaurus's docs on static assets: `import url from './x.png'` gives the file's address (found on Karmada's docs).
  it('<img src={name}> is the file the import names, beside the page or in static/; the name used otherwise stays an error', async () => {
    const root = await site('docu-page-files-image-import', {
      'intro.mdx': [
        "import Diagram from './img/diagram.png';",
        "import Banner from '@site/static/img/a.png';",
        "import Rooted from '/static/img/a.png';",
        '',
        '# Intro',
        '',
        '<img src={Diagram} width="80%" />',
        '',
        '<img src={Banner} alt="static" />',
        '',
        '<img src={Rooted} alt="from the site folder" />',
        '',
        '{Diagram}',
        '',
      ].join('\n'),
    });
    await mkdir(path.join(root, 'static', 'img'), { recursive: true });
    await writeFile(path.join(root, 'static', 'img', 'a.png'), PNG);
    const build = await runCli(['build', root]);
    expect(build.stderr).toContain('content/docs/intro.mdx:13:1  error  JavaScript expressions are not allowed in content: {Diagram}.');
    expect(build.stderr).not.toContain('Import of');
    await writeFile(path.join(root, 'content', 'docs', 'intro.mdx'), (await readFile(path.join(root, 'content', 'docs', 'intro.mdx'), 'utf8')).replace('{Diagram}\n', ''));
    const fixed = await runCli(['build', root]);
    expect(fixed.stderr).toBe('');
    const html = await readFile(path.join(root, 'build', 'docs', 'intro', 'index.html'), 'utf8');
    expect(html).toMatch(/<img src="\/assets\/files\/diagram-[0-9a-f]{8}\.png" width="80%"\/>/);
    expect(html).toContain('<img src="/img/a.png" alt="static"/>');
    expect(html).toContain('<img src="/img/a.png" alt="from the site folder"/>');
  });

  // Docusaurus's webpack gives a video's or a document's import its address too (its file-loader):
  // Ory's guides import their screencasts so, and each import was refused as code.
  it('<source src={name}> and <a href={name}> are the video and document the imports name; a missing one is a broken file at its use', async () => {
    const root = await site('docu-page-files-media-import', {
      'intro.mdx': [
        "import clip from './media/demo.webm';",
        "import sheet from './media/prices.pdf';",
        "import gone from './media/gone.mp4';",
        '',
        '# Intro',
        '',
        '<video controls><source src={clip} type="video/webm" /></video>',
        '',
        '<a href={sheet}>Prices</a>',
        '',
        '<video src={gone} controls></video>',
        '',
      ].join('\n'),
    });
    await mkdir(path.join(root, 'content', 'docs', 'media'), { recursive: true });
    await writeFile(path.join(root, 'content', 'docs', 'media', 'demo.webm'), 'not really a video');
    await writeFile(path.join(root, 'content', 'docs', 'media', 'prices.pdf'), 'not really a document');
    const build = await runCli(['build', root]);
    expect(build.stderr).not.toContain('Import of');
    expect(build.stderr).toContain('content/docs/intro.mdx:11:8  error  broken file link "./media/gone.mp4"');
    await writeFile(path.join(root, 'content', 'docs', 'intro.mdx'), (await readFile(path.join(root, 'content', 'docs', 'intro.mdx'), 'utf8')).replace('<video src={gone} controls></video>\n', ''));
    const fixed = await runCli(['build', root]);
    expect(fixed.stderr).toBe('');
    const html = await readFile(path.join(root, 'build', 'docs', 'intro', 'index.html'), 'utf8');
    expect(html).toMatch(/<source src="\/assets\/files\/demo-[0-9a-f]{8}\.webm" type="video\/webm"\/>/);
    expect(html).toMatch(/<a href="\/assets\/files\/prices-[0-9a-f]{8}\.pdf">Prices<\/a>/);
  });

  it('a file address that leaves the site says so and where it leads, not "there is no content/../../x.pdf" for a file that is there', async () => {
    const root = await site('docu-page-files-outside', {
      'intro.mdx': [
        "import doc from '../../../docu-page-files-outside.pdf';",
        '',
        '# Intro',
        '',
        '<a href={doc}>The document</a>',
        '',
        '[The same](../../../docu-page-files-outside.pdf) and ![a picture](../../../docu-page-files-outside.png)',
        '',
        '[In the site](../../notes.pdf)',
        '',
      ].join('\n'),
    });
    // Both exist, beside the site's folder and in it, and are still not the site's to publish.
    await writeFile(path.join(TMP, 'docu-page-files-outside.pdf'), 'a document');
    await writeFile(path.join(TMP, 'docu-page-files-outside.png'), PNG);
    await writeFile(path.join(root, 'notes.pdf'), 'a document');
    const build = await runCli(['build', root]);
    expect(build.code).toBe(1);
    expect(build.stderr).not.toContain('content/../');
    const outside = (url: string, to: string) => `broken file link "${url}": it leads outside the site, to ${to} (relative to the site's folder), and devcenter never reads a file there.`;
    expect(build.stderr).toContain(`content/docs/intro.mdx:5:4  error  ${outside('../../../docu-page-files-outside.pdf', '../docu-page-files-outside.pdf')}`);
    expect(build.stderr).toContain(`content/docs/intro.mdx:7:1  error  ${outside('../../../docu-page-files-outside.pdf', '../docu-page-files-outside.pdf')}`);
    expect(build.stderr).toContain(outside('../../../docu-page-files-outside.png', '../docu-page-files-outside.png'));
    expect(build.stderr).toContain('hint: copy the file into the site, next to the page under content/');
    expect(build.stderr).toContain(`content/docs/intro.mdx:9:1  error  broken file link "../../notes.pdf": it leads to notes.pdf in the site's folder, outside content/ and static/, whose files are the only ones published.`);
  });
});
