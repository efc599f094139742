// Finds site.config.ts, compiles it with esbuild and imports it; no other module reads the file.
import { build, type Message } from 'esbuild';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ConfigError, type Diagnostic } from '../diagnostics.ts';
import { CONFIG_FILE } from './config-file.ts';

export { CONFIG_FILE };

export interface LoadedConfig {
  /** Whatever the file exports by default: validated later by resolveConfig. */
  userConfig: unknown;
  /** The config file's source text, for positions in error messages. */
  source: string;
  /** Every file the config imported (the dev server restarts when one changes). */
  files: string[];
}

// Compiled next to the CLI in dist/; beside this file when running from source (tests).
const defineConfigPath = [new URL('./define-config.js', import.meta.url), new URL('./define-config.ts', import.meta.url)]
  .map((u) => fileURLToPath(u))
  .find((p) => existsSync(p)) as string;

/** The folder holding site.config.ts: the given one, or the nearest from `from` upward. */
export function findSiteRoot(from: string): string {
  let dir = path.resolve(from);
  for (;;) {
    if (existsSync(path.join(dir, CONFIG_FILE))) return dir;
    const parent = path.dirname(dir);
    if (parent === dir) return path.resolve(from);
    dir = parent;
  }
}

export async function loadConfig(root: string): Promise<LoadedConfig> {
  const file = path.join(root, CONFIG_FILE);
  if (!existsSync(file)) {
    // No config: a folder with content/docs/ builds with defaults (zero-config).
    // Loaded only for a root without a config: it reads every page's frontmatter with a YAML parser.
    const { zeroConfig } = await import('./zero-config.ts');
    const defaults = await zeroConfig(root);
    if (defaults) return { userConfig: defaults, source: '', files: [] };
    throw new ConfigError([
      {
        severity: 'error',
        code: 'config',
        message: `No ${CONFIG_FILE} in ${root}, and no Markdown under content/docs/ to build without one.`,
        hint: `run devcenter in the folder that holds ${CONFIG_FILE} (or content/docs/), or pass that folder as the root argument.`,
      },
    ]);
  }
  const result = await build({
    absWorkingDir: root,
    entryPoints: [file],
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'node',
    metafile: true,
    logLevel: 'silent',
    plugins: [
      {
        name: 'devcenter-config',
        setup(b) {
          b.onResolve({ filter: /^devcenter(\/config)?$/ }, () => ({ path: defineConfigPath }));
        },
      },
    ],
  }).catch((error: { errors?: Message[] }) => {
    throw new ConfigError((error.errors ?? []).map((m) => esbuildDiagnostic(m, root)));
  });
  const code = result.outputFiles[0].text;
  const module = await import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`);
  const source = await import('node:fs/promises').then((fs) => fs.readFile(file, 'utf8'));
  return {
    userConfig: module.default,
    source,
    files: Object.keys(result.metafile.inputs).map((f) => path.resolve(root, f)),
  };
}

function esbuildDiagnostic(message: Message, root: string): Diagnostic {
  const loc = message.location;
  return {
    severity: 'error',
    code: 'config',
    message: message.text,
    file: loc ? path.relative(root, path.resolve(root, loc.file)).split(path.sep).join('/') : CONFIG_FILE,
    line: loc?.line,
    column: loc ? loc.column + 1 : undefined,
    lineText: loc?.lineText,
    length: loc?.length,
  };
}
