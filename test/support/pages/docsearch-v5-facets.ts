// @docsearch/js v5 with its keyword filter on the index's sections (`facets`: hierarchy.lvl0), pointed
// at `devcenter serve`: it asks the index for the values (a `facets` query) and refines the hits by
// the one chosen (`facetFilters`). test/e2e/docsearch-clients.test.ts opens its modal.
import docsearch from 'docsearch-js-v5/docsearch';
import { container, endpointHost, pointAt } from './docsearch-host.ts';

docsearch({
  container: container(),
  appId: 'FIXTURE',
  apiKey: 'fixture-key',
  indices: ['fixture'],
  facets: [{ key: 'hierarchy.lvl0', label: 'Section' }],
  transformSearchClient: pointAt(endpointHost),
});
document.body.setAttribute('data-mounted', 'true');
