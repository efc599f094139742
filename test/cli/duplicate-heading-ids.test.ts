// A page that writes its headings twice with the same {#id}s (Tolgee's configuration reference: one
// copy per tab, 516 headings) printed a warning per heading, 20 shown and the rest counted: one
// warning for the page now, at the first, with the count and a few other places.
import { describe, expect, it } from 'vitest';
import { fixtureCopy, runCli } from '../support/cli.ts';

describe('heading ids a page uses twice', () => {
  it('are one short warning per page, with how many, a few places and the rest counted; a page with one stays as it was', async () => {
    const section = Array.from({ length: 30 }, (_, i) => `### Option ${i} {#option-${i}}\n\nText ${i}.\n`).join('\n');
    const site = await fixtureCopy('basic', 'cli-duplicate-heading-ids', {
      'content/docs/settings.mdx': `# Settings\n\n## As YAML\n\n${section}\n## As environment variables\n\n${section}`,
      'content/docs/other.mdx': '# Other\n\n## Setup {#setup}\n\ntext\n\n## Again {#setup}\n',
    });
    const result = await runCli(['check', site]);
    expect(result.code).toBe(0);
    expect(result.stderr.match(/ {2}warning {2}/g)).toHaveLength(2);
    expect(result.stderr).toContain('content/docs/settings.mdx:127:1  warning  Heading id "option-0" is already used on this page (30 headings of this page take an id an earlier one has; this is the first).');
    expect(result.stderr).toContain('  note: content/docs/settings.mdx:5:1  the first heading with the id "option-0"');
    expect(result.stderr).toContain('  note: content/docs/settings.mdx:131:1  also "option-1"');
    expect(result.stderr).toContain('  note: … and 24 more on this page.');
    expect(result.stderr.match(/ {2}note: /g)).toHaveLength(8);
    expect(result.stderr).toContain('content/docs/other.mdx:7:1  warning  Heading id "setup" is already used on this page.');
  });
});
