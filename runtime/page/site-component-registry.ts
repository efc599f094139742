// The site's own components the page may render, by name: filled by site-components.ts (loaded only
// by pages that use one) in the browser, and by the CLI before the server render. Kept this small
// because every page's first load carries it.
import type { ComponentType } from 'react';

export interface SiteComponentEntry {
  component: ComponentType<Record<string, unknown>>;
  /** The props page data may give it (site-component-props.ts), filtered. */
  props: (raw: unknown) => Record<string, unknown>;
}

const registered = new Map<string, SiteComponentEntry>();

export function registerSiteComponentEntry(name: string, entry: SiteComponentEntry): void {
  registered.set(name, entry);
}

export function siteComponentNamed(name: string): SiteComponentEntry | undefined {
  return registered.get(name);
}

export const siteComponentRegistry = { named: siteComponentNamed, register: registerSiteComponentEntry };
