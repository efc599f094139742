// The site's own components (registered in site.config.ts), loaded. Each is its own chunk: the build
// names the chunks a page uses in its data, and they are loaded before the page renders (before
// hydration for the first page, before a client-side navigation shows the next one). This module
// itself loads only on pages that use one; the server render registers them all up front.
import type { SiteComponentAssets } from '../shared/types.ts';
import { safeSiteProps } from '../shared/site-component-props.ts';
import type { SiteComponentEntry } from './site-component-registry.ts';

/** The registry's two functions, passed in: this module shares no code with the first-load chunk. */
export interface Registry {
  named: (name: string) => SiteComponentEntry | undefined;
  register: (name: string, entry: SiteComponentEntry) => void;
}

const loading = new Map<string, Promise<void>>();

/** Only the build's own asset files are loaded, whatever a (tampered) data file says. */
const ASSET_FILE = /^\/assets\/[A-Za-z0-9_-]+(?:-[A-Za-z0-9_-]+)*\.(js|css)$/;

/** A component module's export as the registry takes it; null when it is not a component. */
export function siteComponentEntry(component: unknown): SiteComponentEntry | null {
  return typeof component === 'function' || (typeof component === 'object' && component !== null) ? { component: component as never, props: safeSiteProps } : null;
}

function stylesheet(href: string): Promise<void> {
  if (document.querySelector(`link[rel="stylesheet"][href="${CSS.escape(href)}"]`)) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    link.onload = () => resolve();
    link.onerror = () => reject(new Error(`${href} could not be loaded`));
    document.head.append(link);
  });
}

/** Loads the chunks (and styles) of the components a page uses; rejects when one cannot be fetched. */
export function loadSiteComponents(assets: Record<string, SiteComponentAssets> | undefined, registry: Registry): Promise<void> {
  if (!assets || typeof assets !== 'object') return Promise.resolve();
  return Promise.all(
    Object.entries(assets).map(([name, { js, css }]) => {
      if (registry.named(name) || typeof js !== 'string' || !ASSET_FILE.test(js)) return undefined;
      let promise = loading.get(name);
      if (!promise) {
        const styles = (Array.isArray(css) ? css : []).filter((href) => typeof href === 'string' && ASSET_FILE.test(href));
        promise = Promise.all([import(/* @vite-ignore */ js) as Promise<{ default?: unknown }>, ...styles.map(stylesheet)]).then(([module]) => {
          const entry = siteComponentEntry(module.default);
          if (entry) registry.register(name, entry);
        });
        loading.set(name, promise);
        promise.catch(() => loading.delete(name));
      }
      return promise;
    }),
  ).then(() => undefined);
}
