// The files of static/, as the build copies them: listed like content/ (no link leaves static/ or
// points at a hidden path), without hidden files and folders (`.git`, `.env`, `.DS_Store`… are never
// published; only `.well-known/`, which hosts and clients read, is), and with every file the
// static-file policy refuses reported as an error instead of copied.
import path from 'node:path';
import type { Diagnostic } from '../diagnostics.ts';
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
export function listStaticFolder(root: string): SiteFolderListing & { refused: Map<string, Diagnostic> } {
  const listing = listSiteFolder({ root, dir: path.join(root, 'static'), skipName: isSkippedStaticName, openDotFolders: [WELL_KNOWN] });
  const refused: Diagnostic[] = checkStaticFiles(listing.files, 'static');
  const refusedFiles = new Set(refused.map((d) => d.file));
  return {
    files: listing.files.filter((file) => !refusedFiles.has(`static/${file.relPath}`)),
    diagnostics: [...listing.diagnostics, ...refused],
    refused: new Map(refused.map((d) => [d.file!.slice('static'.length), d])),
  };
}
