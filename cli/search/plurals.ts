// ignorePlurals for English: a query word also matches its singular or plural, at no typo and as an
// exact match (Algolia's alternativesAsExact counts plurals as exact). Rules, not a dictionary: the
// index's own vocabulary decides which of the forms exist, so a wrong guess finds nothing.

const SIBILANT = /(s|x|z|ch|sh)$/;
const CONSONANT_Y = /[^aeiou]y$/;

/** The other grammatical numbers a word may have in English (not the word itself). */
export function pluralAlternatives(word: string): string[] {
  // Short words and numbers have no plural worth guessing ("us", "is", "2024").
  if (word.length < 3 || /\d/.test(word)) return [];
  const forms = new Set<string>();
  if (word.endsWith('ies') && word.length > 4) forms.add(`${word.slice(0, -3)}y`);
  if (word.endsWith('es') && SIBILANT.test(word.slice(0, -2))) forms.add(word.slice(0, -2));
  if (word.endsWith('s') && !word.endsWith('ss') && !word.endsWith('us') && !word.endsWith('is')) forms.add(word.slice(0, -1));
  if (CONSONANT_Y.test(word)) forms.add(`${word.slice(0, -1)}ies`);
  else if (SIBILANT.test(word)) forms.add(`${word}es`);
  else if (!word.endsWith('s')) forms.add(`${word}s`);
  forms.delete(word);
  return [...forms];
}
