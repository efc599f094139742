// A code block's tokens travel compact in page data (runtime/shared/code-tokens.ts). What an author
// writes by hand around them (a <pre><code> inside another, a block inside a heading, a site component
// inside a token span) must come out as it did before the compaction: same HTML, same chunks loaded.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { servedInBrowser } from '../support/browser.ts';
import { runCli, writeSite, type CliResult } from '../support/cli.ts';

const LABEL = "export default function Label({ text }: { text: string }) { return <span className=\"label\">{text}</span>; }\n";

describe('compact code tokens around content written by hand', () => {
  let site = '';
  let build: CliResult;
  const served = servedInBrowser(() => site);
  const html = async (route: string) => (await readFile(path.join(site, 'build', route.slice(1), 'index.html'), 'utf8')).replace(/<script id="__dc_data"[^>]*>[^<]*<\/script>/, '');

  beforeAll(async () => {
    site = await writeSite('code-tokens-content', {
      'site.config.ts': "export default { components: { Label: './src/components/Label.tsx' } };\n",
      'src/components/Label.tsx': LABEL,
      'content/docs/nested.mdx': [
        '# Nested',
        '',
        '<pre><code><span className="outer">out</span><pre><code><span className="inner-a">in1</span><span className="inner-b">in2</span></code></pre></code></pre>',
        '',
        '<h2 id="in-heading"><pre><code><span className="tk">spoken</span></code></pre></h2>',
        '',
      ].join('\n'),
      'content/docs/component.mdx': '# Component\n\n<pre><code><span className="tok"><Label text="zed" /></span></code></pre>\n',
    });
    build = await runCli(['build', site]);
    await served.start();
  });
  afterAll(() => served.stop());

  it('build', () => {
    expect(build.stderr).toBe('');
    expect(build.code).toBe(0);
  });

  it('draw a <pre><code> nested in another with its own token classes', async () => {
    // The outer block's classes were given to the inner block's tokens: in1 was drawn as "outer", in2 was lost.
    expect(await html('/docs/nested')).toContain('<pre><code><span class="outer">out</span><pre><code><span class="inner-a">in1</span><span class="inner-b">in2</span></code></pre></code></pre>');
  });

  it("name a heading's direct link with the text of a token it holds", async () => {
    expect(await html('/docs/nested')).toContain('<a href="#in-heading" class="hash-link" aria-label="Direct link to spoken">');
  });

  it('load the chunk of a site component inside a token span, so the browser draws it as the server did', async () => {
    expect(await html('/docs/component')).toMatch(/<link rel="preload" href="\/assets\/site-Label-[A-Z0-9]+\.js" as="script" crossorigin fetchpriority="low">/);
    const problems: string[] = [];
    const page = await served.open('/docs/component', problems);
    const messages: string[] = [];
    page.on('console', (message) => message.type() === 'error' && messages.push(message.text()));
    await page.reload();
    await page.waitForSelector('html[data-has-hydrated="true"]');
    expect(await page.locator('pre .label').textContent()).toBe('zed');
    expect([...problems, ...messages]).toEqual([]);
    await page.close();
  });
});
