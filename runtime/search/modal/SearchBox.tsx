// The modal's search form: the magnifier label, the loading indicator of a stalled request, the
// combobox input and its clear button.
import type { KeyboardEvent, RefObject } from 'react';
import { MagnifierIcon, ResetIcon, SpinnerIcon } from '../icons.tsx';
import { useSearchMessages } from '../search-messages-context.ts';

export interface SearchBoxProps {
  idPrefix: string;
  inputRef: RefObject<HTMLInputElement | null>;
  query: string;
  maxLength: number;
  stalled: boolean;
  /** The combobox's state for assistive technology. */
  expanded: boolean;
  /** A grid holds stored searches, whose action cells the left and right arrows reach. */
  popup: 'listbox' | 'grid';
  popupIds: string[];
  activeId: string | undefined;
  onQuery: (value: string) => void;
  onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => void;
  onPanelOpen: (open: boolean) => void;
}

export function SearchBox({ idPrefix, inputRef, query, maxLength, stalled, expanded, popup, popupIds, activeId, onQuery, onKeyDown, onPanelOpen }: SearchBoxProps) {
  const t = useSearchMessages();
  return (
    <form className="DocSearch-Form" noValidate onSubmit={(event) => event.preventDefault()} onReset={(event) => event.preventDefault()}>
      <label className="DocSearch-MagnifierLabel" htmlFor={`${idPrefix}input`} id={`${idPrefix}label`}>
        <MagnifierIcon />
        <span className="sr-only">{t.inputLabel}</span>
      </label>
      {stalled && (
        <div className="DocSearch-LoadingIndicator" role="progressbar" aria-label={t.loading}>
          <SpinnerIcon />
        </div>
      )}
      <input
        ref={inputRef}
        id={`${idPrefix}input`}
        className="DocSearch-Input"
        type="search"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-haspopup={popup}
        aria-controls={popupIds.length > 0 ? popupIds.join(' ') : undefined}
        aria-describedby={popup === 'grid' ? `${idPrefix}grid-keys` : undefined}
        aria-activedescendant={activeId}
        aria-labelledby={`${idPrefix}label`}
        placeholder={t.placeholder}
        maxLength={maxLength}
        autoComplete="off"
        autoCorrect="off"
        autoCapitalize="off"
        spellCheck={false}
        enterKeyHint="go"
        value={query}
        onChange={(event) => onQuery(event.target.value)}
        onKeyDown={onKeyDown}
        onFocus={() => onPanelOpen(true)}
        onBlur={() => onPanelOpen(false)}
      />
      {popup === 'grid' && (
        <span id={`${idPrefix}grid-keys`} className="sr-only">
          {t.storedSearchKeys}
        </span>
      )}
      <button
        type="reset"
        className="DocSearch-Reset"
        title={t.clearQuery}
        aria-label={t.clearQuery}
        hidden={!query}
        onClick={() => {
          onQuery('');
          inputRef.current?.focus();
        }}
      >
        <ResetIcon />
      </button>
    </form>
  );
}
