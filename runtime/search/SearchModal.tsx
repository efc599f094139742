// The search modal (spec §2 "Search modal", §4, §8; reference: docsearch-v3.md). Its own chunk,
// loaded on first use. A combobox over one listbox per lvl0 group; the active option is followed
// with aria-activedescendant so focus stays in the input.
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import type { SiteData } from '../shared/types.ts';
import { createSearchClient, searchParams, snippetLength, type SearchClient } from './client.ts';
import { groupHits, hitLines, type HitGroup, type ModalHit } from './hits.ts';
import { HitText } from './Highlight.tsx';
import {
  CloseIcon,
  ErrorIcon,
  KEY_PATHS,
  KeyIcon,
  MagnifierIcon,
  NoResultsIcon,
  RecentIcon,
  ResetIcon,
  SelectIcon,
  SourceIcon,
  SpinnerIcon,
  StarIcon,
  TreeIcon,
} from './icons.tsx';
import { loadInsights, sendHitClick } from './insights.ts';
import { searchMessages as t } from './search-messages.ts';
import { searchStores, type StoredHit } from './stored-searches.ts';

/** Spec §9. */
export const STALL_THRESHOLD_MS = 300;
export const MAX_QUERY_LENGTH = 64;
const MAX_SUGGESTIONS = 3;

export interface SearchModalProps {
  site: SiteData;
  initialQuery: string;
  onClose: () => void;
  /** Closes the modal, then goes to the URL. */
  onNavigate: (url: string) => void;
}

type Status = 'idle' | 'loading' | 'stalled' | 'error';

interface Answer {
  query: string;
  groups: HitGroup[];
  nbHits: number;
}

/** What the list shows: hits of the answer, or stored searches on the start screen. */
interface ListItem {
  id: string;
  hit: ModalHit | StoredHit;
  source: 'hit' | 'recent' | 'favorite';
}

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])';

