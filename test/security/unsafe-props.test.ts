// Issue #14, point 2: React-only and dangerous props in MDX are refused with file:line:col, never an internal error.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fixtureCopy, runCli } from '../support/cli.ts';

const PAGE = [
  '# Props', // 1
  '',
  '<div dangerouslySetInnerHTML="<img src=x onerror=alert(1)>">a</div>', // 3
  '',
  '<span ref="r" key="k">b</span>', // 5
  '',
  '<p suppressHydrationWarning is="x-evil">c</p>', // 7
  '',
  '<div srcdoc="<script>alert(1)</script>" formaction="javascript:alert(1)">d</div>', // 9
  '',
  '<img src="/img/logo.svg" alt="" name="body" />', // 11
  '',
  '<Admonition type="note" children="replaced">e</Admonition>', // 13
  '',
  '<a href="/docs/start" onClick="alert(1)">f</a>', // 15
  '',
].join('\n');

describe('dangerous props in content', () => {
  it('refuses dangerouslySetInnerHTML, ref, is, srcdoc, formaction and the like with file, line and column, and leaves a literal key out', async () => {
    const site = await fixtureCopy('basic', 'security-unsafe-props', { 'content/docs/props.mdx': PAGE });
    const result = await runCli(['build', site]);
    expect(result.code).toBe(1);
    expect(result.stderr).not.toContain('internal error');
    const reported = (prop: string, where: string) =>
      expect(result.stderr).toContain(`content/docs/props.mdx:${where}  error  Attribute ${prop} of`);
    reported('dangerouslySetInnerHTML', '3:6');
    reported('ref', '5:7');
    // A literal key is React's own, given to no element: left out of the page, as React leaves it (test/cli/literal-key.test.ts).
    expect(result.stderr).not.toContain('Attribute key of');
    reported('suppressHydrationWarning', '7:4');
    reported('is', '7:29');
    reported('srcdoc', '9:6');
    reported('formaction', '9:41');
    reported('children', '13:25');
    // A name would make the element a property of document (document.body): it never reaches the page.
    expect(result.stderr).toContain('content/docs/props.mdx:11:33  warning  <img> has no attribute "name": it is left out of the page.');
    expect(result.stderr).toContain('content/docs/props.mdx:15:23  error  Event handler attribute onClick is not allowed in content.');
  });

  it("refuses an event handler or a dangerous prop written as an expression as such, without hinting to write it as text (Detox's <a onClick={() => …}>)", async () => {
    const site = await fixtureCopy('basic', 'unsafe-props-expressions', {
      'content/docs/handlers.mdx': "# Handlers\n\nUse <a href=\"#\" onClick={() => document.querySelector('.x').click()}>the search</a>.\n\n<div dangerouslySetInnerHTML={{ __html: '<b>x</b>' }} />\n",
    });
    const result = await runCli(['build', site]);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('content/docs/handlers.mdx:3:17  error  Event handler attribute onClick is not allowed in content.');
    expect(result.stderr).toContain('hint: content runs no script: make the interactive part a component of the site, registered in site.config.ts (components), or use a link.');
    expect(result.stderr).toContain('content/docs/handlers.mdx:5:6  error  Attribute dangerouslySetInnerHTML of <div> is not allowed in content');
    expect(result.stderr).not.toContain('write onClick=');
    expect(result.stderr).not.toContain('write dangerouslySetInnerHTML=');
  });

  it('still builds a page whose HTML attributes are all on the allow-list', async () => {
    const site = await fixtureCopy('basic', 'security-safe-props', {
      'content/docs/props.mdx': [
        '# Props',
        '',
        '<div className="note" style="color: red" aria-label="x" data-kind="y" title="t" role="note" tabIndex="0">a</div>',
        '',
        '<img src="/img/logo.svg" alt="Logo" width="10" height="10" loading="lazy" srcSet="/img/logo.svg 1x" />',
        '',
        '<details open><summary>More</summary>b</details>',
        '',
        '<a name="legacy-anchor">c</a> <a href="mailto:help@fixture.example">mail</a> <a href="tel:+15550100">call</a>',
        '',
      ].join('\n'),
    });
    const result = await runCli(['build', site]);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
  });

  it('warns about, and leaves out of the page, an attribute an HTML element does not take (content written for other tools carries some)', async () => {
    const site = await fixtureCopy('basic', 'security-unknown-attribute', {
      'content/docs/props.mdx': ['# Props', '', '<details><summary markdown="span">More</summary>b</details>', '', '<iframe src="https://embed.example/x" name="body" title="Embed"></iframe>', ''].join('\n'),
    });
    const result = await runCli(['build', site]);
    expect(result.code).toBe(0);
    expect(result.stderr).toContain('content/docs/props.mdx:3:19  warning  <summary> has no attribute "markdown": it is left out of the page.');
    expect(result.stderr).toContain('content/docs/props.mdx:5:39  warning  <iframe> has no attribute "name": it is left out of the page.');
    const html = await readFile(path.join(site, 'build/docs/props/index.html'), 'utf8');
    expect(html).toContain('<summary>More</summary>');
    expect(html).not.toContain('markdown=');
    expect(html).not.toMatch(/name="body"/);
  });
});
