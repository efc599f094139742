// `<a name="legacy">`: older pages (Ory's docs have about 150) mark link targets so, and a browser
// goes there for #legacy when no element has that id. check called every link to one a broken anchor,
// and the router's client-side navigation did not scroll to it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { servedInBrowser } from '../support/browser.ts';
import { runCli, zeroConfigSite } from '../support/cli.ts';

const FILLER = Array.from({ length: 60 }, (_, i) => `Paragraph ${i} of text that pushes the target below the fold.`).join('\n\n');

describe('an <a name> link target', () => {
  let site = '';
  const served = servedInBrowser(() => site);
  let build: Awaited<ReturnType<typeof runCli>>;

  beforeAll(async () => {
    site = await zeroConfigSite('named-anchors', {
      'a.mdx': `---\nsidebar_position: 1\n---\n# A\n\nGo to [the old section](./b.mdx#old-section), or [nowhere](./b.mdx#no-such-place).\n`,
      'b.mdx': `---\nsidebar_position: 2\n---\n# B\n\n${FILLER}\n\n<a name="old-section"></a>\nThe old section's text.\n`,
    });
    build = await runCli(['build', site]);
    await served.start();
  });
  afterAll(() => served.stop());

  it('is an anchor a link may point at; a name no element has is still a broken anchor', () => {
    expect(build.code).toBe(0);
    expect(build.stderr).not.toContain('broken anchor "./b.mdx#old-section"');
    expect(build.stderr).toContain('warning  broken anchor "./b.mdx#no-such-place": /docs/b has no heading or id "no-such-place"');
  });

  it('is scrolled to on a client-side navigation, as a browser does on a full load', async () => {
    const problems: string[] = [];
    const tab = await served.open('/docs/a', problems);
    await tab.waitForSelector('html[data-has-hydrated="true"]');
    await tab.getByRole('link', { name: 'the old section' }).click();
    await tab.waitForURL(/\/docs\/b#old-section$/);
    await tab.waitForFunction(() => window.scrollY > 0);
    const top = await tab.locator('a[name="old-section"]').evaluate((el) => el.getBoundingClientRect().top);
    expect(top).toBeGreaterThanOrEqual(0);
    expect(top).toBeLessThan(400);
    expect(await tab.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(1);
    expect(problems).toEqual([]);
  });
});
