// The site's URL scheme: each address and its inverse, and the dev client (plain JS served as it is,
// so it cannot import the module) spelling the same addresses.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  DEV_CLIENT_PATH,
  DEV_EVENTS_PATH,
  devClientScriptTag,
  pageDataUrl,
  routeHtmlFile,
  routeOfPageData,
  sidebarDataPath,
  sidebarDataUrl,
  sidebarIdOf,
  sidebarPartOf,
  sidebarPartPath,
  sidebarPartUrl,
} from '../../runtime/shared/site-urls.ts';
import { REPO_ROOT } from '../support/cli.ts';

describe('the site URL scheme', () => {
  it('finds the route of every page data address it makes, the root included', () => {
    for (const route of ['/', '/docs/start', '/docs/release-1.2', '/blog/2024/01/02/post'])
      expect(routeOfPageData(pageDataUrl(route)), route).toBe(route);
    expect(pageDataUrl('/')).toBe('/_dc/data.json');
    expect(routeOfPageData('/_dc/sidebars/main.json')).toBeNull();
    expect(routeOfPageData('/_dc/data/docs/start.md')).toBeNull();
  });

  it('names a sidebar file by its id and fetches it with the id encoded', () => {
    expect(sidebarDataPath('api v2')).toBe('/_dc/sidebars/api v2.json');
    expect(sidebarDataUrl('api v2')).toBe('/_dc/sidebars/api%20v2.json');
    expect(sidebarIdOf(sidebarDataPath('api v2'))).toBe('api v2');
    expect(sidebarIdOf('/_dc/sidebars/.json')).toBeNull();
  });

  it("names a sidebar's parts in a folder of its id, which no sidebar file is read as", () => {
    expect(sidebarPartPath('api v2', 3)).toBe('/_dc/sidebars/api v2/3.json');
    expect(sidebarPartUrl('api v2', 3)).toBe('/_dc/sidebars/api%20v2/3.json');
    expect(sidebarPartOf(sidebarPartPath('api v2', 3))).toEqual({ id: 'api v2', part: 3 });
    expect(sidebarIdOf(sidebarPartPath('docs', 0))).toBeNull();
    for (const other of ['/_dc/sidebars/docs.json', '/_dc/sidebars/docs/03.json', '/_dc/sidebars/docs/-1.json', '/_dc/sidebars/docs/1e3.json', '/_dc/sidebars/a/b/1.json', '/_dc/sidebars//1.json'])
      expect(sidebarPartOf(other), other).toBeNull();
  });

  it("puts a route's HTML in its own folder, and the root's at the top", () => {
    expect(routeHtmlFile('/')).toBe('index.html');
    expect(routeHtmlFile('/docs/start')).toBe('docs/start/index.html');
  });

  it('loads the dev client from the address the dev server answers, with the generation the client reads', async () => {
    const client = await readFile(path.join(REPO_ROOT, 'templates', 'dev-client.js'), 'utf8');
    expect(client).toContain(`new EventSource('${DEV_EVENTS_PATH}')`);
    expect(devClientScriptTag(7)).toBe(`<script src="${DEV_CLIENT_PATH}" data-generation="7"></script>`);
    // data-generation is read as dataset.generation.
    expect(client).toContain('document.currentScript?.dataset.generation');
  });
});
