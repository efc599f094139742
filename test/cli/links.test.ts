import { describe, expect, it } from 'vitest';
import { resolveLinkTarget } from '../../cli/content/resolve-link.ts';
import type { Link, Paragraph, Root } from 'mdast';
import { withNoRouteLinksMarked } from '../../cli/content/no-route-links.ts';
import { normalizeRoutePath, routePathOfUrl } from '../../runtime/shared/route-path.ts';
import { pageDataUrl } from '../../runtime/shared/site-urls.ts';

describe('route paths', () => {
  it('strips .html, /index.html and trailing slashes', () => {
    expect(['/docs/getstarted.html', '/docs/getstarted/index.html', '/docs/getstarted/', '/index.html', '/'].map(normalizeRoutePath)).toEqual([
      '/docs/getstarted',
      '/docs/getstarted',
      '/docs/getstarted',
      '/',
      '/',
    ]);
  });

  it('derives the page data address from the route path', () => {
    expect(pageDataUrl('/')).toBe('/_dc/data.json');
    expect(pageDataUrl('/docs/plugin/checkout')).toBe('/_dc/data/docs/plugin/checkout.json');
  });
});

describe('link targets', () => {
  const from = (url: string) => resolveLinkTarget(url, 'docs/plugin/checkout.mdx', '/docs/plugin/checkout');

  it('resolves markdown file links relative to the linking file', () => {
    expect(from('./reference.mdx#options')).toEqual({ kind: 'file', contentPaths: ['docs/plugin/reference.mdx'], hash: 'options' });
    expect(from('../getstarted.md')).toEqual({ kind: 'file', contentPaths: ['docs/getstarted.md'], hash: '' });
  });

  it('resolves route links like a browser on the page address', () => {
    expect(from('/docs/api/v2/reference.html#errors')).toEqual({ kind: 'route', path: '/docs/api/v2/reference', hash: 'errors' });
    expect(from('reference')).toEqual({ kind: 'route', path: '/docs/plugin/reference', hash: '' });
    expect(from('#events')).toEqual({ kind: 'route', path: '/docs/plugin/checkout', hash: 'events' });
  });

  it('leaves other sites and schemes alone', () => {
    expect(from('https://example.com/x')).toEqual({ kind: 'external' });
    expect(from('mailto:help@example.com')).toEqual({ kind: 'external' });
  });
});

describe('links to no page', () => {
  const tree = (url: string): Root => ({ type: 'root', children: [{ type: 'paragraph', children: [{ type: 'link', url, children: [{ type: 'text', value: 'x' }] }] }] });
  const relOf = (url: string, routes: string[]) => {
    const link = (withNoRouteLinksMarked(tree(url), '/docs/intro', new Set(routes)).children[0] as Paragraph).children[0] as Link;
    return link.data?.hProperties?.rel;
  };

  it('are told by the route each escape names: a page whose name has &, + or = is a page (the build writes /docs/q%26a for q&a.md)', () => {
    for (const [url, route] of [['/docs/q%26a', '/docs/q&a'], ['/docs/c%2B%2B', '/docs/c++'], ['/docs/a%3Db', '/docs/a=b'], ['/docs/caf%C3%A9', '/docs/café']])
      expect(relOf(url, ['/docs/intro', route]), url).toBeUndefined();
    expect(routePathOfUrl(new URL('http://site.invalid/docs/q%26a/'))).toBe('/docs/q&a');
    expect(relOf('/docs/q%26b', ['/docs/intro', '/docs/q&a'])).toEqual(['external']);
  });
});
