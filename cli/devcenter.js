#!/usr/bin/env node
// The `devcenter` command: runs the CLI compiled to dist/ by `npm ci` (prepare).
import { existsSync } from 'node:fs';

// React's server renderer picks its production build from this; set it before anything loads React.
process.env.NODE_ENV ??= 'production';

const entry = new URL('../dist/cli.js', import.meta.url);
if (!existsSync(entry)) {
  console.error('devcenter is not compiled yet: run `npm ci` (or `node cli/compile.js`) in the devcenter folder.');
  process.exit(2);
}
const { main } = await import(entry.href);
process.exitCode = await main(process.argv);
