// The hosted index settings: the DocSearch crawler template's, so hosted search ranks like ours.
import { LEVELS, SEARCHABLE_ATTRIBUTES, SNIPPET_WORDS } from '../../runtime/shared/search-wire.ts';
import { SEPARATORS_TO_INDEX } from './tokenize.ts';

/**
 * The index's attributesForFaceting: the DocSearch template's, and the top of the hierarchy, so a
 * front end can refine by section. The embedded engine tests filters once per combination of them.
 */
export const FACET_ATTRIBUTES = ['type', 'lang', 'language', 'version', 'docusaurus_tag', 'hierarchy.lvl0'];

/** The faceted attributes whose values a reader may search: searchable(…) in attributesForFaceting. */
export const SEARCHABLE_FACETS = ['hierarchy.lvl0'];

/**
 * The attributes searched, in rank order: a heading record's own heading first (hierarchy_radio,
 * cli/search/hierarchy-radio.ts), then the whole hierarchy, then content, as the DocSearch crawler's
 * template lists them. Highlighting and retrieving stay on the record's own attributes (SEARCHABLE_ATTRIBUTES).
 */
export const RANKED_ATTRIBUTES = [...LEVELS.map((level) => `hierarchy_radio.${level}` as const), ...SEARCHABLE_ATTRIBUTES];
export type RankedAttribute = (typeof RANKED_ATTRIBUTES)[number];

export const INDEX_SETTINGS = {
  // The hierarchy's words count wherever they stand in a heading; content's position counts.
  searchableAttributes: RANKED_ATTRIBUTES.map((attribute) => (attribute === 'content' ? attribute : `unordered(${attribute})`)),
  // A searchable facet's values can be searched (refinementList's search box).
  attributesForFaceting: FACET_ATTRIBUTES.map((attribute) => (SEARCHABLE_FACETS.includes(attribute) ? `searchable(${attribute})` : attribute)),
  customRanking: ['desc(weight.pageRank)', 'desc(weight.level)', 'asc(weight.position)'],
  ranking: ['words', 'filters', 'typo', 'attribute', 'proximity', 'exact', 'custom'],
  // The attribute criterion counts the attribute where the query's words stand closest (ranking.ts).
  attributeCriteriaComputedByMinProximity: true,
  distinct: true,
  attributeForDistinct: 'url',
  // hierarchy_radio repeats a heading: it is searched, not highlighted.
  attributesToHighlight: ['hierarchy', 'content'],
  attributesToSnippet: [`content:${SNIPPET_WORDS}`],
  minWordSizefor1Typo: 4,
  minWordSizefor2Typos: 8,
  allowTyposOnNumericTokens: false,
  ignorePlurals: true,
  // Questions are searched by their meaningful words ("how do I test" is "test").
  removeStopWords: ['en'] as boolean | string[],
  advancedSyntax: true,
  separatorsToIndex: SEPARATORS_TO_INDEX,
  // A word in camel case is found by its parts too (primaryColor by "primary color"), as the template says.
  camelCaseAttributes: ['hierarchy', 'hierarchy_radio', 'content'],
  removeWordsIfNoResults: 'allOptional',
} as const;

/**
 * getSettings' answer: the settings above with the defaults the engine applies where they say
 * nothing, so a client reads what the embedded engine does.
 */
export const SETTINGS_ANSWER = {
  ...INDEX_SETTINGS,
  hitsPerPage: 20,
  paginationLimitedTo: 1000,
  maxValuesPerFacet: 100,
  highlightPreTag: '<em>',
  highlightPostTag: '</em>',
  snippetEllipsisText: '…',
  typoTolerance: true,
  queryType: 'prefixLast',
  exactOnSingleWordQuery: 'attribute',
  advancedSyntaxFeatures: ['exactPhrase', 'excludeWords'],
  alternativesAsExact: ['ignorePlurals'],
};
