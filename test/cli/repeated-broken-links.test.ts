// One broken address written in many places (QuestDB's 14 links to "/enterprise/", a page of its main
// site) is one cause: one error at its first place, counting them, a note at each other place.
import { describe, expect, it } from 'vitest';
import { runCli, zeroConfigSite } from '../support/cli.ts';

interface Reported {
  severity: string;
  message: string;
  file?: string;
  line?: number;
  column?: number;
  notes?: { message: string; file?: string; line?: number; column?: number }[];
}

describe('a broken address written in several places', () => {
  it('is one error at its first place, counting them, each other place a note; other addresses stay their own', async () => {
    const site = await zeroConfigSite('repeated-broken-links', {
      'intro.md': '# Intro\n\nSee [pricing](/pricing/) and [plans](/plans).\n\nOr [pricing again](/pricing/).\n',
      'guide.md': '# Guide\n\nOur [pricing](/pricing/) page.\n',
      'other.md': '# Other\n\nThe [pricing](/pricing) page, written without its slash.\n',
    });
    const result = await runCli(['check', site, '--reporter', 'json']);
    expect(result.code).toBe(1);
    const broken = (JSON.parse(result.stdout).diagnostics as Reported[]).filter((d) => d.message.startsWith('broken link'));
    expect(broken.map((d) => d.message).sort()).toEqual([
      'broken link "/plans"',
      'broken link "/pricing"',
      'broken link "/pricing/" (written 3 times in 2 files; this is the first, the others are listed below).',
    ]);
    const folded = broken.find((d) => d.message.startsWith('broken link "/pricing/"'))!;
    expect(folded).toMatchObject({ severity: 'error', file: 'content/docs/guide.md', line: 3, column: 5 });
    expect(folded.notes).toEqual([
      { message: 'also here', file: 'content/docs/intro.md', line: 3, column: 5 },
      { message: 'also here', file: 'content/docs/intro.md', line: 5, column: 4 },
    ]);

    // The terminal report says each place once, under the one error.
    const pretty = await runCli(['check', site]);
    expect(pretty.stderr).toContain('content/docs/intro.md:5:4  also here');
    expect(pretty.stderr).toContain('check failed: 3 errors, 0 warnings');
  });
});
