// What readers without a mouse or without sight meet in Markdown content, at the widths a phone and a
// small laptop give it: a formula wider than the column, task lists, a blog post's authors.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from '../support/axe.ts';
import { servedInBrowser } from '../support/browser.ts';
import { runCli, writeSite } from '../support/cli.ts';

const WIDE_FORMULA = `$$\n${Array.from({ length: 6 }, () => '\\sum_{k=0}^{\\infty} \\frac{(-1)^k x^{2k+1}}{(2k+1)!}').join(' + ')}\n$$\n`;

const LONG_WORD = 'Averyveryverylongtitlewithoutanyspacesthatcannotbreakanywhereatall';

describe('content for keyboard and screen-reader readers', () => {
  let root = '';
  const site = servedInBrowser(() => root);
  beforeAll(async () => {
    root = await writeSite('content-a11y', {
      'site.config.ts': "export default { title: 'A11y', url: 'https://a11y.example', markdown: { math: true } };\n",
      'content/docs/math.md': `---\ntitle: Math\n---\n\nA series:\n\n${WIDE_FORMULA}`,
      'content/blog/authors.yml': 'ada:\n  name: Ada Lovelace\n  title: Analyst of engines and of the notes about them\n  url: https://ada.example\nbob:\n  name: Bob\n  title: Engineer\n',
      'content/blog/2024-03-12-post.md': `---\ntitle: A post\nauthors: [ada, bob]\ntags: [${LONG_WORD.toLowerCase()}]\n---\n\nThe post.\n`,
      'content/docs/guide/long-word.md': `---\ntitle: ${LONG_WORD}\n---\n\n:::warning[${LONG_WORD}]\nCareful.\n:::\n`,
      'content/docs/tabs.mdx': `---\ntitle: Tabs\n---\n\n<Tabs>\n${['One', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven'].map((label) => `  <TabItem value="${label}" label="${label}">${label}.</TabItem>\n`).join('')}</Tabs>\n\n<Tabs>\n  <TabItem value="long" label="Averyveryverylongtablabelwithoutanyspacesatall">Long.</TabItem>\n  <TabItem value="short" label="Short">Short.</TabItem>\n</Tabs>\n`,
      'content/docs/video.mdx': '---\ntitle: Video\n---\n\n<iframe width="960" height="540" src="https://video.example/embed/1" title="A video"></iframe>\n',
      'content/docs/tasks.md': '---\ntitle: Tasks\n---\n\nBefore the list.\n\n- [ ] Write the *guide*\n- [x] Ship it\n  - [ ] Nested step\n',
    });
    const built = await runCli(['build', root]);
    expect(built.code, built.stderr).toBe(0);
    await site.start();
  });
  afterAll(() => site.stop());

  const openAt = async (route: string, width: number): Promise<Page> => {
    const page = await site.open(route);
    await page.setViewportSize({ width, height: 800 });
    return page;
  };

  it('lets the keyboard reach a formula wider than the column, so it can be scrolled, and holds its roots and exponents', async () => {
    const page = await openAt('/docs/math', 375);
    const formula = page.locator('.math-display');
    expect(await formula.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    // In the tab order itself: Chromium now lets the keyboard reach any scroller, Safari does not.
    expect(await formula.getAttribute('tabindex')).toBe('0');
    // Its roots and exponents fit in its box: not cut off, and it does not scroll up and down.
    expect(await formula.evaluate((el) => el.scrollHeight <= el.clientHeight)).toBe(true);
    expect(await axeViolations(page, 'main')).toEqual([]);
    await page.close();
  });

  it('names each task list checkbox by its item and draws it in place of the bullet', async () => {
    const page = await openAt('/docs/tasks', 1280);
    expect(await page.getByRole('checkbox').evaluateAll((boxes) => boxes.map((box) => box.getAttribute('aria-label')))).toEqual(['Write the guide', 'Ship it', 'Nested step']);
    expect(await page.locator('.contains-task-list').evaluateAll((lists) => lists.map((list) => getComputedStyle(list).listStyleType))).toEqual(['none', 'none']);
    // The first checkbox lines up with the text above the list.
    const [text, box] = await Promise.all([page.locator('.markdown > p').first().boundingBox(), page.getByRole('checkbox').first().boundingBox()]);
    expect(Math.abs(box!.x - text!.x)).toBeLessThanOrEqual(1);
    expect(await axeViolations(page, 'main')).toEqual([]);
    await page.close();
  });

  it("tells a blog post's author link from the text around it by more than its colour, when the line wraps", async () => {
    for (const route of ['/blog', '/blog/2024/03/12/post']) {
      const page = await openAt(route, 1000);
      expect(await page.locator('.blog-post__meta').first().evaluate((el) => el.getBoundingClientRect().height > 1.5 * parseFloat(getComputedStyle(el).lineHeight))).toBe(true);
      expect(await axeViolations(page, 'main'), route).toEqual([]);
      await page.close();
    }
  });

  it('wraps a title of one long word in the breadcrumbs and an admonition\'s heading, so the page does not scroll sideways', async () => {
    for (const width of [375, 1000]) {
      const page = await openAt('/docs/guide/long-word', width);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), `at ${width} px`).toBe(width);
      const heading = page.locator('.admonition__heading');
      expect(await heading.evaluate((el) => el.scrollWidth <= el.clientWidth), `at ${width} px`).toBe(true);
      await page.close();
    }
  });

  it('wraps a sidebar label of one long word inside the sidebar', async () => {
    const page = await openAt('/docs/guide/long-word', 1280);
    const link = page.locator('.menu__link[aria-current="page"]');
    expect(await link.evaluate((el) => el.scrollWidth <= el.clientWidth && el.getBoundingClientRect().right <= el.closest('nav')!.getBoundingClientRect().right)).toBe(true);
    await page.close();
  });

  it('shows every tab of a set wider than a phone, without scrolling the row', async () => {
    const page = await openAt('/docs/tabs', 375);
    // Seven tabs wrap onto rows; a label of one long word wraps inside its tab.
    for (const tablist of await page.getByRole('tablist').all()) expect(await tablist.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    expect(await page.getByRole('tab').count()).toBe(9);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(375);
    await page.close();
  });

  it('wraps a tag of one long word inside its pill on a phone', async () => {
    for (const route of ['/blog', '/blog/2024/03/12/post', '/blog/tags']) {
      const page = await openAt(route, 375);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), route).toBe(375);
      await page.close();
    }
  });

  it('fits an embedded video of a fixed width to the column', async () => {
    for (const width of [375, 1000, 1280]) {
      const page = await openAt('/docs/video', width);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), `at ${width} px`).toBe(width);
      await page.close();
    }
  });
});
