// A site component's props come from page data, which the runtime treats as untrusted: only literal
// values under plain names reach the site's code, and only the build's own chunks are ever loaded.
import { describe, expect, it } from 'vitest';
import { safeSiteProps } from '../../runtime/shared/site-component-props.ts';
import { loadSiteComponents } from '../../runtime/page/site-components.ts';
import { siteComponentNamed, siteComponentRegistry } from '../../runtime/page/site-component-registry.ts';

describe('the props a site component gets from page data', () => {
  it('keep text, numbers, booleans, null, and arrays and plain objects of them', () => {
    const props = { title: 'Hi', count: 3, open: true, none: null, tags: ['a', 'b'], options: { size: 2, nested: [{ x: 'y' }] } };
    expect(safeSiteProps(props)).toEqual(props);
  });

  it('drop handlers, React\'s own props and names that are not plain', () => {
    expect(safeSiteProps({ onClick: 'alert(1)', onclick: 'x', dangerouslySetInnerHTML: { __html: '<img onerror=alert(1)>' }, children: 'x', ref: 'r', key: 'k', 'a b': 1, ok: 'yes' })).toEqual({ ok: 'yes' });
  });

  it('keep a name that only starts with the letters "on", and drop an event handler\'s in any case', () => {
    const words = { online: true, one: 1, onlyShowMultiTenancy: true, onboarding: 'yes' };
    const handlers = Object.fromEntries(['onClick', 'onclick', 'ONCLICK', 'OnClick', 'onError', 'onerror', 'onPointerDown', 'onscrollend', 'on-click', 'on_click', 'on'].map((name) => [name, 'alert(1)']));
    expect(safeSiteProps({ ...words, ...handlers })).toEqual(words);
  });

  it('drop a javascript:, vbscript: or data: address anywhere in a prop, and values that are not literals', () => {
    expect(safeSiteProps({ href: ' javascript:alert(1)', list: ['ok', 'JaVaScRiPt:x'], deep: { src: 'data:text/html,<script>' }, big: Infinity, good: '/docs/x' })).toEqual({ good: '/docs/x' });
  });

  it('refuse an object that is not plain, or nests deeper than any author writes', () => {
    let deep: unknown = 'x';
    for (let i = 0; i < 40; i++) deep = [deep];
    expect(safeSiteProps({ date: new Date(0), deep, fine: 1 })).toEqual({ fine: 1 });
    const polluting = safeSiteProps(JSON.parse('{"__proto__": {"polluted": true}, "fine": 1}'));
    expect(polluting).toEqual({ fine: 1 });
    expect(Object.getPrototypeOf(polluting)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe('loading a page\'s site components', () => {
  it('never imports a chunk from outside the site\'s own /assets/', async () => {
    await loadSiteComponents({ Evil: { js: 'https://attacker.example/x.js', css: [] }, Sneaky: { js: '/assets/../x.js', css: [] }, Proto: { js: '//attacker.example/assets/x.js', css: [] } }, siteComponentRegistry);
    expect(siteComponentNamed('Evil')).toBeUndefined();
    expect(siteComponentNamed('Sneaky')).toBeUndefined();
    expect(siteComponentNamed('Proto')).toBeUndefined();
  });
});
