// The server render module the runtime bundle made, with the site's components registered in it:
// loaded the same way by the build's main thread and by its workers.
import { pathToFileURL } from 'node:url';
import type { BootData } from '../../runtime/shared/types.ts';

interface ServerModule {
  renderApp: (boot: BootData) => string;
  registerSiteComponent: (name: string, component: unknown) => void;
}

export async function loadServerRender(serverFile: string, siteComponentsFile?: string): Promise<(boot: BootData) => string> {
  const server = (await import(pathToFileURL(serverFile).href)) as ServerModule;
  if (siteComponentsFile) {
    const components = (await import(pathToFileURL(siteComponentsFile).href)) as Record<string, unknown>;
    for (const [name, component] of Object.entries(components)) server.registerSiteComponent(name, component);
  }
  return server.renderApp;
}
