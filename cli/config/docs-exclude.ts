// Docusaurus's docs and blog `exclude`: globs, from the docs (or blog) folder, of Markdown files that
// are not pages (a folder's README.md written for GitHub beside its index.md, QuestDB's
// `**/*.partial.mdx`, OpenKruise's blog/AGENTS.md). Here such a file is a partial: no page, no sidebar
// entry, no post, and a page may still import it, as under Docusaurus.
import picomatch from 'picomatch';

/** Whether a file of content/ (its content path, `docs/guide/README.md`) is excluded from the pages of `folder`. */
function folderExcluder(folder: 'docs' | 'blog', globs: readonly string[]): (contentPath: string) => boolean {
  if (globs.length === 0) return () => false;
  // As globby matches them for Docusaurus: from the folder, dotfiles included.
  const matches = picomatch([...globs], { dot: true });
  return (contentPath) => contentPath.startsWith(`${folder}/`) && matches(contentPath.slice(folder.length + 1));
}

/**
 * Whether a file of content/ (its content path, `docs/guide/README.md`) is excluded from the docs pages:
 * matched by the docs' exclude, or, when the docs give an `include` (Redux's
 * `['{api,faq,…}/**\/*.{md,mdx}', 'FAQ.md']`), matched by none of its globs, as Docusaurus reads only
 * the files include names.
 */
export function docsExcluder(globs: readonly string[], include: readonly string[] = []): (contentPath: string) => boolean {
  const excluded = folderExcluder('docs', globs);
  if (include.length === 0) return excluded;
  const included = picomatch([...include], { dot: true });
  return (contentPath) => excluded(contentPath) || (contentPath.startsWith('docs/') && !included(contentPath.slice('docs/'.length)));
}

/** Whether a file of content/ (its content path, `blog/AGENTS.md`) is excluded from the blog's posts. */
export const blogExcluder = (globs: readonly string[]) => folderExcluder('blog', globs);
