// One query of a request, read into the parameters the engine takes: its JSON fields plus a v3/v4-style
// `params` query string, each value checked for its type and Algolia's limits. A malformed or
// oversized value is a 400 naming the parameter, never a 500 or a wrong answer.
import { type FacetFilters, type SearchParams } from '../../runtime/shared/search-wire.ts';
import {
  MAX_ATTRIBUTE_LIST_LENGTH,
  MAX_DISTINCT,
  MAX_FILTERS_PER_QUERY,
  MAX_HITS_PER_PAGE,
  MAX_PARAMETER_DEPTH,
  MAX_PARAMETERS_PER_QUERY,
  MAX_VALUE_ENTRIES_PER_QUERY,
  MAX_PARAMS_STRING_LENGTH,
  MAX_QUERY_BYTES,
  MAX_QUERY_WORDS,
  MAX_TEXT_PARAMETER_BYTES,
  MAX_VALUES_PER_FACET,
  MAX_FACET_HITS,
  SearchRequestError,
} from './search-limits.ts';
import { listFilters, parseFilters } from './filters-string.ts';
import { RANKED_ATTRIBUTES } from './index-settings.ts';
import { tokenize } from './tokenize.ts';
import { valuePreview } from './value-preview.ts';

/** Algolia types these as strings: in a `params` string they are never JSON (`query=404` is the text "404"). */
const TEXT_PARAMETERS = new Set(['query', 'highlightPreTag', 'highlightPostTag', 'snippetEllipsisText', 'filters', 'facetQuery', 'userToken', 'similarQuery', 'aroundLatLng']);

const ATTRIBUTE_LISTS = ['attributesToRetrieve', 'attributesToHighlight', 'attributesToSnippet'] as const;

/** What a query of a request names besides its search parameters: its index, its kind, the facet it searches. */
const REQUEST_FIELDS = ['indexName', 'type', 'facet'];

/** The Algolia search parameters this endpoint implements, with Algolia's meaning. */
const IMPLEMENTED = [
  'query', 'highlightPreTag', 'highlightPostTag', 'snippetEllipsisText', 'filters', 'facetQuery',
  ...ATTRIBUTE_LISTS,
  'hitsPerPage', 'page', 'offset', 'length', 'distinct', 'facetingAfterDistinct', 'clickAnalytics', 'facetFilters', 'numericFilters', 'tagFilters', 'facets',
  'maxValuesPerFacet', 'sortFacetValuesBy', 'maxFacetHits', 'typoTolerance', 'minWordSizefor1Typo', 'minWordSizefor2Typos',
  'allowTyposOnNumericTokens', 'restrictSearchableAttributes', 'ignorePlurals', 'advancedSyntax', 'advancedSyntaxFeatures',
  'removeWordsIfNoResults', 'exactOnSingleWordQuery', 'queryType', 'getRankingInfo', 'responseFields', 'removeStopWords', 'optionalWords',
];

/**
 * Accepted, and rightly without effect: what they switch does not exist on this index (no analytics
 * store, query rules, synonyms, A/B tests, personalization profiles or re-ranking), so Algolia would
 * answer the same as without them.
 */
const WITHOUT_EFFECT = [
  'analytics', 'analyticsTags', 'userToken', 'enableRules', 'ruleContexts', 'enablePersonalization', 'personalizationImpact',
  'enableABTest', 'percentileComputation', 'synonyms', 'replaceSynonymsInHighlight', 'enableReRanking',
  // Read only by a virtual replica (Algolia's Relevant sort); this index is none. InstantSearch's RelevantSort sends it.
  'relevancyStrictness',
  // Read only with Dynamic Re-Ranking on (enableReRanking, above) and in mode neuralSearch, which this index has not.
  'reRankingApplyFilter', 'semanticSearch',
];

const KNOWN_PARAMETERS = new Set([...REQUEST_FIELDS, ...IMPLEMENTED, ...WITHOUT_EFFECT]);

/** Algolia search parameters this endpoint does not implement: refused by name rather than silently ignored. */
const NOT_IMPLEMENTED = new Set([
  'similarQuery', 'aroundLatLng', 'aroundLatLngViaIP', 'aroundRadius', 'aroundPrecision', 'minimumAroundRadius', 'insideBoundingBox',
  'insidePolygon', 'optionalFilters', 'sumOrFiltersScores',
  'naturalLanguages', 'queryLanguages', 'decompoundQuery', 'disableExactOnAttributes', 'alternativesAsExact',
  'disableTypoToleranceOnAttributes', 'restrictHighlightAndSnippetArrays', 'minProximity', 'attributeCriteriaComputedByMinProximity',
  'attributeCriteriaComputedBy', 'ranking', 'renderingContent', 'mode', 'explain', 'attributesToSnippetAfterDistinct',
]);

