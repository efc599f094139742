// Issue #14, point 3: one URL policy for every link form, Markdown and JSX, obfuscated or not.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isSafeUrl, isSafeUrlProp, normalizeUrl } from '../../runtime/shared/url-policy.ts';
import { fixtureCopy, runCli, writeSite } from '../support/cli.ts';

describe('the URL policy', () => {
  it('reads a URL the way a browser does before it looks at the scheme', () => {
    expect(normalizeUrl(' \u0001java\tscr\nipt:alert(1) ')).toBe('javascript:alert(1)');
    expect(normalizeUrl('JaVaScRiPt:x')).toBe('javascript:x');
    expect(normalizeUrl('/docs/JavaScript:x')).toBe('/docs/JavaScript:x');
  });

  it('refuses script, vbscript, data and unknown schemes however they are written', () => {
    for (const url of [
      'javascript:alert(1)',
      'JAVASCRIPT:alert(1)',
      'java\tscript:alert(1)',
      'java\nscript:alert(1)',
      '\u0000 javascript:alert(1)',
      '\u001fjavascript:alert(1)',
      'vbscript:msgbox(1)',
      'data:text/html,<script>alert(1)</script>',
      'data:image/svg+xml,<svg onload=alert(1)>',
      'file:///etc/passwd',
    ])
      expect(isSafeUrl(url), url).toBe(false);
  });

  it('allows relative addresses, http, https, mailto and tel, and raster data pictures for images only', () => {
    for (const url of ['/docs/start', './x.mdx#a', '#top', '?q=1', '//cdn.example/x.png', 'https://a.example', 'http://a.example', 'mailto:a@b.example', 'tel:+15550100', 'docs/a:b'.replace(':', '/')])
      expect(isSafeUrl(url), url).toBe(true);
    expect(isSafeUrl('data:image/png;base64,iVBORw0KGgo=', 'image')).toBe(true);
    expect(isSafeUrl('data:image/png;base64,iVBORw0KGgo=', 'link')).toBe(false);
    expect(isSafeUrlProp('srcSet', '/a.png 1x, javascript:alert(1) 2x')).toBe(false);
    expect(isSafeUrlProp('srcSet', '/a.png 1x, /b.png 2x')).toBe(true);
  });
});

const PAGE = [
  '# Links', // 1
  '',
  'An [inline](javascript:alert(1)) link.', // 3
  '',
  'A [tab](java&#x09;script:alert(1)) and an [entity](&#106;avascript:alert(1)) and [case](JaVaScRiPt:alert(1)).', // 5
  '',
  'A [reference][evil] and a [vb](vbscript:msgbox(1)) and [data](data:text/html,hi).', // 7
  '',
  '[evil]: &#x20;JAVA&#x09;script:alert(1)', // 9
  '',
  '![picture](javascript:alert(1))', // 11
  '',
  '<a href="java&#x0A;script:alert(1)">jsx</a> <Card title="c" to="javascript:alert(1)" />', // 13
  '',
  '<img src="data:image/svg+xml,x" alt="" /> <img srcSet="/img/logo.svg 1x, javascript:alert(1) 2x" alt="" />', // 15
  '',
  'Fine: [here](/docs/start), [mail](mailto:a@fixture.example), ![inline picture](data:image/png;base64,iVBORw0KGgo=).', // 17
  '',
].join('\n');

