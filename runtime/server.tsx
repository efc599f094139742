// Server entry, bundled by the CLI for Node: the same App rendered to an HTML string.
import { renderToString } from 'react-dom/server';
import { App } from './App.tsx';
import { registerSiteComponentEntry } from './page/site-component-registry.ts';
import { siteComponentEntry } from './page/site-components.ts';
import { messages as englishMessages, type Messages } from './messages.ts';
import type { ThemeTranslations } from './shared/theme-translations.ts';
import type { BootData } from './shared/types.ts';
import { translateMessages } from './translated-messages.ts';

/** The texts made from each site's translations, once: every page of a build shares its site's. */
const translatedMessages = new WeakMap<ThemeTranslations, Messages>();

export function renderApp(boot: BootData): string {
  const translations = boot.site.translations;
  if (!translations) return renderToString(<App boot={boot} />);
  let messages = translatedMessages.get(translations);
  if (!messages) translatedMessages.set(translations, (messages = translateMessages(englishMessages, translations, boot.site.locale.lang)));
  return renderToString(<App boot={boot} messages={messages} />);
}

/** The site's components, registered by the CLI before it renders (cli/bundle/server-render.ts). */
export function registerSiteComponent(name: string, component: unknown): void {
  const entry = siteComponentEntry(component);
  if (entry) registerSiteComponentEntry(name, entry);
}
