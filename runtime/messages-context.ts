// Which words the shell writes: the spec's English unless the site's data carries its language's
// translations (SiteData.translations), then those, made once by the entry (main.tsx, server.tsx) and
// shared by every component.
import { createContext, useContext, type Context } from 'react';
import { messages, type Messages } from './messages.ts';

/**
 * One context for every copy of this module in a thread, as ShellContext: on the server, the site's
 * components are a module of their own, and the stand-ins in it (an Admonition a component draws)
 * must find the texts the page's render provides.
 */
const SHARED = Symbol.for('devcenter.messages-context');
type WithMessagesContext = typeof globalThis & { [SHARED]?: Context<Messages> };
export const MessagesContext = ((globalThis as WithMessagesContext)[SHARED] ??= createContext<Messages>(messages));

export function useMessages(): Messages {
  return useContext(MessagesContext);
}
