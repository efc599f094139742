// @docsearch/js v5's DocSearch (its 'docsearch' entry: the package's default export is the Ask AI
// variant), with its bundled algoliasearch lite client, mounted on a page of ours and pointed at
// `devcenter serve`; it takes `indices` where v3 and v4 took `indexName`.
// test/e2e/docsearch-clients.test.ts opens its modal. No stylesheet: the test reads the modal's DOM,
// which DocSearch renders the same without it.
import docsearch from 'docsearch-js-v5/docsearch';
import { container, endpointHost, pointAt } from './docsearch-host.ts';

docsearch({ container: container(), appId: 'FIXTURE', apiKey: 'fixture-key', indices: ['fixture'], transformSearchClient: pointAt(endpointHost) });
document.body.setAttribute('data-mounted', 'true');
