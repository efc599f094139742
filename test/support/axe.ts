// axe-core in a page under test: the WCAG 2.0/2.1 A and AA rules and axe's best practices, on the
// whole document or one part of it. Evaluated, not added as a <script>: the site's
// Content-Security-Policy refuses inline scripts.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const AXE_PATH = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/** Each violation as "rule: target, target"; `selector` limits the run to the first element it finds. */
export async function axeViolations(page: Page, selector?: string): Promise<string[]> {
  await page.evaluate(await readFile(AXE_PATH, 'utf8'));
  return page.evaluate(async (scope) => {
    const axe = (window as unknown as { axe: { run: (c: unknown, o: unknown) => Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }> } }).axe;
    const result = await axe.run(scope ? document.querySelector(scope)! : document, { runOnly: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] });
    return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  }, selector ?? null);
}
