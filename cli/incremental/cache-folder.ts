// Where a site's caches live (its parsed pages and checks, its compiled config, its doc entries):
// outside the site, in the user's cache folder, one folder per site root. Everything under a site's
// root is content, as untrusted as a pull request from a stranger, and a cache kept there could be
// planted by one: a link that makes the build write and delete elsewhere, a compiled config that
// runs, parsed pages that skip every check. So no cache is ever read from the site itself.
import { createHash } from 'node:crypto';
import { closeSync, constants, fstatSync, openSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { isInside } from '../is-inside.ts';

/** The folder every site's cache folder is in: DEVCENTER_CACHE_DIR, else $XDG_CACHE_HOME/devcenter, else ~/.cache/devcenter. */
export function cacheBase(env: NodeJS.ProcessEnv = process.env): string {
  if (env.DEVCENTER_CACHE_DIR) return path.resolve(env.DEVCENTER_CACHE_DIR);
  const xdg = env.XDG_CACHE_HOME && path.isAbsolute(env.XDG_CACHE_HOME) ? env.XDG_CACHE_HOME : path.join(os.homedir(), '.cache');
  return path.join(xdg, 'devcenter');
}

/**
 * The cache folder of the site at `root`: named after the folder (for a person looking) and a hash of
 * its path. Never inside the site: a cache base that is (XDG_CACHE_HOME set to a folder of the
 * checkout, as CI jobs do) gives way to the system's temporary folder.
 */
export function siteCacheDir(root: string, env: NodeJS.ProcessEnv = process.env): string {
  const resolved = path.resolve(root);
  const name = path.basename(resolved).replace(/[^\w.-]+/g, '_').slice(0, 40) || 'root';
  const configured = cacheBase(env);
  const base = isInside(configured, resolved) ? path.join(os.tmpdir(), `devcenter-cache-${process.getuid?.() ?? 0}`) : configured;
  return path.join(base, 'sites', `${name}-${createHash('sha256').update(resolved).digest('hex').slice(0, 16)}`);
}

/** The largest cache file read: a 10,000-page site's parse cache is tens of MB. */
const MAX_CACHE_BYTES = 512 * 1024 * 1024;

/** A cache file's text, or null when there is none, or what is there is not a regular file of a sane size (a link to /dev/zero is not read). */
export function readCacheText(file: string): string | null {
  let fd: number;
  try {
    fd = openSync(file, constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK);
  } catch {
    return null;
  }
  try {
    const stats = fstatSync(fd);
    if (!stats.isFile() || stats.size > MAX_CACHE_BYTES) return null;
    return readFileSync(fd, 'utf8');
  } catch {
    return null;
  } finally {
    closeSync(fd);
  }
}
