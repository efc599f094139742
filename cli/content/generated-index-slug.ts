// A category's generated-index `slug` (in a _category_ file, sidebars.js or site.config.ts) is an
// address under the docs, and its page is written at that address: like a doc's route, it must be a
// clean path, or a ".." would put the page over another one (or outside the docs).
import { sitePathProblem } from './site-path.ts';

export const GENERATED_INDEX_SLUG_HINT = 'write the slug as a path under the docs, e.g. "/category/guides", with no "..", "%", "\\\\", "//" or ":".';

/** The slug with the slashes around it taken off: what is joined to the docs path. */
export const slugSegments = (slug: string) => slug.replace(/^\/+|\/+$/g, '');

/** Why `slug` would not make a clean address under the docs, or null when it would. */
export function generatedIndexSlugProblem(slug: string): string | null {
  const segments = slugSegments(slug);
  if (segments === '') return 'is empty: the page would replace the docs\' own address';
  const problem = sitePathProblem(`/${segments}`);
  return problem ? `makes an address that ${problem}` : null;
}
