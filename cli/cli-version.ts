// Which build of the CLI is running, for the caches that must not outlive it (the build stamp, the
// check's parse cache). The compiled CLI is split into chunks, so no single file stands for it: the
// version covers every compiled file (or, run from source, every source file) by name, size and time.
import { createHash } from 'node:crypto';
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

let version: string | undefined;

export function cliVersion(): string {
  if (version) return version;
  const here = path.dirname(fileURLToPath(import.meta.url));
  const compiled = path.basename(here) === 'dist';
  const files = compiled
    ? readdirSync(here).filter((name) => name.endsWith('.js'))
    : readdirSync(here, { recursive: true, encoding: 'utf8' }).filter((name) => name.endsWith('.ts'));
  const digest = createHash('sha256');
  for (const name of files.sort()) {
    const info = statSync(path.join(here, name));
    digest.update(`${name}:${info.size}:${info.mtimeMs}\0`);
  }
  version = digest.digest('hex').slice(0, 16);
  return version;
}
