// Click analytics: the search-insights script (from jsDelivr, or the configured URL) is loaded once
// with Subresource Integrity, behind the standard `aa` queue, so events sent before it arrives are
// kept; if it never loads (or its bytes are not the hashed ones) nothing changes for the reader.
// A selected hit sends DocSearch's "Item Selected" click event with its query id.
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
  const { insights, insightsScriptUrl: url, insightsScriptIntegrity: integrity } = site.search;
  // The build sets both whenever insights are on; a script without its integrity is never loaded.
  if (loaded || !insights || !url || !integrity) return;
  loaded = true;
  if (!window.aa) {
    const queued: InsightsFunction = (...args: unknown[]) => {
      (queued.queue ??= []).push(args);
    };
    window.AlgoliaAnalyticsObject = 'aa';
    window.aa = queued;
    const script = document.createElement('script');
    script.async = true;
    // A script from another origin is only checked (and only runs) when fetched with CORS.
    script.crossOrigin = 'anonymous';
    script.integrity = integrity;
    script.src = url;
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
