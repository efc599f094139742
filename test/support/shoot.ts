// Screenshots for a person to look at: `node test/support/shoot.js URL OUT_PREFIX` (compiled ad hoc).
import { launchBrowser } from './browser.ts';

const [base, prefix, ...paths] = process.argv.slice(2);
const browser = await launchBrowser();
for (const p of paths.length ? paths : ['/']) {
  for (const width of [1280, 375]) {
    for (const theme of ['light', 'dark']) {
      const page = await browser.newPage({ viewport: { width, height: width === 375 ? 812 : 900 } });
      const errors: string[] = [];
      page.on('console', (m) => (m.type() === 'error' || m.type() === 'warning') && errors.push(m.text()));
      page.on('pageerror', (e) => errors.push(String(e)));
      await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
      await page.goto(base + p, { waitUntil: 'networkidle' });
      const name = `${prefix}${p.replace(/\W+/g, '_')}-${width}-${theme}.png`;
      await page.screenshot({ path: name, fullPage: false });
      console.log(name, errors.length ? `ERRORS: ${errors.join(' | ')}` : 'no console errors');
      await page.close();
    }
  }
}
await browser.close();
