// The ids and names the runtime owns: content may not use them, or it could stand in for them (DOM clobbering).
//
// An element's id (and an <a>'s or <img>'s name) becomes a property of `window` when the browser
// has none of that name, so `<img id="aa">` turns the search-insights queue `window.aa` into an
// element. Whatever the runtime looks up by id, or reads from `window` without defining it first,
// is listed here; `cli/content/` refuses these in content and a test keeps the list complete.

/**
 * The page's <main>, which the skip link leads to. Not "main": a heading "## Main" slugs to that, and
 * two elements of one id sent the skip link and the heading's own link to the wrong one.
 */
export const MAIN_ID = '__dc_main';

/** Elements the runtime finds by id: the app root, its embedded data, the main content the skip link
 * leads to, the dev server's overlay and warnings panel. */
export const RUNTIME_ELEMENT_IDS = ['__dc', '__dc_data', MAIN_ID, 'devcenter-dev-overlay', 'devcenter-dev-warnings'] as const;

/**
 * Globals the runtime bundle (our code, React, the scheduler) reads from `window` that a browser may
 * lack, found by reading the built bundle for `typeof` tests and reads of `window` properties: the search-insights queue,
 * React's devtools hook and feature tests (`navigation` is missing outside Chromium,
 * `requestIdleCallback` in Safari).
 */
export const RUNTIME_GLOBALS = [
  'aa',
  'AlgoliaAnalyticsObject',
  '__REACT_DEVTOOLS_GLOBAL_HOOK__',
  'process',
  'setImmediate',
  'navigation',
  'clipboardData',
  'requestIdleCallback',
] as const;

/** Ids React generates with useId (`_R_0_` on the server, `_r_1_` in the browser) for tabs and the search modal. */
const REACT_GENERATED_ID = /^_r_/i;

const RESERVED = new Set<string>([...RUNTIME_ELEMENT_IDS, ...RUNTIME_GLOBALS]);

/** True when content may not use this value as an element's id or name. */
export function isReservedName(value: string): boolean {
  return RESERVED.has(value) || REACT_GENERATED_ID.test(value);
}

/**
 * The id of a heading whose words slug to `slug`: a reserved name takes the prefix "Section-" ("## Process"
 * is #Section-process, cli/content/headings.ts), any other is itself. The capital letter keeps it out
 * of every id a heading's words can slug to (the slugger writes lower case): with a lower-case suffix,
 * "## Process section" slugged to the very id "## Process" was given, so it was renumbered and a link
 * to "#process-section" led to the other heading. A prefix keeps it clear of React's `_r_` ids too. A link to
 * `#process`, the id Docusaurus gives that heading, is written to lead to it (the check, the page's
 * links, the router).
 */
export function headingIdFor(slug: string): string {
  return isReservedName(slug) ? `Section-${slug}` : slug;
}
