// The search engine over DocSearch records: matching, ranking, filters, highlight and snippet.
import { describe, expect, it } from 'vitest';
import { SearchEngine } from '../../cli/search/engine.ts';
import { readSearchParams } from '../../cli/search/search-params.ts';
import type { SearchRecord } from '../../cli/search/records.ts';

let position = 0;
function record(lvl0: string, lvl1: string, extra: { lvl2?: string; content?: string; tag?: string; anchor?: string } = {}): SearchRecord {
  const hierarchy = { lvl0, lvl1, lvl2: extra.lvl2 ?? null, lvl3: null, lvl4: null, lvl5: null, lvl6: null };
  const url = `https://site.example/docs/${lvl1.toLowerCase().replace(/\W+/g, '-')}`;
  const type = extra.content ? 'content' : extra.lvl2 ? 'lvl2' : 'lvl1';
  return {
    objectID: `${position++}-${url}`,
    url: extra.anchor ? `${url}#${extra.anchor}` : url,
    url_without_anchor: url,
    anchor: extra.anchor ?? null,
    content: extra.content ?? null,
    type,
    hierarchy,
    ...hierarchy,
    weight: { pageRank: 0, level: type === 'lvl1' ? 100 : type === 'lvl2' ? 90 : 0, position },
    language: 'en',
    docusaurus_tag: extra.tag ?? 'docs-default-current',
  };
}

const records = [
  record('Plugin', 'Checkout options'),
  record('Plugin', 'Checkout options', { lvl2: 'Events', anchor: 'events' }),
  record('Plugin', 'Checkout options', { lvl2: 'Events', anchor: 'events', content: 'The plugin emits an approved event when the customer is approved for financing.' }),
  record('API', 'Applications', { content: 'Create an application for the customer with a secret key.' }),
  record('API', 'Refunds', { content: 'A refund reduces the balance; partial refunds are allowed after fulfillment of the order.' }),
  record('Marketing', 'Compliance', { content: 'Never write <script>alert(1)</script> in a promotional message.', tag: 'default' }),
];
const engine = new SearchEngine(records);
const search = (query: string, extra: Record<string, unknown> = {}) => engine.search('docs', { query, ...extra });
/** Each hit as "page title|type". */
const titles = (query: string, extra: Record<string, unknown> = {}) => search(query, extra).hits.map((h) => `${(h.hierarchy as { lvl1: string }).lvl1}|${String(h.type)}`);

