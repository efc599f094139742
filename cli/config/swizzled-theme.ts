// A Docusaurus site's swizzled theme components (src/theme/DocItem/, src/theme/Root.tsx…): Docusaurus
// draws its pages with them, devcenter with its own theme, running none. Left out without a word,
// what they added to every page (Lexical's Root and DocItem, React Native's DocItem and Admonition)
// went missing with nothing naming them. One warning for the site, listing them.
import { lstatSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { Diagnostic } from '../diagnostics.ts';
import { COMPONENT_EXTENSIONS } from './site-components.ts';

/**
 * The components of @docusaurus/theme-classic (and the core's Root, the search and mermaid themes')
 * a site swizzles by writing src/theme/<Name>. Another name there is a component of the site's own
 * (React Native's src/theme/BoxLink), which its pages import and devcenter's import checks name.
 * MDXComponents is left out: devcenter reads it (the components it gives every page).
 */
const THEME_COMPONENTS = new Set([
  'Admonition', 'AnnouncementBar', 'BackToTopButton', 'Blog', 'BlogArchivePage', 'BlogLayout', 'BlogListPage',
  'BlogListPaginator', 'BlogPostItem', 'BlogPostItems', 'BlogPostPage', 'BlogPostPaginator', 'BlogSidebar',
  'BlogTagsListPage', 'BlogTagsPostsPage', 'CodeBlock', 'CodeInline', 'ColorModeToggle', 'ContentVisibility',
  'Details', 'DocBreadcrumbs', 'DocCard', 'DocCardList', 'DocCategoryGeneratedIndexPage', 'DocItem', 'DocPaginator',
  'DocRoot', 'DocSidebar', 'DocSidebarItem', 'DocSidebarItems', 'DocTagDocListPage', 'DocTagsListPage',
  'DocVersionBadge', 'DocVersionBanner', 'DocVersionRoot', 'DocsRoot', 'EditMetaRow', 'EditThisPage',
  'ErrorPageContent', 'Footer', 'Heading', 'Icon', 'LastUpdated', 'Layout', 'Logo', 'MDXContent', 'MDXPage',
  'Mermaid', 'Navbar', 'NavbarItem', 'NotFound', 'PaginatorNavLink', 'Root', 'SearchBar', 'SearchMetadata',
  'SearchPage', 'SearchTranslations', 'SkipToContent', 'TOC', 'TOCCollapsible', 'TOCInline', 'TOCItems',
  'TabItem', 'Tabs', 'Tag', 'TagsListByLetter', 'TagsListInline', 'ThemedImage',
]);

/** The theme components the site's src/theme/ swizzles, by name, sorted; none when it has no such folder. */
export function swizzledThemeComponents(root: string): string[] {
  const folder = path.join(root, 'src', 'theme');
  // Through no symbolic link, as the site's other src/theme/ files are read.
  if (!lstatSync(path.join(root, 'src'), { throwIfNoEntry: false })?.isDirectory() || !lstatSync(folder, { throwIfNoEntry: false })?.isDirectory()) return [];
  const names = new Set<string>();
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const extension = COMPONENT_EXTENSIONS.find((e) => entry.name.endsWith(e));
    const name = entry.isDirectory() ? entry.name : entry.isFile() && extension ? entry.name.slice(0, -extension.length) : undefined;
    if (name !== undefined && THEME_COMPONENTS.has(name)) names.add(name);
  }
  return [...names].sort();
}

/** One warning naming the theme components src/theme/ swizzles, which devcenter does not run. */
export function swizzledThemeWarning(root: string): Diagnostic[] {
  const names = swizzledThemeComponents(root);
  if (names.length === 0) return [];
  return [
    {
      severity: 'warning',
      code: 'config',
      message: `src/theme/ swizzles ${names.length === 1 ? "the Docusaurus theme's component" : `${names.length} of the Docusaurus theme's components`} (${names.join(', ')}): devcenter draws every page with its own theme and runs none of them, so what they change is left out.`,
      file: 'src/theme',
      hint: 'what a page shows of its own goes in a component registered in site.config.ts (components), written on that page.',
    },
  ];
}