/**
 * Parameters not implemented in general, accepted with the one value that asks for what the engine
 * already does (Algolia's default, or the index's own setting): a front end that sends it spelt out
 * (`facetingAfterDistinct: false`, `minProximity: 1`) gets the answer it asked for, not a 400.
 */
const AS_THE_ENGINE_DOES = new Map<string, { value: string; is: (value: unknown) => boolean }>(Object.entries({
  sumOrFiltersScores: { value: 'false', is: (value) => value === false },
  restrictHighlightAndSnippetArrays: { value: 'false', is: (value) => value === false },
  minProximity: { value: '1', is: (value) => value === 1 },
  // The index's setting (index-settings.ts), which ranking.ts follows.
  attributeCriteriaComputedByMinProximity: { value: 'true', is: (value) => value === true },
  mode: { value: '"keywordSearch"', is: (value) => value === 'keywordSearch' },
  optionalFilters: { value: 'none ([])', is: isEmptyList },
  naturalLanguages: { value: 'none ([])', is: isEmptyList },
  disableExactOnAttributes: { value: 'none ([])', is: isEmptyList },
  disableTypoToleranceOnAttributes: { value: 'none ([])', is: isEmptyList },
  // Plurals count as exact (the index's setting, ranking.ts); synonyms would too, but this index has none.
  alternativesAsExact: { value: 'a list holding "ignorePlurals" (Algolia\'s default: ["ignorePlurals", "singleWordSynonym"])', is: countsPluralsAsExact },
}));

function countsPluralsAsExact(value: unknown): boolean {
  const list = typeof value === 'string' ? value.split(',') : value;
  return Array.isArray(list) && list.includes('ignorePlurals') && list.every((kind) => kind === 'ignorePlurals' || kind === 'singleWordSynonym' || kind === 'multiWordsSynonym');
}

function isEmptyList(value: unknown): boolean {
  return Array.isArray(value) && value.length === 0;
}

function isEnglishOnly(value: unknown): boolean {
  const list = typeof value === 'string' ? value.split(',') : value;
  return Array.isArray(list) && list.length > 0 && list.every((language) => language === 'en');
}

/** A query's parameters are Algolia's, by name: an unknown one is Algolia's 400, one not implemented here says so. */
function checkNames(params: Record<string, unknown>): void {
  for (const name of Object.keys(params)) {
    if (KNOWN_PARAMETERS.has(name)) continue;
    // The engine's plurals and stop words are English's: asked for English alone (InstantSearch's
    // VoiceSearch with language 'en-US' sends ['en']), the answer is the same.
    if (name === 'queryLanguages' && isEnglishOnly(params[name])) continue;
    // A Map, not an object: a parameter named __proto__ must not find Object.prototype here.
    const engineDoes = AS_THE_ENGINE_DOES.get(name);
    if (engineDoes?.is(params[name])) continue;
    if (engineDoes) {
      throw new SearchRequestError(`Unsupported parameter: ${name} (devcenter's search endpoint does only what ${name}: ${engineDoes.value} asks for; leave it out or use a hosted index).`);
    }
    if (NOT_IMPLEMENTED.has(name)) {
      throw new SearchRequestError(`Unsupported parameter: ${name} (devcenter's search endpoint does not implement Algolia's ${name}; leave it out or use a hosted index).`);
    }
    throw new SearchRequestError(`Unknown parameter: ${name.length > 60 ? `${name.slice(0, 60)}…` : name}`);
  }
}

/** The search parameters of one entry of `requests` (or of a single-index body). */
export function readSearchParams(request: Record<string, unknown>): SearchParams {
  const { params, ...fields } = request;
  if (params !== undefined && typeof params !== 'string') invalid('params', 'a URL-encoded string', params);
  // Counted before anything is decoded: decoding and echoing a flood of dummy keys is the work this spares.
  const count = Object.keys(fields).length + (typeof params === 'string' ? countParamsEntries(params) : 0);
  if (count > MAX_PARAMETERS_PER_QUERY) {
    throw new SearchRequestError(`Too many parameters in one query: ${count} (in "params" and the query's fields together); a query has at most ${MAX_PARAMETERS_PER_QUERY}.`);
  }
  const merged: Record<string, unknown> = { ...(typeof params === 'string' ? decodeParamsString(params) : {}), ...fields };
  return checkParams(merged);
}

