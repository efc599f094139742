// The modal's footer: the keys that select, navigate and close, and, while stored searches are
// listed, the keys that reach their buttons.
import { KEY_PATHS, KeyIcon } from '../icons.tsx';
import { searchMessages as t } from '../search-messages.ts';

export function ModalFooter({ storedSearches }: { storedSearches: boolean }) {
  return (
    <div className="DocSearch-Footer">
      <ul className="DocSearch-Commands">
        <li>
          <kbd className="DocSearch-Commands-Key">
            <KeyIcon label={t.enterKey} path={KEY_PATHS.enter} />
          </kbd>
          <span className="DocSearch-Label">{t.toSelect}</span>
        </li>
        <li>
          <kbd className="DocSearch-Commands-Key">
            <KeyIcon label={t.arrowDown} path={KEY_PATHS.down} />
          </kbd>
          <kbd className="DocSearch-Commands-Key">
            <KeyIcon label={t.arrowUp} path={KEY_PATHS.up} />
          </kbd>
          <span className="DocSearch-Label">{t.toNavigate}</span>
        </li>
        {storedSearches && (
          <li>
            <kbd className="DocSearch-Commands-Key">
              <KeyIcon label={t.arrowLeft} path={KEY_PATHS.left} />
            </kbd>
            <kbd className="DocSearch-Commands-Key">
              <KeyIcon label={t.arrowRight} path={KEY_PATHS.right} />
            </kbd>
            <span className="DocSearch-Label">{t.toReachActions}</span>
          </li>
        )}
        <li>
          <kbd className="DocSearch-Commands-Key">
            <KeyIcon label={t.escapeKey} path={KEY_PATHS.escape} />
          </kbd>
          <span className="DocSearch-Label">{t.toClose}</span>
        </li>
      </ul>
    </div>
  );
}
