// Names content writes (an element, an attribute, a code block's language, an admonition type) are
// looked up in tables: "constructor", "toString" or "__proto__" must find nothing there, not Object's
// own members. They used to stop the build with "internal error" (and a `:::constructor` passed
// `check` in silence while the build failed).
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
});
