// The combobox's active option and its keys (reference: docsearch-v3.md §5). Focus stays in the
// input; the active option is named by aria-activedescendant and scrolled into view. Arrows move
// it across every listbox and wrap around; Enter opens it (Ctrl/Cmd: a new tab, Shift: a new
// window); Escape closes the panel, or clears the query when it is closed, and closes the modal.
import { useEffect, useState, type KeyboardEvent } from 'react';

export type OpenIn = 'same' | 'tab' | 'window';

export interface ComboboxInput<Item extends { id: string }> {
  items: Item[];
  /** A new value (a new answer) makes the first option active again, in the render that shows it. */
  resetKey: unknown;
  onSelect(item: Item, openIn: OpenIn): void;
  onClearQuery(): void;
  onClose(): void;
}

export interface Combobox<Item> {
  active: Item | undefined;
  panelOpen: boolean;
  setPanelOpen(open: boolean): void;
  /** The pointer made this option active. */
  activate(item: Item): void;
  /** The first option becomes active (a new query). */
  resetActive(): void;
  onKeyDown(event: KeyboardEvent<HTMLInputElement>): void;
}

export function useComboboxKeys<Item extends { id: string }>({ items, resetKey, onSelect, onClearQuery, onClose }: ComboboxInput<Item>): Combobox<Item> {
  const [panelOpen, setPanelOpen] = useState(true);
  const [activeIndex, setActiveIndex] = useState(0);
  // Adjusted while rendering (React's pattern for state that follows a value), not in an effect:
  // an effect would first paint the new answer with the old option active.
  const [indexKey, setIndexKey] = useState(resetKey);
  if (indexKey !== resetKey) {
    setIndexKey(resetKey);
    setActiveIndex(0);
  }
  const active = panelOpen && items.length > 0 ? items[Math.min(activeIndex, items.length - 1)] : undefined;

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
      onSelect(active, event.ctrlKey || event.metaKey ? 'tab' : event.shiftKey ? 'window' : 'same');
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
    panelOpen,
    setPanelOpen,
    activate: (item) => item !== active && setActiveIndex(items.indexOf(item)),
    resetActive: () => setActiveIndex(0),
    onKeyDown,
  };
}
