// Issue #16, point 8: an error in one file never hides another file's errors. A bug of devcenter
// met while parsing one file fails that file, named as ours, and leaves the others to be checked.
import { describe, expect, it } from 'vitest';
import type { BuildTimeValues } from '../../cli/content/build-time-components.ts';
import { parsePage } from '../../cli/content/parse.ts';

const source = (contentPath: string, text: string) => ({ absPath: `/site/content/${contentPath}`, file: `content/${contentPath}`, contentPath, text });

describe('a failure of devcenter on one file', () => {
  it('fails that file with a message that names it and says the bug is ours, instead of stopping everything', () => {
    // No provider values: replacing <ProviderName /> then throws inside the parser, as a bug would.
    const broken = parsePage(source('docs/a.mdx', '# A\n\nBy <ProviderName />.\n'), undefined as unknown as BuildTimeValues);
    expect(broken.diagnostics).toHaveLength(1);
    expect(broken.diagnostics[0]).toMatchObject({ severity: 'error', code: 'internal', file: 'content/docs/a.mdx' });
    expect(broken.diagnostics[0].message).toMatch(/^internal error: devcenter failed on this file \(TypeError: .*\)\. This is a bug of devcenter, not of the file\.$/);
  });

  it('leaves the other files to report their own problems', () => {
    const values = { providerName: 'Fixture Pay', providerUrl: 'https://pay.fixture.example' };
    const other = parsePage(source('docs/b.mdx', '# B\n\n<Unknown />\n'), values);
    expect(other.diagnostics.map((d) => d.message)).toEqual(['Unknown component <Unknown>.']);
  });
});
