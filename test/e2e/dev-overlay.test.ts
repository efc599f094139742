// The `devcenter dev` overlay on a site that still has errors (one being moved over from Docusaurus):
// the problem the reader just made is the first one it shows, not one among dozens.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser.ts';
import { startDev } from '../security/servers-support.ts';
import { zeroConfigSite } from '../support/cli.ts';

describe('devcenter dev overlay', () => {
  it('lists the problem a save just made first, before the errors the site already had', async () => {
    const old = Object.fromEntries(Array.from({ length: 5 }, (_, i) => [`a-old-${i}.md`, `# Old ${i}\n\nAn unknown <Widget${i} />.\n`]));
    const site = await zeroConfigSite('dev-overlay-order', { ...old, 'zed.md': '# Zed\n\nText.\n' });
    const [dev, browser] = await Promise.all([startDev(site), launchBrowser()]);
    try {
      const page = await browser.newPage();
      await page.goto(`${dev.url}/docs/zed`);
      await page.waitForSelector('html[data-devcenter-dev="connected"]');
      await page.waitForSelector('[role="alertdialog"][aria-label="Build problems"]');
      await writeFile(path.join(site, 'content', 'docs', 'zed.md'), '# Zed\n\nText {oops\n');
      const handle = await page.waitForFunction(() => {
        const overlay = document.querySelector('[role="alertdialog"][aria-label="Build problems"]');
        return overlay?.textContent?.includes('Could not parse MDX') ? (overlay as HTMLElement).innerText : null;
      }, undefined, { timeout: 15_000 });
      const text = (await handle.jsonValue()) as string;
      expect(text.split('\n')[0]).toBe('6 errors');
      // The first problem under the title is the one just made.
      expect(text.split('\n').find((line) => line.startsWith('content/'))).toBe('content/docs/zed.md:3:6 error');
    } finally {
      await browser.close();
      await dev.stop();
    }
  });

  it('says each problem once, and closes with its button or Escape until the problems change', async () => {
    const site = await zeroConfigSite('dev-overlay-close', { 'intro.md': '# Intro\n\nSee [the guide](./guid.md).\n', 'guide.md': '# Guide\n\nText.\n', 'page.md': '# Page\n\nAn unknown <Widget />.\n' });
    const [dev, browser] = await Promise.all([startDev(site), launchBrowser()]);
    try {
      const page = await browser.newPage();
      await page.goto(`${dev.url}/docs/guide`);
      const overlay = page.getByRole('alertdialog', { name: 'Build problems' });
      await overlay.waitFor();
      const text = await overlay.innerText();
      // Once, not again in the code frame below it.
      expect(text.split('Unknown component <Widget>').length - 1).toBe(1);
      expect(text).toContain('<Widget />');
      const close = overlay.getByRole('button', { name: /^Close the problems/ });
      await close.click();
      await expect.poll(() => overlay.count()).toBe(0);
      // A new problem opens it again; Escape closes it.
      await writeFile(path.join(site, 'content', 'docs', 'guide.md'), '# Guide\n\nText {oops\n');
      await overlay.waitFor({ timeout: 15_000 });
      await page.keyboard.press('Escape');
      await expect.poll(() => overlay.count()).toBe(0);
    } finally {
      await browser.close();
      await dev.stop();
    }
  }, 60_000);

  it('counts errors and warnings as the terminal does, and keeps a code line whole on a phone', async () => {
    const long = 'A sentence long enough that a phone could never show it on one line, then [the guide](/docs/guid) at its end.';
    const site = await zeroConfigSite('dev-overlay-phone', { 'guide.md': `# Guide\n\n${long}\n`, 'typo.md': '---\ndescripton: x\n---\n# Typo\n' });
    const [dev, browser] = await Promise.all([startDev(site), launchBrowser()]);
    try {
      const page = await browser.newPage({ viewport: { width: 375, height: 800 } });
      await page.goto(`${dev.url}/docs/typo`);
      const overlay = page.getByRole('alertdialog', { name: 'Build problems' });
      await overlay.waitFor();
      // "devcenter dev: 1 error, 1 warning" in the terminal; it said "1 problem, 1 warning", read as two problems and a warning.
      await expect.poll(async () => (await overlay.innerText()).split('\n')[0]).toBe('1 error, 1 warning');
      // The code line and its carets are two lines, not wrapped: wrapped, the carets stood under other text.
      const frame = overlay.locator('pre', { hasText: '[the guide](/docs/guid)' });
      const shape = await frame.evaluate((el) => ({ lines: Math.round(el.clientHeight / parseFloat(getComputedStyle(el).lineHeight)), scrolls: el.scrollWidth > el.clientWidth }));
      expect(shape).toEqual({ lines: 2, scrolls: true });
    } finally {
      await browser.close();
      await dev.stop();
    }
  }, 60_000);
});
