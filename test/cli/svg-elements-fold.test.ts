// Inline <svg> icons pasted at each row of a table (Keploy's GSoC page has six) were six errors in a
// row with the same message and hint: one cause, one fix, now said once at the first with the others
// listed under it, as refused <script>s are.
import { describe, expect, it } from 'vitest';
import { runCli, zeroConfigSite } from '../support/cli.ts';

const icon = '<svg viewBox="0 0 24 24" width="24px"><path d="M0 0h24v24H0z" /></svg>';

describe('inline <svg> written many times', () => {
  it('is one error at the first, counting them, the others its notes', async () => {
    const site = await zeroConfigSite('svg-elements-fold', {
      'links.mdx': `# Links\n\n<table>\n<tr><td><a href="https://a.example">${icon}</a></td></tr>\n<tr><td><a href="https://b.example">${icon}</a></td></tr>\n<tr><td><a href="https://c.example">${icon}</a></td></tr>\n</table>\n`,
    });
    const checked = await runCli(['check', site]);
    expect(checked.code).toBe(1);
    expect(checked.stderr.match(/<svg> is not an HTML element content may use/g)).toHaveLength(1);
    expect(checked.stderr).toContain('<svg> is not an HTML element content may use (3 times in this file; this is the first, the others are listed below).');
    expect(checked.stderr.match(/ {2}note: content\/docs\/links\.mdx:\d+:\d+ {2}also here/g)).toHaveLength(2);
    expect(checked.stderr).toContain('check failed: 1 error');
  });
});
