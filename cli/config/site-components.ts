// The site's own React components, registered in site.config.ts (`components: { Name: './src/X.tsx' }`):
// site code, bundled like the runtime and then used from MDX by name. Content never names a file to
// run; only this registration does.
import { existsSync, realpathSync, statSync } from 'node:fs';
import path from 'node:path';
import { CONTENT_COMPONENTS } from '../../runtime/shared/components.ts';
import type { Diagnostic } from '../diagnostics.ts';
import { isInside } from '../is-inside.ts';
import { CONFIG_FILE } from './config-file.ts';
import { findKey, findValue } from './source-positions.ts';

/**
 * Registered components by name -> where the code is: a file of the site as "./path/from/root.tsx"
 * (extension and index file resolved), or an npm package name resolved from the site's node_modules.
 */
export type SiteComponents = Record<string, string>;

/** What a registration may point at, tried in this order when the path has no extension. */
export const COMPONENT_EXTENSIONS = ['.tsx', '.ts', '.jsx', '.js', '.mjs'];

/** Names our own content components and the theme's elements already take. */
const TAKEN_NAMES = new Set([...Object.keys(CONTENT_COMPONENTS), 'CodeBlock', 'TOCInline', 'DocCardList']);

const COMPONENT_NAME = /^[A-Z][A-Za-z0-9_]*$/;
const PACKAGE_NAME = /^(?:@[a-z0-9][a-z0-9._-]*\/)?[a-z0-9][a-z0-9._-]*(?:\/[A-Za-z0-9._-]+)*$/;

/** The file a registered path names, as "./…" from the root, or null when there is none inside it. */
export function componentFile(root: string, written: string): string | null {
  const base = path.resolve(root, written);
  const candidates = [base, ...COMPONENT_EXTENSIONS.map((e) => base + e), ...COMPONENT_EXTENSIONS.map((e) => path.join(base, `index${e}`))];
  const found = candidates.find((file) => existsSync(file) && statSync(file).isFile());
  if (!found) return null;
  // A symbolic link may not lead out of the site: its code would not be the site's.
  const real = realpathSync(found);
  if (!isInside(real, realpathSync(root))) return null;
  return `./${path.relative(root, found).split(path.sep).join('/')}`;
}

/** The package a registration names ("@scope/name" or "name"), without the file inside it ("name/dist/x"). */
const packageNameOf = (where: string) => where.split('/').slice(0, where.startsWith('@') ? 2 : 1).join('/');

/** Whether Node's resolution (node_modules of the root's folder, then of each folder above) finds the package. */
function isInstalled(root: string, pkg: string): boolean {
  for (let dir = path.resolve(root); ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'node_modules', pkg))) return true;
    if (path.dirname(dir) === dir) return false;
  }
}

/**
 * The file of the site a bare import names through a webpack alias of its Docusaurus config, when no
 * package of that name is installed: Ionic's '@components/global/DocsCard' (docusaurus-plugin-module-alias
 * maps '@components' to src/components) is ./src/components/global/DocsCard/index.tsx. Looked for as
 * src/<name>/… and <name>/… ('~/x' as src/x), the alias's name without its '@' or '~'; null when no such
 * file is there, or a package of that name is.
 */
export function aliasedSiteFile(root: string, specifier: string): string | null {
  if (!PACKAGE_NAME.test(specifier.replace(/^~\/?/, '')) || isInstalled(root, packageNameOf(specifier))) return null;
  const parts = specifier.replace(/^[@~]\/?/, '').split('/');
  if (parts.length < 2 || parts.some((part) => part === '' || part === '.' || part === '..')) return null;
  const rest = parts.join('/');
  const candidates = specifier.startsWith('~/') ? [`./src/${rest}`] : [`./src/${rest}`, `./${rest}`];
  for (const candidate of candidates) {
    const file = componentFile(root, candidate);
    if (file) return candidate;
  }
  return null;
}

export function resolveSiteComponents(written: Record<string, string> | undefined, root: string, source: string): { components: SiteComponents; problems: Diagnostic[] } {
  const components: SiteComponents = {};
  const problems: Diagnostic[] = [];
  const problem = (message: string, hint: string, at: ReturnType<typeof findKey>) => problems.push({ severity: 'error', code: 'config', message, file: CONFIG_FILE, ...at, hint });
  for (const [name, where] of Object.entries(written ?? {})) {
    if (!COMPONENT_NAME.test(name)) {
      problem(`components.${name}: a component's name starts with a capital letter and holds only letters, digits and "_".`, 'name it as MDX writes it, e.g. ConsoleLink.', findKey(source, ['components', name]));
    } else if (TAKEN_NAMES.has(name)) {
      problem(`components.${name}: <${name}> is one of devcenter's own components.`, `give yours another name, e.g. Site${name}, and write <Site${name}> in content.`, findKey(source, ['components', name]));
    } else if (/^\.\.?\//.test(where)) {
      const file = componentFile(root, where);
      if (file) components[name] = file;
      else
        problem(
          `components.${name}: "${where}" is not a file inside the site (tried ${COMPONENT_EXTENSIONS.join(', ')} and index files).`,
          'give the path of the component file from the folder of site.config.ts, e.g. "./src/components/ConsoleLink.tsx".',
          findValue(source, ['components', name], where),
        );
    } else if (PACKAGE_NAME.test(where)) {
      // Not installed, the build failed at a file of devcenter's making ("../Sandpack:1:20 Could not
      // resolve"), and check said nothing: it is said here, at the registration, as a missing file is.
      const pkg = packageNameOf(where);
      const aliased = isInstalled(root, pkg) ? null : aliasedSiteFile(root, where);
      if (isInstalled(root, pkg)) components[name] = where;
      else
        problem(
          `components.${name}: the package "${pkg}" is not installed in the site (no node_modules/${pkg} in its folder or above).`,
          aliased
            ? `"${where}" is a webpack alias of the Docusaurus site, it seems, for the site's ${aliased}, and devcenter reads no alias: register the file, "${aliased}".`
            : `install it in the site's folder (npm install ${pkg}), or register a file of the site, e.g. "./src/components/${name}.tsx".`,
          findValue(source, ['components', name], where),
        );
    } else {
      problem(
        `components.${name}: "${where}" is neither a path starting with "./" nor an npm package name.`,
        'write "./src/components/X.tsx" for a file of the site, or a package name such as "react-lite-youtube-embed".',
        findValue(source, ['components', name], where),
      );
    }
  }
  return { components, problems };
}
