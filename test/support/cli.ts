// Runs the real devcenter CLI (the compiled bin) as a child process.
import { spawn, type ChildProcess } from 'node:child_process';
import { cp, mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const BIN = path.join(REPO_ROOT, 'cli', 'devcenter.js');
export const FIXTURES = path.join(REPO_ROOT, 'test', 'fixtures');
export const TMP = path.join(REPO_ROOT, 'test', '.tmp');

export interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** `wrapper`: a command the CLI runs under (e.g. setpriv with a reduced capability set). */
export function runCli(
  args: string[],
  options: { cwd?: string; env?: Record<string, string>; wrapper?: string[]; /** Another copy of the CLI. */ bin?: string; /** Killed after this long (then code -1). */ timeoutMs?: number } = {},
): Promise<CliResult> {
  const [command, ...commandArgs] = [...(options.wrapper ?? []), process.execPath, options.bin ?? BIN, ...args];
  return new Promise((resolve, reject) => {
    const child = spawn(command, commandArgs, {
      cwd: options.cwd ?? REPO_ROOT,
      env: { ...process.env, NO_COLOR: '1', ...options.env },
    });
    const timer = options.timeoutMs === undefined ? undefined : setTimeout(() => child.kill('SIGKILL'), options.timeoutMs);
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code: code ?? -1, stdout, stderr });
    });
  });
}

/** Starts `devcenter serve` and resolves once it prints its address. */
export function startServe(args: string[], env: Record<string, string> = {}): Promise<{ url: string; child: ChildProcess; stop: () => Promise<void> }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [BIN, 'serve', ...args], { cwd: REPO_ROOT, env: { ...process.env, NO_COLOR: '1', ...env } });
    let output = '';
    const timer = setTimeout(() => reject(new Error(`devcenter serve did not start:\n${output}`)), 20_000);
    const onData = (d: Buffer) => {
      output += d;
      const match = /at (http:\/\/[^\s/]+)\//.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve({
          url: match[1],
          child,
          stop: () =>
            new Promise((done) => {
              if (child.exitCode !== null) return done();
              child.once('exit', () => done());
              child.kill('SIGTERM');
            }),
        });
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', (code) => reject(new Error(`devcenter serve exited with ${code}:\n${output}`)));
  });
}

/** A fresh copy of a fixture site under test/.tmp, with some files replaced or added. */
export async function fixtureCopy(name: string, as: string, files: Record<string, string> = {}): Promise<string> {
  const dir = path.join(TMP, as);
  await rm(dir, { recursive: true, force: true });
  await mkdir(TMP, { recursive: true });
  await cp(path.join(FIXTURES, name), dir, { recursive: true, filter: (src) => !src.split(path.sep).includes('build') });
  for (const [file, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
    await writeFile(path.join(dir, file), text);
  }
  return dir;
}

/** A site the test writes whole: `files` by their path from its root. */
export async function writeSite(name: string, files: Record<string, string>): Promise<string> {
  const root = path.join(TMP, name);
  await rm(root, { recursive: true, force: true });
  for (const [file, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(root, file)), { recursive: true });
    await writeFile(path.join(root, file), text);
  }
  return root;
}

/** A zero-config root, as a Docusaurus site's docs folder becomes one: `docs` by path under content/docs/. */
export function zeroConfigSite(name: string, docs: Record<string, string>): Promise<string> {
  return writeSite(name, Object.fromEntries(Object.entries(docs).map(([file, text]) => [`content/docs/${file}`, text])));
}
