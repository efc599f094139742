#!/usr/bin/env node
// The `devcenter` command: runs the CLI compiled to dist/ by `npm ci` (prepare).
import { existsSync } from 'node:fs';

// React's server renderer picks its production build from this; set it before anything loads React.
// A build renders as a reader gets it, whatever the shell says (as `docusaurus build` does): with
// NODE_ENV=development (or test) left in a shell, each page rendered with React's development build,
// three times slower, and its warnings ran into the build's report. `dev` keeps a NODE_ENV it is given.
if (process.argv[2] === 'dev') process.env.NODE_ENV ??= 'production';
else process.env.NODE_ENV = 'production';

const entry = new URL('../dist/cli.js', import.meta.url);
if (!existsSync(entry)) {
  console.error('devcenter is not compiled yet: run `npm ci` (or `node cli/compile.js`) in the devcenter folder.');
  process.exit(2);
}
const { main } = await import(entry.href);
const code = await main(process.argv);
// The command is done (serve and dev return once stopped): what the site's own code left running (a
// timer in site.config.ts) must not keep the process, and a CI job, waiting. Output is flushed first.
await Promise.all([process.stdout, process.stderr].map((stream) => new Promise((resolve) => stream.write('', resolve))));
process.exit(code);
