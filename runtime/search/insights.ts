// Click analytics: the search-insights script (URL from the config) is loaded once, behind the
// standard `aa` queue, so events sent before it arrives are kept; if it never loads nothing changes
// for the reader. A selected hit sends DocSearch's "Item Selected" click event with its query id.
import type { SiteData } from '../shared/types.ts';
import type { ModalHit } from './hits.ts';

type InsightsFunction = ((method: string, ...args: unknown[]) => void) & { queue?: unknown[][] };

declare global {
  interface Window {
    aa?: InsightsFunction;
    AlgoliaAnalyticsObject?: string;
  }
}

let loaded = false;

export function loadInsights(site: SiteData): void {
  if (loaded || !site.search.insights) return;
  loaded = true;
  if (!window.aa) {
    const queued: InsightsFunction = (...args: unknown[]) => {
      (queued.queue ??= []).push(args);
    };
    window.AlgoliaAnalyticsObject = 'aa';
    window.aa = queued;
    const script = document.createElement('script');
    script.async = true;
    script.src = site.search.insightsScriptUrl;
    document.head.appendChild(script);
  }
  window.aa('init', { appId: site.search.appId, apiKey: site.search.apiKey, partial: true });
  window.aa('setUserToken', `anonymous-${crypto.randomUUID?.() ?? Math.random().toString(36).slice(2)}`);
}

export function sendHitClick(site: SiteData, hit: ModalHit): void {
  if (!site.search.insights || !window.aa || !hit.__autocomplete_queryID) return;
  window.aa('clickedObjectIDsAfterSearch', {
    eventName: 'Item Selected',
    index: site.search.indexName,
    queryID: hit.__autocomplete_queryID,
    objectIDs: [hit.objectID],
    positions: [hit.__position ?? 1],
  });
}
