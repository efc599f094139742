// A code block's tokens travel compact in page data (runtime/shared/code-tokens.ts). Page data is
// untrusted: what the runtime makes of a tampered block is only spans with a listed class, and text.
import { describe, expect, it } from 'vitest';
import { compactCodeTokens, expandCodeTokens } from '../../runtime/shared/code-tokens.ts';
import type { PageElement, PageNode } from '../../runtime/shared/types.ts';

describe('compact code tokens', () => {
  it('come back as the very spans they were, nested ones and other elements too', () => {
    const code: PageElement = [
      'code',
      null,
      ['span', { className: 'code-line code-line--highlighted', 'data-line': '1' }, ['span', { className: 'token keyword' }, 'const'], ' a ', ['span', { className: 'token operator' }, '=']],
      '\n',
      ['span', { className: 'token template-string' }, ['span', { className: 'token punctuation' }, '`'], 'x', ['span', { className: 'token punctuation' }, '`']],
      ['span', { className: 'token keyword' }, 'let'],
    ];
    const compact = compactCodeTokens(code);
    expect(compact[1]).toEqual({ tokenClasses: ['token keyword', 'token operator', 'token template-string', 'token punctuation'] });
    expect(expandCodeTokens(compact[1], compact.slice(2) as PageNode[])).toEqual(code.slice(2));
  });

  it('leave a block without tokens as it is', () => {
    const plain: PageElement = ['code', { className: 'x' }, 'plain text'];
    expect(compactCodeTokens(plain)).toBe(plain);
  });

  it('drop what a tampered file puts in their place: an index with no class, a class that is not text, nesting past any highlighter', () => {
    let deep: unknown = 'deep';
    for (let i = 0; i < 500; i++) deep = [0, deep];
    const children = [[0, 'ok'], [7, 'no such class'], [1, 'class is an object'], [-1, 'negative'], [{}, 'head is an object'], ['span', { className: 'x' }, [0, 'inner']], deep] as unknown as PageNode[];
    const expanded = expandCodeTokens({ tokenClasses: ['token keyword', { toString: 'x' }] }, children);
    expect(expanded.slice(0, 2)).toEqual([['span', { className: 'token keyword' }, 'ok'], ['span', { className: 'x' }, ['span', { className: 'token keyword' }, 'inner']]]);
    expect(JSON.stringify(expanded)).not.toContain('"deep"');
    // Without a list of classes, children are left as they are (renderNode draws no array it does not know).
    expect(expandCodeTokens({ tokenClasses: 'token keyword' }, children)).toBe(children);
  });
});
