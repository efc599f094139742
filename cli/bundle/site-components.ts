// The site's own components (site.config.ts `components`) as esbuild builds them: each one an entry of
// the browser build (its own chunk, sharing React with the runtime), and all of them one module for
// the server render. React always resolves to devcenter's own copy: two copies of React on one page
// would break hydration and every hook.
import type { Message, Metafile, Plugin } from 'esbuild';
import { ConfigError, type Diagnostic } from '../diagnostics.ts';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { SiteComponents } from '../config/site-components.ts';
import { isInside } from '../is-inside.ts';
import { scopeCssModule } from './css-modules.ts';
import { docusaurusShims, SHIMMED_MODULES, shimExports, type ShimSite } from './docusaurus-shims.ts';
import type { SiteConfig } from '../config/resolve.ts';

export interface SiteComponentSources {
  /** The site root registrations are relative to. */
  root: string;
  components: SiteComponents;
  /** What the Docusaurus stand-ins tell components of the site (useDocusaurusContext). */
  site?: ShimSite;
}

/** The components a site registers, with what the stand-ins tell them of it. */
export function componentSources(config: Pick<SiteConfig, 'root' | 'components' | 'site' | 'url' | 'trailingSlash'>): SiteComponentSources {
  return { root: config.root, components: config.components, site: { title: config.site.title, tagline: config.site.tagline, url: config.url, trailingSlash: config.trailingSlash, locale: config.site.locale } };
}

/** A component's files under /assets/: its entry chunk, the chunks that imports, and its styles. */
export interface SiteComponentOutput {
  js: string;
  css: string[];
  preloads: string[];
}

const NAMESPACE = 'devcenter-site-component';
const SHIMS = 'devcenter-docusaurus-shim';
const CSS_NAMESPACE = 'devcenter-css-module';
/** The browser build's name for a component's entry: its chunk is /assets/site-<Name>-<hash>.js. */
const entryName = (name: string) => `site-${name}`;

/** The module that picks a registered component out of its file: the default export, else the export of its name. */
function pickerSource(specifier: string, name: string): string {
  return [
    `import * as m from ${JSON.stringify(specifier)};`,
    'const d = m.default;',
    // A CommonJS package compiled from ES modules puts its default export one level down.
    `const c = d && typeof d === 'object' && !('$$typeof' in d) && 'default' in d ? d.default : d;`,
    `export default c ?? m[${JSON.stringify(name)}];`,
  ].join('\n');
}

/** What a registration names, as an import specifier from the site root. */
function specifierOf(root: string, where: string): string {
  return where.startsWith('./') ? path.join(root, where) : where;
}

const REACT = /^(?:react|react-dom)(?:\/.*)?$/;

/**
 * Resolves the registered components' entries, React to devcenter's copy (or leaves it to Node on
 * the server, where the render module already imports it from there), and the Docusaurus stand-ins.
 */