/** The entries of a `params` string, counted without decoding it; its length is checked first. */
function countParamsEntries(params: string): number {
  // Characters, not bytes: the cheap bound. Percent-encoded text is ASCII, so they are the same for a real client.
  if (params.length > MAX_PARAMS_STRING_LENGTH) {
    throw new SearchRequestError(`Invalid value for "params" parameter: ${params.length} characters; it is at most ${MAX_PARAMS_STRING_LENGTH}.`);
  }
  let count = 0;
  for (const entry of params.split('&')) if (entry !== '') count++;
  return count;
}

function decodeParamsString(params: string): Record<string, unknown> {
  // No prototype: a key named __proto__ is a parameter (refused as unknown), not the object's prototype.
  const decoded: Record<string, unknown> = Object.create(null);
  for (const [key, value] of new URLSearchParams(params)) {
    if (TEXT_PARAMETERS.has(key)) {
      decoded[key] = value;
      continue;
    }
    // Numbers, booleans and arrays arrive as JSON text (issue #17 will decode every type as Algolia does).
    try {
      decoded[key] = JSON.parse(value);
    } catch {
      decoded[key] = value;
    }
  }
  return decoded;
}

function checkParams(given: Record<string, unknown>): SearchParams {
  // A null value means the parameter's default, as if it were left out.
  const params = Object.fromEntries(Object.entries(given).filter(([, value]) => value !== null));
  checkNames(params);
  // Every value is echoed back in `params`: one nested deep enough would overflow the stack there, and
  // a huge list in an unknown parameter costs real time to check and echo.
  let entries = 0;
  for (const [name, value] of Object.entries(params)) {
    const shape = measureValue(value, MAX_PARAMETER_DEPTH, MAX_VALUE_ENTRIES_PER_QUERY - entries);
    if (shape === 'too deep') throw new SearchRequestError(`Invalid value for "${name}" parameter: lists or objects nested more than ${MAX_PARAMETER_DEPTH} deep.`);
    if (shape === 'too many') throw new SearchRequestError(`Invalid value for "${name}" parameter: the lists and objects of one query hold more than ${MAX_VALUE_ENTRIES_PER_QUERY} entries in all.`);
    entries += shape;
  }
  const checked: Record<string, unknown> = { ...params };
  for (const name of TEXT_PARAMETERS) if (params[name] !== undefined) checked[name] = text(name, params[name]);
  if (typeof checked.query === 'string') {
    if (byteLength(checked.query) > MAX_QUERY_BYTES) {
      throw new SearchRequestError(`Invalid value for "query" parameter, expected string shorter than ${MAX_QUERY_BYTES} bytes (got ${byteLength(checked.query)}).`);
    }
    const words = tokenize(checked.query).length;
    if (words > MAX_QUERY_WORDS) throw new SearchRequestError(`Invalid value for "query" parameter: ${words} words; a query has at most ${MAX_QUERY_WORDS}.`);
  }
  if (params.hitsPerPage !== undefined) checked.hitsPerPage = integer('hitsPerPage', params.hitsPerPage, 0, MAX_HITS_PER_PAGE);
  if (params.length !== undefined) checked.length = integer('length', params.length, 0, MAX_HITS_PER_PAGE);
  if (params.page !== undefined) checked.page = integer('page', params.page, 0, Number.MAX_SAFE_INTEGER);
  if (params.offset !== undefined) checked.offset = integer('offset', params.offset, 0, Number.MAX_SAFE_INTEGER);
  if (params.distinct !== undefined) checked.distinct = typeof params.distinct === 'boolean' ? params.distinct : integer('distinct', params.distinct, 0, MAX_DISTINCT);
  if (params.clickAnalytics !== undefined) checked.clickAnalytics = boolean('clickAnalytics', params.clickAnalytics);
  if (params.facetingAfterDistinct !== undefined) checked.facetingAfterDistinct = boolean('facetingAfterDistinct', params.facetingAfterDistinct);
  for (const name of ATTRIBUTE_LISTS) if (params[name] !== undefined) checked[name] = attributeList(name, params[name]);
  if (params.facetFilters !== undefined) checked.facetFilters = filterList('facetFilters', params.facetFilters);
  if (params.numericFilters !== undefined) listFilters((checked.numericFilters = filterList('numericFilters', params.numericFilters)), 'numeric');
  if (params.tagFilters !== undefined) listFilters((checked.tagFilters = filterList('tagFilters', params.tagFilters)), 'tag');
  // Parsed here to refuse a malformed one with its column before any query runs (the engine parses it again).
  const parsedFilters = typeof checked.filters === 'string' ? parseFilters(checked.filters) : [];
  // Algolia's limit is on the query's filters, whichever parameters they come in.
  const filterCount =
    parsedFilters.reduce((sum, group) => sum + group.length, 0) +
    (['facetFilters', 'numericFilters', 'tagFilters'] as const).reduce((sum, name) => sum + ((checked[name] as (string | string[])[] | undefined) ?? []).flat().length, 0);
  if (filterCount > MAX_FILTERS_PER_QUERY) throw new SearchRequestError(`Invalid filters: ${filterCount} filters in all ("filters", "facetFilters", "numericFilters" and "tagFilters" together); a query has at most ${MAX_FILTERS_PER_QUERY}.`);
  // The helper sends one attribute name as a bare string on its disjunctive-facet queries.
  if (params.facets !== undefined) checked.facets = attributeList('facets', params.facets);
  if (params.typoTolerance !== undefined && ![true, false, 'true', 'false', 'min', 'strict'].includes(params.typoTolerance as never)) {
    invalid('typoTolerance', 'true, false, "min" or "strict"', params.typoTolerance);
  }
  if (params.restrictSearchableAttributes !== undefined) {
    const restricted = (checked.restrictSearchableAttributes = attributeList('restrictSearchableAttributes', params.restrictSearchableAttributes));
    const unknown = restricted.find((a) => !(RANKED_ATTRIBUTES as readonly string[]).includes(a));
    if (unknown !== undefined) invalid('restrictSearchableAttributes', `searchable attributes (${RANKED_ATTRIBUTES.join(', ')})`, unknown);
  }
  for (const name of BOOLEAN_PARAMETERS) if (params[name] !== undefined) checked[name] = boolean(name, params[name]);
  for (const name of STRING_LISTS) if (params[name] !== undefined) checked[name] = attributeList(name, params[name]);
  for (const [name, values] of Object.entries(CHOICES)) if (params[name] !== undefined && !values.includes(params[name] as string)) invalid(name, values.map((v) => `"${v}"`).join(', '), params[name]);
  if (Array.isArray(checked.advancedSyntaxFeatures)) {
    const unknown = checked.advancedSyntaxFeatures.find((f: string) => f !== 'exactPhrase' && f !== 'excludeWords');
    if (unknown !== undefined) invalid('advancedSyntaxFeatures', '"exactPhrase" and "excludeWords"', unknown);
  }
  // optionalWords: a list of words (or of several words each), or a string of them, comma-separated.
  if (params.optionalWords !== undefined) checked.optionalWords = attributeList('optionalWords', params.optionalWords, 'words');
  for (const name of ['ignorePlurals', 'removeStopWords'] as const) if (params[name] !== undefined) checked[name] = languages(name, params[name]);
  for (const name of ['minWordSizefor1Typo', 'minWordSizefor2Typos'] as const) if (params[name] !== undefined) checked[name] = integer(name, params[name], 0, 100);
  if (params.personalizationImpact !== undefined) checked.personalizationImpact = integer('personalizationImpact', params.personalizationImpact, 0, 100);
  if (params.relevancyStrictness !== undefined) checked.relevancyStrictness = integer('relevancyStrictness', params.relevancyStrictness, 0, 100);
  if (params.reRankingApplyFilter !== undefined) checked.reRankingApplyFilter = filterList('reRankingApplyFilter', params.reRankingApplyFilter);
  if (params.semanticSearch !== undefined) checkSemanticSearch(params.semanticSearch);
  // Algolia's user tokens: letters, digits and = + / _ -, 1 to 129 of them (the insights API's rule).
  if (typeof checked.userToken === 'string' && !/^[a-zA-Z0-9_=/+-]{1,129}$/.test(checked.userToken)) invalid('userToken', '1 to 129 letters, digits or = + / _ -', checked.userToken);
  if (params.maxFacetHits !== undefined) checked.maxFacetHits = integer('maxFacetHits', params.maxFacetHits, 1, MAX_FACET_HITS);
  if (params.maxValuesPerFacet !== undefined) checked.maxValuesPerFacet = integer('maxValuesPerFacet', params.maxValuesPerFacet, 1, MAX_VALUES_PER_FACET);
  if (params.sortFacetValuesBy !== undefined && params.sortFacetValuesBy !== 'count' && params.sortFacetValuesBy !== 'alpha') invalid('sortFacetValuesBy', '"count" or "alpha"', params.sortFacetValuesBy);
  return checked as SearchParams;
}

