// `wrapperClassName` front matter, as Docusaurus 3 reads it: its pages plugin (src/pages/, here
// content/pages/) gives the page's <html> those classes (theme-classic MDXPage, HtmlClassNameProvider);
// its docs and blog plugins let the key be and draw nothing of it.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { servedInBrowser } from '../support/browser.ts';
import { fixtureCopy, runCli } from '../support/cli.ts';

describe('wrapperClassName front matter', () => {
  let site: string;
  let build: Awaited<ReturnType<typeof runCli>>;
  const served = servedInBrowser(() => site);

  beforeAll(async () => {
    site = await fixtureCopy('basic', 'docu-wrapper-class-name', {
      'content/pages/landing.mdx': '---\ntitle: Landing\nwrapperClassName: "  landing-page  wide_layout "\n---\n\nWelcome. Read [the start](/docs/start).\n',
      'content/docs/start.mdx': '---\ntitle: Start\nwrapperClassName: doc-wrapper\n---\n\nStart here, or go back to [the landing page](/landing).\n',
    });
    build = await runCli(['build', site]);
    await served.start();
  });
  afterAll(() => served.stop());

  it("puts a page's classes on its <html>, and says of a doc's that it is ignored, as in Docusaurus, at the key", async () => {
    expect(build.code).toBe(0);
    const landing = await readFile(path.join(site, 'build', 'landing', 'index.html'), 'utf8');
    expect(landing).toMatch(/<html [^>]*class="landing-page wide_layout"/);
    const start = await readFile(path.join(site, 'build', 'docs', 'start', 'index.html'), 'utf8');
    expect(start).not.toMatch(/<html [^>]*class=/);
    expect(build.stderr).toContain('content/docs/start.mdx:3:1  warning  Frontmatter key "wrapperClassName" is ignored on a doc.');
    expect(build.stderr).toContain("hint: wrapperClassName sets the class of a page of content/pages/ (Docusaurus's src/pages/)");
    expect(build.stderr).not.toContain('Unknown frontmatter key');
  });

  it('refuses a value that is not plain class names, at its line', async () => {
    const bad = await fixtureCopy('basic', 'docu-wrapper-class-name-bad', {
      'content/pages/odd.mdx': '---\ntitle: Odd\nwrapperClassName: \'x" onload="y\'\n---\n\nText.\n',
    });
    const result = await runCli(['check', bad]);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('content/pages/odd.mdx:3:1  error  Frontmatter "wrapperClassName" must be class names (letters, digits, "-" and "_", separated by spaces)');
  });

  it("refuses more class names than a browser swaps quickly: 4,000 held a reader's tab 48 s at each navigation", async () => {
    const names = Array.from({ length: 4000 }, (_, i) => `c${i}`).join(' ');
    const many = await fixtureCopy('basic', 'docu-wrapper-class-name-many', {
      'content/pages/many.mdx': `---\ntitle: Many\nwrapperClassName: ${names}\n---\n\nText.\n`,
      'content/pages/fifty.mdx': `---\ntitle: Fifty\nwrapperClassName: ${names.split(' ').slice(0, 50).join(' ')} c0\n---\n\nText.\n`,
    });
    const result = await runCli(['check', many]);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('content/pages/many.mdx:3:1  error  Frontmatter "wrapperClassName" must be at most 50 class names (it has 4,000)');
    expect(result.stderr).not.toContain('fifty.mdx');
  });

  it('swaps the classes as the reader moves between pages in the browser', async () => {
    const problems: string[] = [];
    const page = await served.open('/landing', problems);
    const htmlClasses = () => page.evaluate(() => [...document.documentElement.classList].sort().join(' '));
    expect(await htmlClasses()).toBe('landing-page wide_layout');
    await page.getByRole('link', { name: 'the start' }).click();
    await page.waitForURL('**/docs/start');
    await page.getByRole('heading', { name: 'Start', level: 1 }).waitFor();
    expect(await htmlClasses()).toBe('');
    await page.getByRole('link', { name: 'the landing page' }).click();
    await page.waitForURL('**/landing');
    await page.getByText('Welcome.').waitFor();
    expect(await htmlClasses()).toBe('landing-page wide_layout');
    expect(problems).toEqual([]);
  });
});
