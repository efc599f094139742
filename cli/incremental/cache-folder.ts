// Where a site's caches live (its parsed pages and checks, its compiled config, its doc entries):
// outside the site, in the user's cache folder, one folder per site root. Everything under a site's
// root is content, as untrusted as a pull request from a stranger, and a cache kept there could be
// planted by one: a link that makes the build write and delete elsewhere, a compiled config that
// runs, parsed pages that skip every check. So no cache is ever read from the site itself.
import { createHash } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';

/** The folder every site's cache folder is in: DEVCENTER_CACHE_DIR, else $XDG_CACHE_HOME/devcenter, else ~/.cache/devcenter. */
export function cacheBase(env: NodeJS.ProcessEnv = process.env): string {
  if (env.DEVCENTER_CACHE_DIR) return path.resolve(env.DEVCENTER_CACHE_DIR);
  const xdg = env.XDG_CACHE_HOME && path.isAbsolute(env.XDG_CACHE_HOME) ? env.XDG_CACHE_HOME : path.join(os.homedir(), '.cache');
  return path.join(xdg, 'devcenter');
}

/** The cache folder of the site at `root`: named after the folder (for a person looking) and a hash of its path. */
export function siteCacheDir(root: string, env: NodeJS.ProcessEnv = process.env): string {
  const resolved = path.resolve(root);
  const name = path.basename(resolved).replace(/[^\w.-]+/g, '_').slice(0, 40) || 'root';
  return path.join(cacheBase(env), 'sites', `${name}-${createHash('sha256').update(resolved).digest('hex').slice(0, 16)}`);
}
