// `:::info Text. :::` on one line reads, as in Docusaurus, as a title ending in ":::" and a block never
// closed: the warning says so, not only "end it with a line of :::", which the author thought they had.
import { describe, expect, it } from 'vitest';
import { runCli, zeroConfigSite } from '../support/cli.ts';

describe('an admonition written on one line', () => {
  it('warns at its line that the ::: ending the line is part of its title, and how to close it', async () => {
    const site = await zeroConfigSite('one-line-admonition', {
      'intro.md': '# Intro\n\nSome text.\n\n:::note Keep the key secret. :::\n\n## Next\n\nMore text.\n',
    });
    const checked = await runCli(['check', site]);
    expect(checked.stderr).toContain('content/docs/intro.md:5:1  warning  ":::note" is never closed: everything after it, to the end of the page, is inside it.');
    expect(checked.stderr).toContain('hint: the ::: at the end of line 5 is part of its title, not its end (a block is closed only by a line of ::: alone): put the text on the next line and ::: on a line of its own after it.');
  });
});
