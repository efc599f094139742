// Issue #18, point 11: a duplicate route is a warning (spec §5), and sidebars keep naming docs by
// their ids whatever file wins the route: the losing doc's entry leads to the winner, never to an error.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { servedInBrowser } from '../support/browser.ts';
import { runCli, writeSite } from '../support/cli.ts';

const CONFIG = `export default {
  title: 'Duplicates',
  url: 'https://docs.example',
  provider: { name: 'Example', url: 'https://example.com' },
  navbar: { items: [{ label: 'Docs', to: '/docs/alpha' }] },
  sidebars: { docs: ['start', 'beta'] },
  docs: { version: { mainDocId: 'start' } },
  search: { appId: 'APP', apiKey: 'key', indexName: 'docs' },
};
`;

describe('a duplicate route', () => {
  let site = '';
  const served = servedInBrowser(() => site);
  let build: Awaited<ReturnType<typeof runCli>>;
  beforeAll(async () => {
    site = await writeSite('duplicate-routes', {
      'site.config.ts': CONFIG,
      'content/docs/start.md': '# Start\n\nHello.\n',
      'content/docs/alpha.md': '# Alpha\n\nThe winner.\n',
      'content/docs/beta.md': '---\nslug: /alpha\n---\n# Beta\n\nThe loser.\n',
    });
    build = await runCli(['build', site]);
    await served.start();
  });
  afterAll(() => served.stop());

  it('is a warning, and a sidebar naming the losing doc builds', () => {
    expect(build.code).toBe(0);
    expect(build.stderr).toContain('warning  duplicate route "/docs/alpha"');
    expect(build.stderr).not.toContain('is not a file under content/docs/');
  });

  it('leads the losing doc\'s sidebar entry to the page that won the route', async () => {
    const page = await served.open('/docs/start');
    const link = page.locator('.doc-sidebar__menu').getByRole('link', { name: 'Alpha' });
    expect(await link.getAttribute('href')).toBe('/docs/alpha');
    await link.click();
    // The address changes first; the page follows once its data is in.
    await page.waitForFunction(() => document.querySelector('main h1')?.textContent === 'Alpha');
    expect(new URL(page.url()).pathname).toBe('/docs/alpha');
  });
});