const BOOLEAN_PARAMETERS = [
  'getRankingInfo', 'advancedSyntax', 'allowTyposOnNumericTokens', 'analytics', 'enableRules', 'enablePersonalization',
  'enableABTest', 'percentileComputation', 'synonyms', 'replaceSynonymsInHighlight', 'enableReRanking',
];
const STRING_LISTS = ['analyticsTags', 'ruleContexts', 'responseFields', 'advancedSyntaxFeatures'];
const CHOICES: Record<string, string[]> = {
  type: ['default', 'facet'],
  removeWordsIfNoResults: ['none', 'lastWords', 'firstWords', 'allOptional'],
  exactOnSingleWordQuery: ['attribute', 'word', 'none'],
  queryType: ['prefixLast', 'prefixAll', 'prefixNone'],
};

/**
 * The entries of the lists and objects in `value`, or why it is refused: nested more than `maxDepth`
 * deep, or more than `maxEntries` entries. Walked without recursion, and stopped at the first excess.
 */
function measureValue(value: unknown, maxDepth: number, maxEntries: number): number | 'too deep' | 'too many' {
  let entries = 0;
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length > 0) {
    const [node, depth] = stack.pop()!;
    if (typeof node !== 'object' || node === null) continue;
    if (depth === maxDepth) return 'too deep';
    const children = Object.values(node);
    entries += children.length;
    if (entries > maxEntries) return 'too many';
    for (const child of children) stack.push([child, depth + 1]);
  }
  return entries;
}

