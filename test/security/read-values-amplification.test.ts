// A value a page reads ({frontMatter.x} in its text, a data module's value given to a component as a
// prop) is put in at every read: a 1 MB page that read a 1 MB front matter value 150 times built a
// 300 MB page (600 MB of output), and 3,000 times an "internal error: Invalid string length". The
// page's text is held to its limit with those values in, as it is with the partials it includes.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli, writeSite } from '../support/cli.ts';

const LONG = 'a'.repeat(100_000);
const LIMIT_MESSAGE = "would render to more than 2,000,000 characters.";

describe('values a page reads, counted at every read', () => {
  it('refuses a page that reads a long front matter value in its text more times than its limit allows', { timeout: 60_000 }, async () => {
    const root = await writeSite('read-values-front-matter', {
      'content/docs/intro.md': `---\ntitle: Intro\nlong: ${LONG}\n---\n# Intro\n\n${'{frontMatter.long}\n\n'.repeat(30)}`,
    });
    const out = path.join(root, 'out');
    const result = await runCli(['build', root, '--out', out]);
    expect(result.stderr).not.toContain('internal error');
    expect(result.stderr).toContain(`content/docs/intro.md:45:1  error  This page's text, with the values it reads and the partials and files it includes, ${LIMIT_MESSAGE}`);
    expect(result.code).toBe(1);
    expect(existsSync(out)).toBe(false);
  });

  it("refuses a page that gives a data module's long value to a component as a prop more times than its limit allows", { timeout: 60_000 }, async () => {
    const root = await writeSite('read-values-data-prop', {
      'site.config.ts': "export default { components: { Box: './src/components/Box.jsx' } };\n",
      'src/components/Box.jsx': 'export default function Box() {\n  return <div className="box">box</div>;\n}\n',
      'content/docs/data.js': `export const list = [${Array.from({ length: 100 }, () => JSON.stringify('x'.repeat(1_000))).join(', ')}];\n`,
      'content/docs/intro.mdx': `---\ntitle: Intro\n---\nimport { list } from './data.js';\n\n# Intro\n\n${'<Box items={list} />\n\n'.repeat(30)}`,
    });
    const out = path.join(root, 'out');
    const result = await runCli(['build', root, '--out', out]);
    expect(result.stderr).not.toContain('internal error');
    expect(result.stderr).toContain(`error  This page's text, with the values it reads and the partials and files it includes, ${LIMIT_MESSAGE}`);
    expect(result.code).toBe(1);
    expect(existsSync(out)).toBe(false);
  });

  it("refuses a page that reads its own constant's long value more times than its limit allows", { timeout: 60_000 }, async () => {
    // The constant is the page's own (export const): no file is included, and the page was not
    // held to its limit with the value in at every read (an internal error at 1.3 GB).
    const root = await writeSite('read-values-page-constant', {
      'content/docs/intro.mdx': `---\ntitle: Intro\n---\nexport const long = '${LONG}';\n\n# Intro\n\n${'{long}\n\n'.repeat(30)}`,
    });
    const out = path.join(root, 'out');
    const result = await runCli(['build', root, '--out', out]);
    expect(result.stderr).not.toContain('internal error');
    expect(result.stderr).toContain(`content/docs/intro.mdx:46:1  error  This page's text, with the values it reads and the partials and files it includes, ${LIMIT_MESSAGE}`);
    expect(result.code).toBe(1);
    expect(existsSync(out)).toBe(false);
  });

  it("refuses a page that reads its own constant's long value through a template literal more times than its limit allows", { timeout: 60_000 }, async () => {
    const root = await writeSite('read-values-page-constant-template', {
      'content/docs/intro.mdx': `---\ntitle: Intro\n---\nexport const long = '${LONG}';\n\n# Intro\n\n${'{`Read: ${long}`}\n\n'.repeat(30)}`,
    });
    const out = path.join(root, 'out');
    const result = await runCli(['build', root, '--out', out]);
    expect(result.stderr).not.toContain('internal error');
    expect(result.stderr).toContain(`error  This page's text, with the values it reads and the partials and files it includes, ${LIMIT_MESSAGE}`);
    expect(result.code).toBe(1);
  });

  it('refuses within seconds a small page giving a long constant as a prop thousands of times', { timeout: 90_000 }, async () => {
    // 85 KB: each read was written out (as JSON and as literal nodes) before the page's size was
    // checked, 60 million nodes, 3.6 GB and 40 s; the reads past the limit are now left unexpanded.
    const root = await writeSite('read-values-prop-bomb', {
      'site.config.ts': "export default { components: { Box: './src/components/Box.jsx' } };\n",
      'src/components/Box.jsx': 'export default function Box() {\n  return <div className="box">box</div>;\n}\n',
      'content/docs/intro.mdx': `---\ntitle: Intro\n---\nexport const list = [${Array(20_000).fill('1').join(',')}];\n\n# Intro\n\n${'<Box items={list} />\n\n'.repeat(3_000)}`,
    });
    const out = path.join(root, 'out');
    const started = Date.now();
    const result = await runCli(['build', root, '--out', out], { timeoutMs: 80_000 });
    expect(Date.now() - started).toBeLessThan(15_000);
    expect(result.stderr).toContain(`content/docs/intro.mdx:106:1  error  This page's text, with the values it reads and the partials and files it includes, ${LIMIT_MESSAGE}`);
    expect(result.code).toBe(1);
  });

  it('still builds a page that reads short values many times', { timeout: 60_000 }, async () => {
    const root = await writeSite('read-values-short', {
      'content/docs/data.js': "export const version = '1.2.3';\n",
      'content/docs/intro.mdx': `---\ntitle: Intro\nowner: Ada\n---\nimport { version } from './data.js';\n\nexport const team = 'Docs';\n\n# Intro\n\n${'{frontMatter.owner} of {team} wrote {version}.\n\n'.repeat(200)}`,
    });
    const result = await runCli(['build', root, '--out', path.join(root, 'out')]);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
  });
});