export default function SearchModal({ site, initialQuery, onClose, onNavigate }: SearchModalProps) {
  const idPrefix = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const modalRef = useRef<HTMLDivElement>(null);
  const [query, setQuery] = useState(initialQuery);
  const [status, setStatus] = useState<Status>('idle');
  const [error, setError] = useState<string | null>(null);
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [panelOpen, setPanelOpen] = useState(true);
  const [activeIndex, setActiveIndex] = useState(0);
  const [suggestions, setSuggestions] = useState<string[]>([]);
  // Fixed when the modal opens, like DocSearch.
  const [words] = useState(snippetLength);
  const [stores] = useState(() => searchStores(site.search.indexName));
  const [stored, setStored] = useState(() => ({ recent: stores.recent.getAll(), favorite: stores.favorite.getAll() }));
  const client = useRef<SearchClient | null>(null);
  const requestSeq = useRef(0);
  const appliedSeq = useRef(0);

  useEffect(() => {
    loadInsights(site);
    const input = inputRef.current;
    input?.focus();
    input?.select();
  }, [site]);

  // One request per input (the client caches answers); answers apply in order, never an older one
  // over a newer; a request that is still out after 300 ms shows the loading indicator.
  useEffect(() => {
    if (!query) {
      requestSeq.current++;
      setStatus('idle');
      setError(null);
      return;
    }
    const seq = ++requestSeq.current;
    setStatus('loading');
    const stall = window.setTimeout(() => {
      if (requestSeq.current === seq) setStatus('stalled');
    }, STALL_THRESHOLD_MS);
    let request: Promise<Answer>;
    try {
      client.current ??= createSearchClient(site.search);
      request = client.current.search(searchParams(site, query, words)).then((result) => ({
        query,
        groups: groupHits(result.hits, site.search.maxResultsPerGroup, result.queryID),
        nbHits: result.nbHits,
      }));
    } catch (thrown) {
      request = Promise.reject(thrown as Error);
    }
    request
      .then((next) => {
        if (seq < appliedSeq.current) return;
        appliedSeq.current = seq;
        setAnswer(next);
        setActiveIndex(0);
        const lvl0s = next.groups.map((group) => group.lvl0).filter(Boolean);
        setSuggestions((previous) => (lvl0s.length > previous.length ? lvl0s : previous));
        if (requestSeq.current === seq) {
          setStatus('idle');
          setError(null);
        }
      })
      .catch((thrown: unknown) => {
        if (requestSeq.current !== seq) return;
        // Kept until the next input: unlike DocSearch 3.9, nothing resets it to idle (spec §8).
        setStatus('error');
        setError(thrown instanceof Error ? thrown.message : String(thrown));
      })
      .finally(() => window.clearTimeout(stall));
    return () => window.clearTimeout(stall);
  }, [query, site, words]);

  const items = useMemo<ListItem[]>(() => {
    if (!query) {
      return [
        ...stored.recent.map((hit) => ({ id: `${idPrefix}recent-${hit.objectID}`, hit, source: 'recent' as const })),
        ...stored.favorite.map((hit) => ({ id: `${idPrefix}favorite-${hit.objectID}`, hit, source: 'favorite' as const })),
      ];
    }
    if (!answer || status === 'error') return [];
    return answer.groups.flatMap((group) => group.hits.map((hit) => ({ id: `${idPrefix}hit-${hit.objectID}`, hit, source: 'hit' as const })));
  }, [query, answer, status, stored, idPrefix]);

  const active = panelOpen && items.length > 0 ? items[Math.min(activeIndex, items.length - 1)] : undefined;

  useEffect(() => {
    if (active) document.getElementById(active.id)?.scrollIntoView({ block: 'nearest' });
  }, [active]);

  /** Spec §4: selecting a hit saves its parent (a page hit: itself) unless that one is a favorite. */
  const saveRecent = (item: ModalHit | StoredHit) => {
    const search = item.type === 'content' ? item.__docsearch_parent : item;
    if (!search || stores.favorite.getAll().some((favorite) => favorite.objectID === search.objectID)) return;
    stores.recent.add(search);
    setStored((s) => ({ ...s, recent: stores.recent.getAll() }));
  };

  const select = (item: ListItem, how: 'same' | 'tab' | 'window') => {
    saveRecent(item.hit);
    if (item.source === 'hit') sendHitClick(site, item.hit as ModalHit);
    if (how === 'same') {
      onNavigate(item.hit.url);
      return;
    }
    // Ctrl/Cmd+Enter: a new tab; Shift+Enter: a new window. The modal stays open.
    const opened = window.open(item.hit.url, '_blank', how === 'window' ? 'noopener,popup' : 'noopener');
    opened?.focus();
  };

  const onInputKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setPanelOpen(true);
      if (items.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      const from = active ? items.indexOf(active) : step > 0 ? -1 : items.length;
      setActiveIndex((from + step + items.length) % items.length);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      if (!active) {
        setPanelOpen(false);
        return;
      }
      select(active, event.ctrlKey || event.metaKey ? 'tab' : event.shiftKey ? 'window' : 'same');
    } else if (event.key === 'Escape') {
      // A first Escape closes the panel, one with the panel closed clears the query; and, as in
      // DocSearch, the same key press closes the modal, so a reopened modal starts empty.
      event.preventDefault();
      if (panelOpen) setPanelOpen(false);
      else setQuery('');
      onClose();
    }
  };

  // Focus stays inside the modal.
  const onModalKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Tab' || !modalRef.current) return;
    const focusable = [...modalRef.current.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.offsetParent !== null);
    if (focusable.length === 0) return;
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  const onHitClick = (event: MouseEvent<HTMLAnchorElement>, item: ListItem) => {
    const modified = event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey;
    if (modified) {
      // The browser opens it; the modal stays, the search is remembered all the same.
      saveRecent(item.hit);
      if (item.source === 'hit') sendHitClick(site, item.hit as ModalHit);
      return;
    }
    event.preventDefault();
    select(item, 'same');
  };

  const updateQuery = (value: string) => {
    setQuery(value.slice(0, MAX_QUERY_LENGTH));
    setPanelOpen(true);
    setActiveIndex(0);
  };

  const applySuggestion = (lvl0: string) => {
    updateQuery(`${lvl0.toLowerCase()} `);
    inputRef.current?.focus();
  };

  const favor = (hit: StoredHit) => {
    stores.favorite.add(hit);
    stores.recent.remove(hit);
    setStored({ recent: stores.recent.getAll(), favorite: stores.favorite.getAll() });
  };
  const forget = (hit: StoredHit, from: 'recent' | 'favorite') => {
    stores[from].remove(hit);
    setStored({ recent: stores.recent.getAll(), favorite: stores.favorite.getAll() });
  };

  const listIds: string[] = [];
  const listId = (name: string) => {
    const id = `${idPrefix}list-${name}`;
    listIds.push(id);
    return id;
  };

  const renderItem = (item: ListItem, child: boolean) => {
    const { hit } = item;
    const lines = hitLines(hit);
    return (
      <li key={item.id} role="none" className={`DocSearch-Hit${child ? ' DocSearch-Hit--Child' : ''}`}>
        <a id={item.id} role="option" aria-selected={item === active} href={hit.url} tabIndex={-1} onClick={(e) => onHitClick(e, item)} onMouseMove={() => item !== active && setActiveIndex(items.indexOf(item))}>
          <div className="DocSearch-Hit-Container">
            {child && <TreeIcon />}
            <div className="DocSearch-Hit-icon">{item.source === 'hit' ? <SourceIcon type={hit.type} /> : item.source === 'recent' ? <RecentIcon /> : <StarIcon />}</div>
            <div className="DocSearch-Hit-content-wrapper">
              {lines.title && (
                <span className="DocSearch-Hit-title">
                  <HitText hit={hit} attribute={lines.title} />
                </span>
              )}
              {lines.subtitle && (
                <span className="DocSearch-Hit-path">
                  <HitText hit={hit} attribute={lines.subtitle} />
                </span>
              )}
            </div>
            {item.source === 'hit' && (
              <div className="DocSearch-Hit-action">
                <SelectIcon />
              </div>
            )}
          </div>
        </a>
        {/* Pointer shortcuts, as in DocSearch: a listbox may only hold options, so they are hidden from
            assistive technology and out of the tab order. */}
        {item.source === 'recent' && (
          <>
            <button type="button" className="DocSearch-Hit-action-button" title={t.saveSearch} aria-label={t.saveSearch} tabIndex={-1} aria-hidden="true" onClick={() => favor(hit)}>
              <StarIcon />
            </button>
            <button type="button" className="DocSearch-Hit-action-button" title={t.removeRecent} aria-label={t.removeRecent} tabIndex={-1} aria-hidden="true" onClick={() => forget(hit, 'recent')}>
              <CloseIcon />
            </button>
          </>
        )}
        {item.source === 'favorite' && (
          <button type="button" className="DocSearch-Hit-action-button" title={t.removeFavorite} aria-label={t.removeFavorite} tabIndex={-1} aria-hidden="true" onClick={() => forget(hit, 'favorite')}>
            <CloseIcon />
          </button>
        )}
      </li>
    );
  };

  const section = (name: string, title: string, list: ListItem[], isChild: (item: ListItem) => boolean = () => false) => (
    <section key={name} className="DocSearch-Hits">
      <div className="DocSearch-Hit-source" id={`${idPrefix}title-${name}`}>
        {title}
      </div>
      <ul role="listbox" id={listId(name)} aria-labelledby={`${idPrefix}title-${name}`}>
        {list.map((item) => renderItem(item, isChild(item)))}
      </ul>
    </section>
  );

  let screen;
  if (status === 'error') {
    screen = (
      <div className="DocSearch-ErrorScreen" role="alert">
        <div className="DocSearch-Screen-Icon">
          <ErrorIcon />
        </div>
        <p className="DocSearch-Title">{t.errorTitle}</p>
        <p className="DocSearch-Help">{t.errorHelp}</p>
        {error && <p className="DocSearch-Help DocSearch-Error-Detail">{error}</p>}
      </div>
    );
  } else if (!query) {
    const recent = items.filter((item) => item.source === 'recent');
    const favorite = items.filter((item) => item.source === 'favorite');
    screen =
      items.length === 0 ? (
        <div className="DocSearch-StartScreen">
          <p className="DocSearch-Help">{t.noRecentSearches}</p>
        </div>
      ) : (
        <div className="DocSearch-Dropdown-Container">
          {recent.length > 0 && section('recent', t.recent, recent)}
          {favorite.length > 0 && section('favorite', t.favorite, favorite)}
        </div>
      );
  } else if (!answer) {
    screen = null;
  } else if (answer.groups.length === 0) {
    const missingUrl = site.search.missingResultsUrl?.replaceAll('{query}', encodeURIComponent(answer.query));
    screen = (
      <div className="DocSearch-NoResults">
        <div className="DocSearch-Screen-Icon">
          <NoResultsIcon />
        </div>
        <p className="DocSearch-Title">
          {t.noResultsBefore}
          <strong>{answer.query}</strong>
          {t.noResultsAfter}
        </p>
        {suggestions.length > 0 && (
          <div className="DocSearch-NoResults-Prefill-List">
            <p className="DocSearch-Help">{t.trySearchingFor}</p>
            <ul>
              {suggestions.slice(0, MAX_SUGGESTIONS).map((lvl0) => (
                <li key={lvl0}>
                  <button type="button" className="DocSearch-Prefill" onClick={() => applySuggestion(lvl0)}>
                    {lvl0}
                  </button>
                </li>
              ))}
            </ul>
          </div>
        )}
        {missingUrl && (
          <p className="DocSearch-Help">
            {t.missingResultsQuestion}{' '}
            <a href={missingUrl} target="_blank" rel="noopener noreferrer">
              {t.missingResultsLink}
            </a>
          </p>
        )}
      </div>
    );
  } else {
    const byHit = new Map(items.map((item) => [item.hit, item]));
    const searchPage = `/${site.search.searchPagePath}?q=${encodeURIComponent(answer.query)}`;
    screen = (
      <div className="DocSearch-Dropdown-Container">
        {answer.groups.map((group, g) =>
          section(
            String(g),
            group.lvl0,
            group.hits.map((hit) => byHit.get(hit)!),
            (item) => item.hit.type !== 'lvl1' && Boolean(item.hit.__docsearch_parent),
          ),
        )}
        {site.search.searchPagePath && (
          <section className="DocSearch-HitsFooter">
            <a
              href={searchPage}
              onClick={(event) => {
                if (event.ctrlKey || event.metaKey || event.shiftKey || event.button !== 0) return;
                event.preventDefault();
                onNavigate(searchPage);
              }}
            >
              {t.seeAll(answer.nbHits)}
            </a>
          </section>
        )}
      </div>
    );
  }

  const stalled = status === 'stalled';
  return (
    <div
      className={`DocSearch DocSearch-Container${stalled ? ' DocSearch-Container--Stalled' : ''}${status === 'error' ? ' DocSearch-Container--Errored' : ''}`}
      onMouseDown={(event) => event.target === event.currentTarget && onClose()}
    >
      <div ref={modalRef} className="DocSearch-Modal" role="dialog" aria-modal="true" aria-label={t.dialogLabel} onKeyDown={onModalKeyDown}>
        <div className="DocSearch-SearchBar">
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
              aria-expanded={panelOpen && items.length > 0}
              aria-controls={listIds.length > 0 ? listIds.join(' ') : undefined}
              aria-activedescendant={active?.id}
              aria-labelledby={`${idPrefix}label`}
              placeholder={t.placeholder}
              maxLength={MAX_QUERY_LENGTH}
              autoComplete="off"
              autoCorrect="off"
              autoCapitalize="off"
              spellCheck={false}
              enterKeyHint="go"
              value={query}
              onChange={(event) => updateQuery(event.target.value)}
              onKeyDown={onInputKeyDown}
              onFocus={() => setPanelOpen(true)}
              onBlur={() => setPanelOpen(false)}
            />
            <button
              type="reset"
              className="DocSearch-Reset"
              title={t.clearQuery}
              aria-label={t.clearQuery}
              hidden={!query}
              onClick={() => {
                updateQuery('');
                inputRef.current?.focus();
              }}
            >
              <ResetIcon />
            </button>
          </form>
          <button type="button" className="DocSearch-Cancel" aria-label={t.cancel} onClick={onClose}>
            {t.cancel}
          </button>
        </div>
        <div className="DocSearch-Dropdown">{screen}</div>
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
            <li>
              <kbd className="DocSearch-Commands-Key">
                <KeyIcon label={t.escapeKey} path={KEY_PATHS.escape} />
              </kbd>
              <span className="DocSearch-Label">{t.toClose}</span>
            </li>
          </ul>
        </div>
      </div>
    </div>
  );
}
