// Stage "discover": the site's input files. content/ read as pages' sources, static/ listed as files
// to publish; links out of the site or in loops are reported, never followed, and static/'s hidden
// files, pages, scripts, SVGs with script and host configuration files are refused. The last commit
// date of each content file is asked of git now and answered while the pages parse.
import path from 'node:path';
import { readDataFiles, type DataFiles } from '../content/data-files.ts';
import { lastCommitTimes } from '../content/git-dates.ts';
import { discoverSite, partialsOf, type SourceFile } from '../content/discover.ts';
import type { SiteFolderFile } from '../content/site-folder.ts';
import { listStaticFolder } from '../content/static-folder.ts';
import { importedMarkdown } from '../content/imported-markdown.ts';
import type { Diagnostic } from '../diagnostics.ts';
import type { LoadedSite } from './config.ts';

export interface SiteInputs {
  sources: SourceFile[];
  /** The Markdown files pages may import (partials: a `_` name or folder on their path; and the pages and files of static/ some page imports). */
  partials: SourceFile[];
  /** The Markdown outside the page folders no page imports: no part of the site (warned of), but a page
   * saved in dev may start importing one, as a build then reads it. */
  unused: SourceFile[];
  /** The other files of content/, by content path: pages may point at them (images, downloads). */
  contentFiles: Map<string, SiteFolderFile>;
  /** The files of static/ a build publishes. */
  staticFiles: SiteFolderFile[];
  /** The same files as site paths ("/img/logo.svg"), for link checks. */
  staticPaths: Set<string>;
  /** The files of static/ the static-file policy refuses, by site path, with why: a link to one says so. */
  refusedStatic: Map<string, Diagnostic>;
  /** What discovering content/ and static/ found wrong (links out of the site, unreadable files). */
  diagnostics: Diagnostic[];
  /** Absolute file path -> Unix time of its last commit. */
  commitTimes: Promise<Map<string, number>>;
  /** The data files as written (content/blog/authors.yml and tags.yml, content/docs/tags.yml, static/_redirects), where there are. */
  dataFiles: DataFiles;
}

/** `onListed` learns how many content files there are before they are read (to start workers early). */
export async function discoverInputs({ root, config, configWarnings }: LoadedSite, onListed?: (count: number) => void, withDates = true): Promise<SiteInputs> {
  const discovered = await discoverSite(root, config.contentDir, onListed, partialsOf(config.docsExclude, config.blogExclude, config.docsInclude));
  const staticFolder = await listStaticFolder(root);
  const commitTimes = withDates ? lastCommitTimes(config.contentDir) : Promise.resolve(new Map<string, number>());
  const contentFiles = new Map(discovered.files.map((file) => [file.relPath, file]));
  const data = readDataFiles(contentFiles, (contentPath) => path.relative(root, path.join(config.contentDir, contentPath)).split(path.sep).join('/'));
  const imported = importedMarkdown(root, discovered.sources, discovered.partials, staticFolder.files, discovered.files, config.contentDir);
  // Pages are in docs/, blog/ and pages/ (as Docusaurus reads docs/, blog/ and src/pages/). Markdown
  // anywhere else in content/ is a partial when some page imports it (Ory keeps shared text under
  // src/, where @site/src/… leads), read with the props it is given; one no page imports is no part
  // of the site, said once and not parsed.
  const importedPaths = new Set(imported.partials.map((partial) => partial.contentPath));
  const sources = discovered.sources.filter((source) => isPageFile(source.contentPath));
  const unused = discovered.sources.filter((source) => !isPageFile(source.contentPath) && !importedPaths.has(source.contentPath));
  return {
    sources,
    partials: [...discovered.partials, ...imported.partials],
    unused,
    contentFiles,
    staticFiles: staticFolder.files,
    staticPaths: new Set(staticFolder.files.map((file) => `/${file.relPath}`)),
    refusedStatic: staticFolder.refused,
    // The config's warnings lead: every command that discovers the site reports them with the rest.
    diagnostics: [...configWarnings, ...discovered.diagnostics, ...staticFolder.diagnostics, ...data.diagnostics, ...imported.diagnostics, ...notPages(unused)],
    commitTimes,
    dataFiles: { ...data.files, hostRedirects: staticFolder.hostRedirects, redirectPages: staticFolder.redirectPages },
  };
}

/** Whether a content file is where pages are: the docs, the blog, the site's own pages. */
export const isPageFile = (contentPath: string) => /^(?:docs|blog|pages)\//.test(contentPath);

/** The files of a folder left out that its one warning names as notes. */
const NOT_A_PAGE_NOTES = 20;

/**
 * The files of content/ that are no page and no partial: one warning for each folder of content/
 * holding them (KubeVela's content/videos/, a docs instance of its own, was 22 warnings saying the
 * same), each other file a note.
 */
function notPages(unused: readonly SourceFile[]): Diagnostic[] {
  const byFolder = new Map<string, SourceFile[]>();
  for (const source of unused) {
    const folder = source.contentPath.includes('/') ? source.contentPath.slice(0, source.contentPath.indexOf('/')) : '';
    const files = byFolder.get(folder);
    if (files) files.push(source);
    else byFolder.set(folder, [source]);
  }
  return [...byFolder].map(([folder, [first, ...others]]) => {
    if (others.length === 0) return notAPage(first);
    const where = `${first.file.slice(0, first.file.length - first.contentPath.length)}${folder === '' ? '' : `${folder}/`}`;
    return {
      severity: 'warning',
      code: 'content',
      message: `${where} holds ${others.length + 1} Markdown files that are not under content/docs/, content/pages/ or content/blog/, and that no page imports, so they are not part of the site: this is the first, ${others.length > NOT_A_PAGE_NOTES ? `the next ${NOT_A_PAGE_NOTES}` : 'the others'} listed below.`,
      file: first.file,
      hint: `move them under content/docs/ to make them pages, or import them from a page to include their text there (a Docusaurus docs plugin instance of its own is not built).`,
      notes: others.slice(0, NOT_A_PAGE_NOTES).map((source) => ({ message: 'not part of the site either', file: source.file })),
    } satisfies Diagnostic;
  });
}

function notAPage(source: SourceFile): Diagnostic {
  return {
    severity: 'warning',
    code: 'content',
    message: `${source.file} is not under content/docs/, content/pages/ or content/blog/, and no page imports it, so it is not part of the site.`,
    file: source.file,
    hint: 'move it under content/docs/ to make it a page, or import it from a page to include its text there.',
  };
}
