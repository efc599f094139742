// The modal's footer: the keys that select, navigate and close, and, while stored searches are
// listed, the keys that reach their buttons.
import { KEY_PATHS, KeyIcon } from '../icons.tsx';
import { useSearchMessages } from '../search-messages-context.ts';

type KeyName = keyof typeof KEY_PATHS;

/** One hint: its keys, each drawn with its accessible name, then what they do. */
function KeyHint({ keys, label }: { keys: [KeyName, string][]; label: string }) {
  return (
    <li>
      {keys.map(([key, name]) => (
        <kbd key={key} className="DocSearch-Commands-Key">
          <KeyIcon label={name} path={KEY_PATHS[key]} />
        </kbd>
      ))}
      <span className="DocSearch-Label">{label}</span>
    </li>
  );
}

export function ModalFooter({ storedSearches }: { storedSearches: boolean }) {
  const t = useSearchMessages();
  return (
    <div className="DocSearch-Footer">
      <ul className="DocSearch-Commands">
        <KeyHint keys={[['enter', t.enterKey]]} label={t.toSelect} />
        <KeyHint keys={[['down', t.arrowDown], ['up', t.arrowUp]]} label={t.toNavigate} />
        {storedSearches && <KeyHint keys={[['left', t.arrowLeft], ['right', t.arrowRight]]} label={t.toReachActions} />}
        <KeyHint keys={[['escape', t.escapeKey]]} label={t.toClose} />
      </ul>
    </div>
  );
}
