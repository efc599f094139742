// Keeps Tab and Shift+Tab inside a dialog or a panel over the page (the search modal, the mobile
// sidebar): from its last focusable element back to its first, and the other way round.
import { useRef, type KeyboardEvent, type RefObject } from 'react';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])';

export function useFocusTrap<Element extends HTMLElement>(): { ref: RefObject<Element | null>; onKeyDown: (event: KeyboardEvent<Element>) => void } {
  const ref = useRef<Element>(null);
  const onKeyDown = (event: KeyboardEvent<Element>) => {
    if (event.key !== 'Tab' || !ref.current) return;
    // Hidden elements (the clear button with no query, Cancel on wide screens) are skipped.
    const focusable = [...ref.current.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.offsetParent !== null);
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
  return { ref, onKeyDown };
}