export function siteComponentsPlugin(packageRoot: string, sources: SiteComponentSources, platform: 'browser' | 'node'): Plugin {
  const requireFromPackage = createRequire(path.join(packageRoot, 'package.json'));
  return {
    name: 'devcenter-site-components',
    setup(build) {
      build.onResolve({ filter: new RegExp(`^${NAMESPACE}:`) }, (args) => ({ path: args.path.slice(NAMESPACE.length + 1), namespace: NAMESPACE }));
      build.onLoad({ filter: /.*/, namespace: NAMESPACE }, (args) => {
        if (args.path === SERVER_MODULE)
          // The server module: every component, under its name (never a component's own name: those start with a capital).
          return {
            contents: Object.keys(sources.components)
              .map((name, i) => `import * as m${i} from ${JSON.stringify(`${NAMESPACE}:${name}`)};\nexport const ${name} = m${i}.default;`)
              .join('\n'),
            resolveDir: sources.root,
            loader: 'js',
          };
        const where = sources.components[args.path];
        return { contents: pickerSource(specifierOf(sources.root, where), args.path), resolveDir: sources.root, loader: 'js' };
      });
      // Docusaurus sites write JSX in .js files: the site's own (not its packages') are read as JSX.
      build.onLoad({ filter: /\.js$/, namespace: 'file' }, async (args) =>
        isInside(args.path, sources.root) && !args.path.split(path.sep).includes('node_modules') ? { contents: await readFile(args.path, 'utf8'), loader: 'jsx' } : undefined,
      );
      // CSS modules: scoped here, alike in both builds (css-modules.ts); only the browser build keeps the styles.
      const scoped = async (file: string) => scopeCssModule(await readFile(file, 'utf8'), path.relative(sources.root, file).split(path.sep).join('/'));
      build.onLoad({ filter: /\.module\.css$/, namespace: 'file' }, async (args) => {
        if (isInside(args.path, path.join(packageRoot, 'runtime'))) return undefined;
        const { classes } = await scoped(args.path);
        const styles = platform === 'browser' ? `import ${JSON.stringify(`${CSS_NAMESPACE}:${args.path}`)};\n` : '';
        return { contents: `${styles}export default ${JSON.stringify(classes)};`, loader: 'js', resolveDir: path.dirname(args.path) };
      });
      build.onResolve({ filter: new RegExp(`^${CSS_NAMESPACE}:`) }, (args) => ({ path: args.path.slice(CSS_NAMESPACE.length + 1), namespace: CSS_NAMESPACE }));
      build.onLoad({ filter: /.*/, namespace: CSS_NAMESPACE }, async (args) => ({ contents: (await scoped(args.path)).css, loader: 'css', resolveDir: path.dirname(args.path) }));
      // Docusaurus's alias of the site's folder, which components import their data and helpers by
      // (TypeORM's `@site/src/constants/databases`; 180 files of the mirrored sites' src/): the site's
      // root here, then content/ for what Docusaurus keeps at its root and devcenter there (docs/, blog/).
      // Nothing outside the site is reached by it.
      build.onResolve({ filter: /^@site\// }, async (args) => {
        const rest = args.path.slice('@site/'.length);
        for (const base of [sources.root, path.join(sources.root, 'content')]) {
          const target = path.join(base, rest);
          if (!isInside(target, sources.root)) return undefined;
          const found = await build.resolve(target, { kind: args.kind, resolveDir: base });
          if (found.errors.length === 0) return { path: found.path, external: found.external, namespace: found.namespace };
        }
        return undefined;
      });
      const shims = docusaurusShims(sources.site);
      build.onResolve({ filter: /^@(?:docusaurus|theme)\// }, (args) => (Object.hasOwn(shims, args.path) ? { path: args.path, namespace: SHIMS } : undefined));
      build.onLoad({ filter: /.*/, namespace: SHIMS }, (args) => ({ contents: shims[args.path], resolveDir: packageRoot, loader: 'js' }));
      build.onResolve({ filter: REACT }, (args) => {
        if (platform === 'node') return { path: args.path, external: true };
        // devcenter's own modules find its React anyway; the site's files might find another copy.
        if (isInside(args.importer, path.join(packageRoot, 'runtime'))) return undefined;
        try {
          return { path: requireFromPackage.resolve(args.path) };
        } catch {
          return undefined;
        }
      });
    },
  };
}

/** The browser build's entry points for the components: one each, named site-<Name>. */
export function siteComponentEntries(sources: SiteComponentSources | null): Record<string, string> {
  return Object.fromEntries(Object.keys(sources?.components ?? {}).map((name) => [entryName(name), `${NAMESPACE}:${name}`]));
}

/** The server build's one entry, exporting every component by name. */
const SERVER_MODULE = 'all';
export const SERVER_ENTRY = `${NAMESPACE}:${SERVER_MODULE}`;

/** Each component's output files, from the browser build's metafile (paths as `toUrl` makes them). */
export function siteComponentOutputs(metafile: Metafile, root: string, names: string[], toUrl: (file: string) => string): Record<string, SiteComponentOutput> {
  const outputs: Record<string, SiteComponentOutput> = {};
  for (const [file, output] of Object.entries(metafile.outputs)) {
    const name = output.entryPoint?.startsWith(`${NAMESPACE}:`) ? output.entryPoint.slice(NAMESPACE.length + 1) : null;
    if (!name || !names.includes(name) || !file.endsWith('.js')) continue;
    outputs[name] = {
      js: toUrl(path.resolve(root, file)),
      css: output.cssBundle ? [toUrl(path.resolve(root, output.cssBundle))] : [],
      preloads: output.imports.filter((i) => i.kind === 'import-statement' && !i.external).map((i) => toUrl(path.resolve(root, i.path))),
    };
  }
  return outputs;
}

/** The site's files a build read (the components and what they import), by absolute path: devcenter's
 * own runtime and packages are named by the runtime's cache key already. */
export function siteInputsOf(metafile: Metafile, packageRoot: string): string[] {
  return Object.keys(metafile.inputs)
    .filter((input) => !input.includes(':'))
    .map((input) => path.resolve(packageRoot, input))
    .filter((file) => !isInside(file, path.join(packageRoot, 'runtime')) && !isInside(file, path.join(packageRoot, 'node_modules')));
}

/** What to do about a picture a component imports: draw it by its address, the one it has when it is a file of static/. */
function pictureImportHint(imported: string, root: string, packageRoot: string): string {
  const fromRoot = path.relative(root, path.resolve(packageRoot, imported)).split(path.sep).join('/');
  const address = fromRoot.startsWith('static/') ? `/${fromRoot.slice('static/'.length)}` : `/img/${path.basename(imported)}`;
  const where = fromRoot.startsWith('static/') ? '' : `put the file in static/${address.slice(1)}, then `;
  return `a component cannot import a picture here (in Docusaurus, webpack makes a React component of an .svg and an address of any other picture): ${where}draw it by its address, <img src="${address}" alt="…" />.`;
}

/**
 * An esbuild failure as the author's problem when every error is in the site's own files (a
 * component's syntax, an import that does not resolve); null when any is devcenter's (a bug).
 */
export function componentBuildError(error: unknown, packageRoot: string, sources: SiteComponentSources): ConfigError | null {
  const errors = (error as { errors?: Message[] }).errors;
  if (!Array.isArray(errors) || errors.length === 0) return null;
  const diagnostics: Diagnostic[] = [];
  for (const message of errors) {
    const loc = message.location;
    const file = loc ? path.resolve(packageRoot, loc.file.replace(/^[\w-]+:/, '')) : null;
    if (file && isInside(file, path.join(packageRoot, 'runtime'))) return null;
    const docusaurus = /Could not resolve "(@docusaurus\/[^"]+|@theme\/[^"]+)"/.exec(message.text)?.[1];
    // `import { useDocsSidebar } from '@docusaurus/plugin-content-docs/client'`: a stand-in without that export.
    const missing = new RegExp(`^No matching export in "${SHIMS}:([^"]+)" for import "([^"]+)"`).exec(message.text);
    // `function V({v}: {v: string})` in a .js file: Flow's types, which Docusaurus sites compile with their Babel config.
    // `import LinkIcon from '../../static/img/link.svg'`: webpack's loaders in Docusaurus (SVGR, file-loader), none here.
    const image = /No loader is configured for "(\.(?:svg|png|jpe?g|gif|webp|avif|ico))" files: (.*)$/.exec(message.text);
    const typed = file !== null && /\.(?:js|jsx|mjs)$/.test(file) && /Expected "[)\],;=}]" but found ":"|Unexpected ":"/.test(message.text);
    // `import css from './support-table.module.scss'` (Sequelize's, Detox's): docusaurus-plugin-sass compiles
    // it in Docusaurus, a plugin that does not run here; esbuild's text named the file from devcenter's folder.
    const preprocessed = /No loader is configured for "\.(scss|sass|less|styl)" files/.exec(message.text)?.[1];
    // `import ReleasesTableMD from './_releases-table.md'` (React Native's ReleasesTable): Docusaurus's MDX
    // loader makes a component of it; devcenter reads Markdown as content, a page's partial, never in a bundle.
    const markdown = /No loader is configured for "\.(md|mdx)" files/.test(message.text);
    const written = loc ? /['"]([^'"]+)['"]/.exec(loc.lineText.slice(loc.column))?.[1] : undefined;
    diagnostics.push({
      severity: 'error',
      code: 'component',
      message: missing
        ? `A site component does not build: devcenter's stand-in for "${missing[1]}" has no export "${missing[2]}"`
        : markdown
          ? `A site component does not build: it imports a Markdown file${written ? ` (${written})` : ''}, which devcenter reads as content only`
        : preprocessed
          ? `A site component does not build: it imports a ${preprocessed === 'less' ? 'Less' : preprocessed === 'styl' ? 'Stylus' : 'Sass'} stylesheet${written ? ` (${written})` : ''}, which devcenter does not compile`
          : `A site component does not build: ${message.text}`,
      ...(file && loc ? { file: path.relative(sources.root, file).split(path.sep).join('/'), line: loc.line, column: loc.column + 1, lineText: loc.lineText, length: loc.length } : {}),
      hint: missing
        ? `it has ${shimExports(missing[1]).join(', ')}; ${missing[2]} reads what only Docusaurus's own client has (every doc or sidebar of the site, the theme's config): write the component without it.`
        : image
        ? pictureImportHint(image[2], sources.root, packageRoot)
        : markdown
        ? "Docusaurus's MDX loader makes a component of it, which a bundle does not have here: move the file into content/ (a name starting with _ is no page of its own) and include it where the page shows the component, as a partial the page imports (import Part from './_part.md', then <Part />)."
        : preprocessed
        ? `a Docusaurus plugin (docusaurus-plugin-sass) compiles it there, and plugins do not run here: write the styles as CSS and import the .css file (a .module.css is scoped to the component as a .module.${preprocessed} is, and current browsers read nested rules in CSS).`
        : docusaurus
        ? `${docusaurus} is Docusaurus's: site components get stand-ins for ${SHIMMED_MODULES.join(', ')} from devcenter, and no other Docusaurus module; write the component without it.`
        : typed
          ? 'a type annotation (Flow\'s, which a Docusaurus site compiles with its own Babel config) is not JavaScript: take the types out, or rename the file .tsx and write them as TypeScript.'
          : 'fix the code of the component (registered in site.config.ts, components) or of the file it imports; a package it imports must be installed in the site (npm install).',
    });
  }
  return new ConfigError(diagnostics);
}
