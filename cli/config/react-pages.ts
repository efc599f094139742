// The React pages of a Docusaurus site moved here (src/pages/help.js is its /help): devcenter builds
// only Markdown pages, so a link to one is broken here, for a reason the author should be told.
import { lstatSync, readdirSync } from 'node:fs';
import path from 'node:path';

/** Files looked at in src/pages/ at most: a site's pages are a handful. */
const MAX_ENTRIES = 2000;
const MAX_DEPTH = 6;

const REACT_PAGE = /\.(?:jsx?|tsx?)$/;
/** A Markdown page of src/pages/ (Watchman's support.md), which devcenter reads from content/pages/. */
const MARKDOWN_PAGE = /\.mdx?$/;

/**
 * The site paths of the pages of the root's src/pages/ (React, or Markdown not moved to content/pages/), each with its file ("src/pages/help.js"),
 * as Docusaurus routes them: the file's path without extension, `index` its folder's; `_` files and
 * folders, tests and `__tests__` are no pages (its default exclude).
 */
export function reactPagesAt(root: string): Record<string, string> {
  const pages: Record<string, string> = {};
  let seen = 0;
  const walk = (folder: string, depth: number) => {
    let entries;
    try {
      entries = readdirSync(path.join(root, folder), { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      if (++seen > MAX_ENTRIES) return;
      if (entry.name.startsWith('_') || entry.name === '__tests__') continue;
      const file = `${folder}/${entry.name}`;
      if (entry.isDirectory()) {
        if (depth < MAX_DEPTH) walk(file, depth + 1);
        continue;
      }
      const isPage = REACT_PAGE.test(entry.name) || MARKDOWN_PAGE.test(entry.name);
      if (!entry.isFile() || !isPage || /\.test\.[jt]sx?$/.test(entry.name) || entry.name.endsWith('.d.ts')) continue;
      const route = file.slice('src/pages'.length).replace(REACT_PAGE, '').replace(MARKDOWN_PAGE, '').replace(/(?:^|\/)index$/, '');
      pages[route === '' ? '/' : route] ??= file;
    }
  };
  // Only real folders are walked (readdir's entries say a link is no folder): src/ or src/pages/ a
  // link to a folder outside the site had its files' names told in the hints of broken links.
  if (!['src', 'src/pages'].every((folder) => lstatSync(path.join(root, folder), { throwIfNoEntry: false })?.isDirectory())) return pages;
  walk('src/pages', 0);
  return pages;
}

/** A hint for a broken link to one of those pages. */
export function reactPageHint(sitePath: string, pages: Readonly<Record<string, string>>): string | undefined {
  const file = pages[sitePath.replace(/\/+$/, '') || '/'];
  if (file === undefined) return undefined;
  const name = sitePath.replace(/^\/+|\/+$/g, '') || 'index';
  if (MARKDOWN_PAGE.test(file)) return `${file} is a Markdown page of the Docusaurus site: move it to content/${file.slice('src/'.length)}, where devcenter reads the site's pages.`;
  return `${file} is a React page of the Docusaurus site, and devcenter builds no React pages: write it in Markdown as content/pages/${name}.md (or .mdx), or link elsewhere.`;
}
