// `@theme/ThemedImage` and `@docusaurus/useBaseUrl`, as Docusaurus sites write them (socket.io's and
// React Native's docs use them on about a hundred pages): the picture of the page's colour mode,
// with addresses of static/ given by `useBaseUrl('…')`, read and never run.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { servedInBrowser } from '../support/browser.ts';
import { runCli, writeSite } from '../support/cli.ts';

const PICTURE = '<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"><rect width="4" height="4"/></svg>\n';

const PAGE = `---
title: Diagrams
---
import ThemedImage from '@theme/ThemedImage';
import baseUrl from '@docusaurus/useBaseUrl';

How it flows:

<ThemedImage
  alt="The flow"
  sources={{
    light: baseUrl('/img/flow.svg'),
    dark: baseUrl('img/flow-dark.svg'),
  }}
/>

<ThemedImage alt="Assets" className="wide" sources={{ light: '/docs/assets/a.svg', dark: '/docs/assets/a-dark.svg' }} />

<img src={baseUrl('img/flow.svg')} width="80" alt="Small" />

<ThemedImage alt="One mode" sources={{ light: '/img/flow.svg' }} />
`;

const FILES = {
  'content/docs/diagrams.mdx': PAGE,
  'static/img/flow.svg': PICTURE,
  'static/img/flow-dark.svg': PICTURE,
  'static/docs/assets/a.svg': PICTURE,
  'static/docs/assets/a-dark.svg': PICTURE,
};

describe('<ThemedImage> and useBaseUrl', () => {
  let site: string;
  let html: string;

  beforeAll(async () => {
    site = await writeSite('docu-themed-image', FILES);
    const build = await runCli(['build', site]);
    expect(build.stderr).toBe('');
    html = await readFile(path.join(site, 'build/docs/diagrams/index.html'), 'utf8');
  });

  it("renders an <img> for each colour mode with Docusaurus's classes, and useBaseUrl's literal addresses on the site's root", () => {
    expect(html).toContain('<img src="/img/flow.svg" alt="The flow" class="themedComponent themedComponent--light"/>');
    expect(html).toContain('<img src="/img/flow-dark.svg" alt="The flow" class="themedComponent themedComponent--dark"/>');
    expect(html).toContain('<img src="/docs/assets/a.svg" alt="Assets" class="wide themedComponent themedComponent--light"/>');
    expect(html).toContain('<img src="/docs/assets/a-dark.svg" alt="Assets" class="wide themedComponent themedComponent--dark"/>');
    expect(html).toContain('<img src="/img/flow.svg" width="80" alt="Small"/>');
    // Given for one mode, the picture is shown in both.
    expect(html).toContain('<img src="/img/flow.svg" alt="One mode"/>');
  });

  it("puts each picture once in the page's Markdown copy", async () => {
    const markdown = await readFile(path.join(site, 'build/docs/diagrams.md'), 'utf8');
    expect(markdown).toContain('![The flow](/img/flow.svg)');
    expect(markdown).not.toContain('flow-dark.svg');
    expect(markdown).toContain('![Small](/img/flow.svg)');
  });

  it('a file of static/ that is not there is a broken image at the element, as an <img> of the site is', async () => {
    const broken = await writeSite('docu-themed-image-missing', {
      'content/docs/gone.mdx': "import ThemedImage from '@theme/ThemedImage';\nimport useBaseUrl from '@docusaurus/useBaseUrl';\n\n# Gone\n\n<ThemedImage\n  alt=\"x\"\n  sources={{ light: useBaseUrl('/img/missing.svg'), dark: '/img/there.svg' }}\n/>\n\n<img src=\"/img/also-missing.svg\" alt=\"y\" />\n\n![z](/img/There.svg)\n",
      'static/img/there.svg': PICTURE,
    });
    const build = await runCli(['build', broken]);
    expect(build.code).toBe(1);
    expect(build.stderr).toContain('content/docs/gone.mdx:6:1  error  broken image "/img/missing.svg": static/img/missing.svg does not exist');
    expect(build.stderr).toContain('content/docs/gone.mdx:11:6  error  broken image "/img/also-missing.svg": static/img/also-missing.svg does not exist');
    // Written in another case than the file: found on a Mac, a 404 on a Linux host (React Native's docs have two).
    expect(build.stderr).toContain('content/docs/gone.mdx:13:1  error  broken image "/img/There.svg": static/img/There.svg does not exist — did you mean "/img/there.svg"?');
  });

  it('sources that are not literal addresses, and useBaseUrl given anything but a literal, are errors at their place', async () => {
    const broken = await writeSite('docu-themed-image-computed', {
      'content/docs/computed.mdx': "import ThemedImage from '@theme/ThemedImage';\nimport useBaseUrl from '@docusaurus/useBaseUrl';\n\n# Computed\n\n<ThemedImage alt=\"x\" sources={images} />\n\n<img src={useBaseUrl(name)} alt=\"y\" />\n\n<img src={other('/img/a.svg')} alt=\"z\" />\n\n<ThemedImage alt=\"w\" sources={{ light: 'javascript:alert(1)', dark: useBaseUrl('data:image/svg+xml,<svg onload=alert(1)>') }} />\n",
    });
    const build = await runCli(['build', broken]);
    expect(build.code).toBe(1);
    expect(build.stderr).toContain("content/docs/computed.mdx:6:1  error  The sources of <ThemedImage> must be written as literal image addresses, paths of the site or https: addresses (never javascript: or data:): sources={{light: '/img/x.png', dark: '/img/x-dark.png'}}.");
    expect(build.stderr).toContain('content/docs/computed.mdx:8:6  error  Attribute src of <img> is a JavaScript expression');
    expect(build.stderr).toContain('content/docs/computed.mdx:10:6  error  Attribute src of <img> is a JavaScript expression');
    // A script address is no image address, however it is written.
    expect(build.stderr).toContain('content/docs/computed.mdx:12:1  error  The sources of <ThemedImage> must be written as literal image addresses');
  });

  describe('in Chromium', () => {
    const served = servedInBrowser(() => site);
    beforeAll(served.start);
    afterAll(served.stop);

    it('shows only the picture of the colour mode the page is in, and the other once the mode changes', async () => {
      const problems: string[] = [];
      const page = await served.open('/docs/diagrams', problems);
      const shown = () => page.locator('img[alt="The flow"]').evaluateAll((images) => images.filter((i) => getComputedStyle(i).display !== 'none').map((i) => i.getAttribute('src')));
      // A first visit follows the default mode, light.
      expect(await shown()).toEqual(['/img/flow.svg']);
      for (const [mode, src] of [['dark', '/img/flow-dark.svg'], ['light', '/img/flow.svg']]) {
        await page.evaluate((theme) => (document.documentElement.dataset.theme = theme), mode);
        expect(await shown()).toEqual([src]);
      }
      expect(await page.locator('img[alt="One mode"]').evaluate((i) => getComputedStyle(i).display)).not.toBe('none');
      expect(problems).toEqual([]);
      await page.close();
    });
  });
});
