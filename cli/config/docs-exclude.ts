// Docusaurus's docs `exclude`: globs, from the docs folder, of Markdown files that are not pages (a
// folder's README.md written for GitHub beside its index.md, QuestDB's `**/*.partial.mdx`). Here such a
// file is a partial: no page, no sidebar entry, and a page may still import it, as under Docusaurus.
import picomatch from 'picomatch';

/** Whether a file of content/ (its content path, `docs/guide/README.md`) is excluded from the docs pages. */
export function docsExcluder(globs: readonly string[]): (contentPath: string) => boolean {
  if (globs.length === 0) return () => false;
  // As globby matches them for Docusaurus: from the docs folder, dotfiles included.
  const matches = picomatch([...globs], { dot: true });
  return (contentPath) => contentPath.startsWith('docs/') && matches(contentPath.slice('docs/'.length));
}
