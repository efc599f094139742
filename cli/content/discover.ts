// Finds the content files of a site: every .md / .mdx file under content/, read from inside content/
// only (see site-folder.ts: a link that leaves it, or leads to a hidden path like .env, is an error).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { blogExcluder, docsExcluder } from '../config/docs-exclude.ts';
import { describeErrno, type Diagnostic } from '../diagnostics.ts';
import { listSiteFolder, type SiteFolderFile } from './site-folder.ts';
import { invalidUtf8Warning, MAX_SOURCE_BYTES, sourceText } from './source-text.ts';

export interface SourceFile {
  /** Absolute path. */
  absPath: string;
  /** Path relative to the site root, forward slashes: what diagnostics show. */
  file: string;
  /** Path relative to content/, forward slashes, e.g. "docs/plugin/checkout.mdx". */
  contentPath: string;
  text: string;
}

/** The Markdown files a page may import, by content path: what an import is looked up in (`keys`: for
 * the nearest to a path that is not there). */
export type ImportableFiles = Pick<ReadonlyMap<string, SourceFile>, 'get' | 'has'> & { keys(): Iterable<string> };

export interface DiscoveredContent {
  sources: SourceFile[];
  /** Markdown files with a `_` name or folder on their path: not pages, but pages may import them. */
  partials: SourceFile[];
  /** Every other file of content/ (images, downloads): a page may point at them. */
  files: SiteFolderFile[];
  /** Links that leave the site or loop, and files that cannot be read: each names its file. */
  diagnostics: Diagnostic[];
}

/** Not content: dependencies, partials (`_name`), and hidden files and folders. */
export const isSkippedContentName = (name: string) => name === 'node_modules' || name.startsWith('_') || name.startsWith('.');

/** Not even a partial: dependencies, and hidden files and folders. */
const isOutsideContent = (name: string) => name === 'node_modules' || name.startsWith('.');

/** A partial: a Markdown file with a `_` name, or in a `_` folder (`_shared.mdx`, `_partials/x.md`). */
export const isPartialPath = (contentPath: string) => contentPath.split('/').some((segment) => segment.startsWith('_'));

/** The site's partials: those isPartialPath names, the docs its `docs.exclude` leaves out of the pages
 * and the posts its `blog.exclude` leaves out of the blog. */
export function partialsOf(docsExclude: readonly string[], blogExclude: readonly string[] = [], docsInclude: readonly string[] = []): (contentPath: string) => boolean {
  const excludedDoc = docsExcluder(docsExclude, docsInclude);
  const excludedPost = blogExcluder(blogExclude);
  return (contentPath) => isPartialPath(contentPath) || excludedDoc(contentPath) || excludedPost(contentPath);
}

/**
 * `onListed` learns how many files there are before they are read (to start parse workers early).
 * `isPartial`: which Markdown files are partials, not pages: by default those isPartialPath names;
 * a site's docs exclude adds to them (partialsOf).
 */
export async function discoverSite(root: string, contentDir: string, onListed?: (count: number) => void, isPartial: (contentPath: string) => boolean = isPartialPath): Promise<DiscoveredContent> {
  const listing = listSiteFolder({ root, dir: contentDir, skipName: isOutsideContent });
  const isMarkdown = (file: SiteFolderFile) => /\.mdx?$/.test(file.relPath);
  onListed?.(listing.files.filter((file) => isMarkdown(file) && !isPartial(file.relPath)).length);
  const diagnostics = [...listing.diagnostics];
  const sources: SourceFile[] = [];
  const partials: SourceFile[] = [];
  // Read one after the other, synchronously: for a folder of small files that is far faster than a
  // promise per file (no hand-off to libuv's threads for each), and workers booting meanwhile get the
  // cores.
  for (const { relPath: contentPath, realPath, size } of listing.files.filter(isMarkdown)) {
    const absPath = path.join(contentDir, contentPath);
    const file = path.relative(root, absPath).split(path.sep).join('/');
    if (size > MAX_SOURCE_BYTES) {
      diagnostics.push({
        severity: 'error',
        code: 'read',
        message: `${file} is ${(size / 1024 / 1024).toFixed(1)} MB: more than the ${MAX_SOURCE_BYTES / 1024 / 1024} MB a page may be.`,
        file,
        hint: 'split it into pages of their own, or move a generated file out of content/.',
      });
      continue;
    }
    try {
      const { text, invalid } = sourceText(readFileSync(realPath));
      if (invalid) diagnostics.push(invalidUtf8Warning(file, text, invalid));
      (isPartial(contentPath) ? partials : sources).push({ absPath, file, contentPath, text });
    } catch (error) {
      const { code, message } = error as NodeJS.ErrnoException;
      diagnostics.push({
        severity: 'error',
        code: 'read',
        message: `${file} could not be read: ${code ? describeErrno(code) : message}.`,
        file,
        hint: code === 'EACCES' || code === 'EPERM' ? 'let the user running devcenter read it (chmod/chown), or move it out of content/.' : 'check the file, or move it out of content/.',
      });
    }
  }
  return { sources, partials, files: listing.files.filter((file) => !isMarkdown(file)), diagnostics };
}

/** The readable content files only; what could not be read is reported by discoverSite. */
export async function discoverContent(root: string, contentDir: string, onListed?: (count: number) => void): Promise<SourceFile[]> {
  return (await discoverSite(root, contentDir, onListed)).sources;
}
