// Compiles the TypeScript CLI to dist/ with esbuild; run by `npm ci` (prepare) and before tests.
import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
// acorn-jsx require()s acorn while the MDX extension imports it: without this, both the CommonJS and
// the ESM build of acorn (240 KB each) end up in the bundle, and every parse worker loads both.
const oneAcorn = {
  name: 'one-acorn',
  setup(build) {
    build.onResolve({ filter: /^acorn$/ }, (args) =>
      args.kind === 'require-call' ? build.resolve('acorn', { kind: 'import-statement', resolveDir: args.resolveDir }) : undefined,
    );
  },
};

const common = { absWorkingDir: root, bundle: true, platform: 'node', format: 'esm', target: 'node20.19', logLevel: 'warning' };

await Promise.all([
  build({
    ...common,
    entryPoints: { cli: 'cli/main.ts', 'parse-worker': 'cli/content/parse-worker.ts', 'build-worker': 'cli/content/build-worker.ts' },
    outdir: 'dist',
    sourcemap: 'linked',
    // Dependencies are bundled in: one file loads far faster than the ~400 small ESM modules of the
    // unified ecosystem. esbuild stays external (it finds its native binary relative to itself).
    external: ['esbuild'],
    plugins: [oneAcorn],
    banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
  }),
  // Inlined into each site's compiled config (a data: URL), so it must stand alone.
  build({ ...common, entryPoints: { 'define-config': 'cli/config/define-config.ts' }, outdir: 'dist' }),
]);
