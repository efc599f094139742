// Why `serve` or `dev` could not start listening, said as the reader's problem with the flag it came
// from: a host that names no address of this machine is a usage error, not devcenter's bug.
import net from 'node:net';

/** How many ports after a busy one are tried for the suggestion: a few listens, at most a few ms each. */
const PORTS_TRIED = 20;

/** Whether a server could listen on host:port now (the probe closes at once). */
function canListen(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen({ host, port, exclusive: true }, () => probe.close(() => resolve(true)));
  });
}

/**
 * The first port after a busy one that is free now. "Try --port N+1" unchecked sent the reader, with
 * two sites served side by side (3000 and 3001), to the next busy port and a second failure.
 */
async function freePortAfter(host: string, port: number): Promise<number | undefined> {
  for (let next = port + 1; next <= Math.min(port + PORTS_TRIED, 65535); next++) if (await canListen(host, next)) return next;
  return undefined;
}

/**
 * `--port N` as the reader is to type it. Run by an npm script (`npm start`, this repo's build-and-serve,
 * or a site's `"docs": "devcenter dev"`), the flag alone, typed after `npm start`, is npm's own and the
 * server tries the same port again: npm passes a script what follows `--`, at the end of its last
 * command. Only when that command is devcenter's, and only for npm (yarn and pnpm take arguments otherwise).
 */
function portFlag(port: number): string {
  const event = process.env.npm_lifecycle_event;
  const lastCommand = (process.env.npm_lifecycle_script ?? '').split(/&&|\|\||;/).pop() ?? '';
  if (!event || !(process.env.npm_config_user_agent ?? '').startsWith('npm/') || !/\bdevcenter\b/.test(lastCommand)) return `--port ${port}`;
  return `${event === 'start' ? 'npm start' : `npm run ${event}`} -- --port ${port}`;
}

/** The message and exit code for a failed listen, or null for an error of another kind. */
export async function listenProblem(error: unknown, host: string, port: number): Promise<{ message: string; exitCode: number } | null> {
  switch ((error as NodeJS.ErrnoException).code) {
    case 'EADDRINUSE': {
      const free = await freePortAfter(host, port);
      const suggestion = free === undefined ? `${portFlag(0)} for any free port` : `${portFlag(free)} (or ${portFlag(0)} for any free port)`;
      return { message: `Port ${port} on ${host} is already in use. Try another one: ${suggestion}`, exitCode: 1 };
    }
    case 'EADDRNOTAVAIL':
      return { message: `--host ${host} is not an address of this machine: devcenter can listen only on its own addresses (127.0.0.1, or 0.0.0.0 for every interface).`, exitCode: 2 };
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
    case 'EAI_NONAME':
      return { message: `--host ${host} names no address this machine can find: give an address such as 127.0.0.1 (or 0.0.0.0 for every interface).`, exitCode: 2 };
    case 'EACCES':
      return { message: `Port ${port} on ${host} may not be used by this user (ports below 1024 need more rights): choose a port from 1024, e.g. --port 3000.`, exitCode: 2 };
    default:
      return null;
  }
}
