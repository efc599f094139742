// A site in a right-to-left language (Docusaurus's i18n.defaultLocale 'ar', 'he', 'fa'): its pages
// read right to left, and its code blocks still left to right, as Docusaurus draws them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { servedInBrowser } from '../support/browser.ts';
import { runCli, writeSite } from '../support/cli.ts';

const PAGE = ['# مقدمة', '', 'نص قصير.', '', '```js title="مثال"', 'const a = 1;', '```', '', '```', 'plain();', '```', '', '> اقتباس.', '', ':::note', 'ملاحظة.', ':::', '', '- عنصر', '', '| أ | ب |', '| --- | --- |', '| ج | د |', '', '## قسم', '', 'نص.', ''].join('\n');

describe('a right-to-left site in the browser', () => {
  let site = '';
  beforeAll(async () => {
    site = await writeSite('right-to-left', {
      'content/docs/intro.md': PAGE,
      'docusaurus.config.js': "module.exports = { title: 'وثائق', url: 'https://rtl.example', i18n: { defaultLocale: 'ar', locales: ['ar'] } };\n",
    });
    const built = await runCli(['build', site]);
    if (built.code !== 0) throw new Error(built.stderr);
  });
  const served = servedInBrowser(() => site);
  beforeAll(served.start);
  afterAll(served.stop);

  it('reads its text right to left and its code blocks, with a title or none, left to right, the title following the page', async () => {
    const page = await served.open('/docs/intro');
    const direction = (selector: string) => page.locator(selector).first().evaluate((element) => getComputedStyle(element).direction);
    expect(await direction('main p')).toBe('rtl');
    expect(await direction('main .code-block__title')).toBe('rtl');
    expect(await direction('main .code-block__body pre')).toBe('ltr');
    expect(await page.locator('main pre.code-block').nth(1).evaluate((element) => getComputedStyle(element).direction)).toBe('ltr');
    // The code's first character starts at the block's left edge, where a left-to-right reader looks.
    const starts = await page.locator('main .code-block__body pre code').first().evaluate((code) => {
      const range = document.createRange();
      range.setStart(code.firstChild ?? code, 0);
      range.setEnd(code.firstChild ?? code, 0);
      return range.getBoundingClientRect().left - code.getBoundingClientRect().left;
    });
    expect(starts).toBeLessThan(2);
  });

  it("mirrors the page's edges, as Docusaurus's RTL stylesheet does: a quote's and an admonition's bar, a list's indent, the table of contents' rule and the sidebar's on the reading side", async () => {
    const page = await served.open('/docs/intro');
    const style = (selector: string) =>
      page.locator(selector).first().evaluate((element) => {
        const css = getComputedStyle(element);
        return { right: css.borderRightWidth, left: css.borderLeftWidth, paddingRight: css.paddingRight, paddingLeft: css.paddingLeft, align: css.textAlign };
      });
    const quote = await style('main blockquote');
    expect([quote.right, quote.left]).toEqual(['4px', '0px']);
    const note = await style('main .admonition');
    expect(note.right).toBe('5px');
    expect(note.left).toBe('0px');
    const list = await style('main .markdown > ul');
    expect(parseFloat(list.paddingRight)).toBeGreaterThan(20);
    expect(list.paddingLeft).toBe('0px');
    expect((await style('main .markdown td')).align).toBe('start');
    const toc = await style('.toc');
    expect([toc.right, toc.left]).toEqual(['1px', '0px']);
    const sidebar = await style('.doc-sidebar');
    expect([sidebar.left, sidebar.right]).toEqual(['1px', '0px']);
  });

  it('keeps the search box\'s query clear of its magnifier, on the reading side', async () => {
    const page = await served.open('/docs/intro');
    await page.keyboard.press('Control+k');
    const input = page.locator('.DocSearch-Input');
    await input.fill('نص');
    const magnifier = await page.locator('.DocSearch-MagnifierLabel').boundingBox();
    const padding = await input.evaluate((element) => [getComputedStyle(element).paddingRight, getComputedStyle(element).paddingLeft]);
    expect(padding).toEqual(['8px', '0px']);
    // The magnifier is at the box's right, the start of a right-to-left line, and the query's text left of it.
    const text = await input.evaluate((element) => element.getBoundingClientRect().right - parseFloat(getComputedStyle(element).paddingRight));
    expect(magnifier!.x + magnifier!.width).toBeLessThanOrEqual(page.viewportSize()!.width);
    expect(text).toBeLessThanOrEqual(magnifier!.x);
  });
});
