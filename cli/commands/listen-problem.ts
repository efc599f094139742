// Why `serve` or `dev` could not start listening, said as the reader's problem with the flag it came
// from: a host that names no address of this machine is a usage error, not devcenter's bug.

/** The message and exit code for a failed listen, or null for an error of another kind. */
export function listenProblem(error: unknown, host: string, port: number): { message: string; exitCode: number } | null {
  switch ((error as NodeJS.ErrnoException).code) {
    case 'EADDRINUSE':
      return { message: `Port ${port} on ${host} is already in use. Try another one: --port ${port + 1} (or --port 0 for any free port)`, exitCode: 1 };
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
