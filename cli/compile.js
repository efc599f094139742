// Compiles the TypeScript CLI to dist/ with esbuild; run by `npm ci` (prepare) and before tests.
import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

await build({
  absWorkingDir: root,
  entryPoints: { cli: 'cli/main.ts', 'define-config': 'cli/config/define-config.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  packages: 'external',
  sourcemap: 'linked',
  logLevel: 'warning',
});
