// Runs inline in <head> before first paint: applies the stored colour mode and hides a dismissed
// announcement, so neither flashes. Spec §4: default light; the system colour scheme is never read.
// It also keeps a key that opens search, pressed before the page is interactive, for the search
// button to act on once it is (SearchButton.tsx).
(() => {
  const script = document.currentScript as HTMLScriptElement | null;
  const root = document.documentElement;
  const defaultMode = script?.dataset.defaultTheme === 'dark' ? 'dark' : 'light';
  let stored: string | null = null;
  let dismissed = false;
  try {
    stored = new URLSearchParams(location.search).get('docusaurus-theme') || localStorage.getItem('theme');
    const id = script?.dataset.announcementId;
    dismissed = !!id && localStorage.getItem('docusaurus.announcement.id') === id && localStorage.getItem('docusaurus.announcement.dismiss') === 'true';
  } catch {
    // Storage blocked: defaults apply.
  }
  const mode = stored === 'dark' || stored === 'light' ? stored : defaultMode;
  root.setAttribute('data-theme', mode);
  root.setAttribute('data-theme-choice', mode);
  root.setAttribute('data-announcement-bar-initially-dismissed', String(dismissed));
  addEventListener('keydown', (event) => {
    if (root.getAttribute('data-has-hydrated') === 'true') return;
    const target = event.target as HTMLElement | null;
    const editable = !!target && (target.isContentEditable || /^(?:INPUT|SELECT|TEXTAREA)$/.test(target.tagName));
    const ctrlK = (event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k';
    const slash = event.key === '/' && !editable && !event.ctrlKey && !event.metaKey && !event.altKey;
    if (!ctrlK && !slash) return;
    event.preventDefault();
    root.setAttribute('data-search-key-pending', '');
  });
})();
