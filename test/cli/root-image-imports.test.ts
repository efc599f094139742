// A picture imported from the site's root (`import badge from '/img/badge.png'`, then
// `<img src={badge} />`): Docusaurus's webpack looks for it in static/ first (its resolve.roots list
// the static folders before the site's), so FINOS FDC3's badges in static/img/community/ build there.
// devcenter read the path as @site/img/… and reported it missing from content/img/, failing the build.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli, writeSite } from '../support/cli.ts';

describe('a picture imported from the site root', () => {
  it("is the file of static/ at that path, written as its address; one static/ lacks is still an error", async () => {
    const page = "# Badges\n\nimport badge from '/img/badge.png';\n\n<img src={badge} alt=\"Badge\" />\n";
    const site = await writeSite('root-image-imports', { 'content/docs/badges.mdx': page, 'static/img/badge.png': 'PNG' });
    const build = await runCli(['build', site]);
    expect(build.stderr).not.toContain('error');
    expect(build.code).toBe(0);
    const html = await readFile(path.join(site, 'build', 'docs', 'badges', 'index.html'), 'utf8');
    expect(html).toContain('<img src="/img/badge.png" alt="Badge"/>');

    const missing = await writeSite('root-image-imports-missing', { 'content/docs/badges.mdx': page });
    const failed = await runCli(['check', missing]);
    expect(failed.code).toBe(1);
    expect(failed.stderr).toContain('content/docs/badges.mdx:5:6  error  broken file link');
    // Said as where it is looked for: static/ first; the address is from the site's root, not relative to the page.
    expect(failed.stderr).toContain('there is no static/img/badge.png, nor content/img/badge.png.');
    expect(failed.stderr).toContain("hint: an address from the site's root is a file of static/ (or of content/): put the file in static/ (static/img/badge.png is /img/badge.png), or correct the address.");
  });
});
