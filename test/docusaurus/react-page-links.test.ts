// Links to a React page of a Docusaurus site (src/pages/contact.tsx), which devcenter does not build,
// are one cause: the one page to write clears them all, so they are one error with a note per link.
import { describe, expect, it } from 'vitest';
import { runCli, writeSite } from '../support/cli.ts';

describe('links to a React page devcenter does not build', () => {
  it('are one error at the first link, counting them, with a note at each other link and the one hint', async () => {
    const site = await writeSite('docu-react-page-links', {
      'content/docs/intro.md': '# Intro\n\nWrite to [us](/reach-us).\n\nOr [here](/reach-us/).\n',
      'content/docs/help.md': '# Help\n\nSee [reach us](/reach-us).\n',
      'src/pages/reach-us.tsx': 'export default function ReachUs() {\n  return <main>Reach us</main>;\n}\n',
    });
    const result = await runCli(['check', site, '--reporter', 'json']);
    const diagnostics = JSON.parse(result.stdout).diagnostics as { message: string; file?: string; line?: number; hint?: string; notes?: { message: string; file?: string; line?: number }[] }[];
    const broken = diagnostics.filter((d) => d.message.startsWith('broken link'));
    expect(broken).toHaveLength(1);
    expect(broken[0]).toMatchObject({
      message: 'broken link "/reach-us" (3 links in 2 files lead to src/pages/reach-us.tsx; this is the first, the others are listed below).',
      file: 'content/docs/help.md',
      line: 3,
      hint: expect.stringContaining('src/pages/reach-us.tsx is a React page of the Docusaurus site'),
    });
    expect(broken[0].notes).toEqual([
      expect.objectContaining({ message: 'also "/reach-us"', file: 'content/docs/intro.md', line: 3 }),
      expect.objectContaining({ message: 'also "/reach-us/"', file: 'content/docs/intro.md', line: 5 }),
    ]);
  });
});
