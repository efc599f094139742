// The navbar's search button and the keys that open the search modal (spec §2: Ctrl/Cmd+K, and "/"
// outside text fields; Escape closes). The modal itself is a separate chunk, fetched when the
// reader points at or focuses the button, or at the latest when the modal opens.
import { useCallback, useEffect, useRef, useState, type ComponentType } from 'react';
import { createPortal } from 'react-dom';
import { ModalErrorBoundary } from './ModalErrorBoundary.tsx';
import { MAX_QUERY_LENGTH } from '../constants.ts';
import { useMessages } from '../messages-context.ts';
import { useShell } from '../shell/shell-context.tsx';
import type { SearchModalProps } from './SearchModal.tsx';

let modalModule: Promise<{ default: ComponentType<SearchModalProps> }> | null = null;
export function loadSearchModal() {
  modalModule ??= import('./SearchModal.tsx').catch((error: unknown) => {
    modalModule = null;
    throw error;
  });
  return modalModule;
}

function isEditable(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'SELECT', 'TEXTAREA'].includes(target.tagName);
}

function isApple(): boolean {
  return /(Mac|iPhone|iPod|iPad)/i.test(navigator.platform || navigator.userAgent);
}

interface OpenState {
  initialQuery: string;
  /** The initial query is the page's selected text (the box selects it), not typed. */
  fromSelection: boolean;
  /** Where focus returns and the page scrolls back to when the modal closes. */
  returnFocus: HTMLElement | null;
  scrollY: number;
}

export function SearchButton() {
  const messages = useMessages();
  const { site, navigate } = useShell();
  const [apple, setApple] = useState(false);
  const [open, setOpen] = useState<OpenState | null>(null);
  const [Modal, setModal] = useState<ComponentType<SearchModalProps> | null>(null);
  const openRef = useRef<OpenState | null>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => setApple(isApple()), []);

  const openModal = useCallback((typed = '') => {
    if (openRef.current || document.body.classList.contains('DocSearch--active')) return;
    const selected = window.getSelection()?.toString() ?? '';
    const state: OpenState = {
      // Spec §5: text selected on the page becomes the initial query, cut to the query's length.
      initialQuery: (typed || selected).slice(0, MAX_QUERY_LENGTH),
      fromSelection: !typed && selected !== '',
      returnFocus: document.activeElement instanceof HTMLElement ? document.activeElement : null,
      scrollY: window.scrollY,
    };
    openRef.current = state;
    // The page under the modal does not scroll; the scrollbar's width is kept so nothing shifts.
    const scrollbar = window.innerWidth - document.documentElement.clientWidth;
    document.body.classList.add('DocSearch--active');
    if (scrollbar > 0) document.body.style.marginRight = `${scrollbar}px`;
    setOpen(state);
    loadSearchModal()
      .then((module) => setModal(() => module.default))
      .catch(() => {
        // The chunk could not be fetched (offline, a newer deploy): a full load of the search page.
        window.location.assign(`/${site.search.searchPagePath}?q=${encodeURIComponent(state.initialQuery)}`);
      });
  }, [site.search.searchPagePath]);

  const closeModal = useCallback(() => {
    const state = openRef.current;
    if (!state) return;
    openRef.current = null;
    document.body.classList.remove('DocSearch--active');
    document.body.style.marginRight = '';
    window.scrollTo(0, state.scrollY);
    setOpen(null);
    (state.returnFocus?.isConnected ? state.returnFocus : buttonRef.current)?.focus();
  }, []);

  const closeAndNavigate = useCallback(
    (url: string) => {
      closeModal();
      navigate(url);
    },
    [closeModal, navigate],
  );

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        if (openRef.current) closeModal();
        else openModal();
      } else if (event.key === '/' && !openRef.current && !isEditable(event.target) && !event.ctrlKey && !event.metaKey && !event.altKey) {
        event.preventDefault();
        openModal();
      } else if (event.key === 'Escape' && openRef.current) {
        closeModal();
      } else if (openRef.current && !isEditable(event.target) && !event.ctrlKey && !event.metaKey && !event.altKey && (event.key.length === 1 || event.key === 'Backspace')) {
        // Typed right after Ctrl+K, before the modal's input has focus: a reader typing fast lost the
        // first letters of the query. Once the input is there, focused now, the key lands in it;
        // before (the modal is a chunk of its own), it is kept as the initial query.
        const input = document.querySelector<HTMLInputElement>('.DocSearch-Modal .DocSearch-Input');
        if (input) {
          input.focus();
          return;
        }
        event.preventDefault();
        const query = openRef.current.initialQuery;
        const state = { ...openRef.current, fromSelection: false, initialQuery: (event.key === 'Backspace' ? query.slice(0, -1) : query + event.key).slice(0, MAX_QUERY_LENGTH) };
        openRef.current = state;
        setOpen(state);
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [openModal, closeModal]);

  // A key pressed before the page was interactive, kept by the boot script: acted on now.
  useEffect(() => {
    const root = document.documentElement;
    if (!root.hasAttribute('data-search-key-pending')) return;
    root.removeAttribute('data-search-key-pending');
    openModal();
  }, [openModal]);

  // Leaving the page another way (Back, a link outside) must not leave the page locked.
  useEffect(() => () => closeModal(), [closeModal]);

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className="DocSearch DocSearch-Button navbar__search"
        aria-label={messages.searchButtonLabel(apple)}
        onClick={() => openModal()}
        onPointerEnter={() => void loadSearchModal().catch(() => undefined)}
        onFocus={() => void loadSearchModal().catch(() => undefined)}
        onKeyDown={(event) => {
          // A letter or digit typed on the focused button starts the search with it.
          if (/^[a-z0-9]$/i.test(event.key) && !event.ctrlKey && !event.metaKey && !event.altKey) {
            event.preventDefault();
            openModal(event.key);
          }
        }}
      >
        <span className="DocSearch-Button-Container">
          <span className="DocSearch-Search-Icon" aria-hidden="true" />
          <span className="DocSearch-Button-Placeholder">{messages.searchButton}</span>
        </span>
        <span className="DocSearch-Button-Keys" aria-hidden="true">
          <kbd className="DocSearch-Button-Key">{apple ? '⌘' : 'Ctrl'}</kbd>
          <kbd className="DocSearch-Button-Key">K</kbd>
        </span>
      </button>
      {open &&
        Modal &&
        createPortal(
          <ModalErrorBoundary onError={closeModal}>
            <Modal site={site} initialQuery={open.initialQuery} selectInitialQuery={open.fromSelection} maxQueryLength={MAX_QUERY_LENGTH} onClose={closeModal} onNavigate={closeAndNavigate} />
          </ModalErrorBoundary>,
          document.body,
        )}
    </>
  );
}
