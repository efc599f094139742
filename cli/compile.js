// Compiles the TypeScript CLI to dist/ with esbuild; run by `npm ci` (prepare) and before tests.
import { build } from 'esbuild';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
// acorn-jsx require()s acorn while the MDX extension imports it: without this, both the CommonJS and
// the ESM build of acorn end up in the bundle, and every parse worker loads both.
const oneAcorn = {
  name: 'one-acorn',
  setup(build) {
    build.onResolve({ filter: /^acorn$/ }, (args) =>
      args.kind === 'require-call' ? build.resolve('acorn', { kind: 'import-statement', resolveDir: args.resolveDir }) : undefined,
    );
  },
};

// mdast-util-from-markdown calls each handler of a page's many thousand events with a fresh copy of
// its context (`{...context, sliceSerialize}`, up to three per event). The handlers (its own, MDX's,
// GFM's, math's, directives') use that object only while they run, so one object, its sliceSerialize
// set before each event, serves them all: the same trees on 6,270 real Markdown and MDX files
// compared, fromMarkdown about a fifth less CPU. The text patched is checked, so a version that
// changes it fails the compile instead of going unpatched.
const EVENT_LOOP = /( +)while \(\+\+index < events\.length\) \{\n\s+const handler = config\[events\[index\]\[0\]\];[\s\S]*?\n\1\}\n/;
const ONE_EVENT_CONTEXT = `    const eventContext = {...context, sliceSerialize: undefined};
    while (++index < events.length) {
      const event = events[index];
      const handler = config[event[0]];
      eventContext.sliceSerialize = event[2].sliceSerialize;
      if (event[0] === 'enter' && config.beforeEnter.length > 0) callListeners(config.beforeEnter, eventContext, event[1]);
      if (own.call(handler, event[1].type)) handler[event[1].type].call(eventContext, event[1]);
      if (event[0] === 'exit' && config.afterExit.length > 0) callListeners(config.afterExit, eventContext, event[1]);
    }
`;
const oneEventContext = {
  name: 'one-event-context',
  setup(build) {
    build.onLoad({ filter: /[\\/]mdast-util-from-markdown[\\/]lib[\\/]index\.js$/ }, async (args) => {
      const text = await readFile(args.path, 'utf8');
      const loop = EVENT_LOOP.exec(text);
      if (!loop || !loop[0].includes('...context,') || !loop[0].includes('sliceSerialize: events[index][2].sliceSerialize')) {
        throw new Error(`${args.path}: its event loop is not the one cli/compile.js patches (one-event-context): check the new version and update the patch`);
      }
      return { contents: text.replace(EVENT_LOOP, ONE_EVENT_CONTEXT), loader: 'js' };
    });
  },
};

const common = { absWorkingDir: root, bundle: true, platform: 'node', format: 'esm', target: 'node20.19', logLevel: 'warning' };

// Dependencies are bundled in: a few files load far faster than the ~400 small ESM modules of the
// unified ecosystem. esbuild stays external (it finds its native binary relative to itself), and so
// do KaTeX and node-emoji, required only by a page with math or emoji (math-render.ts, emoji.ts).
const program = {
  ...common,
  outdir: 'dist',
  sourcemap: 'linked',
  external: ['esbuild', 'katex', 'node-emoji'],
  // micromark's EditMap, with edits applied in time that does not grow with the page before them
  // (cli/content/micromark-edit-map.ts says why): the same trees, a long changelog parsed 6x faster.
  // And its events-to-acorn, answering an unfinished literal of data without parsing it again at each
  // of its closing braces (cli/content/mdx-events-to-acorn.ts): a 188 KB prop of data checked in 82 s.
  alias: { 'micromark-util-edit-map': './cli/content/micromark-edit-map.ts', 'micromark-util-events-to-acorn': './cli/content/mdx-events-to-acorn.ts' },
  plugins: [oneAcorn, oneEventContext],
  banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
};

const dist = path.join(root, 'dist');
const results = await Promise.all([
  // The CLI in chunks: a command loads only what it runs. A rebuild with nothing changed, above all,
  // never loads the parser, the renderer or React. Chunks sit beside cli.js, where the modules that
  // find files relative to themselves (import.meta.url) expect to be.
  build({ ...program, write: false, entryPoints: { cli: 'cli/main.ts' }, splitting: true, chunkNames: '[name]-[hash]' }),
  // Each worker is one file: a thread loading several chunks starts measurably slower.
  build({ ...program, write: false, entryPoints: { 'parse-worker': 'cli/workers/parse-worker.ts', 'build-worker': 'cli/workers/build-worker.ts', 'index-files-worker': 'cli/workers/index-files-worker.ts' } }),
  // Inlined into each site's compiled config (a data: URL), so it must stand alone.
  build({ ...common, write: false, entryPoints: { 'define-config': 'cli/config/define-config.ts' }, outdir: 'dist' }),
]);
// Only files whose bytes changed are written. The CLI's version is its files' sizes and modification
// times (cli/cli-version.ts), and every build's fingerprint holds it: when each compile wrote every
// file again, `npm start` (which compiles first) rebuilt the whole site each time, never "unchanged".
const outputs = new Map(results.flatMap((result) => result.outputFiles).map((file) => [file.path, file.contents]));
await mkdir(dist, { recursive: true });
// Chunks of an earlier compile would otherwise stay beside the new ones.
for (const entry of await readdir(dist, { withFileTypes: true }))
  if (!outputs.has(path.join(dist, entry.name))) await rm(path.join(dist, entry.name), { recursive: true, force: true });
for (const [file, contents] of outputs) {
  const before = await readFile(file).catch(() => null);
  if (!before || !before.equals(contents)) await writeFile(file, contents);
}
