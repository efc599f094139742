// `devcenter index push`: uploads the built search records and the index settings to a hosted
// service with the algoliasearch client. The admin key comes from the environment only: it is never
// read from site.config.ts nor written to the output.
import { algoliasearch } from 'algoliasearch';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { loadConfig } from '../config/load.ts';
import { resolveConfig } from '../config/resolve.ts';
import { INDEX_SETTINGS } from '../search/index-settings.ts';
import { withHierarchyRadio } from '../search/hierarchy-radio.ts';
import type { SearchRecord } from '../search/records.ts';
import { parseSearchHost } from '../../runtime/shared/search-host.ts';
import { outputFileOf, SEARCH_RECORDS_PATH } from '../../runtime/shared/site-urls.ts';

export const ADMIN_KEY_ENV = 'DEVCENTER_SEARCH_ADMIN_KEY';

export async function runIndexPush(root: string, options: { out?: string }): Promise<number> {
  const loaded = await loadConfig(root);
  const config = resolveConfig(loaded.userConfig, { root, source: loaded.source, outDir: options.out });
  const { appId, indexName, hosts } = config.site.search;
  const adminKey = process.env[ADMIN_KEY_ENV];
  if (!adminKey) {
    console.error(`${ADMIN_KEY_ENV} is not set. The admin key is read from the environment only, never from site.config.ts.`);
    return 2;
  }
  const file = path.join(config.outDir, outputFileOf(SEARCH_RECORDS_PATH));
  const records = await readFile(file, 'utf8')
    .then((text) => JSON.parse(text) as SearchRecord[])
    .catch(() => null);
  if (!records) {
    console.error(`No search records at ${path.relative(process.cwd(), file)}: run \`devcenter build\` first.`);
    return 1;
  }
  const client = algoliasearch(appId, adminKey, hosts.length > 0 ? { hosts: hosts.map((h) => parseSearchHost(h, 'readWrite')) } : undefined);
  const started = performance.now();
  try {
    const settings = await client.setSettings({ indexName, indexSettings: INDEX_SETTINGS as never });
    await client.waitForTask({ indexName, taskID: settings.taskID });
    // Written to a temporary index and moved into place: readers never see a half-filled index.
    // hierarchy_radio is not in the records file (the embedded engine derives it): the hosted index needs it.
    await client.replaceAllObjects({ indexName, objects: records.map(withHierarchyRadio) as unknown as Record<string, unknown>[], batchSize: 1000 });
  } catch (error) {
    // The search service refused or could not be reached: the reader's network, key or app id,
    // not devcenter's bug. The index is as it was (the records go to a temporary index first).
    const status = (error as { status?: number }).status;
    console.error(
      `The search index "${indexName}" (${appId}) was not updated: ${(error as Error).message}${status ? ` (HTTP ${status})` : ''}. Check the network, the app id in site.config.ts and ${ADMIN_KEY_ENV}.`,
    );
    return 1;
  }
  console.log(`pushed ${records.length} records and the index settings to "${indexName}" (${appId}) in ${Math.round(performance.now() - started)} ms`);
  return 0;
}
