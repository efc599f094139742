// The site's own pictures named in its config: the navbar's logo (and its dark variant) and the
// favicon. Each is a file of static/ or an https: address, resolved as Docusaurus's useBaseUrl
// resolves it ('img/logo.svg' and '/img/logo.svg' are static/img/logo.svg, served at /img/logo.svg);
// one that is neither is an error at the setting, as Docusaurus would show a broken picture.
import { lstatSync } from 'node:fs';
import path from 'node:path';
import type { Diagnostic } from '../diagnostics.ts';
import { sitePathProblem } from '../content/site-path.ts';
import { isInside } from '../is-inside.ts';
import type { ConfigValuePlace } from './blog-path-problems.ts';

/** The picture's address in the page, or why it has none. */
export type AssetResolution = { src: string } | { problem: string; hint: string };

const HTTPS = /^https:\/\/[^/\\]/i;

/**
 * `value` as the page loads it: an https: address as it is; otherwise the site path of a file of
 * static/. `baseUrl` ("/docs", '' for none) is Docusaurus's, before which a path may be written
 * ('/docs/img/logo.svg'): the static files are served from the site's root here.
 */
export function resolveSiteAsset(value: string, root: string, baseUrl = ''): AssetResolution {
  if (HTTPS.test(value)) return { src: value };
  // Only https: pictures load (the pages' img-src policy); javascript:, data:, //host are refused too.
  if (/^[a-z][a-z0-9+.-]*:|^\s*[\\/][\\/]/i.test(value.trim()))
    return { problem: 'is neither a file of static/ nor an https: address', hint: 'write the path of a file of static/ ("img/logo.svg" for static/img/logo.svg), or an https: address.' };
  // A query or fragment (a favicon's cache-busting `?v=2`) stays on the address, and the file is the
  // path before it, its %-escapes read ('my%20logo.svg' is static/my logo.svg), as a host serves it.
  const [, pathPart, suffix] = /^([^?#]*)([?#][\w.~=&%+-]*)?$/.exec(value) ?? [, value, undefined];
  // An escaped slash names a file of a folder here, but hosts read it otherwise: Apache answers 404,
  // some pass it on as a name with a slash in it. The picture would show under serve and not there.
  if (/%(?:2f|5c)/i.test(pathPart))
    return { problem: 'escapes a "/" or "\\" (%2F, %5C), which hosts read differently (Apache answers 404)', hint: 'write the slash itself: "img/logo.svg", not "img%2Flogo.svg".' };
  const written = `/${pathPart.replace(/^\/+/, '')}`;
  const candidates = [written, ...(baseUrl && written.startsWith(`${baseUrl}/`) ? [written.slice(baseUrl.length)] : [])];
  for (const sitePath of candidates) {
    const filePath = decodedPath(sitePath);
    if (filePath === null || sitePathProblem(filePath)) continue;
    const file = path.join(root, 'static', ...filePath.slice(1).split('/'));
    if (isInside(file, path.join(root, 'static')) && isFile(file)) return { src: `${sitePath}${suffix ?? ''}` };
  }
  const shown = decodedPath(written) ?? written;
  return { problem: `is not a file of static/ (static${shown})`, hint: `put the picture at static${shown}, or write the path of one that is there, from static/ ("img/logo.svg").` };
}

/**
 * The site path of the file a resolved picture address names ('/img/my%20logo.svg?v=2' is
 * '/img/my logo.svg'); undefined for an https: address or none.
 */
export function siteAssetFile(src: string | undefined): string | undefined {
  if (src === undefined || HTTPS.test(src)) return undefined;
  return decodedPath(src.replace(/[?#].*$/, '')) ?? undefined;
}

/** A path with its %-escapes read; null when one is malformed. */
function decodedPath(sitePath: string): string | null {
  try {
    return decodeURIComponent(sitePath);
  } catch {
    return null;
  }
}

function isFile(file: string): boolean {
  try {
    return lstatSync(file).isFile();
  } catch {
    return false;
  }
}

/** The error for a picture setting that does not resolve, at its place. */
export function siteAssetDiagnostic(value: string, resolution: { problem: string; hint: string }, place: ConfigValuePlace): Diagnostic {
  const { setting, written = value, ...at } = place;
  return { severity: 'error', code: 'config', message: `${setting} ${JSON.stringify(written)} ${resolution.problem}.`, ...at, hint: resolution.hint };
}
