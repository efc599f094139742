// The router decodes a link's fragment to find its target (runtime/router/use-router.ts). A fragment
// with a malformed escape (`#%zz`, `#%E0%A4`) threw URIError there, after a client-side navigation, in
// an effect: React unmounted the whole page and the reader saw a blank one. Any page may write such a
// link, so a browser's reading holds: a fragment it cannot decode is looked for as written.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { servedInBrowser } from '../support/browser.ts';
import { runCli, zeroConfigSite } from '../support/cli.ts';

describe('a link whose fragment has a malformed escape', () => {
  let site = '';
  const served = servedInBrowser(() => site);

  beforeAll(async () => {
    site = await zeroConfigSite('malformed-hash', {
      'a.mdx': `---\nsidebar_position: 1\n---\n# A\n\nGo to [a bad escape](./b.mdx#%zz) or [a cut character](./b.mdx#%E0%A4).\n`,
      'b.mdx': `---\nsidebar_position: 2\n---\n# B\n\nThe text of B.\n\n<span id="%zz">Kept as written.</span>\n`,
    });
    const build = await runCli(['build', site]);
    expect(build.code).toBe(0);
    await served.start();
  });
  afterAll(() => served.stop());

  for (const [name, target] of [['a bad escape', '#%zz'], ['a cut character', '#%E0%A4']] as const) {
    it(`leaves the page drawn after a client-side navigation (${target})`, async () => {
      const problems: string[] = [];
      const tab = await served.open('/docs/a', problems);
      await tab.waitForSelector('html[data-has-hydrated="true"]');
      await tab.getByRole('link', { name }).click();
      await tab.waitForURL(/\/docs\/b#%/);
      await tab.getByText('The text of B.').waitFor({ timeout: 5_000 });
      expect(await tab.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(1);
      expect(problems).toEqual([]);
    });
  }
});
