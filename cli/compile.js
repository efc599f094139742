// Compiles the TypeScript CLI to dist/ with esbuild; run by `npm ci` (prepare) and before tests.
import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const common = { absWorkingDir: root, bundle: true, platform: 'node', format: 'esm', target: 'node20.19', logLevel: 'warning' };

await Promise.all([
  build({
    ...common,
    entryPoints: { cli: 'cli/main.ts', 'parse-worker': 'cli/content/parse-worker.ts' },
    outdir: 'dist',
    sourcemap: 'linked',
    // Dependencies are bundled in: one file loads far faster than the ~400 small ESM modules of the
    // unified ecosystem. esbuild stays external (it finds its native binary relative to itself).
    external: ['esbuild'],
    banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
  }),
  // Inlined into each site's compiled config (a data: URL), so it must stand alone.
  build({ ...common, entryPoints: { 'define-config': 'cli/config/define-config.ts' }, outdir: 'dist' }),
]);
