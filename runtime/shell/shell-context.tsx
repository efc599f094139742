// What every shell component reads: the site data, the current page and its sidebar.
import { createContext, useContext, type Context } from 'react';
import type { PartRequest } from '../router/sidebar-merge.ts';
import type { PageData, Sidebar, SiteData } from '../shared/types.ts';

export interface ShellState {
  site: SiteData;
  page: PageData;
  sidebar: Sidebar | null;
  /** Loads a part of a large sidebar the page left out (a category's items, a whole level); null: the whole sidebar. */
  openSidebarPart: (asked: PartRequest | null) => void;
  /** Goes to a URL: client-side for a page of this site, a full load otherwise. */
  navigate: (href: string) => void;
  /** The address's query string (it changes on /search without a new page). */
  search: string;
}

/**
 * One context for every copy of this module in a thread: on the server, the site's components are a
 * module of their own (cli/bundle/runtime.ts), and the Docusaurus stand-ins in it that read the page
 * (useDoc) must find the context the page's render provides, not a second one.
 */
const SHARED = Symbol.for('devcenter.shell-context');
type WithShellContext = typeof globalThis & { [SHARED]?: Context<ShellState | null> };
export const ShellContext = ((globalThis as WithShellContext)[SHARED] ??= createContext<ShellState | null>(null));

export function useShell(): ShellState {
  const state = useContext(ShellContext);
  if (!state) throw new Error('useShell() is used outside <ShellContext.Provider>.');
  return state;
}
