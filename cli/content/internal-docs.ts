// Meta's open-source docs (Litho, Relay, Pyre, Glean, Flipper, Buck2, Hermes…) are built twice: for
// Meta's own readers and for the public. What only the internal build shows is marked with
// docusaurus-plugin-internaldocs-fb (once published as internaldocs-fb-helpers): <FbInternalOnly> and
// <OssOnly> in pages, fbInternalOnly() and fbContent() in sidebars files. devcenter builds the
// public site, as their public Docusaurus build does, without the package: these stand in for it.

/** The modules pages and sidebars files import the helpers from. */
export const INTERNAL_DOCS_MODULES: readonly string[] = ['docusaurus-plugin-internaldocs-fb/internal', 'internaldocs-fb-helpers'];

export function isInternalDocsModule(module: string): boolean {
  return INTERNAL_DOCS_MODULES.includes(module);
}

/**
 * The components a page imports from it, as the public build draws them: <OssOnly> its children,
 * <FbInternalOnly> nothing. Meta's preset gives them to every page, so pages write them without an
 * import too (Glean's). The element names stand for what the page's element becomes (theme-imports.ts).
 */
export const INTERNAL_DOCS_COMPONENTS: Readonly<Record<string, 'OssOnly' | 'FbInternalOnly'>> = Object.freeze(
  Object.assign(Object.create(null) as Record<string, 'OssOnly' | 'FbInternalOnly'>, { OssOnly: 'OssOnly', FbInternalOnly: 'FbInternalOnly' }),
);

/**
 * The sidebars' helpers as the public build runs them (a CommonJS module: sidebars.js requires it).
 * fbInternalOnly() gives an empty list, which spreads to nothing in a list of items and in an object
 * of categories alike (`...fbInternalOnly({Infra: […]})`), or the fallback some sites pass it;
 * fbContent() gives its `external` value, or nothing when it has none (`fbContent({internal: 'fb/x'})`
 * among a category's items). Both may stand among the items unspread (`fbInternalOnly('fb/x')`): an
 * empty list there is spread to nothing, as Docusaurus does.
 */
export const INTERNAL_DOCS_SIDEBARS_MODULE = `const isInternal = () => false;
function fbInternalOnly(elements, fallback) { return fallback === undefined ? [] : fallback; }
function fbContent(options) { return options != null && 'external' in options ? options.external : []; }
module.exports = { isInternal, fbInternalOnly, fbContent, FBInternalOnly: fbInternalOnly };
`;

/**
 * An import Meta's public build leaves out of a page (its remark-mdx-filter-imports): one of an fb/
 * folder of the site, `./fb/_installation.mdx` or `@site/docs/fb/x.md`, whose files are internal.
 */
export function isMetaInternalImport(module: string): boolean {
  return /^(?:@site|\.+)\/(?:.*\/)?fb\//.test(module);
}
