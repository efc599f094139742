// Serves a built site: the search endpoint first, then the URL policy both servers share
// (site-requests.ts) over the output folder on disk.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createDiskSource } from './disk-source.ts';
import { listen } from './listen.ts';
import { admitRequest, limitServer, SERVER_OPTIONS } from './server-limits.ts';
import { answerSiteRequest } from './site-requests.ts';

export interface StaticServerOptions {
  outDir: string;
  host: string;
  port: number;
  /** Tried first; returns true when it answered the request (the search endpoint). */
  handle?: (req: IncomingMessage, res: ServerResponse) => Promise<boolean>;
}

export interface RunningServer {
  url: string;
  server: Server;
  close: () => Promise<void>;
}

export async function startStaticServer(options: StaticServerOptions): Promise<RunningServer> {
  const source = await createDiskSource(options.outDir);
  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    if (options.handle && (await options.handle(req, res))) return;
    await answerSiteRequest(req, res, source);
  };

  const server = limitServer(
    createServer(SERVER_OPTIONS, (req, res) => {
      if (!admitRequest(req, res)) return;
      handle(req, res).catch((error) => {
        console.error(error);
        if (!res.headersSent) res.writeHead(500);
        res.end();
      });
    }),
  );
  const url = await listen(server, options.host, options.port);
  return {
    url,
    server,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
