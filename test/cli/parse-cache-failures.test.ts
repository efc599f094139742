// A page that failed before its imports were known (the stack ran out while a value it reads or a
// file it includes was expanded, or a bug of ours) is not cached: cached by its own text alone, it
// kept its error after the file that caused it was fixed (found with a JSON data module 200,000
// levels deep, before data modules were held to a depth). No file makes one fail so today, so the
// cache is driven directly.
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from '../../cli/content/page.ts';
import { TOO_DEEP_MESSAGE } from '../../cli/content/markdown-limits.ts';
import { ParseCache } from '../../cli/incremental/parse-cache.ts';
import { TMP } from '../support/cli.ts';

const values = { providerName: 'Cache Pay', providerUrl: 'https://cache.example' };
const source = (contentPath: string, text: string) => ({ absPath: `/site/content/${contentPath}`, file: `content/${contentPath}`, contentPath, text });
const page = (contentPath: string, diagnostics: Page['diagnostics']): Page =>
  ({ source: source(contentPath, `# ${contentPath}\n`), frontmatter: {}, title: contentPath, hasOwnH1: true, headings: [], links: [], anchors: [], diagnostics, includes: [], fileRefs: [] }) as unknown as Page;

describe('the parse cache and pages that failed before their imports were known', () => {
  it('keeps a page with its own error, and forgets one whose stack ran out or that met a bug of ours', async () => {
    const root = path.join(TMP, 'parse-cache-failures');
    await mkdir(root, { recursive: true });
    process.env.DEVCENTER_CACHE_DIR ??= path.join(TMP, 'parse-cache-failures-cache');
    const own = { severity: 'error' as const, code: 'mdx', message: 'Unknown component <X>.', file: 'content/docs/own.md' };
    const deep = { severity: 'error' as const, code: 'content-limit', message: TOO_DEEP_MESSAGE, file: 'content/docs/deep.md' };
    const ours = { severity: 'error' as const, code: 'internal', message: 'internal error: devcenter failed on this file (TypeError: x). This is a bug of devcenter, not of the file.', file: 'content/docs/bug.md' };
    const written = await ParseCache.open(root, values, 'build');
    await written.save([page('docs/own.md', [own]), page('docs/deep.md', [deep]), page('docs/bug.md', [ours])]);
    const read = await ParseCache.open(root, values, 'build');
    expect(read.get(source('docs/own.md', '# docs/own.md\n'))?.diagnostics).toEqual([own]);
    expect(read.get(source('docs/deep.md', '# docs/deep.md\n'))).toBeUndefined();
    expect(read.get(source('docs/bug.md', '# docs/bug.md\n'))).toBeUndefined();
  });
});
