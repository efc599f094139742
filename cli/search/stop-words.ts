// removeStopWords for English: words that say little about what a reader looks for ("how do I …"),
// left out of a query so a question ranks pages by its real words. Algolia's list is longer; these
// are the common function words of readers' questions, and what an apostrophe leaves of a
// contraction or a possessive ("customer's" is "customer" and "s").
const ENGLISH = new Set(
  (
    'd ll m re s t ve ' +
    'a about after again all am an and any are as at be been before being between both but by can could did do does doing down during each ' +
    'few for from further had has have having he her here hers him his how i if in into is it its itself just me more most my no nor not ' +
    'of off on once only or other our ours out over own same she should so some such than that the their theirs them then there these they ' +
    'this those through to too under until up very was we were what when where which while who whom why will with would you your yours'
  ).split(' '),
);

/** Whether a normalised query word is an English stop word. */
export const isStopWord = (word: string) => ENGLISH.has(word);
