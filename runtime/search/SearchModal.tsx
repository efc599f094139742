// The search modal (spec §2 "Search modal", §4, §8; reference: docsearch-v3.md), its own chunk,
// loaded on first use. This is its frame: the search form, the screen ScreenState picks, the
// footer. A combobox over one listbox per section of hits, or a grid per section of stored searches;
// the active option (or cell) is followed with aria-activedescendant so focus stays in the input. The query, the keys, the focus trap and the
// stored searches are hooks in modal/; the search client comes from search-client-context.tsx.
import { useEffect, useId, useMemo, useRef, useState, type MouseEvent } from 'react';
import type { SiteData } from '../shared/types.ts';
import { snippetLength } from './client.ts';
import type { ModalHit } from './hits.ts';
import type { StoredHit } from './stored-searches.ts';
import { loadInsights, sendHitClick } from './insights.ts';
import type { HitActions } from './modal/HitList.tsx';
import { ModalFooter } from './modal/ModalFooter.tsx';
import { ScreenState } from './modal/ScreenState.tsx';
import { SearchBox } from './modal/SearchBox.tsx';
import { cellId, sectionListId, pickScreen, screenItems, type ListItem, type StoredAction } from './modal/screen.ts';
import { useComboboxKeys, type OpenIn } from './modal/use-combobox-keys.ts';
import { useFocusTrap } from '../shell/use-focus-trap.ts';
import { useSearchQuery } from './modal/use-search-query.ts';
import { useStoredSearches } from './modal/use-stored-searches.ts';
import { useSearchClient } from './search-client-context.tsx';
import { SearchMessagesContext, searchMessagesFor } from './search-messages-context.ts';

export interface SearchModalProps {
  site: SiteData;
  initialQuery: string;
  /** The initial query is text selected on the page, selected in the box so typing replaces it; typed text keeps the caret after it. */
  selectInitialQuery: boolean;
  /** The longest query the input takes: MAX_QUERY_LENGTH of ../constants.ts, which stays out of this chunk. */
  maxQueryLength: number;
  onClose: () => void;
  /** Closes the modal, then goes to the URL. */
  onNavigate: (url: string) => void;
}

