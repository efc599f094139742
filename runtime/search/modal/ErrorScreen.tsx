// A search that failed (spec §8): the catalogue's title and help, for the reader. The client's own
// message (an unreachable host, a missing key) is technical: it goes to the console.
import { useEffect } from 'react';
import { ErrorIcon } from '../icons.tsx';
import { useSearchMessages } from '../search-messages-context.ts';

export function ErrorScreen({ message }: { message: string | null }) {
  const t = useSearchMessages();
  useEffect(() => {
    if (message) console.error(`Search failed: ${message}`);
  }, [message]);
  return (
    <div className="DocSearch-ErrorScreen" role="alert">
      <div className="DocSearch-Screen-Icon">
        <ErrorIcon />
      </div>
      <p className="DocSearch-Title">{t.errorTitle}</p>
      <p className="DocSearch-Help">{t.errorHelp}</p>
    </div>
  );
}
