// A link whose %XX escapes are malformed (`/docs/%zz`, a cut UTF-8 sequence `%E0%A4%A`) is content's
// mistake: a broken link or anchor naming it, never an "internal error" (decodeURIComponent threw
// URIError from the page ranks, the check and the written links).
import { describe, expect, it } from 'vitest';
import { runCli, writeSite } from '../support/cli.ts';

const PAGE = [
  '# Intro',
  '',
  '<a href="/docs/%zz">a</a> [b](/docs/other%E0%A4%A) [c](#%zz) [d](./other%zz.md) <a href="other%">e</a>',
  '',
].join('\n');

describe('malformed escapes in links', () => {
  it('are broken links at the level the config gives them, in check and build, with or without a Docusaurus baseUrl', async () => {
    const errors = await writeSite('security-malformed-link-escapes', { 'content/docs/intro.md': PAGE, 'content/docs/other.md': '# Other\n' });
    for (const command of ['check', 'build']) {
      const result = await runCli([command, errors]);
      expect(result.stderr).not.toContain('internal error');
      expect(result.stderr).toContain('content/docs/intro.md:3:4  error  broken link "/docs/%zz"');
      expect(result.stderr).toContain('broken anchor "#%zz"');
      expect(result.code).toBe(1);
    }
    const warned = await writeSite('security-malformed-link-escapes-warn', {
      'content/docs/intro.md': PAGE,
      'content/docs/other.md': '# Other\n',
      'docusaurus.config.js': "module.exports = { title: 'T', url: 'https://example.com', baseUrl: '/B/', onBrokenLinks: 'warn', onBrokenMarkdownLinks: 'warn' };\n",
    });
    const result = await runCli(['build', warned]);
    expect(result.stderr).not.toContain('internal error');
    expect(result.stderr).toContain('warning  broken link "/docs/%zz"');
    expect(result.code).toBe(0);
  });
});