export default function SearchModal({ site, initialQuery, selectInitialQuery, maxQueryLength, onClose, onNavigate }: SearchModalProps) {
  const idPrefix = useId();
  const t = useMemo(() => searchMessagesFor(site.translations, site.locale.lang), [site.translations, site.locale.lang]);
  const inputRef = useRef<HTMLInputElement>(null);
  const focusTrap = useFocusTrap<HTMLDivElement>();
  const [query, setQuery] = useState(initialQuery);
  // Fixed when the modal opens, like DocSearch.
  const [words] = useState(snippetLength);
  const searchClient = useSearchClient(site.search);
  const { status, error, answer, suggestions } = useSearchQuery({ site, query, words, searchClient });
  const { stored, remember, favor, forget } = useStoredSearches(site.search.indexName);

  useEffect(() => {
    loadInsights(site);
    const input = inputRef.current;
    input?.focus();
    if (selectInitialQuery) input?.select();
    else input?.setSelectionRange(input.value.length, input.value.length);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- how the initial query is taken is read once, as the modal opens.
  }, [site]);

  const fresh = useMemo(() => pickScreen({ idPrefix, query, status, error, answer, stored, messages: t }), [idPrefix, query, status, error, answer, stored, t]);
  // As DocSearch's ScreenState: while the answer to the query typed is out, the screen shown stays.
  // Nothing flashes (a query typed after clearing the box shows the start screen until its hits
  // come, never the hits of the query before), and the hits are not rendered again on each key.
  const waiting = query !== '' && status !== 'error' && answer?.query !== query;
  const [shown, setShown] = useState(fresh);
  if (!waiting && shown !== fresh) setShown(fresh);
  const screen = waiting ? shown : fresh;
  const items = useMemo(() => screenItems(screen), [screen]);
  const popupIds = screen.kind === 'start' || screen.kind === 'results' ? screen.sections.map((section) => sectionListId(idPrefix, section)) : [];

  /** A selected search is remembered and, for a hit of the answer, reported to insights. */
  const noteSelection = (item: ListItem) => {
    remember(item.hit);
    if (item.source === 'hit') sendHitClick(site, item.hit as ModalHit);
  };

  const select = (item: ListItem, openIn: OpenIn) => {
    noteSelection(item);
    if (openIn === 'same') {
      onNavigate(item.hit.url);
      return;
    }
    // Ctrl/Cmd+Enter: a new tab; Shift+Enter: a new window. The modal stays open.
    const opened = window.open(item.hit.url, '_blank', openIn === 'window' ? 'noopener,popup' : 'noopener');
    opened?.focus();
  };

  const act = (item: ListItem, action: StoredAction) => {
    // Only stored searches (StoredHit) have actions.
    if (item.source === 'hit') return;
    if (action === 'favor') favor(item.hit as StoredHit);
    else forget(item.hit as StoredHit, item.source);
  };

  const combobox = useComboboxKeys({ items, resetKey: answer, onSelect: select, onAction: act, deleteAction: 'forget', onClearQuery: () => setQuery(''), onClose });

  const updateQuery = (value: string) => {
    setQuery(value.slice(0, maxQueryLength));
    combobox.setPanelOpen(true);
    combobox.resetActive();
  };

  const actions: HitActions = {
    active: combobox.active,
    activeCell: combobox.activeCell,
    onClick(event: MouseEvent<HTMLAnchorElement>, item: ListItem) {
      if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) {
        // The browser opens it; the modal stays, the search is remembered all the same.
        noteSelection(item);
        return;
      }
      event.preventDefault();
      select(item, 'same');
    },
    onHover: combobox.activate,
    onAction: act,
  };

  const stalled = status === 'stalled';
  const storedSearches = screen.kind === 'start' && screen.sections.length > 0;
  return (
    <SearchMessagesContext.Provider value={t}>
    <div
      className={`DocSearch DocSearch-Container${stalled ? ' DocSearch-Container--Stalled' : ''}${status === 'error' ? ' DocSearch-Container--Errored' : ''}`}
      onMouseDown={(event) => event.target === event.currentTarget && onClose()}
    >
      <div ref={focusTrap.ref} className="DocSearch-Modal" role="dialog" aria-modal="true" aria-label={t.dialogLabel} onKeyDown={focusTrap.onKeyDown}>
        <div className="DocSearch-SearchBar">
          <SearchBox
            idPrefix={idPrefix}
            inputRef={inputRef}
            query={query}
            maxLength={maxQueryLength}
            stalled={stalled}
            expanded={combobox.panelOpen && items.length > 0}
            popup={storedSearches ? 'grid' : 'listbox'}
            popupIds={popupIds}
            activeId={combobox.active && cellId(combobox.active, combobox.activeCell)}
            onQuery={updateQuery}
            onKeyDown={combobox.onKeyDown}
            onPanelOpen={combobox.setPanelOpen}
          />
          <button type="button" className="DocSearch-Cancel" aria-label={t.cancel} onClick={onClose}>
            {t.cancel}
          </button>
        </div>
        <div className="DocSearch-Dropdown">
          <ScreenState
            screen={screen}
            waiting={waiting}
            idPrefix={idPrefix}
            actions={actions}
            suggestions={suggestions}
            searchPagePath={site.search.searchPagePath}
            missingResultsUrl={site.search.missingResultsUrl}
            onSuggestion={(lvl0) => {
              updateQuery(`${lvl0.toLowerCase()} `);
              inputRef.current?.focus();
            }}
            onNavigate={onNavigate}
          />
        </div>
        <ModalFooter storedSearches={storedSearches} />
      </div>
    </div>
    </SearchMessagesContext.Provider>
  );
}
