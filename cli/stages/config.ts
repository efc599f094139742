// Stage "config": site.config.ts (or the zero-config defaults) loaded and resolved. A build to disk
// replaces its output folder, so the folder is checked here, before any work.
import { docsVersionsAt, unbuiltVersionsWarning } from '../config/docs-versions.ts';
import { reactPagesAt } from '../config/react-pages.ts';
import path from 'node:path';
import { CONFIG_FILE } from '../config/config-file.ts';
import { loadConfig } from '../config/load.ts';
import { resolveConfig, type SiteConfig } from '../config/resolve.ts';
import type { Diagnostic } from '../diagnostics.ts';
import type { BuildTimeValues } from '../content/build-time-components.ts';
import { mdxComponentsThemeModules } from '../content/site-component-use.ts';
import { siteCacheDir } from '../incremental/cache-folder.ts';
import { PACKAGE_ROOT } from '../package-root.ts';
import { checkOutDir } from '../write/out-dir.ts';
import type { PipelineMode } from './mode.ts';

export interface ConfigOptions {
  root: string;
  mode: PipelineMode;
  outDir?: string;
  strict?: boolean;
}

export interface LoadedSite {
  root: string;
  config: SiteConfig;
  /** The provider's name and URL, which build-time components put into pages. */
  values: BuildTimeValues;
  /** site.config.ts as text, and every file it imported. */
  configSource: string;
  configFiles: string[];
  /** The sidebars come from the content's folders (zero-config): `devcenter dev` works them out again as files change. */
  derivedSidebars: boolean;
  /** Warnings about the config (what a Docusaurus config read as data left out), reported with the site's. */
  configWarnings: Diagnostic[];
}

/** Throws ConfigError for a config the author must fix, or an output folder that must not be replaced. */
export async function loadSiteConfig({ root, mode, outDir, strict }: ConfigOptions): Promise<LoadedSite> {
  const loaded = await loadConfig(root);
  const keptVersions = docsVersionsAt(root).filter((name) => name !== loaded.docsBuiltVersion);
  const config = resolveConfig(loaded.userConfig, { root, source: loaded.source, outDir, strict, sidebarsSource: loaded.sidebarsSource, linksSource: loaded.linksSource, docsVersions: [...keptVersions, ...(loaded.docsVersionPaths ?? [])], lastDocsVersion: loaded.docsLastVersion, docsVersionsBase: loaded.docsVersionsBase, docsVersionNames: loaded.docsVersionNames, reactPages: reactPagesAt(root), docusaurusBaseUrl: loaded.docusaurusBaseUrl, otherDocsInstances: loaded.otherDocsInstances, blogPathPlace: loaded.blogPathPlace });
  if (mode === 'disk')
    checkOutDir({
      outDir: config.outDir,
      root,
      inputFolders: [config.contentDir, path.join(root, 'static'), siteCacheDir(root), path.join(PACKAGE_ROOT, 'templates'), path.join(PACKAGE_ROOT, 'runtime')],
      inputFiles: [path.join(root, CONFIG_FILE), ...loaded.files, ...componentFiles(config)],
    });
  const values = { providerName: config.site.provider.name, providerUrl: config.site.provider.url, siteComponents: config.components, math: config.math, githubAlerts: config.githubAlerts, ...(config.markdownFormat !== 'mdx' ? { markdownFormat: config.markdownFormat } : {}), tocLevels: config.tocLevels, ...(config.admonitions ? { admonitions: config.admonitions } : {}), themeComponents: mdxComponentsThemeModules(root), ...(loaded.metaPreset ? { metaPreset: true } : {}) };
  return { root, config, values, configSource: loaded.source, configFiles: loaded.files, derivedSidebars: Boolean(loaded.derivedSidebars), configWarnings: [...(loaded.diagnostics ?? []), ...config.brandProblems, ...unbuiltVersionsWarning(root, keptVersions)] };
}

/** The site's component files: a build's output folder must never be one of them or hold one. */
function componentFiles(config: SiteConfig): string[] {
  return Object.values(config.components)
    .filter((where) => where.startsWith('./'))
    .map((file) => path.join(config.root, file));
}
