// Server entry, bundled by the CLI for Node: the same App rendered to an HTML string.
import { renderToString } from 'react-dom/server';
import { App } from './App.tsx';
import { registerSiteComponentEntry } from './page/site-component-registry.ts';
import { siteComponentEntry } from './page/site-components.ts';
import type { BootData } from './shared/types.ts';

export function renderApp(boot: BootData): string {
  return renderToString(<App boot={boot} />);
}

/** The site's components, registered by the CLI before it renders (cli/bundle/server-render.ts). */
export function registerSiteComponent(name: string, component: unknown): void {
  const entry = siteComponentEntry(component);
  if (entry) registerSiteComponentEntry(name, entry);
}
