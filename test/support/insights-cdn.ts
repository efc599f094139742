// search-insights as jsDelivr serves it, for a browser on this closed network: the site loads it from
// the CDN with Subresource Integrity, so a test answers that address with the npm package's own bytes
// (which is what jsDelivr's /npm/<package>@<version>/<file> serves), and with CORS, as the CDN does.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { BrowserContext } from 'playwright-core';

const manifest = createRequire(import.meta.url).resolve('search-insights/package.json');

/** The installed package's version (package.json pins it exactly). */
export const INSIGHTS_VERSION: string = JSON.parse(readFileSync(manifest, 'utf8')).version;

export const INSIGHTS_SCRIPT_URL = `https://cdn.jsdelivr.net/npm/search-insights@${INSIGHTS_VERSION}/dist/search-insights.min.js`;

/** dist/search-insights.min.js of the installed package. */
export const INSIGHTS_SCRIPT_BYTES = readFileSync(path.join(path.dirname(manifest), 'dist/search-insights.min.js'));

/** Where search-insights sends its events: Algolia, which this closed network cannot reach. */
export const INSIGHTS_EVENTS = 'https://insights.algolia.io/**';

/** Answers the CDN address with `body` (default: the real file) for every page of the context. */
export async function answerInsightsCdn(context: BrowserContext, body: Buffer = INSIGHTS_SCRIPT_BYTES): Promise<void> {
  await context.route(INSIGHTS_SCRIPT_URL, (route) =>
    route.fulfill({ status: 200, headers: { 'content-type': 'application/javascript; charset=utf-8', 'access-control-allow-origin': '*' }, body }),
  );
}
