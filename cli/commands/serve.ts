// `devcenter serve`: serve a built site on 127.0.0.1 (by default).
import { listenProblem } from './listen-problem.ts';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { NOT_FOUND_HTML_FILE, outputFileOf, routeHtmlFile, SEARCH_RECORDS_PATH } from '../../runtime/shared/site-urls.ts';
import { loadConfig } from '../config/load.ts';
import { resolveConfig } from '../config/resolve.ts';
import { createSearchEndpoint } from '../serve/search-endpoint.ts';
import { useServerOptimizationBudget } from '../v8-tuning.ts';
import { startStaticServer } from '../serve/static-server.ts';
import type { SiteConfig } from '../config/resolve.ts';
import type { SearchRecord } from '../search/records.ts';

export interface ServeCommandOptions {
  out?: string;
  port: number;
  host: string;
}

/** The embedded search endpoint over the build's records, when the site has search settings. */
async function loadSearchEndpoint(config: SiteConfig) {
  const { appId, apiKey, indexName } = config.site.search;
  if (!appId || !apiKey || !indexName) return null;
  const started = performance.now();
  const records = JSON.parse(await readFile(path.join(config.outDir, outputFileOf(SEARCH_RECORDS_PATH)), 'utf8').catch(() => '[]')) as SearchRecord[];
  const endpoint = createSearchEndpoint({ records, appId, apiKey, indexName });
  return { endpoint, ms: Math.round(performance.now() - started) };
}

export async function runServe(root: string, options: ServeCommandOptions): Promise<number> {
  useServerOptimizationBudget();
  const loaded = await loadConfig(root);
  const config = resolveConfig(loaded.userConfig, { root, source: loaded.source, outDir: options.out });
  if (!existsSync(path.join(config.outDir, routeHtmlFile('/'))) && !existsSync(path.join(config.outDir, NOT_FOUND_HTML_FILE))) {
    console.error(`No built site in ${config.outDir}: run \`devcenter build\` first.`);
    return 1;
  }
  try {
    const search = await loadSearchEndpoint(config);
    const running = await startStaticServer({ outDir: config.outDir, host: options.host, port: options.port, handle: search?.endpoint.handle });
    if (search) console.log(`Search endpoint: ${search.endpoint.engine.size} records indexed in ${search.ms} ms (POST ${running.url}/1/indexes/*/queries)`);
    console.log(`Serving ${path.relative(process.cwd(), config.outDir) || '.'}/ at ${running.url}/ (Ctrl+C to stop)`);
    await new Promise<void>((resolve) => {
      const stop = () => running.close().then(resolve);
      process.once('SIGINT', stop);
      process.once('SIGTERM', stop);
    });
    return 0;
  } catch (error) {
    const problem = await listenProblem(error, options.host, options.port);
    if (!problem) throw error;
    console.error(problem.message);
    return problem.exitCode;
  }
}
