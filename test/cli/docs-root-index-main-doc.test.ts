// The docs root's index (content/docs/index.md) is the doc devcenter names "": given a slug of its own
// (Hasura's `slug: index`) and first in the sidebar, it is the docs' main doc, as in Docusaurus. The
// empty id read as no doc, and the docs led to the sidebar's second doc.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli, writeSite } from '../support/cli.ts';

describe('the docs root index with a slug of its own', () => {
  it('is the main doc: /docs and the navbar Docs lead to it, not to another doc', async () => {
    const site = await writeSite('docs-root-index-main-doc', {
      'content/docs/index.md': '---\ntitle: Welcome\nslug: welcome\nsidebar_position: 0\n---\n\n# Welcome\n\nThe introduction.\n',
      // Before the index in the docs' own order (by file), after it in the sidebar's.
      'content/docs/about.md': '---\nsidebar_position: 2\n---\n\n# About\n\nWho we are.\n',
      'content/docs/setup.md': '---\nsidebar_position: 1\n---\n\n# Setup\n\nSet it up.\n',
    });
    const built = await runCli(['build', site]);
    expect(built.code, built.stderr).toBe(0);
    const docsRedirect = await readFile(path.join(site, 'build/docs/index.html'), 'utf8');
    expect(docsRedirect).toContain('url=/docs/welcome"');
    const page = await readFile(path.join(site, 'build/docs/setup/index.html'), 'utf8');
    expect(page).toMatch(/href="\/docs\/welcome"[^>]*>Docs</);
  });
});
