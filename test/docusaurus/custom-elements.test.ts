// A custom element written in a page (`<intro-end />`, as Ionic's docs mark where an old script cut
// their introductions): React draws it as an element no script defines, which shows nothing. An
// empty one is left out with a warning; one holding content is refused with what to write instead.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli, writeSite } from '../support/cli.ts';

describe('custom elements in a page', () => {
  it('leave an empty one out with a warning at it, as Docusaurus draws nothing of it, and the page builds', async () => {
    const root = await writeSite('docu-custom-element-empty', {
      'content/docs/tour.md': '# Tour\n\nThe start of the tour.\n\n<tour-stop />\n\nA <step-mark></step-mark> in a line.\n',
    });
    const result = await runCli(['build', root]);
    expect(result.code).toBe(0);
    expect(result.stderr).toContain('content/docs/tour.md:5:1  warning  <tour-stop> is a custom element, which draws nothing until a script defines it, and content runs none: it is left out of the page');
    expect(result.stderr).toContain('content/docs/tour.md:7:3  warning  <step-mark> is a custom element');
    const html = await readFile(path.join(root, 'build', 'docs', 'tour', 'index.html'), 'utf8');
    expect(html).toContain('<p>The start of the tour.</p>');
    expect(html).not.toContain('tour-stop');
    expect(html).not.toContain('step-mark');
  });

  it('refuse one holding content, with a hint to write it as a div or span or a component of the site; an SVG name stays no custom element', async () => {
    const root = await writeSite('docu-custom-element-content', {
      'content/docs/tour.md': '# Tour\n\n<tour-card>First stop</tour-card>\n\n<font-face />\n',
    });
    const result = await runCli(['build', root]);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('content/docs/tour.md:3:1  error  <tour-card> is not an HTML element content may use.');
    expect(result.stderr).toContain('hint: <tour-card> is a custom element, which a script of the site defines, and content runs none: write what it holds in a <div> or <span>');
    expect(result.stderr).toContain('content/docs/tour.md:5:1  error  <font-face> is not an HTML element content may use.');
  });
});
