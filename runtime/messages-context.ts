// Which words the shell writes: the spec's English unless the site's data carries its language's
// translations (SiteData.translations), then those, made once by the entry (main.tsx, server.tsx) and
// shared by every component.
import { createContext, useContext } from 'react';
import { messages, type Messages } from './messages.ts';

export const MessagesContext = createContext<Messages>(messages);

export function useMessages(): Messages {
  return useContext(MessagesContext);
}
