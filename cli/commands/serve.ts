// `devcenter serve`: serve a built site on 127.0.0.1 (by default).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../config/load.ts';
import { resolveConfig } from '../config/resolve.ts';
import { startStaticServer } from '../serve/static-server.ts';

export interface ServeCommandOptions {
  out?: string;
  port: number;
  host: string;
}

export async function runServe(root: string, options: ServeCommandOptions): Promise<number> {
  const loaded = await loadConfig(root);
  const config = resolveConfig(loaded.userConfig, { root, source: loaded.source, outDir: options.out });
  if (!existsSync(path.join(config.outDir, 'index.html')) && !existsSync(path.join(config.outDir, '404.html'))) {
    console.error(`No built site in ${config.outDir}: run \`devcenter build\` first.`);
    return 1;
  }
  try {
    const running = await startStaticServer({ outDir: config.outDir, host: options.host, port: options.port });
    console.log(`Serving ${path.relative(process.cwd(), config.outDir) || '.'}/ at ${running.url}/ (Ctrl+C to stop)`);
    await new Promise<void>((resolve) => {
      const stop = () => running.close().then(resolve);
      process.once('SIGINT', stop);
      process.once('SIGTERM', stop);
    });
    return 0;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
      console.error(`Port ${options.port} on ${options.host} is already in use. Try another one: --port ${options.port + 1}`);
      return 1;
    }
    throw error;
  }
}
