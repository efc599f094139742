// The site's own components (registered in site.config.ts), by name. Each is its own chunk: the build
// names the chunks a page uses in its data, and they are loaded before the page renders (before
// hydration for the first page, before a client-side navigation shows the next one). The server
// render registers them all up front.
import type { ComponentType } from 'react';
import type { SiteComponentAssets } from '../shared/types.ts';

const registered = new Map<string, ComponentType<Record<string, unknown>>>();
const loading = new Map<string, Promise<void>>();

/** Only the build's own asset files are loaded, whatever a (tampered) data file says. */
const ASSET_FILE = /^\/assets\/[A-Za-z0-9_-]+(?:-[A-Za-z0-9_-]+)*\.(js|css)$/;

export function registerSiteComponent(name: string, component: unknown): void {
  if (typeof component === 'function' || (typeof component === 'object' && component !== null)) registered.set(name, component as ComponentType<Record<string, unknown>>);
}

export function siteComponentNamed(name: string): ComponentType<Record<string, unknown>> | undefined {
  return registered.get(name);
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
export function loadSiteComponents(assets: Record<string, SiteComponentAssets> | undefined): Promise<void> {
  if (!assets || typeof assets !== 'object') return Promise.resolve();
  return Promise.all(
    Object.entries(assets).map(([name, { js, css }]) => {
      if (registered.has(name) || typeof js !== 'string' || !ASSET_FILE.test(js)) return undefined;
      let promise = loading.get(name);
      if (!promise) {
        const styles = (Array.isArray(css) ? css : []).filter((href) => typeof href === 'string' && ASSET_FILE.test(href));
        promise = Promise.all([import(/* @vite-ignore */ js) as Promise<{ default?: unknown }>, ...styles.map(stylesheet)]).then(([module]) => registerSiteComponent(name, module.default));
        loading.set(name, promise);
        promise.catch(() => loading.delete(name));
      }
      return promise;
    }),
  ).then(() => undefined);
}
