// The search of `devcenter dev`: each page's records as the build makes them, and the embedded
// endpoint over them, rebuilt off the save-to-screen path once edits settle.
import type { Root } from 'mdast';
import type { SiteData } from '../../runtime/shared/types.ts';
import type { Route } from '../content/route.ts';
import { pageRecords, type RenderContext } from '../render/render-route.ts';
import type { SearchRecord } from '../search/records.ts';
import { createSearchEndpoint, type SearchEndpoint } from '../serve/search-endpoint.ts';

export class DevSearch {
  private records = new Map<string, SearchRecord[]>();
  private timer: NodeJS.Timeout | null = null;
  endpoint: SearchEndpoint | null = null;

  constructor(private readonly quiet: () => Promise<void>) {}

  /** The records of one content file's page (none when it has no route or is not parsed yet). */
  update(contentPath: string, route: Route | undefined, tree: Root | undefined, context: () => RenderContext): void {
    if (!route || !tree) this.records.delete(contentPath);
    else this.records.set(contentPath, pageRecords(route, tree, context()));
  }

  forget(contentPath: string): void {
    this.records.delete(contentPath);
  }

  clear(): void {
    this.records.clear();
  }

  json(): string {
    return JSON.stringify([...this.records.values()].flat());
  }

  /** Rebuilds the endpoint after `delay` ms and a pause in requests. */
  schedule(site: () => SiteData, delay = 300): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(async () => {
      await this.quiet();
      const { appId, apiKey, indexName } = site().search;
      if (!appId || !apiKey || !indexName) return;
      this.endpoint = createSearchEndpoint({ records: [...this.records.values()].flat(), appId, apiKey, indexName });
    }, delay);
  }

  dispose(): void {
    if (this.timer) clearTimeout(this.timer);
  }
}
