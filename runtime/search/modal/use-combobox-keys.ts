// The combobox's active option and its keys (reference: docsearch-v3.md §5). Focus stays in the
// input; the active option is named by aria-activedescendant and scrolled into view. Up and down
// arrows move it across every list and wrap around; Enter opens it (Ctrl/Cmd: a new tab, Shift: a
// new window); Escape closes the panel, or clears the query when it is closed, and closes the modal.
// An item with actions (a stored search, a grid row: WAI-ARIA's combobox with a grid popup) also
// has cells: left and right arrows move between its link and its action buttons, Enter on a button
// does its action, and Delete removes the search. Its cells exist only on the start screen, where
// the query is empty, so those arrows move no caret.
import { useEffect, useState, type KeyboardEvent } from 'react';

export type OpenIn = 'same' | 'tab' | 'window';

export interface ComboboxInput<Item extends { id: string; actions: readonly Action[] }, Action extends string> {
  items: Item[];
  /** A new value (a new answer) makes the first option active again, in the render that shows it. */
  resetKey: unknown;
  onSelect(item: Item, openIn: OpenIn): void;
  onAction(item: Item, action: Action): void;
  /** The action Delete does, when the active item has it. */
  deleteAction: Action;
  onClearQuery(): void;
  onClose(): void;
}

export interface Combobox<Item> {
  active: Item | undefined;
  /** 0: the active item itself; 1 and on: its action cells. */
  activeCell: number;
  panelOpen: boolean;
  setPanelOpen(open: boolean): void;
  /** The pointer made this option active. */
  activate(item: Item): void;
  /** The first option becomes active (a new query). */
  resetActive(): void;
  onKeyDown(event: KeyboardEvent<HTMLInputElement>): void;
}

export function useComboboxKeys<Item extends { id: string; actions: readonly Action[] }, Action extends string>({
  items,
  resetKey,
  onSelect,
  onAction,
  deleteAction,
  onClearQuery,
  onClose,
}: ComboboxInput<Item, Action>): Combobox<Item> {
  const [panelOpen, setPanelOpen] = useState(true);
  const [activeIndex, setActiveIndexOnly] = useState(0);
  const [cell, setCell] = useState(0);
  // Another item (or the same position holding another one after an action) starts on its link.
  const setActiveIndex = (index: number) => {
    setActiveIndexOnly(index);
    setCell(0);
  };
  // Adjusted while rendering (React's pattern for state that follows a value), not in an effect:
  // an effect would first paint the new answer with the old option active.
  const [indexKey, setIndexKey] = useState(resetKey);
  if (indexKey !== resetKey) {
    setIndexKey(resetKey);
    setActiveIndex(0);
  }
  const active = panelOpen && items.length > 0 ? items[Math.min(activeIndex, items.length - 1)] : undefined;
  const activeCell = active ? Math.min(cell, active.actions.length) : 0;

  useEffect(() => {
    if (active) document.getElementById(active.id)?.scrollIntoView({ block: 'nearest' });
  }, [active]);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
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
      if (activeCell > 0) {
        onAction(active, active.actions[activeCell - 1]);
        setCell(0);
      } else onSelect(active, event.ctrlKey || event.metaKey ? 'tab' : event.shiftKey ? 'window' : 'same');
    } else if ((event.key === 'ArrowRight' || event.key === 'ArrowLeft') && active && active.actions.length > 0) {
      event.preventDefault();
      const step = event.key === 'ArrowRight' ? 1 : -1;
      setCell(Math.max(0, Math.min(active.actions.length, activeCell + step)));
    } else if (event.key === 'Delete' && active?.actions.includes(deleteAction)) {
      event.preventDefault();
      onAction(active, deleteAction);
      setCell(0);
    } else if (event.key === 'Escape') {
      // A first Escape closes the panel, one with the panel closed clears the query; and, as in
      // DocSearch, the same key press closes the modal, so a reopened modal starts empty.
      event.preventDefault();
      if (panelOpen) setPanelOpen(false);
      else onClearQuery();
      onClose();
    }
  };

  return {
    active,
    activeCell,
    panelOpen,
    setPanelOpen,
    activate: (item) => item !== active && setActiveIndex(items.indexOf(item)),
    resetActive: () => setActiveIndex(0),
    onKeyDown,
  };
}