describe('the search engine', () => {
  it('matches the last word as a prefix while the reader types', () => {
    // The Events heading and the paragraph under it share one URL and anchor: distinct keeps the heading.
    expect(titles('check')).toEqual(['Checkout options|lvl1', 'Checkout options|lvl2']);
    expect(titles('ref')).toEqual(['Refunds|content']);
  });

  it('tolerates one typo from 4 letters and two from 8, and ranks exact matches first', () => {
    expect(titles('refnd')).toEqual(['Refunds|content']);
    expect(titles('aplication')).toEqual(['Applications|content']);
    expect(titles('fulfilmant')).toEqual(['Refunds|content']); // 10 letters: two typos allowed
    expect(titles('cutomer approvd')).toEqual(['Checkout options|content']);

  });

  it('requires every query word while some record holds them all, and ranks an earlier match in content first', () => {
    expect(titles('customer approved')).toEqual(['Checkout options|content']);
    expect(titles('customer secret')).toEqual(['Applications|content']);
    // content is an ordered attribute: "customer" is its 5th word in Applications, its 7th in Checkout options.
    expect(titles('customer')).toEqual(['Applications|content', 'Checkout options|content']);
    expect(titles('customer nowhere', { removeWordsIfNoResults: 'none' })).toEqual([]);
  });

  it('ranks a match in a heading above a match in content', () => {
    expect(titles('events')[0]).toBe('Checkout options|lvl2');
    expect(search('events').hits[0].type).toBe('lvl2');
  });

  it('applies facet filters as Algolia reads them: a list is AND, a nested list is OR, a minus before the value negates', () => {
    expect(titles('', { facetFilters: ['docusaurus_tag:default'] })).toEqual(['Compliance|content']);
    expect(search('', { facetFilters: ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']] }).nbHits).toBe(records.length - 1);
    expect(search('', { facetFilters: ['docusaurus_tag:-default'] }).nbHits).toBe(records.length - 2);
    // A nested attribute is named by its path.
    expect(titles('', { facetFilters: ['hierarchy.lvl0:API'] }).sort()).toEqual(['Applications|content', 'Refunds|content']);
    expect(search('', { facetFilters: ['hierarchy.lvl0:-API'] }).hits.every((hit) => (hit.hierarchy as { lvl0: string }).lvl0 !== 'API')).toBe(true);
    // "\-" begins a value that really starts with a minus: here, one no record has.
    expect(search('', { facetFilters: ['docusaurus_tag:\\-default'] }).nbHits).toBe(0);
    // Only faceted attributes filter: on another, a filter matches nothing and its negation everything.
    expect(search('', { facetFilters: ['url:https://site.example/docs/applications'] }).nbHits).toBe(0);
    expect(search('', { facetFilters: ['url:-https://site.example/docs/applications'] }).nbHits).toBe(search('').nbHits);
  });

  it('applies a filters string: AND, OR in parentheses, NOT, quotes, numbers, ranges and tags', () => {
    const lvl0s = (filters: string) => search('', { filters, distinct: false, hitsPerPage: 100 }).hits.map((h) => (h.hierarchy as { lvl0: string }).lvl0).sort();
    expect(lvl0s('hierarchy.lvl0:API')).toEqual(['API', 'API']);
    // Facet values are compared without regard to case; a quoted value may hold spaces and keywords.
    expect(lvl0s('hierarchy.lvl0:api')).toEqual(['API', 'API']);
    expect(lvl0s('hierarchy.lvl0:"Marketing"')).toEqual(['Marketing']);
    expect(lvl0s('NOT hierarchy.lvl0:Plugin')).toEqual(['API', 'API', 'Marketing']);
    expect(lvl0s('(hierarchy.lvl0:API OR hierarchy.lvl0:Marketing) AND type:content')).toEqual(['API', 'API', 'Marketing']);
    expect(lvl0s('hierarchy.lvl0:API OR hierarchy.lvl0:Marketing')).toEqual(['API', 'API', 'Marketing']);
    expect(lvl0s('weight.level >= 90')).toEqual(['Plugin', 'Plugin']);
    expect(lvl0s('weight.level:90 TO 100 AND NOT type:lvl1')).toEqual(['Plugin']);
    expect(lvl0s('weight.level != 0 AND weight.level < 100')).toEqual(['Plugin']);
    // No record has tags; a filter on an attribute that is not faceted matches nothing.
    expect(lvl0s('_tags:docs')).toEqual([]);
    expect(lvl0s('NOT _tags:docs AND url:x')).toEqual([]);
    // Combined with facetFilters: both must hold.
    expect(search('', { filters: 'type:content', facetFilters: ['hierarchy.lvl0:API'], distinct: false }).nbHits).toBe(2);
  });

  it('applies numericFilters and tagFilters in the list form of facetFilters, ANDed with the rest', () => {
    const count = (extra: Record<string, unknown>) => search('', { distinct: false, hitsPerPage: 100, ...extra }).nbHits;
    expect(count({ numericFilters: ['weight.level>=90'] })).toBe(2);
    expect(count({ numericFilters: ['weight.level:1 TO 95'] })).toBe(1);
    expect(count({ numericFilters: [['weight.level=100', 'weight.level=0']] })).toBe(records.length - 1);
    expect(count({ numericFilters: 'weight.level<100', facetFilters: ['hierarchy.lvl0:Plugin'] })).toBe(2);
    expect(count({ numericFilters: ['weight.level>=90'], filters: 'type:lvl2' })).toBe(1);
    // A path where no record holds a number matches none (NOT: all), as Algolia answers it.
    expect(count({ numericFilters: ['price<1'] })).toBe(0);
    expect(count({ filters: 'NOT price<1' })).toBe(records.length);
    expect(count({ numericFilters: ['hierarchy.lvl0>=0'] })).toBe(0);
    // Facet values match whatever their case, in facetFilters as in the filters string.
    expect(count({ facetFilters: ['type:LVL1'] })).toBe(count({ facetFilters: ['type:lvl1'] }));
    expect(count({ facetFilters: [['hierarchy.lvl0:api', 'hierarchy.lvl0:MARKETING']] })).toBe(3);
    // No record has tags.
    expect(count({ tagFilters: ['docs'] })).toBe(0);
    expect(count({ tagFilters: ['-docs'] })).toBe(records.length);
    expect(() => readSearchParams({ numericFilters: ['type:lvl1'] })).toThrow('Invalid value for "numericFilters" parameter: "type:lvl1" is not one numeric comparison');
    expect(() => readSearchParams({ numericFilters: ['price>'] })).toThrow(/^Invalid value for "numericFilters" parameter: Unexpected token end of filter expected a number/);
  });

  it('counts two neighbouring letters swapped as one typo, as Algolia does', () => {
    expect(titles('refnud')).toEqual(['Refunds|content']);
    expect(titles('evnet')[0]).toBe('Checkout options|lvl2');
    // A 6-letter word has one typo: one swap finds it, two do not.
    expect(titles('sercet')).toEqual(['Applications|content']);
    expect(titles('escret')).toEqual(['Applications|content']);
    expect(titles('esrcet')).toEqual([]);
  });

  it('counts a typo on the first letter twice, as Algolia does, without losing the match', () => {
    // "bailer" is one edit from both pages' word: from "baller" inside it, from "mailer" on its first
    // letter, which counts 2 and ranks that page second though the custom ranking puts it first.
    const own = new SearchEngine([
      record('Guides', 'Mailer', { content: 'The mailer sends receipts.' }),
      record('Guides', 'Baller', { content: 'The baller throws.' }),
    ]);
    const ranked = (query: string) => own.search('docs', { query, getRankingInfo: true }).hits.map((h) => `${(h.hierarchy as { lvl1: string }).lvl1}:${(h._rankingInfo as { nbTypos: number }).nbTypos}`);
    expect(ranked('bailer')).toEqual(['Baller:1', 'Mailer:2']);
    expect(ranked('mailer')).toEqual(['Mailer:0']);
    // Which words match still counts edits: "ailer" (first letter left out) is one edit, counted 2.
    expect(ranked('ailer')).toEqual(['Mailer:2']);
  });

  it('finds a word typed with a space in it by joining the query words (concatenation), as Algolia does with typos allowed', () => {
    const own = new SearchEngine([
      record('API', 'Webhooks', { content: 'Register a webhook endpoint for prequalification events.' }),
      record('API', 'Sites', { content: 'The web site has a hook.' }),
    ]);
    const hits = (query: string, extra: Record<string, unknown> = {}) =>
      own.search('docs', { query, removeWordsIfNoResults: 'none', getRankingInfo: true, ...extra }).hits.map((h) => `${(h.hierarchy as { lvl1: string }).lvl1}:${(h._rankingInfo as { nbTypos: number }).nbTypos}`);
    // "web hook" is both words apart (Sites) and one word (Webhooks), neither a typo.
    expect(hits('web hook').sort()).toEqual(['Sites:0', 'Webhooks:0']);
    expect(hits('endpoint web hook')).toEqual(['Webhooks:0']);
    const highlighted = own.search('docs', { query: 'endpoint web hook' }).hits[0]._highlightResult as { content: { value: string; matchedWords: string[] } };
    expect(highlighted.content.value).toBe('Register a <em>webhook</em> <em>endpoint</em> for prequalification events.');
    expect(highlighted.content.matchedWords.sort()).toEqual(['endpoint', 'hook', 'web']);
    // The word being typed joins as a prefix; three words join whole ("pr equal ification").
    expect(hits('endpoint web ho')).toEqual(['Webhooks:0']);
    expect(hits('pr equal ification')).toEqual(['Webhooks:0']);
    // Words of a phrase are matched as typed, and typoTolerance false joins nothing (as on Algolia).
    expect(hits('"endpoint web" hook')).toEqual([]);
    expect(hits('endpoint web hook', { typoTolerance: false })).toEqual([]);
    // Neighbours as typed: a stop word left out, or an excluded word, between two keeps them apart.
    expect(hits('web the hook')).toEqual(['Sites:0']);
    expect(hits('web -foo hook')).toEqual(['Sites:0']);
    expect(hits('endpoint web the hook')).toEqual([]);
  });

  it('finds two words typed as one by splitting the query word (splitting), as Algolia does with typos allowed', () => {
    const own = new SearchEngine([
      record('General', 'Testing', { content: 'Turn on sandbox mode before you test.' }),
      record('General', 'Modes', { content: 'Each mode has a sandbox of its own.' }),
    ]);
    const pages = (query: string, extra: Record<string, unknown> = {}) => own.search('docs', { query, removeWordsIfNoResults: 'none', ...extra }).hits.map((h) => (h.hierarchy as { lvl1: string }).lvl1);
    // The two words side by side and in that order (Testing), not apart (Modes), with no typo.
    expect(pages('sandboxmode')).toEqual(['Testing']);
    expect(own.search('docs', { query: 'sandboxmode', getRankingInfo: true }).hits.map((h) => (h._rankingInfo as { nbTypos: number }).nbTypos)).toEqual([0]);
    expect(pages('modesandbox')).toEqual([]);
    expect((own.search('docs', { query: 'sandboxmode test' }).hits[0]._highlightResult as { content: { value: string } }).content.value).toBe('Turn on <em>sandbox</em> <em>mode</em> before you <em>test</em>.');
    // Not in a phrase, and not with typoTolerance false.
    expect(pages('"sandboxmode"')).toEqual([]);
    expect(pages('sandboxmode', { typoTolerance: false })).toEqual([]);
  });

  it('finds words joined by an indexed separator side by side and in order (sequence expressions), as Algolia does', () => {
    const own = new SearchEngine([
      record('API', 'Fields', { content: 'Read approved_amount before you charge.' }),
      record('API', 'Other', { content: 'The amount_approved flag: approved, with an amount.' }),
    ]);
    const pages = (query: string, extra: Record<string, unknown> = {}) => own.search('docs', { query, ...extra }).hits.map((h) => (h.hierarchy as { lvl1: string }).lvl1);
    // "approved _ amount" side by side: Other holds the three words, never in that order together.
    expect(pages('approved_amount')).toEqual(['Fields']);
    // The last word still a prefix, a word still a typo.
    expect(pages('approved_am')).toEqual(['Fields']);
    expect(pages('aproved_amount')).toEqual(['Fields']);
    // Typed apart, they are plain words.
    expect(pages('approved amount').sort()).toEqual(['Fields', 'Other']);
    // optionalWords leaves a sequence's words required; once no record holds every word, they are
    // plain words again (removeWordsIfNoResults), the page holding them in order first.
    expect(pages('approved_amount zzzunknown', { optionalWords: ['approved', 'amount', 'zzzunknown'] })).toEqual(['Fields']);
    expect(pages('approved_amount zzzunknown')).toEqual(['Fields', 'Other']);
  });

  it('follows typoTolerance (true, false, min, strict) and restrictSearchableAttributes', () => {
    const small = new SearchEngine([
      record('Shop', 'Shipping', { content: 'The order ships today.' }),
      record('Hardware', 'Models', { content: 'An older model of the terminal.' }),
    ]);
    const pages = (extra: Record<string, unknown>) => small.search('docs', { query: 'order', ...extra }).hits.map((h) => (h.hierarchy as { lvl1: string }).lvl1).sort();
    // "older" is one typo from "order".
    expect(pages({})).toEqual(['Models', 'Shipping']);
    expect(pages({ typoTolerance: false })).toEqual(['Shipping']);
    expect(pages({ typoTolerance: 'false' })).toEqual(['Shipping']);
    expect(pages({ typoTolerance: 'min' })).toEqual(['Shipping']);
    expect(pages({ typoTolerance: 'strict' })).toEqual(['Models', 'Shipping']);
    // Only in the headings, no record holds the word.
    expect(pages({ restrictSearchableAttributes: ['hierarchy.lvl0', 'hierarchy.lvl1'] })).toEqual([]);
    expect(pages({ restrictSearchableAttributes: ['content'], typoTolerance: 'min' })).toEqual(['Shipping']);
    expect(titles('plugin', { restrictSearchableAttributes: ['content'], distinct: false })).toEqual(['Checkout options|content']);
    expect(titles('plugin', { distinct: false })).toHaveLength(3);
    expect(() => readSearchParams({ typoTolerance: 'sometimes' })).toThrow('Invalid value for "typoTolerance" parameter');
    expect(() => readSearchParams({ restrictSearchableAttributes: ['url'] })).toThrow('Invalid value for "restrictSearchableAttributes" parameter');
  });

  it('says a page number past the safe integers is too large, not below 0', () => {
    expect(() => readSearchParams({ page: 1e20 })).toThrow('Invalid value for "page" parameter: 100000000000000000000 is too large.');
    expect(() => readSearchParams({ page: -1 })).toThrow('Invalid value for "page" parameter: -1 is below 0.');
  });

  it('refuses a malformed filters string with Algolia\'s wording and the column', () => {
    const message = (filters: string) => {
      try {
        readSearchParams({ query: '', filters });
        return null;
      } catch (error) {
        return (error as Error).message;
      }
    };
    expect(message('Type: Important dates')).toBe('filters: Unexpected token string(dates) expected end of filter at col 17');
    expect(message('(a:1 AND b:2)')).toBe("filters: Unexpected token string(AND) expected ')' at col 6");
    expect(message('NOT (a:1 OR a:2)')).toBe("filters: Unexpected token '(' expected a filter at col 5");
    expect(message('a:1 OR b > 3')).toMatch(/cannot be ORed together/);
    expect(message('price:low TO 10')).toBe('filters: Unexpected token string(low) expected a number at col 7');
    expect(message('a:"open')).toBe('filters: Unterminated string at col 3');
    expect(message('hierarchy.lvl0:API AND (type:lvl1 OR type:content)')).toBeNull();
  });

  it('keeps one hit per URL and anchor (distinct), and pages through the rest', () => {
    const all = search('', { hitsPerPage: 2 });
    expect([all.nbHits, all.nbPages, all.hits.length, all.page]).toEqual([5, 3, 2, 0]);
    expect(search('', { hitsPerPage: 2, page: 2 }).hits).toHaveLength(1);
  });

  it('highlights matches with the given tags and escapes everything else', () => {
    const hit = search('script message', { highlightPreTag: '<mark>', highlightPostTag: '</mark>' }).hits[0] as { _highlightResult: { content: { value: string; matchLevel: string; matchedWords: string[] } } };
    expect(hit._highlightResult.content).toEqual({
      value: 'Never write &lt;<mark>script</mark>&gt;alert(1)&lt;/<mark>script</mark>&gt; in a promotional <mark>message</mark>.',
      matchLevel: 'full',
      matchedWords: ['script', 'message'],
      fullyHighlighted: false,
    });
  });

  it('highlights only the typed part of a prefix match', () => {
    const hit = search('checko').hits[0] as { _highlightResult: { hierarchy: { lvl1: { value: string } } } };
    expect(hit._highlightResult.hierarchy.lvl1.value).toBe('<em>Checko</em>ut options');
  });

  it('cuts snippets to N words around the first match, with the ellipsis text', () => {
    const hit = search('fulfillment', { attributesToSnippet: ['content:5'], snippetEllipsisText: '…', highlightPreTag: '<mark>', highlightPostTag: '</mark>' }).hits[0] as { _snippetResult: { content: { value: string; matchLevel: string } } };
    expect(hit._snippetResult.content).toEqual({ value: '…after <mark>fulfillment</mark> of the order.', matchLevel: 'full' });
    const long = search('balance', { attributesToSnippet: ['content:4'], highlightPreTag: '[', highlightPostTag: ']' }).hits[0] as { _snippetResult: { content: { value: string } } };
    expect(long._snippetResult.content.value).toBe('…the [balance]; partial refunds…');
  });

  it('returns only the attributes asked for, and a queryID with clickAnalytics', () => {
    const result = search('refund', { attributesToRetrieve: ['hierarchy.lvl1', 'url'], clickAnalytics: true });
    // _highlightResult and _snippetResult by the index's settings, which no parameter changed here.
    expect(Object.keys(result.hits[0]).sort()).toEqual(['_highlightResult', '_snippetResult', 'hierarchy', 'objectID', 'url']);
    expect(result.hits[0].hierarchy).toEqual({ lvl1: 'Refunds' });
    expect(result.queryID).toMatch(/^[0-9a-f]{32}$/);
    expect(result.params).toContain('query=refund');
  });

  it('counts hits with typos in nbHits and ranks them after the exact hits', () => {
    // The custom ranking puts "Refunt" (one typo from "refund") first; the typo criterion comes before it.
    const engine = new SearchEngine([record('Guides', 'Refunt'), record('Guides', 'Refund')]);
    const result = engine.search('docs', { query: 'refund' });
    expect(result.hits.map((h) => (h.hierarchy as { lvl1: string }).lvl1)).toEqual(['Refund', 'Refunt']);
    expect(result.nbHits).toBe(2);
  });
});

describe('ranking the way the index settings say (words, filters, typo, attribute, proximity, exact, custom)', () => {
  type Ranked = { hits: { hierarchy: { lvl1: string }; _rankingInfo?: Record<string, number> }[]; queryAfterRemoval?: string; nbHits: number };
  const ranked = (query: string, extra: Record<string, unknown> = {}) => search(query, extra) as unknown as Ranked;
  const pages = (query: string, extra: Record<string, unknown> = {}) => ranked(query, extra).hits.map((h) => h.hierarchy.lvl1);

  it('makes every word optional when all of them find nothing (removeWordsIfNoResults), most words matched first', () => {
    // No record holds all three; Checkout options holds two of them, the others one (Refunds in its title, Applications in content).
    expect(pages('approved customer refund')).toEqual(['Checkout options', 'Refunds', 'Applications']);
    expect(ranked('approved customer refund').queryAfterRemoval).toBeUndefined();
    expect(pages('approved customer refund', { removeWordsIfNoResults: 'none' })).toEqual([]);
    // lastWords: the last word first, then the last two; the answer says which were left out.
    expect(ranked('customer secret nowhere', { removeWordsIfNoResults: 'lastWords' })).toMatchObject({ nbHits: 1, queryAfterRemoval: 'customer secret <em>nowhere</em>' });
    expect(ranked('nowhere customer secret', { removeWordsIfNoResults: 'firstWords' }).queryAfterRemoval).toBe('<em>nowhere</em> customer secret');
    expect(pages('nowhere customer secret', { removeWordsIfNoResults: 'firstWords' })).toEqual(['Applications']);
  });

  it('reads "a phrase" and -word with advancedSyntax, as plain words without it', () => {
    expect(pages('"approved event"')).toEqual(['Checkout options']);
    expect(pages('"event approved"')).toEqual([]);
    expect(pages('customer -secret')).toEqual(['Checkout options']);
    expect(pages('customer -secret', { advancedSyntax: false })).toEqual(['Applications']);
    expect(pages('customer -secret', { advancedSyntaxFeatures: ['exactPhrase'] })).toEqual(['Applications']);
    // Only a minus at a word's start excludes: "pre-approved" is two words.
    expect(pages('-nowhere refunds')).toEqual(['Refunds']);
  });

  it('counts a plural as the word itself (ignorePlurals), and reports the criteria with getRankingInfo', () => {
    const info = (query: string, extra: Record<string, unknown> = {}) => ranked(query, { getRankingInfo: true, ...extra }).hits[0]._rankingInfo;
    // The record says "events": the singular finds it as exactly as the plural; without plurals it is a typo.
    const hooks = new SearchEngine([record('API', 'Webhooks', { content: 'Subscribe to payment events here.' })]);
    const hookInfo = (extra: Record<string, unknown>) => (hooks.search('docs', { query: 'event subscribe', getRankingInfo: true, ...extra }).hits[0] as { _rankingInfo: Record<string, number> })._rankingInfo;
    expect(hookInfo({})).toMatchObject({ nbTypos: 0, nbExactWords: 2, words: 2 });
    expect(hookInfo({ ignorePlurals: false })).toMatchObject({ nbTypos: 1, nbExactWords: 1, words: 2 });
    // "event" is first met in the heading "Events" (attribute 2, word 0), but the content holds it next to
    // "approved" (word 4): with attributeCriteriaComputedByMinProximity that is the best matching attribute.
    // Content is the 15th searchable attribute (after hierarchy_radio's 7 and hierarchy's 7): 14 × 1000 + 4.
    expect(info('event approved')).toEqual({ nbTypos: 0, firstMatchedWord: 14004, proximityDistance: 1, userScore: expect.any(Number), geoDistance: 0, geoPrecision: 1, nbExactWords: 2, words: 2, filters: 0 });
  });

  it('ranks a heading that is exactly the query above one that only holds it (exactOnSingleWordQuery)', () => {
    // The longer title comes first by custom ranking: only the exact criterion puts the one-word title above it.
    const shops = new SearchEngine([record('Ecommerce', 'BigCommerce legacy accounts'), record('Ecommerce', 'BigCommerce')]);
    const order = (extra: Record<string, unknown> = {}) => shops.search('docs', { query: 'bigcommerce', ...extra }).hits.map((h) => (h.hierarchy as { lvl1: string }).lvl1);
    expect(order()).toEqual(['BigCommerce', 'BigCommerce legacy accounts']);
    expect(order({ exactOnSingleWordQuery: 'word' })).toEqual(['BigCommerce legacy accounts', 'BigCommerce']);
  });

  it('allows no typo on a number, and no prefix with queryType prefixNone', () => {
    const versions = new SearchEngine([record('Plugin', 'Changelog', { content: 'Version 2024 adds refunds.' })]);
    expect(versions.search('docs', { query: '2024' }).nbHits).toBe(1);
    expect(versions.search('docs', { query: '2025' }).nbHits).toBe(0);
    expect(versions.search('docs', { query: 'vesrion' }).nbHits).toBe(1);
    expect(pages('check')).toEqual(['Checkout options', 'Checkout options']);
    expect(pages('check', { queryType: 'prefixNone' })).toEqual([]);
  });

  it('leaves English stop words out of a query (removeStopWords), unless that leaves no word', () => {
    // "how do I refund an order": the words that say something are "refund" and "order", which Refunds holds.
    expect(pages('how do I refund an order')).toEqual(['Refunds']);
    expect(pages('how do I refund an order', { removeStopWords: false, removeWordsIfNoResults: 'none' })).toEqual([]);
    // A query of stop words alone is searched as typed; a possessive's "s" is one of them.
    expect(pages('an')).toEqual(['Applications', 'Checkout options']);
    expect(pages("the customer's secret")).toEqual(['Applications']);
  });

  it('makes the words optionalWords lists optional from the start, most words matched first', () => {
    // Every record holding "customer" or "secret": the one holding both first, without word removal.
    const answer = ranked('customer secret', { optionalWords: ['customer', 'secret'] });
    expect(answer.hits.map((h) => h.hierarchy.lvl1)).toEqual(['Applications', 'Checkout options']);
    expect(answer.queryAfterRemoval).toBeUndefined();
    // Only the listed word may be missing: "approved" stays required.
    expect(pages('approved secret', { optionalWords: 'secret' })).toEqual(['Checkout options']);
    expect(pages('approved secret', { optionalWords: 'secret', removeWordsIfNoResults: 'none' })).toEqual(['Checkout options']);
    expect(pages('approved secret', { removeWordsIfNoResults: 'none' })).toEqual([]);
  });

  it('matches a word with a typo in its other number too (ignorePlurals with typos)', () => {
    // "webhok" is two edits from "Webhooks", but one from its plural "webhoks".
    const hooks = new SearchEngine([record('API', 'Webhooks', { content: 'Deliveries carry a signature.' })]);
    expect(hooks.search('docs', { query: 'webhok signature', removeWordsIfNoResults: 'none' }).nbHits).toBe(1);
    expect(hooks.search('docs', { query: 'webhok signature', removeWordsIfNoResults: 'none', ignorePlurals: false }).nbHits).toBe(0);
    const highlighted = hooks.search('docs', { query: 'webhok signature' }).hits[0]._highlightResult as { hierarchy: { lvl1: { value: string } } };
    expect(highlighted.hierarchy.lvl1.value).toBe('<em>Webhooks</em>');
  });

  it('indexes "_" as a word (separatorsToIndex), so an error code finds the record holding it before those holding its words', () => {
    const codes = new SearchEngine([
      record('API', 'Orders', { content: 'An invalid order is refused before the amount is checked.' }),
      record('API', 'Errors', { content: 'invalid_order: the order is not valid.' }),
    ]);
    expect(codes.search('docs', { query: 'invalid_order' }).hits.map((h) => (h.hierarchy as { lvl1: string }).lvl1)).toEqual(['Errors']);
    const marked = codes.search('docs', { query: 'invalid_order' }).hits[0]._highlightResult as { content: { value: string } };
    expect(marked.content.value).toBe('<em>invalid</em><em>_</em><em>order</em>: the <em>order</em> is not valid.');
    // Without the separator the words alone find both.
    expect(codes.search('docs', { query: 'invalid order' }).nbHits).toBe(2);
  });

  it('finds a word written in camel case by its parts too (camelCaseAttributes), and highlights the part', () => {
    const options = new SearchEngine([
      { ...record('Plugin', 'Options', { content: 'Set primaryColor to your brand colour.' }) },
      { ...record('Plugin', 'Theme', { lvl2: 'autoCreateOrder', anchor: 'auto' }) },
    ]);
    const first = (query: string) => options.search('docs', { query, getRankingInfo: true }).hits[0] as { hierarchy: { lvl1: string }; _highlightResult: { content?: { value: string } }; _rankingInfo: { nbExactWords: number } };
    expect(first('primary color').hierarchy.lvl1).toBe('Options');
    // "colour" is one typo from "color". Joined, the two words are the whole word (concatenation).
    expect(first('primary color')._highlightResult.content?.value).toBe('Set <em>primaryColor</em> to your brand <em>colour</em>.');
    // Words that are its parts but do not join into it highlight the parts.
    expect(first('color brand')._highlightResult.content?.value).toBe('Set primary<em>Color</em> to your <em>brand</em> <em>colour</em>.');
    // The whole word still finds it, highlighted whole.
    expect(first('primarycolor')._highlightResult.content?.value).toBe('Set <em>primaryColor</em> to your brand colour.');
    // "create order" are two of its parts, side by side.
    expect(options.search('docs', { query: 'create order', removeWordsIfNoResults: 'none' }).nbHits).toBe(1);
    // A heading that is the one camel-case word is still the whole attribute (exactOnSingleWordQuery).
    expect(first('autoCreateOrder')._rankingInfo.nbExactWords).toBe(1);
  });

  it('counts, for the attribute criterion, the attribute where the query words stand closest (attributeCriteriaComputedByMinProximity)', () => {
    // One record has "refund" in its title and "order" in a heading; the other has "Refund an order" as one heading.
    const split = new SearchEngine([
      record('API', 'Order generation', { lvl2: 'Refunds and cancellations', anchor: 'refunds' }),
      { ...record('API', 'Reference', { lvl2: 'Orders', anchor: 'refund-order' }), hierarchy: { lvl0: 'API', lvl1: 'Reference', lvl2: 'Orders', lvl3: 'Refund an order', lvl4: null, lvl5: null, lvl6: null } },
    ]);
    const info = split.search('docs', { query: 'refund order', getRankingInfo: true }).hits.map((h) => [(h.hierarchy as { lvl1: string }).lvl1, (h._rankingInfo as { firstMatchedWord: number }).firstMatchedWord]);
    // Order generation: no attribute holds both words, so its best is the highest one holding any: its
    // own heading (hierarchy_radio.lvl2, attribute 2). Reference: its own heading "Orders" holds one
    // word, but hierarchy.lvl3 holds both side by side, and that one counts (attribute 7 + 3).
    expect(info).toEqual([['Order generation', 2000], ['Reference', 10000]]);
  });

  it('ranks a heading that holds the query above records that hold its words only through their headings (hierarchy_radio)', () => {
    // The Magento page's table row mentions 3.0.4 under a page titled "Magento 2": "3", "2" and "0"
    // are all there, one of them in a page title, which outranks the changelog's lower heading.
    const versions = new SearchEngine([
      { ...record('Ecommerce', 'Magento 2', { lvl2: 'Troubleshooting', content: 'Upgrade to 3.0.4 or later.' }) },
      record('Plugin', 'Plugin changelog', { lvl2: '3.2.0 (2024-09-12)', anchor: '320' }),
    ]);
    const first = (query: string, extra: Record<string, unknown> = {}) => (versions.search('docs', { query, getRankingInfo: true, ...extra }).hits[0] as { url: string; _rankingInfo: { firstMatchedWord: number } });
    // The changelog heading is its record's own heading (hierarchy_radio.lvl2): it comes first.
    expect(first('3.2.0').url).toMatch(/#320$/);
    expect(first('3.2.0')._rankingInfo.firstMatchedWord).toBe(2000);
    // Searched in the hierarchy alone, the page title wins the attribute criterion.
    expect(first('3.2.0', { restrictSearchableAttributes: ['hierarchy.lvl0', 'hierarchy.lvl1', 'hierarchy.lvl2', 'content'] }).url).not.toMatch(/#320$/);
  });

  it('lets a guard stop a query while it runs, and tells it what each hit adds to the answer', () => {
    let checkpoints = 0;
    let bytes = 0;
    const counting = { checkpoint: () => void checkpoints++, answerBytes: (n: number) => void (bytes += n) };
    const answer = engine.search('docs', { query: 'customer', hitsPerPage: 20 }, counting);
    expect(checkpoints).toBeGreaterThan(0);
    // The highlighted text the answer holds, counted as it is made.
    const values = (result: unknown): number =>
      typeof result !== 'object' || result === null ? 0 : 'value' in result ? String(result.value).length : Object.values(result).reduce((sum: number, inner) => sum + values(inner), 0);
    expect(bytes).toBe(answer.hits.reduce((sum, hit) => sum + values(hit._highlightResult) + values(hit._snippetResult), 0));
    const stopping = { checkpoint: () => { throw new Error('over budget'); }, answerBytes: () => {} };
    expect(() => engine.search('docs', { query: 'customer' }, stopping)).toThrow('over budget');
    // Tags of control characters count six times: they are escaped in JSON.
    let tagged = 0;
    engine.search('docs', { query: 'customer', highlightPreTag: '\u0001', highlightPostTag: '\u0001' }, { checkpoint: () => {}, answerBytes: (n) => void (tagged += n) });
    expect(tagged).toBeGreaterThan(bytes * 3);
  });

  it('asks the guard while it tests every record against the filters, in a search, a facet search and a browse', () => {
    // An empty query with a thousand filters tests every record against each: a stranger's cheap
    // request that held a server for seconds, until the guard was asked in that loop too.
    const many = Array.from({ length: 3000 }, (_, i) => record('Bulk', `Bulk page ${i}`, { content: `Paragraph ${i}.` }));
    const bulk = new SearchEngine(many);
    const filters = { query: '', numericFilters: Array.from({ length: 1000 }, (_, i) => `weight.position>=-${i + 1}`) };
    for (const [what, run] of [
      ['search', (guard: { checkpoint(): void; answerBytes(n: number): void }) => bulk.search('docs', filters, guard)],
      ['facet search', (guard: { checkpoint(): void; answerBytes(n: number): void }) => bulk.searchFacetValues('hierarchy.lvl0', { ...filters, facetQuery: 'b' }, guard)],
      ['browse', (guard: { checkpoint(): void; answerBytes(n: number): void }) => bulk.browse('docs', filters, 0, guard)],
    ] as const) {
      let checkpoints = 0;
      run({ checkpoint: () => void checkpoints++, answerBytes: () => {} });
      expect(checkpoints, what).toBeGreaterThanOrEqual(Math.floor(many.length / 256));
    }
    // Ten checkpoints in, the guard stops it.
    let asked = 0;
    expect(() => bulk.search('docs', filters, { checkpoint: () => { if (++asked > 10) throw new Error('over budget'); }, answerBytes: () => {} })).toThrow('over budget');
  });

  it('asks the guard as often when no filter leaves any record out (no test to ask of each)', () => {
    const many = Array.from({ length: 3000 }, (_, i) => record('Bulk', `Bulk page ${i}`, { content: `Paragraph ${i} of the bulk.` }));
    const bulk = new SearchEngine(many);
    // Every record passes these: the contextual filters of a site with one language.
    const params = { facetFilters: ['type:content', ['hierarchy.lvl0:Bulk']] };
    for (const query of [{ query: '' }, { query: 'par' }, { query: 'paragraph bul' }, { query: 'paragraph zzz bulk', optionalWords: ['zzz'] }]) {
      let checkpoints = 0;
      const found = bulk.search('docs', { ...params, ...query }, { checkpoint: () => void checkpoints++, answerBytes: () => {} });
      expect(found.nbHits, query.query).toBe(3000);
      expect(checkpoints, query.query).toBeGreaterThanOrEqual(Math.floor(many.length / 256));
    }
  });

  it('finds records by any of a thousand ORed tags, and leaves out those with an excluded one', () => {
    const tagged = new SearchEngine([
      { ...record('T', 'Tagged one'), _tags: ['alpha', 'beta'] },
      { ...record('T', 'Tagged two'), _tags: 'gamma' },
      record('T', 'Untagged'),
    ] as SearchRecord[]);
    const lvl1s = (extra: Record<string, unknown>) => tagged.search('docs', { query: '', ...extra }).hits.map((h) => (h.hierarchy as { lvl1: string }).lvl1).sort();
    const decoys = Array.from({ length: 998 }, (_, i) => `t${i}`);
    expect(lvl1s({ tagFilters: [[...decoys, 'beta', 'gamma']] })).toEqual(['Tagged one', 'Tagged two']);
    expect(lvl1s({ tagFilters: [[...decoys, 'gamma']] })).toEqual(['Tagged two']);
    expect(lvl1s({ tagFilters: [['-alpha']] })).toEqual(['Tagged two', 'Untagged']);
    expect(lvl1s({ filters: '_tags:alpha OR _tags:gamma' })).toEqual(['Tagged one', 'Tagged two']);
  });

  it('keeps a stop word that is the word being typed, and none is removed with prefixAll', () => {
    // "customer it": "it" may be the start of a word.
    expect(ranked('customer it', { removeWordsIfNoResults: 'none' }).nbHits).toBe(0 + ranked('customer it', { removeWordsIfNoResults: 'none', removeStopWords: false }).nbHits);
    expect(ranked('it customer', { removeWordsIfNoResults: 'none' }).nbHits).toBe(ranked('customer', {}).nbHits);
    expect(ranked('it customer', { removeWordsIfNoResults: 'none', queryType: 'prefixAll' }).nbHits).toBe(ranked('it customer', { removeWordsIfNoResults: 'none', queryType: 'prefixAll', removeStopWords: false }).nbHits);
  });

  it('does not list a record for an underscore alone when words become optional', () => {
    const codes = new SearchEngine([record('API', 'Errors', { content: 'invalid_order: the order is not valid.' }), record('API', 'Orders', { content: 'An order.' })]);
    expect(codes.search('docs', { query: 'unknown_code' }).nbHits).toBe(0);
    // A real word still finds its records, the underscore counted where it is.
    expect(codes.search('docs', { query: 'unknown_order' }).hits.map((h) => (h.hierarchy as { lvl1: string }).lvl1)).toEqual(['Errors', 'Orders']);
  });

  it('finds a camel-case part and a word with a combining accent in text that is not all ASCII', () => {
    const accents = new SearchEngine([record('Plugin', 'Thème', { content: 'Set primaryColor → blue for the cafe\u0301.' })]);
    const hit = accents.search('docs', { query: 'color' }).hits[0]._highlightResult as { content: { value: string } };
    expect(hit.content.value).toContain('primary<em>Color</em>');
    // "cafe" with a combining accent is one word, found as "cafe" and as "café".
    expect(accents.search('docs', { query: 'cafe\u0301', removeWordsIfNoResults: 'none' }).nbHits).toBe(1);
    expect(accents.search('docs', { query: 'café', removeWordsIfNoResults: 'none' }).nbHits).toBe(1);
  });

  it('escapes the query in queryAfterRemoval, the tags its only markup', () => {
    expect(ranked('customer <b>nowhere</b>', { removeWordsIfNoResults: 'lastWords' }).queryAfterRemoval).toBe('customer &lt;<em>b</em>&gt;<em>nowhere</em>&lt;/<em>b</em>&gt;');
  });

  it('answers offset and length in place of page and hitsPerPage, and only the responseFields asked for', () => {
    const all = search('', { hitsPerPage: 100 }).hits.map((h) => h.objectID);
    const slice = search('', { offset: 2, length: 3 });
    expect(slice.hits.map((h) => h.objectID)).toEqual(all.slice(2, 5));
    expect(slice).toMatchObject({ offset: 2, length: 3, hitsPerPage: 3 });
    expect(Object.keys(search('customer', { responseFields: ['nbHits', 'hits'] })).sort()).toEqual(['hits', 'nbHits']);
  });
});

describe('records from elsewhere', () => {
  it('highlights a hierarchy level a record lacks as empty text, and non-ASCII text by its normal form', () => {
    const partial = record('Guides', 'Café crème');
    delete (partial.hierarchy as Partial<SearchRecord['hierarchy']>).lvl6;
    const result = new SearchEngine([partial]).search('docs', { query: 'cafe', attributesToSnippet: ['hierarchy.lvl6:3'] });
    const hit = result.hits[0] as { _highlightResult: { hierarchy: Record<string, { value: string }> }; _snippetResult: { hierarchy: Record<string, { value: string }> } };
    expect(hit._highlightResult.hierarchy.lvl1.value).toBe('<em>Café</em> crème');
    expect(hit._highlightResult.hierarchy.lvl6).toEqual({ value: '', matchLevel: 'none', matchedWords: [] });
    expect(hit._snippetResult.hierarchy.lvl6).toEqual({ value: '', matchLevel: 'none' });
  });
});

describe('warming the search engine up', () => {
  it('answers the same after warming up, and warms an empty index without failing', () => {
    const warmed = new SearchEngine(records);
    warmed.warmUp();
    const answer = (e: SearchEngine) => {
      const { processingTimeMS, ...rest } = e.search('docs', { query: 'custmer approved', attributesToSnippet: ['content:5'] });
      return rest;
    };
    expect(answer(warmed)).toEqual(answer(new SearchEngine(records)));
    expect(() => new SearchEngine([]).warmUp()).not.toThrow();
  });
});

describe('the search engine on a larger index', () => {
  // Made-up words sharing beginnings, as a real vocabulary does: the typo walk skips whole prefixes.
  const syllables = ['ba', 'be', 'bo', 'ca', 'ce', 'da', 'de', 'ra', 're', 'ro'];
  const made = (n: number, length: number) => Array.from({ length }, (_, i) => syllables[Math.floor(n / syllables.length ** i) % syllables.length]).join('');
  const words = Array.from({ length: 400 }, (_, i) => made(i * 37, 2 + (i % 3)));
  const pages = words.map((word, i) => record('Made', `Page ${i}`, { content: `${word} ${words[(i * 7) % words.length]}`, anchor: `a${i}` }));
  const big = new SearchEngine(pages);

  /** Levenshtein distance, plainly. */
  const distance = (a: string, b: string): number => {
    const rows = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array<number>(b.length).fill(0)]);
    for (let j = 1; j <= b.length; j++) rows[0][j] = j;
    for (let i = 1; i <= a.length; i++) for (let j = 1; j <= b.length; j++) rows[i][j] = Math.min(rows[i - 1][j] + 1, rows[i][j - 1] + 1, rows[i - 1][j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    return rows[a.length][b.length];
  };
  const tolerance = (word: string) => (word.length >= 8 ? 2 : word.length >= 4 ? 1 : 0);
  /** Whether a record word matches the last query word: whole or begun, each within the typo tolerance. */
  const matches = (query: string, word: string) =>
    word.startsWith(query) || distance(query, word) <= tolerance(query) || (word.length > query.length && distance(query, word.slice(0, query.length)) <= tolerance(query));

  it('finds every record with a word within the typo tolerance, as a whole or by its typed part', () => {
    for (const query of ['bab', 'babe', 'bace', 'cabo', 'redo', 'rarar', 'bebaba', 'cecedada', 'dadadebe', 'zzzz']) {
      const expected = pages.filter((p) => p.content!.split(' ').some((word) => matches(query, word))).map((p) => p.objectID);
      const result = big.search('docs', { query, hitsPerPage: 1000 });
      expect(result.nbHits, query).toBe(expected.length);
      expect(result.hits.map((h) => h.objectID).sort(), query).toEqual(expected.sort());
    }
  });

  it('pages through every hit once, in typo then custom-ranking order past the best-ranked ones', () => {
    // 900 records on 300 URLs: distinct keeps one per URL, so the best-ranked candidates do not fill every page.
    const shared = new SearchEngine(words.flatMap((word, i) => (i < 300 ? [0, 1, 2].map((n) => record('Made', `Page ${i}`, { content: `${word} pages ${n}` })) : [])));
    const total = shared.search('docs', { query: 'pag', hitsPerPage: 0 }).nbHits;
    expect(total).toBe(300);
    const seen: string[] = [];
    for (let page = 0; page * 7 < total; page++) seen.push(...shared.search('docs', { query: 'pag', hitsPerPage: 7, page }).hits.map((h) => h.url as string));
    expect(new Set(seen).size).toBe(300);
    expect(seen).toHaveLength(300);
    const typoQuery = big.search('docs', { query: 'babe', hitsPerPage: 1000 });
    const typos = typoQuery.hits.map((h) => ((h.content as string).split(' ').some((word) => word.startsWith('babe')) ? 0 : 1));
    expect(typos).toEqual([...typos].sort());
    expect(typos).toContain(1);
  });

  it('answers the pages of a query as slices of one order, whatever hitsPerPage: no hit on two pages, none on no page', () => {
    // 300 pages; the last 50 by custom ranking hold the word in a heading too, which the attribute
    // criterion ranks first. Ranking more candidates together for a later page had them move there
    // from no page at all, and pushed as many of page 0's hits onto page 1 again.
    const headed = new SearchEngine(Array.from({ length: 300 }, (_, i) => record('Made', `Page ${i}`, { ...(i >= 250 ? { lvl2: 'Pagination' } : {}), content: `Some text on pagination ${i}` })));
    const all = headed.search('docs', { query: 'pagination', hitsPerPage: 1000 }).hits.map((h) => h.objectID);
    expect(all).toHaveLength(300);
    const paged: string[] = [];
    for (let page = 0; page < 15; page++) paged.push(...headed.search('docs', { query: 'pagination', hitsPerPage: 20, page }).hits.map((h) => h.objectID as string));
    expect(new Set(paged).size).toBe(300);
    expect(paged).toEqual(all);
  });

  it('makes no column of numbers for a path no record holds one at: a thousand made-up names cost a query nothing', () => {
    // Each name used to cost a pass over every record before the work budget was asked (80 s at 200,000 records).
    const many = new SearchEngine(Array.from({ length: 20_000 }, (_, i) => record('Bulk', `Page ${i}`, { content: `Bulk text ${i}.` })));
    const names = Array.from({ length: 1000 }, (_, i) => `made.up${i}<1`);
    const started = performance.now();
    expect(many.search('docs', { query: '', hitsPerPage: 1, numericFilters: [names] }).nbHits).toBe(0);
    expect(performance.now() - started).toBeLessThan(2_000);
    expect(many.search('docs', { query: '', hitsPerPage: 1, distinct: false, numericFilters: ['weight.position>=0'] }).nbHits).toBe(20_000);
    // Looking for the words inside the attributes restrictSearchableAttributes keeps is work the
    // budget sees, though every record is turned away there ("text" is in content only).
    let checkpoints = 0;
    const guard = { checkpoint: () => void checkpoints++, answerBytes: () => {} };
    expect(many.search('docs', { query: 'text', restrictSearchableAttributes: ['hierarchy.lvl1'] }, guard).nbHits).toBe(0);
    expect(checkpoints).toBeGreaterThan(20_000 / 256 - 1);
  });
});
