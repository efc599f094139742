// A site component that keeps its state in the address's query string, through @docusaurus/theme-common's
// useQueryString and useQueryStringList (Lexical's gallery: ?tags=react&tags=svelte, ?title=…), did not
// build: the stand-in had useColorMode alone.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { servedInBrowser } from '../support/browser.ts';
import { runCli, writeSite } from '../support/cli.ts';

const FILTER = `import { useQueryString, useQueryStringList } from '@docusaurus/theme-common';

export default function Filter({ items }) {
  const [tags, setTags] = useQueryStringList('tags');
  const [title, setTitle] = useQueryString('title');
  const shown = items.filter((item) => (tags.length === 0 || tags.includes(item)) && item.includes(title));
  return (
    <div>
      {items.map((item) => (
        <button key={item} type="button" aria-pressed={tags.includes(item)} onClick={() => setTags((list) => (list.includes(item) ? list.filter((t) => t !== item) : [...list, item]))}>
          {item}
        </button>
      ))}
      <input aria-label="Title" value={title} onChange={(event) => setTitle(event.target.value)} />
      <p>Shown: {shown.join(', ')}</p>
    </div>
  );
}
`;

describe("a site component using theme-common's query-string hooks", () => {
  let site = '';
  const served = servedInBrowser(() => site);
  let build: Awaited<ReturnType<typeof runCli>>;

  beforeAll(async () => {
    site = await writeSite('docu-query-string-hooks', {
      'site.config.ts': "export default { components: { Filter: './src/components/Filter.jsx' } };\n",
      'src/components/Filter.jsx': FILTER,
      'content/docs/gallery.mdx': "# Gallery\n\n<Filter items={['alpha', 'beta', 'gamma']} />\n",
    });
    build = await runCli(['build', site]);
    // Served only once built, so that a build that fails says why in the first test.
    if (build.code === 0) await served.start();
  });
  afterAll(() => served.stop());

  it('builds, the server drawing the state of an address without a query', () => {
    expect(build.stderr).toBe('');
    expect(build.code).toBe(0);
  });

  it('reads the query the page is opened with, and writes each change to the address without leaving the page', async () => {
    const problems: string[] = [];
    const tab = await served.open('/docs/gallery?tags=beta', problems);
    tab.on('console', (m) => m.type() === 'error' && problems.push(m.text()));
    await tab.getByText('Shown: beta', { exact: true }).waitFor();
    await tab.getByRole('button', { name: 'gamma' }).click();
    await tab.getByText('Shown: beta, gamma', { exact: true }).waitFor();
    expect(new URL(tab.url()).search).toBe('?tags=beta&tags=gamma');
    await tab.getByRole('button', { name: 'beta' }).click();
    await tab.getByLabel('Title').fill('gam');
    await tab.getByText('Shown: gamma', { exact: true }).waitFor();
    expect(new URL(tab.url()).search).toBe('?tags=gamma&title=gam');
    await tab.getByLabel('Title').fill('');
    await tab.getByRole('button', { name: 'gamma' }).click();
    await tab.getByText('Shown: alpha, beta, gamma', { exact: true }).waitFor();
    expect(new URL(tab.url()).search).toBe('');
    expect(await tab.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(1);
    expect(problems).toEqual([]);
  });
});
