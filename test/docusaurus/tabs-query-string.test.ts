// Docusaurus's <Tabs queryString> opens the tab the address names (?os=linux) and writes the reader's
// choice there: React Native's setup pages (144 tab sets) are linked to as
// /docs/environment-setup?os=linux&platform=android, and opened on the first tab here.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { servedInBrowser } from '../support/browser.ts';
import { runCli, zeroConfigSite } from '../support/cli.ts';

const PAGE = `# Setup

import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';

<Tabs groupId="os" queryString>
<TabItem value="mac" label="macOS">

Mac steps.

</TabItem>
<TabItem value="linux" label="Linux">

Linux steps.

</TabItem>
</Tabs>

<Tabs queryString="lang" values={[{label: 'Java', value: 'java'}, {label: 'Kotlin', value: 'kotlin'}]}>
<TabItem value="java">

Java code.

</TabItem>
<TabItem value="kotlin">

Kotlin code.

</TabItem>
</Tabs>

<Tabs groupId="os">
<TabItem value="mac" label="macOS">

Mac only.

</TabItem>
<TabItem value="linux" label="Linux">

Linux only.

</TabItem>
</Tabs>
`;

describe('Tabs with queryString', () => {
  let site = '';
  const served = servedInBrowser(() => site);
  let build: Awaited<ReturnType<typeof runCli>>;

  beforeAll(async () => {
    site = await zeroConfigSite('docu-tabs-query-string', { 'setup.mdx': PAGE });
    build = await runCli(['build', site]);
    if (build.code === 0) await served.start();
  });
  afterAll(() => served.stop());

  const selected = (tab: Awaited<ReturnType<typeof served.open>>) => tab.evaluate(() => [...document.querySelectorAll('[role="tab"][aria-selected="true"]')].map((b) => b.textContent));

  it('open the tabs the address names, under the groupId (queryString alone) or the key given', async () => {
    expect(build.stderr).toBe('');
    const problems: string[] = [];
    const tab = await served.open('/docs/setup?os=linux&lang=kotlin', problems);
    await tab.getByText('Kotlin code.').waitFor();
    // The group's other tabs, which read no query, follow a choice, not the address (as in Docusaurus).
    expect(await selected(tab)).toEqual(['Linux', 'Kotlin', 'macOS']);
    expect(await tab.getByText('Mac steps.').isVisible()).toBe(false);
    expect(problems).toEqual([]);
  });

  it('write the chosen tab to the address, without leaving the page; a value no tab has changes nothing', async () => {
    const problems: string[] = [];
    const tab = await served.open('/docs/setup?lang=swift#top', problems);
    expect(await selected(tab)).toEqual(['macOS', 'Java', 'macOS']);
    await tab.getByRole('tab', { name: 'Kotlin' }).click();
    await tab.getByRole('tab', { name: 'Linux' }).first().click();
    await tab.getByText('Linux steps.').waitFor();
    expect(new URL(tab.url()).search).toBe('?lang=kotlin&os=linux');
    expect(new URL(tab.url()).hash).toBe('#top');
    expect(await selected(tab)).toEqual(['Linux', 'Kotlin', 'Linux']);
    expect(await tab.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(1);
    // With Linux stored for the group: an address naming no tab of the set leaves it on its default, as
    // Docusaurus reads the address first and the stored choice only when the address names nothing.
    await tab.goto(tab.url().replace(/\?.*$/, '?os=windows'));
    await tab.waitForSelector('html[data-has-hydrated="true"]');
    await tab.getByText('Linux only.').waitFor();
    expect(await selected(tab)).toEqual(['macOS', 'Java', 'Linux']);
    expect(problems).toEqual([]);
  });
});
