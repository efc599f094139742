// A route of the site: an address, what kind of page it is, and the content file behind it. Its
// own module so the modules routes.ts draws on (the blog's) can name it without importing routes.ts.
import type { PageKind } from '../../runtime/shared/types.ts';
import type { Page } from './page.ts';

export interface Route {
  path: string;
  kind: PageKind;
  page?: Page;
  /** For docs: the id sidebars use, e.g. "plugin/checkout". */
  docId?: string;
  /** For docs whose Docusaurus id differs ("guides/index" for "guides"): sidebars and pagination may name it so too. */
  docusaurusId?: string;
  /** The ids of docs that produce this route too and lose to it (a duplicate route): sidebars naming them lead here. */
  duplicateDocIds?: string[];
  /** The content files (content paths) of those losing docs and pages: a Markdown link to one leads here too. */
  duplicateContentPaths?: string[];
  redirectTo?: string;
  /** A category's generated index page (no content file): its title and what it lists. */
  generatedIndex?: { title: string; description: string; items: { label: string; href: string }[] };
  /** A page of the docs' tags (cli/content/doc-tags.ts): 'all' for the tags page, else the tag's address. */
  docTags?: 'all' | string;
}

export { NOT_FOUND_ROUTE as NOT_FOUND_PATH } from '../../runtime/shared/site-urls.ts';
