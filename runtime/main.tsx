// Browser entry: read the page data the server embedded and hydrate the server HTML.
import { hydrateRoot } from 'react-dom/client';
import { App } from './App.tsx';
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
  hydrateRoot(root, <App boot={boot} />);
}
