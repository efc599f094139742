// The files of static/, as the build copies them: listed like content/ (no link leaves static/ or
// points at a hidden path), without hidden files and folders (`.git`, `.env`, `.DS_Store`… are never
// published; only `.well-known/`, which hosts and clients read, is), and with every file the
// static-file policy refuses reported instead of copied. The host's redirects file at its root is
// read as the site's redirects (host-redirects.ts), and so is a page that only redirects to another
// page of the site (redirect-page.ts).
import path from 'node:path';
import { placeAt, type Diagnostic } from '../diagnostics.ts';
import { normalizeRoutePath } from '../../runtime/shared/route-path.ts';
import { decodedOrAsWritten } from './resolve-link.ts';
import { readDataFile, type DataFileSource } from './data-files.ts';
import { HOST_REDIRECTS_FILE } from './host-redirects.ts';
import { listSiteFolder, type SiteFolderListing } from './site-folder.ts';
import { checkStaticFiles, isHostConfigName, redirectPageCandidates, redirectPageFrom, resolvePageAddress, type StaticRedirectPage } from './static-policy.ts';
import type { SiteFolderFile } from './site-folder.ts';

/** The one hidden folder of static/ that is published: hosts serve it (security.txt, assetlinks.json…). */
export const WELL_KNOWN = '.well-known';

/** Hidden names are skipped, but a host configuration file is listed so that it is refused by name. */
function isSkippedStaticName(name: string, relPath: string): boolean {
  if (!name.startsWith('.') || relPath === WELL_KNOWN) return false;
  return !isHostConfigName(name);
}

/**
 * static/ of `root`: the files to copy, and what is wrong (links, refused files), each naming its
 * file; `refused` holds each refused file's problem by its site path ("/img/x.svg"); `redirectPages`
 * the pages read as redirects.
 */
export async function listStaticFolder(root: string): Promise<SiteFolderListing & { refused: Map<string, Diagnostic>; hostRedirects: DataFileSource | null; redirectPages: StaticRedirectPage[] }> {
  const listing = listSiteFolder({ root, dir: path.join(root, 'static'), skipName: isSkippedStaticName, openDotFolders: [WELL_KNOWN] });
  // The host's redirects file at the root is read as redirects (host-redirects.ts), never published.
  const redirectsFile = listing.files.find((file) => file.relPath === HOST_REDIRECTS_FILE);
  const read = redirectsFile ? readDataFile(redirectsFile, `static/${HOST_REDIRECTS_FILE}`, 'redirects') : null;
  const pages = await readRedirectPages(listing.files);
  const files = listing.files.filter((file) => file !== redirectsFile && !pages.read.has(file));
  const refused: Diagnostic[] = [...checkStaticFiles(files, 'static', pages.notOnly), ...(read && 'problem' in read ? [read.problem] : [])];
  const refusedFiles = new Set(refused.map((d) => d.file));
  return {
    files: files.filter((file) => !refusedFiles.has(`static/${file.relPath}`)),
    diagnostics: [...listing.diagnostics, ...refused],
    refused: new Map(refused.map((d) => [d.file!.slice('static'.length), d])),
    hostRedirects: read && 'source' in read ? read.source : null,
    redirectPages: [...pages.read.values()],
  };
}

/**
 * The pages of static/ that only lead to another page of the site, each read as that redirect; and
 * what else each other redirect page holds, for its error. A page leading to another site is not
 * read (content may not send the site's readers elsewhere): its error says how to keep it.
 */
async function readRedirectPages(files: readonly SiteFolderFile[]): Promise<{ read: Map<SiteFolderFile, StaticRedirectPage>; notOnly: Map<string, string> }> {
  const read = new Map<SiteFolderFile, StaticRedirectPage>();
  const notOnly = new Map<string, string>();
  const candidates = redirectPageCandidates(files).filter((candidate) => candidate.to.startsWith('/'));
  if (candidates.length === 0) return { read, notOnly };
  // The HTML parser is loaded only by a site that has such pages.
  const { readRedirectPage } = await import('./redirect-page.ts');
  for (const { file, text, to } of candidates) {
    const reading = readRedirectPage(text, to, (url) => resolvePageAddress(url, file.relPath));
    if ('notOnly' in reading) {
      notOnly.set(file.relPath, reading.notOnly);
      continue;
    }
    // Decoded as a link is (resolve-link.ts), as static/_redirects's rules are: a route holds `/docs/café`.
    const split = /[?#]/.exec(to)?.index ?? to.length;
    const place = placeAt(text, Math.max(0, text.search(/<meta\s[^>]*http-equiv\s*=\s*["']?refresh/i)));
    read.set(file, { file: `static/${file.relPath}`, ...place, from: redirectPageFrom(file.relPath), to: normalizeRoutePath(decodedOrAsWritten(to.slice(0, split))) + to.slice(split) });
  }
  return { read, notOnly };
}
