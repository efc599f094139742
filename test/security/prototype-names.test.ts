// Names content writes (an element, an attribute, a code block's language, an admonition or GitHub
// alert type) are looked up in tables: "constructor", "toString" or "__proto__" must find nothing
// there, not Object's own members. They used to stop the build with "internal error" (and a
// `:::constructor` passed `check` in silence while the build failed).
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { runCli, writeSite } from '../support/cli.ts';

const PAGE = [
  '# Names', // 1
  '',
  '```constructor', // 3
  'x',
  '```',
  '',
  '```__proto__', // 7
  'y',
  '```',
  '',
  '<toString />', // 11
  '',
  '<div constructor="y">a</div>', // 13
  '',
  ':::constructor', // 15
  'z',
  ':::',
  '',
  '<Card title="T" to="/docs/intro" __proto__="x" />', // 19
  '',
].join('\n');

describe('content that writes the names of Object\'s own members', () => {
  for (const command of ['check', 'build'])
    it(`is read as any unknown name by ${command}: an error or a warning at its place, never an internal error`, async () => {
      const site = await writeSite(`security-prototype-names-${command}`, { 'content/docs/intro.md': '# Intro\n\nHi.\n', 'content/docs/names.mdx': PAGE });
      const result = await runCli([command, site]);
      expect(result.stderr).not.toContain('internal error');
      expect(result.code).toBe(1);
      expect(result.stderr).toContain('content/docs/names.mdx:11:1  error  <toString> is not an HTML element content may use.');
      expect(result.stderr).toContain('content/docs/names.mdx:13:6  warning  <div> has no attribute "constructor"');
      expect(result.stderr).toContain('content/docs/names.mdx:15:1  warning  Unknown admonition type ":::constructor"');
      expect(result.stderr).toContain('content/docs/names.mdx:19:34  error  <Card> has no attribute "__proto__".');
    });

  it('a GitHub alert of a type such as [!toString] stays a blockquote, as any unknown type does', async () => {
    const types = ['toString', 'constructor', 'hasOwnProperty', '__proto__'];
    // Underscores escaped, so `__proto__` is the declaration's text, not strong emphasis.
    const alerts = types.map((type) => `> [!${type.replaceAll('_', '\\_')}]\n> Kept.\n`);
    const site = await writeSite('security-prototype-names-alerts', {
      'site.config.ts': "export default { title: 'Alerts', url: 'https://alerts.example.org', markdown: { githubAlerts: true } };\n",
      'content/docs/intro.md': `# Alerts\n\n${alerts.join('\n')}\n> [!NOTE]\n> A note.\n`,
    });
    const out = `${site}/build`;
    const result = await runCli(['build', site, '--out', out]);
    expect(result.stderr).not.toContain('internal error');
    expect(result.code).toBe(0);
    const html = await readFile(`${out}/docs/intro/index.html`, 'utf8');
    for (const type of types) expect(html).toContain(`<blockquote>\n<p>[!${type}]\nKept.</p>\n</blockquote>`);
    expect(html).toContain('A note.');
  });
});
