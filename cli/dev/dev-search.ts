// The search of `devcenter dev`: each page's records as the build makes them, and the embedded
// endpoint over them, rebuilt off the save-to-screen path once edits settle.
import type { Root } from 'mdast';
import type { SiteData } from '../../runtime/shared/types.ts';
import type { Route } from '../content/route.ts';
import { pageRecords, type RenderContext } from '../render/render-route.ts';
import { sidebarRankOf, sidebarRanks } from '../search/reading-order.ts';
import type { SearchRecord } from '../search/records.ts';
import { createSearchEndpoint, type SearchEndpoint } from '../serve/search-endpoint.ts';

export class DevSearch {
  /** Each content file's page records, with the page's place in the sidebars (the build's reading order). */
  private records = new Map<string, { rank: number; records: SearchRecord[] }>();
  private timer: NodeJS.Timeout | null = null;
  /** Makes every page's records again before the next rebuild (the site was reshaped). */
  private refresh: (() => void) | null = null;
  endpoint: SearchEndpoint | null = null;
  /**
   * json() as last made, until the records change: it is the whole site's text (90 MB for 1,500 pages),
   * and making it again for every request of /search-records.json or of a static index file held the
   * server 1.5 s each time, for any visitor to repeat.
   */
  private madeJson: string | null = null;

  constructor(private readonly quiet: () => Promise<void>) {}

  /** The records of one content file's page (none when it has no route or is not parsed yet). */
  update(contentPath: string, route: Route | undefined, tree: Root | undefined, context: () => RenderContext): void {
    this.madeJson = null;
    if (!route || !tree) {
      this.records.delete(contentPath);
      return;
    }
    const ctx = context();
    this.records.set(contentPath, { rank: sidebarRankOf(route, sidebarRanks(ctx.places)), records: pageRecords(route, tree, ctx) });
  }

  /** Every page's records, in the order a build writes them: the sidebars' docs first, in their order. */
  private ordered(): SearchRecord[] {
    // A stable sort: pages no sidebar lists keep the order they came in.
    return [...this.records.values()].sort((a, b) => (a.rank === b.rank ? 0 : a.rank < b.rank ? -1 : 1)).flatMap((page) => page.records);
  }

  forget(contentPath: string): void {
    this.madeJson = null;
    this.records.delete(contentPath);
  }

  clear(): void {
    this.madeJson = null;
    this.records.clear();
  }

  /** The records as /search-records.json holds them; the same string until they change. */
  json(): string {
    return (this.madeJson ??= JSON.stringify(this.ordered()));
  }

  /** Rebuilds the endpoint after `delay` ms and a pause in requests; `refresh` runs first, once,
   * whatever is scheduled after it (off the save-to-screen path: the tabs have reloaded by then). */
  schedule(site: () => SiteData, delay = 300, refresh?: () => void): void {
    if (refresh) this.refresh = refresh;
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(async () => {
      await this.quiet();
      const pending = this.refresh;
      this.refresh = null;
      pending?.();
      const { appId, apiKey, indexName } = site().search;
      if (!appId || !apiKey || !indexName) return;
      this.endpoint = createSearchEndpoint({ records: this.ordered(), appId, apiKey, indexName });
    }, delay);
  }

  dispose(): void {
    if (this.timer) clearTimeout(this.timer);
  }
}