function parsedJson(name: string, value: string): unknown {
  try {
    return JSON.parse(value);
  } catch {
    return invalid(name, 'a list of attribute names (strings)', value);
  }
}

function invalid(name: string, expected: string, value: unknown): never {
  throw new SearchRequestError(`Invalid value for "${name}" parameter: expected ${expected}, got ${valuePreview(value)}.`);
}

/** UTF-8 bytes of a text (TextEncoder: this file also runs in the page, on a static host). */
const encoder = new TextEncoder();
const byteLength = (value: string) => encoder.encode(value).byteLength;

function text(name: string, value: unknown): string {
  if (typeof value !== 'string') invalid(name, 'a string', value);
  if (name !== 'query' && byteLength(value) > MAX_TEXT_PARAMETER_BYTES) {
    throw new SearchRequestError(`Invalid value for "${name}" parameter, expected string shorter than ${MAX_TEXT_PARAMETER_BYTES} bytes (got ${byteLength(value)}).`);
  }
  return value;
}

/** A whole number in [min, max]; a decimal string counts (a `params` string may carry one). */
function integer(name: string, value: unknown, min: number, max: number): number {
  const n = typeof value === 'string' && /^\s*-?\d+\s*$/.test(value) ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isInteger(n)) invalid(name, max === Number.MAX_SAFE_INTEGER ? `a whole number from ${min}` : `a whole number from ${min} to ${max}`, value);
  if (n < min || n > max) {
    // No upper bound but the safe integers: a number past them is too large, not below the minimum.
    if (n > max && max === Number.MAX_SAFE_INTEGER) throw new SearchRequestError(`Invalid value for "${name}" parameter: ${n} is too large.`);
    throw new SearchRequestError(max === Number.MAX_SAFE_INTEGER ? `Invalid value for "${name}" parameter: ${n} is below ${min}.` : `Invalid value for "${name}" parameter: ${n} is out of range; it is from ${min} to ${max}.`);
  }
  return n;
}

/** ignorePlurals, removeStopWords: true or false, or a list of ISO 639-1 language codes ("en", "pt-br"), a JSON list or comma-joined from a URL. */
function languages(name: string, value: unknown): boolean | string[] {
  if (typeof value === 'boolean' || value === 'true' || value === 'false' || value === 1 || value === 0) return boolean(name, value);
  const codes = attributeList(name, value, 'language codes');
  const wrong = codes.find((code) => !/^[a-z]{2}(-[a-z]{2,4})?$/i.test(code));
  if (wrong !== undefined) invalid(name, 'true, false or a list of language codes such as "en"', wrong);
  return codes;
}

