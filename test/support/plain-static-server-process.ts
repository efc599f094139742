// bench/plain-static-server.js run as a user runs it (a process of its own), serving `folder`.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { REPO_ROOT } from './cli.ts';

/** The server's address once it says where it serves, and a stop that ends the process. */
export async function runPlainStaticServer(folder: string): Promise<{ url: string; stop: () => void }> {
  const child = spawn(process.execPath, [path.join(REPO_ROOT, 'bench', 'plain-static-server.js'), folder], { cwd: REPO_ROOT });
  const stop = () => void child.kill('SIGTERM');
  try {
    const url = await new Promise<string>((resolve, reject) => {
      let seen = '';
      child.stdout.on('data', (d) => {
        seen += d;
        const match = /at (http:\/\/\S+?)\/ /.exec(seen);
        if (match) resolve(match[1]);
      });
      child.on('exit', (code) => reject(new Error(`exited with ${code}: ${seen}`)));
    });
    return { url, stop };
  } catch (error) {
    stop();
    throw error;
  }
}
