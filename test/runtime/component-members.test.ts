// A member of a site component named by page data (`Switcher.Option`), which the runtime treats as
// untrusted: only the component's own data properties that hold components are members; a name every
// object or function has finds nothing, and no getter runs.
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { componentMember, componentMemberNames } from '../../runtime/shared/component-members.ts';
import { renderNode } from '../../runtime/page/PageContent.tsx';
import { registerSiteComponentEntry } from '../../runtime/page/site-component-registry.ts';
import { safeSiteProps } from '../../runtime/shared/site-component-props.ts';

function Switcher() {
  return createElement('div', null, 'switcher');
}
function Option({ label }: { label?: string }) {
  return createElement('b', null, `option ${label ?? ''}`);
}
Object.assign(Switcher, { Option, version: '1.0' });
let getterRan = false;
Object.defineProperty(Switcher, 'Lazy', { get: () => ((getterRan = true), Option), enumerable: true });

describe('members of a site component named by page data', () => {
  it('render the member the component has, with the props filter of the component', () => {
    registerSiteComponentEntry('Switcher', { component: Switcher, props: safeSiteProps });
    expect(renderToString(createElement('div', null, renderNode(['Switcher.Option', { label: 'A', onClick: 'x' }])))).toBe('<div><b>option A</b></div>');
  });

  it('render nothing for a name every object or function has, a value that is not a component, or a getter (which does not run)', () => {
    registerSiteComponentEntry('Switcher', { component: Switcher, props: safeSiteProps });
    for (const name of ['constructor', '__proto__', 'toString', 'prototype', 'call', 'bind', 'hasOwnProperty', 'version', 'Lazy', 'Missing', 'Option.constructor']) {
      expect(renderToString(createElement('div', null, renderNode([`Switcher.${name}`, null])))).toBe('<div></div>');
      expect(componentMember(Switcher, name.split('.'))).toBeUndefined();
    }
    expect(getterRan).toBe(false);
    expect(componentMemberNames(Switcher)).toEqual(['Option']);
  });
});
