// Browser history for the router. Each entry carries a key; the scroll position of the entry being
// left is recorded under its key when the router leaves it (including on Back and Forward, when the
// old page is still on screen), so every entry reopens where the reader was.
// A component may also take over the Back button for a moment (the mobile sidebar closes instead).

export interface HistoryState {
  key?: string;
  scrollY?: number;
}

type BackInterceptor = () => boolean;
const interceptors = new Set<BackInterceptor>();
const positions = new Map<string, number>();

/** While registered, `intercept` is asked first about every Back/Forward; true means it handled it. */
export function interceptBack(intercept: BackInterceptor): () => void {
  interceptors.add(intercept);
  return () => interceptors.delete(intercept);
}

export function isBackIntercepted(): boolean {
  for (const intercept of interceptors) if (intercept()) return true;
  return false;
}

/** Marks the history entry the open mobile sidebar adds. */
export const SIDEBAR_ENTRY = 'mobileSidebar';

export function isSidebarEntry(): boolean {
  return Boolean((window.history.state as Record<string, unknown> | null)?.[SIDEBAR_ENTRY]);
}

export function newEntryKey(): string {
  return Math.random().toString(36).slice(2, 10);
}

/** Gives the current entry a key if it has none (the first page, or an entry from before a reload). */
export function ensureEntryKey(): string {
  const state = window.history.state as HistoryState | null;
  if (state?.key) return state.key;
  const key = newEntryKey();
  window.history.replaceState({ ...state, key }, '');
  return key;
}

/** Records where the reader is on the entry `key` (also in history.state, which survives a reload). */
export function rememberScroll(key: string): void {
  positions.set(key, window.scrollY);
  const state = window.history.state as HistoryState | null;
  if (state?.key === key && state.scrollY !== window.scrollY) window.history.replaceState({ ...state, scrollY: window.scrollY }, '');
}

export function scrollPositionOf(state: HistoryState | null): number | undefined {
  return (state?.key !== undefined ? positions.get(state.key) : undefined) ?? state?.scrollY;
}
