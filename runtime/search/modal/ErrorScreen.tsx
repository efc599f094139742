// A search that failed (spec §8): the catalogue's texts, then the client's own message.
import { ErrorIcon } from '../icons.tsx';
import { searchMessages as t } from '../search-messages.ts';

export function ErrorScreen({ message }: { message: string | null }) {
  return (
    <div className="DocSearch-ErrorScreen" role="alert">
      <div className="DocSearch-Screen-Icon">
        <ErrorIcon />
      </div>
      <p className="DocSearch-Title">{t.errorTitle}</p>
      <p className="DocSearch-Help">{t.errorHelp}</p>
      {message && <p className="DocSearch-Help DocSearch-Error-Detail">{message}</p>}
    </div>
  );
}