/** semanticSearch: {eventSources?: index names or null}, Algolia's shape, though nothing here reads it. */
function checkSemanticSearch(value: unknown): void {
  const expected = '{"eventSources": a list of index names, or null}';
  if (typeof value !== 'object' || value === null || Array.isArray(value)) invalid('semanticSearch', expected, value);
  for (const [key, sources] of Object.entries(value)) {
    if (key !== 'eventSources' || (sources !== null && (!Array.isArray(sources) || sources.some((source) => typeof source !== 'string')))) invalid('semanticSearch', expected, value);
  }
}

function boolean(name: string, value: unknown): boolean {
  if (typeof value === 'boolean') return value;
  if (value === 'true' || value === '1' || value === 1) return true;
  if (value === 'false' || value === '0' || value === 0) return false;
  return invalid(name, 'true or false', value);
}

/** A list of attribute names: a JSON array of strings, or one comma-separated string. */
/** A list of attribute names: an array, a comma-joined string, or (from a URL) a JSON array's text. */
/** A list of strings: JSON, comma-separated (from a URL) or a list; `items` names them in errors. */
export function attributeList(name: string, value: unknown, items = 'attribute names'): string[] {
  // Comma-joined, an empty string is the empty list (`attributesToHighlight=` highlights nothing, as `[]`).
  const list = typeof value === 'string' ? (value.trimStart().startsWith('[') ? parsedJson(name, value) : value.split(',').map((s) => s.trim()).filter((s) => s !== '')) : value;
  if (!Array.isArray(list) || list.some((item) => typeof item !== 'string')) invalid(name, `a list of ${items} (strings)`, value);
  if (list.length > MAX_ATTRIBUTE_LIST_LENGTH) throw new SearchRequestError(`Invalid value for "${name}" parameter: ${list.length} ${items}; at most ${MAX_ATTRIBUTE_LIST_LENGTH}.`);
  if (list.some((item: string) => byteLength(item) > MAX_TEXT_PARAMETER_BYTES)) invalid(name, `${items} shorter than ${MAX_TEXT_PARAMETER_BYTES} bytes`, value);
  return list as string[];
}

/**
 * The string form of facetFilters, tagFilters and numericFilters, as Algolia's clients still send it
 * (algoliasearch-helper joins tag refinements with commas): filters separated by commas are ANDed,
 * a parenthesised group of them is ORed, and an empty string is no filter. `type:lvl2` is one filter.
 */
function listOfString(value: string): FacetFilters {
  const list: (string | string[])[] = [];
  let depth = 0;
  let start = 0;
  const push = (part: string) => {
    const item = part.trim();
    if (!item) return;
    if (item.startsWith('(') && item.endsWith(')')) {
      const group = item.slice(1, -1).split(',').map((filter) => filter.trim()).filter(Boolean);
      if (group.length > 0) list.push(group);
    } else list.push(item);
  };
  for (let i = 0; i < value.length; i++) {
    if (value[i] === '(') depth++;
    else if (value[i] === ')') depth = Math.max(0, depth - 1);
    else if (value[i] === ',' && depth === 0) {
      push(value.slice(start, i));
      start = i + 1;
    }
  }
  push(value.slice(start));
  return list as FacetFilters;
}

/** Algolia's facetFilters: a string, or a list whose entries are strings or lists of strings (ORed). */
function filterList(name: string, written: unknown): FacetFilters {
  const expected = 'a filter string, or a list of filter strings and lists of filter strings';
  const value = typeof written === 'string' ? listOfString(text(name, written)) : written;
  if (!Array.isArray(value)) invalid(name, expected, value);
  let count = 0;
  for (const entry of value) {
    const inner: unknown[] = Array.isArray(entry) ? entry : [entry];
    for (const filter of inner) {
      if (typeof filter !== 'string') invalid(name, expected, value);
      if (byteLength(filter) > MAX_TEXT_PARAMETER_BYTES) invalid(name, `filters shorter than ${MAX_TEXT_PARAMETER_BYTES} bytes`, filter);
      count++;
    }
  }
  if (count > MAX_FILTERS_PER_QUERY) throw new SearchRequestError(`Invalid value for "${name}" parameter: ${count} filters; a query has at most ${MAX_FILTERS_PER_QUERY}.`);
  return value as FacetFilters;
}
