// Browser entry: read the page data the server embedded and hydrate the server HTML.
import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { App } from './App.tsx';
import { messages } from './messages.ts';
import { siteComponentRegistry } from './page/site-component-registry.ts';
import type { BootData } from './shared/types.ts';
import './styles/index.css';

/**
 * The app root and its data are children of <body> itself; content is always rendered inside the
 * root, so an element of content with the same id (DOM clobbering) is never taken for them.
 */
function bodyChild<T extends Element>(selector: string, is: (element: Element) => element is T): T | null {
  const found = Document.prototype.querySelector.call(document, `body > ${selector}`);
  return found && is(found) ? found : null;
}

const isJsonScript = (element: Element): element is HTMLScriptElement => element instanceof HTMLScriptElement && element.type === 'application/json';
const isDiv = (element: Element): element is HTMLDivElement => element instanceof HTMLDivElement;

const dataElement = bodyChild('script#__dc_data', isJsonScript);
const root = bodyChild('div#__dc', isDiv);
if (dataElement && root) {
  const boot = JSON.parse(dataElement.textContent ?? '{}') as BootData;
  // The page's own site components first: hydration must find them to match the server's HTML.
  // As a transition, hydration yields to the browser every few milliseconds instead of holding the
  // main thread for the whole page (Lighthouse's Total Blocking Time); a key pressed meanwhile waits
  // in the queue early-keys.ts keeps until hydration is done.
  // A site in another language: its texts, as the server wrote them, before hydration compares. An
  // English page never loads that code.
  const translations = boot.site?.translations;
  const translated = translations ? import('./translated-messages.ts').then(({ translateMessages }) => translateMessages(messages, translations, boot.site.locale.lang)) : Promise.resolve(undefined);
  const hydrate = () =>
    void translated.then(
      (own) => startTransition(() => void hydrateRoot(root, <App boot={boot} messages={own} />)),
      () => startTransition(() => void hydrateRoot(root, <App boot={boot} />)),
    );
  if (boot.page?.siteComponents)
    import('./page/site-components.ts')
      .then(({ loadSiteComponents }) => loadSiteComponents(boot.page.siteComponents, siteComponentRegistry))
      .then(hydrate, hydrate);
  else hydrate();
}
