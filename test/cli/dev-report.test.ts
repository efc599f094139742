// What `devcenter dev` prints as problems come and go: the report, then its counts, so that a fixed
// error on a site that keeps warnings is seen to be gone without scrolling back through them.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { startDev } from '../security/servers-support.ts';
import { zeroConfigSite } from '../support/cli.ts';

async function printed(dev: { output: () => string }, wanted: string, after = 0): Promise<string> {
  const deadline = Date.now() + 15_000;
  while (!dev.output().slice(after).includes(wanted) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
  return dev.output().slice(after);
}

describe('devcenter dev in the terminal', () => {
  it('ends each report with its counts, and says when the last error is fixed though warnings remain', async () => {
    const site = await zeroConfigSite('dev-report-counts', {
      'intro.md': '# Intro\n\nSee [the guide](./guide.md#nowhere).\n',
      'guide.md': '# Guide\n\nText.\n',
    });
    const dev = await startDev(site);
    try {
      expect(await printed(dev, 'devcenter dev: 0 errors, 1 warning')).toContain('broken anchor');
      const guide = path.join(site, 'content', 'docs', 'guide.md');
      const before = dev.output().length;
      await writeFile(guide, '# Guide\n\nText {oops\n');
      expect(await printed(dev, 'devcenter dev: 1 error, 1 warning', before)).toContain('Could not parse MDX');
      const broken = dev.output().length;
      await writeFile(guide, '# Guide\n\nText.\n');
      const fixed = await printed(dev, '✔ no errors left: 0 errors, 1 warning', broken);
      expect(fixed).toContain('✔ no errors left: 0 errors, 1 warning');
      expect(fixed).not.toContain('Could not parse MDX');
    } finally {
      await dev.stop();
    }
  });
});
