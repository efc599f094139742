// The files of static/, as the build copies them: listed like content/ (no link leaves static/ or
// points at a hidden path), without hidden files and folders (`.git`, `.env`, `.DS_Store`… are never
// published; only `.well-known/`, which hosts and clients read, is), and with every file the
// static-file policy refuses reported instead of copied. The host's redirects file at its root is
// read as the site's redirects (host-redirects.ts).
import path from 'node:path';
import type { Diagnostic } from '../diagnostics.ts';
import { readDataFile, type DataFileSource } from './data-files.ts';
import { HOST_REDIRECTS_FILE } from './host-redirects.ts';
import { listSiteFolder, type SiteFolderListing } from './site-folder.ts';
import { checkStaticFiles, isHostConfigName } from './static-policy.ts';

/** The one hidden folder of static/ that is published: hosts serve it (security.txt, assetlinks.json…). */
export const WELL_KNOWN = '.well-known';

/** Hidden names are skipped, but a host configuration file is listed so that it is refused by name. */
function isSkippedStaticName(name: string, relPath: string): boolean {
  if (!name.startsWith('.') || relPath === WELL_KNOWN) return false;
  return !isHostConfigName(name);
}

/**
 * static/ of `root`: the files to copy, and what is wrong (links, refused files), each naming its
 * file; `refused` holds each refused file's problem by its site path ("/img/x.svg").
 */
export function listStaticFolder(root: string): SiteFolderListing & { refused: Map<string, Diagnostic>; hostRedirects: DataFileSource | null } {
  const listing = listSiteFolder({ root, dir: path.join(root, 'static'), skipName: isSkippedStaticName, openDotFolders: [WELL_KNOWN] });
  // The host's redirects file at the root is read as redirects (host-redirects.ts), never published.
  const redirectsFile = listing.files.find((file) => file.relPath === HOST_REDIRECTS_FILE);
  const files = listing.files.filter((file) => file !== redirectsFile);
  const read = redirectsFile ? readDataFile(redirectsFile, `static/${HOST_REDIRECTS_FILE}`, 'redirects') : null;
  const refused: Diagnostic[] = [...checkStaticFiles(files, 'static'), ...(read && 'problem' in read ? [read.problem] : [])];
  const refusedFiles = new Set(refused.map((d) => d.file));
  return {
    files: files.filter((file) => !refusedFiles.has(`static/${file.relPath}`)),
    diagnostics: [...listing.diagnostics, ...refused],
    refused: new Map(refused.map((d) => [d.file!.slice('static'.length), d])),
    hostRedirects: read && 'source' in read ? read.source : null,
  };
}
