// `npm test`: the type checks and the test suite run side by side, and the command fails when either
// does. One after the other, the type checks' 24 s came before the suite's first test, while the suite
// leaves about a third of the machine's two cores idle (its tests wait on the CLIs and browsers they
// start): run beside it, they cost the whole run little.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';

// vitest's command, as its package names it (its exports do not list the file).
const require = createRequire(import.meta.url);
const vitestPackage = require.resolve('vitest/package.json');
const vitest = path.join(path.dirname(vitestPackage), require(vitestPackage).bin.vitest);

/** Runs a command with this terminal's output; resolves with its exit code (1 when a signal ended it). */
const run = (command, args) =>
  new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit' });
    child.on('error', (error) => {
      console.error(`${command} could not start: ${error.message}`);
      resolve(1);
    });
    child.on('exit', (code) => resolve(code ?? 1));
  });

const [types, tests] = await Promise.all([
  run(process.platform === 'win32' ? 'npm.cmd' : 'npm', ['run', '--silent', 'typecheck']),
  run(process.execPath, [vitest, 'run', ...process.argv.slice(2)]),
]);
if (types !== 0) console.error('npm test: the type checks failed (see above).');
process.exit(types || tests);
