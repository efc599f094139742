// A search page made with instantsearch.js, as a site would make one against a hosted index, here
// pointed at `devcenter serve` (the `host` query parameter). `client=v4` builds it on algoliasearch
// v4's lite client, otherwise on v5's liteClient. test/e2e/instantsearch.test.ts reads its DOM.
import { liteClient } from 'algoliasearch/lite';
import algoliasearchV4 from 'algoliasearch-v4/lite';
import instantsearch from 'instantsearch.js';
import { configure, hits, numericMenu, pagination, refinementList, searchBox, stats } from 'instantsearch.js/es/widgets';

interface DocHit {
  url: string;
  hierarchy: Record<string, string | null>;
}

const params = new URLSearchParams(location.search);
const host = params.get('host') ?? '';
const searchClient =
  params.get('client') === 'v4'
    ? algoliasearchV4('FIXTURE', 'fixture-key', { hosts: [{ url: host, protocol: 'http' }] })
    : liteClient('FIXTURE', 'fixture-key', { hosts: [{ url: host, accept: 'readWrite', protocol: 'http' }] });

const app = document.getElementById('app')!;
for (const id of ['searchbox', 'stats', 'sections', 'levels', 'hits', 'pagination']) {
  const box = document.createElement('div');
  box.id = id;
  app.append(box);
}

/** A hit's title as DocSearch shows its path: the headings below the section, joined by ›. */
const title = (hit: DocHit) => ['lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'].map((level) => hit.hierarchy[level]).filter(Boolean).join(' › ');

const search = instantsearch({ indexName: 'fixture', searchClient: searchClient as Parameters<typeof instantsearch>[0]['searchClient'] });
search.addWidgets([
  configure({ hitsPerPage: 3 }),
  searchBox({ container: '#searchbox', placeholder: 'Search the fixture' }),
  stats({ container: '#stats', templates: { text: (data, { html }) => html`<span class="nb-hits">${data.nbHits}</span> results` } }),
  // Searchable: its box sends facet-value searches (hierarchy.lvl0 is searchable(…) in the settings).
  refinementList({ container: '#sections', attribute: 'hierarchy.lvl0', searchable: true }),
  // The DocSearch weight of a record: 100 for a page, 90 for an h2, 80 for an h3, 0 for text.
  numericMenu({
    container: '#levels',
    attribute: 'weight.level',
    items: [{ label: 'Any level' }, { label: 'Pages and h2', start: 90 }],
  }),
  hits<DocHit>({
    container: '#hits',
    templates: { item: (hit, { html }) => html`<a class="hit-title" href=${hit.url}>${title(hit as unknown as DocHit)}</a>` },
  }),
  pagination({ container: '#pagination' }),
]);
search.start();
// The test waits for the first answer on screen.
search.on('render', () => document.body.setAttribute('data-rendered', String(Number(document.body.getAttribute('data-rendered') ?? 0) + 1)));
