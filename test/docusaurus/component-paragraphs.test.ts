// A component written inside a sentence stays in MDX's paragraph; one that draws a block (a <div>)
// made a <p> holding a <div>, which the browser's parser splits, so hydration failed with React error
// #418 (a round-16 real site). Such a paragraph is drawn as a <div class="paragraph">; one holding
// only phrasing components stays a <p>.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { servedInBrowser } from '../support/browser.ts';
import { runCli, writeSite } from '../support/cli.ts';

const BOXED = `import type { ReactNode } from 'react';
export default function Boxed({ children }: { children?: ReactNode }) {
  return <div className="boxed">{children}</div>;
}
`;

const MARKED = `import type { ReactNode } from 'react';
export default function Marked({ children }: { children?: ReactNode }) {
  return <mark className="marked">{children}</mark>;
}
`;

const PAGE = `---
title: Inline components
---
# Inline components

Press <Boxed>the boxed step</Boxed> to go on.

Only <Marked>marked words</Marked> in this one.

A line with <div>a plain div</div> inside it.

- An item with <Boxed>a boxed item</Boxed> in it.
`;

// What else ends a <p> in a browser's parser: a block nested in phrasing, and the start tags of list
// items and <summary>, each of which failed hydration with #418 when kept in a <p>.
const NESTED = `# Nested blocks

A line <span>with <div>a div in a span</div> nested</span> in it.

A line *with <div>a div in emphasis</div> nested* in it.

A line <li>an item</li> in it.

A line <dd>a description</dd> in it.

A line <summary>a summary</summary> in it.
`;

describe('a component drawing a block inside a sentence', () => {
  let site = '';
  const served = servedInBrowser(() => site);
  let build: Awaited<ReturnType<typeof runCli>>;

  beforeAll(async () => {
    site = await writeSite('component-paragraphs', {
      'site.config.ts': "export default { components: { Boxed: './src/Boxed.tsx', Marked: './src/Marked.tsx' } };\n",
      'src/Boxed.tsx': BOXED,
      'src/Marked.tsx': MARKED,
      'content/docs/inline.mdx': PAGE,
      'content/docs/nested.mdx': NESTED,
      'content/docs/plain.md': '---\nsidebar_position: 1\n---\n# Plain\n\nGo [to the inline components](./inline.mdx).\n',
    });
    build = await runCli(['build', site]);
    await served.start();
  });
  afterAll(() => served.stop());

  it('draws its paragraph as a div spaced as a paragraph, and leaves a paragraph of phrasing components a <p>', async () => {
    expect(build.code).toBe(0);
    const html = await readFile(path.join(site, 'build', 'docs', 'inline', 'index.html'), 'utf8');
    expect(html).toContain('<div class="paragraph">Press <div class="boxed">the boxed step</div> to go on.</div>');
    expect(html).toContain('<p>Only <mark class="marked">marked words</mark> in this one.</p>');
    expect(html).toContain('<div class="paragraph">A line with <div>a plain div</div> inside it.</div>');
    expect(html).not.toMatch(/<p>[^<]*<div/);
    // The page data the browser hydrates and navigates with says the same.
    const data = await readFile(path.join(site, 'build', '_dc', 'data', 'docs', 'inline.json'), 'utf8');
    expect(data).toContain('["div",{"className":"paragraph"},"Press ",["Boxed"');
  });

  it('hydrates without an error, spaced as the paragraphs around it, and draws the same on a client-side navigation', async () => {
    const problems: string[] = [];
    const tab = await served.open('/docs/inline', problems);
    tab.on('console', (m) => m.type() === 'error' && problems.push(m.text()));
    await tab.waitForSelector('html[data-has-hydrated="true"]');
    const margin = await tab.locator('.markdown .paragraph').first().evaluate((el) => getComputedStyle(el).marginBottom);
    const paragraphMargin = await tab.locator('.markdown p').first().evaluate((el) => getComputedStyle(el).marginBottom);
    expect(margin).toBe(paragraphMargin);
    const served1 = await tab.locator('.markdown').innerHTML();
    await tab.goto(new URL('/docs/plain', tab.url()).href);
    await tab.waitForSelector('html[data-has-hydrated="true"]');
    await tab.getByRole('link', { name: 'to the inline components' }).click();
    await tab.getByText('the boxed step').waitFor();
    expect(await tab.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(1);
    expect(await tab.locator('.markdown').innerHTML()).toBe(served1);
    expect(problems).toEqual([]);
  });

  it('draws a paragraph holding a block at any depth, a list item or a summary as a div, and hydrates it', async () => {
    const html = await readFile(path.join(site, 'build', 'docs', 'nested', 'index.html'), 'utf8');
    expect(html).toContain('<div class="paragraph">A line <span>with <div>a div in a span</div> nested</span> in it.</div>');
    expect(html).toContain('<div class="paragraph">A line <em>with <div>a div in emphasis</div> nested</em> in it.</div>');
    expect(html).toContain('<div class="paragraph">A line <li>an item</li> in it.</div>');
    expect(html).not.toMatch(/<p>A line/);
    const problems: string[] = [];
    const tab = await served.open('/docs/nested', problems);
    tab.on('console', (m) => m.type() === 'error' && problems.push(m.text()));
    await tab.getByText('a summary').waitFor();
    expect(problems).toEqual([]);
  });
});
