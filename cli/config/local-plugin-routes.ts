// The pages a Docusaurus site's own plugins make (MikroORM's ./plugins/changelog adds /changelog from
// its releases with addRoute): devcenter runs no plugin, so a link to such a page is broken here, and
// the error can say why. A plugin's code is only read, never run: the addresses it writes as literals
// ('/changelog') are the pages it may make.
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { readConfigText } from './docusaurus-config-file.ts';
import { sitePathProblem } from '../content/site-path.ts';

/** A page a plugin of the site may make: the link's whole path, never a folder of pages. */
export interface LocalPluginRoute {
  id: string;
  path: string;
  plugin: 'other';
  exact: true;
}

/** The most addresses read from one plugin: a plugin names a few pages. */
const MAX_ROUTES_PER_PLUGIN = 50;

/** How a plugin's folder names its code, as Node resolves a folder. */
const ENTRY_FILES = ['index.js', 'index.cjs', 'index.mjs', 'index.ts'];

/**
 * The addresses each of `plugins` (as the config names them: './plugins/changelog', a path of the site)
 * writes as a string literal in its entry file, under `baseUrl`. A plugin not found, outside the site
 * or unreadable gives none: this only shapes an error's hint.
 */
export function localPluginRoutes(plugins: readonly string[], root: string, baseUrl: string): LocalPluginRoute[] {
  return plugins.flatMap((name) => {
    if (!/^\.\.?\//.test(name)) return [];
    const entry = entryFile(root, name);
    const read = entry === null ? null : readConfigText(root, entry);
    if (!read || !('text' in read)) return [];
    const routes = new Set<string>();
    for (const [, literal] of read.text.matchAll(/['"`](\/[A-Za-z0-9][\w\-/]*)['"`]/g)) {
      const route = `${baseUrl}${literal.replace(/\/+$/, '')}`;
      if (!sitePathProblem(route)) routes.add(route);
      if (routes.size === MAX_ROUTES_PER_PLUGIN) break;
    }
    return [...routes].map((route) => ({ id: name, path: route, plugin: 'other' as const, exact: true as const }));
  });
}

/** The file Node would load for the plugin `name` (relative to the site's root), relative to that root; null when there is none. */
function entryFile(root: string, name: string): string | null {
  const written = path.normalize(name);
  const candidates = [written, ...['.js', '.cjs', '.mjs', '.ts'].map((extension) => `${written}${extension}`), ...ENTRY_FILES.map((file) => path.join(written, file))];
  for (const candidate of candidates) {
    const full = path.join(root, candidate);
    try {
      if (existsSync(full) && statSync(full).isFile()) return candidate;
    } catch {
      // Unreadable: the next candidate.
    }
  }
  return null;
}
