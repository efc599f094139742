// Once per test run: compile the CLI (so tests drive what `npm ci` installs) and clear old temp sites.
import { execFileSync } from 'node:child_process';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { REPO_ROOT, TMP } from './cli.ts';

export default async function setup(): Promise<void> {
  execFileSync(process.execPath, [path.join(REPO_ROOT, 'cli', 'compile.js')], { stdio: 'inherit' });
  await rm(TMP, { recursive: true, force: true });
}
