// Click analytics: the search-insights script (served with the site, or from the configured URL) is
// loaded once with Subresource Integrity, behind the standard `aa` queue, so events sent before it
// arrives are kept; if it never loads nothing changes for the reader. A selected hit sends
// DocSearch's "Item Selected" click event with its query id.
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
    const source = insightsScriptSource(site);
    const script = document.createElement('script');
    script.async = true;
    // A script from another origin is only checked (and only runs) when fetched with CORS.
    script.crossOrigin = 'anonymous';
    script.integrity = source.integrity;
    script.src = source.url;
    document.head.appendChild(script);
  }
  window.aa('init', { appId: site.search.appId, apiKey: site.search.apiKey, partial: true });
  window.aa('setUserToken', `anonymous-${crypto.randomUUID?.() ?? Math.random().toString(36).slice(2)}`);
}

function insightsScriptSource(site: SiteData): { url: string; integrity: string } {
  const { insightsScriptUrl, insightsScriptIntegrity } = site.search;
  if (insightsScriptUrl) return { url: insightsScriptUrl, integrity: insightsScriptIntegrity ?? '' };
  return __DC_INSIGHTS_SCRIPT__;
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
