// The name of a site's config file, in a module of its own: the modules that only name it in
// messages (and run in worker threads) must not load esbuild, which loading the config needs.
export const CONFIG_FILE = 'site.config.ts';

/** The config files a Docusaurus 3 site may have: a root holding one is a Docusaurus site. */
export const DOCUSAURUS_CONFIG_FILES = ['docusaurus.config.ts', 'docusaurus.config.mts', 'docusaurus.config.cts', 'docusaurus.config.js', 'docusaurus.config.mjs', 'docusaurus.config.cjs'];
