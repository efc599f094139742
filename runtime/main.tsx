// Browser entry: read the page data the server embedded and hydrate the server HTML.
import { hydrateRoot } from 'react-dom/client';
import { App } from './App.tsx';
import type { BootData } from './shared/types.ts';
import './styles/index.css';

const dataElement = document.getElementById('__dc_data');
const root = document.getElementById('__dc');
if (dataElement && root) {
  const boot = JSON.parse(dataElement.textContent ?? '{}') as BootData;
  hydrateRoot(root, <App boot={boot} />);
}
