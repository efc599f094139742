// A link never holds a link in a browser's parser: at the inner <a> it closes the outer one. Content's
// own links are kept apart when the page is built (to-hast.ts unnestLinks), but a component that draws
// an <a> was only known to the render: `[see <Chip>this</Chip>](/docs/plain)` with Chip an <a>, or
// `<LinkCard to="…">See [the guide](…)</LinkCard>` with LinkCard one, made an <a> in an <a>, the parser
// split it, and hydration failed with React error #418 on every load.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { servedInBrowser } from '../support/browser.ts';
import { runCli, writeSite } from '../support/cli.ts';

const CHIP = `import type { ReactNode } from 'react';
export default function Chip({ children }: { children?: ReactNode }) {
  return <a className="chip" href="#chip">{children}</a>;
}
`;

const LINK_CARD = `import type { ReactNode } from 'react';
export default function LinkCard({ to, children }: { to: string; children?: ReactNode }) {
  return <a className="link-card" href={to}>{children}</a>;
}
`;

const PAGE = `# Component links

A [link holding <Chip>a chip</Chip> inside](/docs/plain) in a sentence.

<LinkCard to="/docs/plain">See [the plain page](/docs/plain) first.</LinkCard>

A [plain link](/docs/plain) stays a link.
`;

/** Whether the HTML has an <a> opened while another is open. */
function nestsLinks(html: string): boolean {
  let depth = 0;
  for (const tag of html.matchAll(/<a[\s>]|<\/a>/g)) {
    if (tag[0] === '</a>') depth--;
    else if (depth++ > 0) return true;
  }
  return false;
}

describe('a component drawing a link, inside a link or around one', () => {
  let site = '';
  const served = servedInBrowser(() => site);
  let build: Awaited<ReturnType<typeof runCli>>;

  beforeAll(async () => {
    site = await writeSite('component-links', {
      'site.config.ts': "export default { components: { Chip: './src/Chip.tsx', LinkCard: './src/LinkCard.tsx' } };\n",
      'src/Chip.tsx': CHIP,
      'src/LinkCard.tsx': LINK_CARD,
      'content/docs/links.mdx': PAGE,
      'content/docs/plain.md': '---\nsidebar_position: 1\n---\n# Plain\n\nGo [to the component links](./links.mdx).\n',
    });
    build = await runCli(['build', site]);
    await served.start();
  });
  afterAll(() => served.stop());

  it("keeps the component's link and the text of the content's link around or inside it", async () => {
    expect(build.code).toBe(0);
    const html = await readFile(path.join(site, 'build', 'docs', 'links', 'index.html'), 'utf8');
    const content = html.slice(html.indexOf('<h1'), html.indexOf('stays a link'));
    expect(nestsLinks(content)).toBe(false);
    expect(content).toContain('A link holding <a class="chip" href="#chip">a chip</a> inside in a sentence.');
    expect(content).toContain('<a class="link-card" href="/docs/plain">See the plain page first.</a>');
    expect(html).toContain('<a href="/docs/plain">plain link</a> stays a link.');
  });

  it('hydrates without an error, and draws the same on a client-side navigation', async () => {
    const problems: string[] = [];
    const tab = await served.open('/docs/links', problems);
    tab.on('console', (m) => m.type() === 'error' && problems.push(m.text()));
    await tab.waitForTimeout(500);
    const drawn = await tab.locator('.markdown').innerHTML();
    await tab.goto(new URL('/docs/plain', tab.url()).href);
    await tab.waitForSelector('html[data-has-hydrated="true"]');
    await tab.getByRole('link', { name: 'to the component links' }).click();
    await tab.getByText('a chip').waitFor();
    expect(await tab.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(1);
    expect(await tab.locator('.markdown').innerHTML()).toBe(drawn);
    expect(problems).toEqual([]);
  });
});