describe('unsafe URLs in content', () => {
  it('are refused in every link form with file, line and column', async () => {
    const site = await fixtureCopy('basic', 'security-url-policy', { 'content/docs/links.mdx': PAGE });
    const result = await runCli(['check', site]);
    expect(result.code).toBe(1);
    const at = (where: string, what: string) => expect(result.stderr).toContain(`content/docs/links.mdx:${where}  error  Unsafe ${what}`);
    at('3:4', 'link "javascript:alert(1)"');
    at('5:3', 'link "java\\u0009script:alert(1)"');
    at('5:43', 'link "javascript:alert(1)"');
    at('5:82', 'link "JaVaScRiPt:alert(1)"');
    at('7:27', 'link "vbscript:msgbox(1)"');
    at('7:56', 'link "data:text/html,hi"');
    at('9:1', 'link definition " JAVA\\u0009script:alert(1)"');
    at('11:1', 'image "javascript:alert(1)"');
    at('13:4', 'href "java\\u000ascript:alert(1)" on <a>');
    at('13:61', 'to "javascript:alert(1)" on <Card>');
    at('15:6', 'src "data:image/svg+xml,x" on <img>');
    at('15:48', 'srcSet "/img/logo.svg 1x, javascript:alert(1) 2x" on <img>');
    expect(result.stderr).toMatch(/check failed: 12 errors, 0 warnings/);
  });

  // Redux Toolkit's API pages link docblock://createSlice.ts?token=… 53 times, for a remark plugin of
  // the site to rewrite: the hint said only what the browser reads, not why such a link was written.
  it('say that a link of a scheme that is no web address may be a remark plugin\'s, which is not run; a script link does not', async () => {
    const site = await fixtureCopy('basic', 'security-url-policy-plugin-scheme', { 'content/docs/links.mdx': '# Links\n\n[the options](apidoc://shapes.ts?token=Options)\n\n[run](javascript:alert(1))\n' });
    const result = await runCli(['check', site]);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('content/docs/links.mdx:3:1  error  Unsafe link "apidoc://shapes.ts?token=Options"');
    expect(result.stderr).toContain('hint: "apidoc:" is no web address (a browser would hand it to whatever program claims it): if a remark plugin of the site rewrites such links (one its Docusaurus config gives the docs or blog), devcenter does not run it.');
    expect(result.stderr.match(/remark plugin/g)).toHaveLength(1);
  });

  // One cause, the plugin devcenter does not run, was an error with the same hint at each of the 87
  // links (Redux Toolkit's), burying the rest: it is one error, each other link a note at its place.
  it('fold the links of one plugin scheme into one error whose notes name every other link', async () => {
    const site = await fixtureCopy('basic', 'security-url-policy-plugin-scheme-fold', {
      'content/docs/a.mdx': '# A\n\n[summary](apidoc://shapes.ts?token=Options)\n\n[params](apidoc://shapes.ts?token=Params)\n\n[run](javascript:alert(1))\n',
      'content/docs/b.mdx': '# B\n\nSee [examples](apidoc://lines.ts?token=Line).\n',
    });
    const result = await runCli(['check', site]);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('content/docs/a.mdx:3:1  error  Unsafe link "apidoc://shapes.ts?token=Options": content may link only to relative, http:, https:, mailto: and tel: addresses (3 "apidoc:" links in 2 files; this is the first, the others are listed below).');
    expect(result.stderr).toContain('note: content/docs/a.mdx:5:1  also "apidoc://shapes.ts?token=Params"');
    expect(result.stderr).toContain('note: content/docs/b.mdx:3:5  also "apidoc://lines.ts?token=Line"');
    expect(result.stderr.match(/remark plugin/g)).toHaveLength(1);
    expect(result.stderr).toContain('content/docs/a.mdx:7:1  error  Unsafe link "javascript:alert(1)"');
    expect(result.stderr).toMatch(/check failed: 2 errors, 0 warnings/);
  });

  it('are refused in the front matter\'s custom_edit_url, which becomes the page\'s edit link', async () => {
    const site = await fixtureCopy('basic', 'security-url-policy-edit', {
      'content/docs/edit.mdx': '---\ntitle: Edit\ncustom_edit_url: "ms-msdt:/id PCWDiagnostic /skip force"\n---\n\nHello.\n',
      'content/docs/edit-data.mdx': '---\ntitle: Edit data\ncustom_edit_url: "data:text/html,<script>alert(1)</script>"\n---\n\nHello.\n',
    });
    const result = await runCli(['build', site]);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('content/docs/edit.mdx:3:1  error  Frontmatter "custom_edit_url" must be a relative, http: or https: address, or null, got "ms-msdt:');
    expect(result.stderr).toContain('content/docs/edit-data.mdx:3:1  error  Frontmatter "custom_edit_url" must be');
  });
});

describe('addresses a browser reads as another host', () => {
  // A browser reads a backslash as a slash in an http(s) address: `/\host` and `\\host` are `//host`.
  it('are links to another site in the sidebar and in JSX, and stay on this site in Markdown', async () => {
    const site = await writeSite('security-backslash-hosts', {
      'content/docs/intro.mdx': ['---', 'title: Intro', '---', '', 'A <a href="/\\\\other.example/x">JSX link</a>.', ''].join('\n'),
      'content/docs/broken.mdx': ['---', 'title: Broken', '---', '', 'A [Markdown link](/\\docs/intro).', ''].join('\n'),
      'sidebars.json': JSON.stringify({ docs: ['intro', { type: 'link', label: 'Other', href: '/\\other.example' }] }),
    });
    // The Markdown link is rendered as `/%5Cdocs/intro`, a path of this site that has no page.
    const checked = await runCli(['check', site]);
    expect(checked.stderr).toContain('content/docs/broken.mdx:5:3  error  broken link "/%5Cdocs/intro" — did you mean "/docs/intro"?');
    await writeFile(path.join(site, 'content/docs/broken.mdx'), '---\ntitle: Broken\n---\n\nFixed.\n');
    const out = path.join(site, 'build');
    const built = await runCli(['build', site, '--out', out]);
    expect(built.code, built.stderr).toBe(0);
    const html = await readFile(path.join(out, 'docs/intro/index.html'), 'utf8');
    // Opened as another site's page: a new tab, no opener, the external mark, and never taken by the client router.
    expect(html).toContain('<a href="/\\other.example" target="_blank" rel="noopener noreferrer" class="menu__link">Other<span');
    expect(html).toContain('<a href="/\\\\other.example/x" target="_blank" rel="noopener noreferrer">JSX link<span');
    expect(html).toContain('"href":"/\\\\other.example","external":true');
  });
});
