// Bundled for Chromium by search-modal-screens.test.ts: the search modal alone, its search client
// replaced through the seam (SearchClientProvider) by a fake the test picks.
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import type { SearchClient } from '../../runtime/search/client.ts';
import { SearchClientProvider } from '../../runtime/search/search-client-context.tsx';
import SearchModal from '../../runtime/search/SearchModal.tsx';
import type { SearchParams } from '../../runtime/shared/search-wire.ts';
import type { SiteData } from '../../runtime/shared/types.ts';

export type FakeClientName = 'rejecting' | 'no-hits';

declare global {
  interface Window {
    openSearchModal(client: FakeClientName, query: string): void;
    /** What the fake client was asked. */
    searches: SearchParams[];
  }
}

const site: SiteData = {
  title: 'Harness',
  tagline: '',
  provider: { name: 'Example', url: 'https://example.com' },
  navbar: { items: [], right: [], versionDropdown: false, localeDropdown: false, title: 'Test' },
  footer: { columns: [], copyright: '' },
  announcement: null,
  colorMode: { defaultMode: 'light', disableSwitch: false },
  docsVersion: { name: 'current', label: 'Next', path: '/docs', mainDocPath: '/docs/intro', isLast: true },
  search: {
    // Empty on purpose: the real client would refuse them, so an answer can only come from the fake.
    appId: '',
    apiKey: '',
    indexName: 'harness',
    contextualSearch: true,
    searchPagePath: 'search',
    hosts: [],
    mode: 'auto',
    maxResultsPerGroup: 5,
    insights: false,
    insightsScriptUrl: null,
    insightsScriptIntegrity: null,
    missingResultsUrl: null,
  },
  locale: { lang: 'en', label: 'English', dir: 'ltr' },
};

window.searches = [];

const fakeClients: Record<FakeClientName, SearchClient> = {
  rejecting: {
    search(params) {
      window.searches.push(params);
      return Promise.reject(new Error('The fake client refused.'));
    },
  },
  'no-hits': {
    async search(params) {
      window.searches.push(params);
      return { hits: [], nbHits: 0, nbPages: 0, page: 0 };
    },
  },
};

window.openSearchModal = (client, query) => {
  const root = createRoot(document.getElementById('root')!);
  const modal = createElement(SearchModal, { site, initialQuery: query, selectInitialQuery: false, maxQueryLength: 64, onClose() {}, onNavigate() {} });
  root.render(createElement(SearchClientProvider, { value: () => fakeClients[client] }, modal));
};
