// Starts an HTTP server on host:port (0: any free port) and says where it is.
import type { Server } from 'node:http';

/** Resolves with the server's base URL, e.g. http://127.0.0.1:3000; rejects on EADDRINUSE and the like. */
export async function listen(server: Server, host: string, port: number): Promise<string> {
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  return `http://${host.includes(':') ? `[${host}]` : host}:${actualPort}`;
}
