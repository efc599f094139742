// Helpers the hostile-visitor tests share: raw HTTP (so a path or header reaches the server exactly as
// written) and a `devcenter dev` started on a fixture copy.
import { spawn, type ChildProcess } from 'node:child_process';
import { request } from 'node:http';
import { BIN, REPO_ROOT } from '../support/cli.ts';

export interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** One HTTP request with nothing normalised: `path` and `headers` are sent as given. */
export function rawRequest(base: string, path: string, options: { method?: string; headers?: Record<string, string>; body?: string } = {}): Promise<RawAnswer> {
  const url = new URL(base);
  return new Promise((resolve, reject) => {
    const req = request({ host: url.hostname, port: url.port, path, method: options.method ?? 'GET', headers: options.headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString() }));
    });
    req.on('error', reject);
    req.end(options.body);
  });
}

export interface RunningDev {
  url: string;
  child: ChildProcess;
  /** Everything the server printed so far. */
  output: () => string;
  stop: () => Promise<void>;
}

/** Starts `devcenter dev <dir> --port 0`; resolves once it prints its address. */
export function startDev(dir: string, env: Record<string, string> = {}): Promise<RunningDev> {
  const child = spawn(process.execPath, [BIN, 'dev', dir, '--port', '0'], { cwd: REPO_ROOT, env: { ...process.env, NO_COLOR: '1', ...env } });
  let seen = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`devcenter dev did not start:\n${seen}`)), 20_000);
    const take = (d: unknown) => {
      seen += d;
      const match = /at (http:\/\/[^\s/]+)\//.exec(seen);
      if (!match) return;
      clearTimeout(timer);
      resolve({
        url: match[1],
        child,
        output: () => seen,
        stop: async () => {
          if (child.exitCode !== null) return;
          const exited = new Promise((done) => child.once('exit', done));
          child.kill('SIGTERM');
          await exited;
        },
      });
    };
    child.stdout.on('data', take);
    child.stderr.on('data', take);
    child.on('exit', (code) => reject(new Error(`devcenter dev exited with ${code}:\n${seen}`)));
  });
}

/** The search endpoint's multi-query path with the basic fixture's credentials. */
export const QUERIES_PATH = '/1/indexes/*/queries?x-algolia-application-id=FIXTURE&x-algolia-api-key=fixture-key';

/** Waits until the dev server's search index answers (it is built in the background after start). */
export async function searchReady(base: string): Promise<void> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const answer = await rawRequest(base, QUERIES_PATH, { method: 'POST', body: JSON.stringify({ requests: [{ indexName: 'fixture', query: 'install' }] }) });
    if (answer.status === 200) return;
    if (Date.now() > deadline) throw new Error(`the dev search endpoint never answered: ${answer.status} ${answer.body}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}
