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

/** Whether a file of content/ (its content path, `docs/guide/README.md`) is excluded from the docs pages. */
export const docsExcluder = (globs: readonly string[]) => folderExcluder('docs', globs);

/** Whether a file of content/ (its content path, `blog/AGENTS.md`) is excluded from the blog's posts. */
export const blogExcluder = (globs: readonly string[]) => folderExcluder('blog', globs);
