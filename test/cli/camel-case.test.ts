// Where a word written in camel case splits (camelCaseAttributes), as the index and the highlighter read it.
import { describe, expect, it } from 'vitest';
import { camelCaseSplits } from '../../cli/search/tokenize.ts';

const parts = (word: string) => {
  const splits = camelCaseSplits(word, 0, word.length);
  if (!splits) return [word];
  const bounds = [0, ...splits, word.length];
  return bounds.slice(1).map((end, i) => word.slice(bounds[i], end));
};

describe('camel-case words', () => {
  it('splits before a capital that follows a lower-case letter or a digit, and at the end of an acronym', () => {
    expect(parts('primaryColor')).toEqual(['primary', 'Color']);
    expect(parts('autoCreateOrder')).toEqual(['auto', 'Create', 'Order']);
    expect(parts('PromoHandle')).toEqual(['Promo', 'Handle']);
    expect(parts('HTTPServer')).toEqual(['HTTP', 'Server']);
    expect(parts('getV2Order')).toEqual(['get', 'V2', 'Order']);
  });

  it('leaves a word of one part whole', () => {
    for (const word of ['checkout', 'Checkout', 'API', 'v2', 'X', 'ID']) expect(parts(word)).toEqual([word]);
  });
});
