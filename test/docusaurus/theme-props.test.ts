// Props Docusaurus's theme components take that mean something here too: an Admonition's own icon
// (an emoji in place of the type's), and a class on Tabs and TabItem for a site's styles.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { servedInBrowser } from '../support/browser.ts';
import { runCli, zeroConfigSite } from '../support/cli.ts';

const PAGE = `# Page

import Admonition from '@theme/Admonition';
import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';

<Admonition type="tip" icon="💡" title="Did you know">
Tips can carry their own icon.
</Admonition>

<Tabs className="unique-tabs">
<TabItem value="a" label="First" className="first-panel">One</TabItem>
<TabItem value="b" label="Second" attributes={{className: 'hidden-tab'}}>Two</TabItem>
</Tabs>
`;

describe('theme component props from Docusaurus', () => {
  let site = '';
  const served = servedInBrowser(() => site);
  beforeAll(async () => {
    site = await zeroConfigSite('docu-theme-props', { 'page.mdx': PAGE });
    const build = await runCli(['build', site]);
    expect(build.stderr).toBe('');
    await served.start();
  });
  afterAll(() => served.stop());

  it('an Admonition shows the icon it is given, as text, in place of its type\'s', async () => {
    const html = await readFile(path.join(site, 'build', 'docs', 'page', 'index.html'), 'utf8');
    expect(html).toContain('<span class="admonition__icon admonition__icon--text" aria-hidden="true">💡</span>Did you know');
    const tab = await served.open('/docs/page');
    const icon = tab.locator('.admonition__icon--text');
    expect(await icon.textContent()).toBe('💡');
    expect(await icon.evaluate((el) => getComputedStyle(el).maskImage)).toBe('none');
  });

  it('Tabs and TabItem carry the class they are given', async () => {
    const html = await readFile(path.join(site, 'build', 'docs', 'page', 'index.html'), 'utf8');
    expect(html).toContain('<div class="tabs-container unique-tabs">');
    expect(html).toMatch(/<div role="tabpanel" class="tab-item first-panel"/);
    // attributes={{className}} goes where Docusaurus spreads it: on the item's tab (socket.io hides tabs so).
    expect(html).toMatch(/<button[^>]*role="tab"[^>]*class="tabs__item hidden-tab"[^>]*>Second<\/button>/);
  });

  it("a TabItem's attributes other than a literal className are a warning, at the attribute", async () => {
    const other = await zeroConfigSite('docu-theme-props-attributes', {
      'page.mdx': "# Page\n\nimport Tabs from '@theme/Tabs';\nimport TabItem from '@theme/TabItem';\n\n<Tabs>\n<TabItem value=\"a\" attributes={{className: 'x', 'data-kind': 'y'}}>A</TabItem>\n</Tabs>\n",
    });
    const build = await runCli(['build', other]);
    expect(build.code).toBe(0);
    expect(build.stderr).toContain('content/docs/page.mdx:7:20  warning  <TabItem> attributes other than a literal className are left out of the page.');
  });

  it('takes string, number and boolean literals in braces as the text they spell, as HTML attributes do (the OpenTofu docs write label={"main.tf"})', async () => {
    const other = await zeroConfigSite('docu-theme-props-literals', {
      'page.mdx': "# Page\n\nimport Tabs from '@theme/Tabs';\nimport TabItem from '@theme/TabItem';\n\n<Tabs>\n<TabItem label={\"main.tf\"} value={'main'}>Main</TabItem>\n<TabItem label={`test`} value=\"test\" default={true}>Test</TabItem>\n</Tabs>\n\n<Admonition type={'tip'} title={\"Literal\"}>Tip</Admonition>\n",
    });
    const build = await runCli(['build', other]);
    expect(build.stderr).toBe('');
    const html = await readFile(path.join(other, 'build', 'docs', 'page', 'index.html'), 'utf8');
    expect(html).toMatch(/<button[^>]*role="tab"[^>]*aria-selected="false"[^>]*>main\.tf<\/button>/);
    expect(html).toMatch(/<button[^>]*role="tab"[^>]*aria-selected="true"[^>]*>test<\/button>/);
    expect(html).toContain('admonition--tip');
    expect(html).toContain('Literal');
  });
});
