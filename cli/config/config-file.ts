// The name of a site's config file, in a module of its own: the modules that only name it in
// messages (and run in worker threads) must not load esbuild, which loading the config needs.
export const CONFIG_FILE = 'site.config.ts';
