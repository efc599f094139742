// The light/dark switch. Spec §4: stored under 'theme', default light, system scheme ignored.
import { useEffect, useState } from 'react';
import { STORAGE_KEYS } from '../constants.ts';
import { useMessages } from '../messages-context.ts';
import { writeStorage } from '../storage.ts';
import { useHydrated } from './hydrated.tsx';
import { useShell } from './shell-context.tsx';

type Mode = 'light' | 'dark';

function applyMode(mode: Mode) {
  document.documentElement.setAttribute('data-theme', mode);
  document.documentElement.setAttribute('data-theme-choice', mode);
}

export function ColorModeToggle({ className = '' }: { className?: string }) {
  const messages = useMessages();
  const { site } = useShell();
  const hydrated = useHydrated();
  // Unknown until hydrated: the server cannot know the stored choice (the boot script already applied it).
  const [mode, setMode] = useState<Mode | null>(null);

  useEffect(() => {
    setMode(document.documentElement.getAttribute('data-theme') === 'dark' ? 'dark' : 'light');
    const onStorage = (event: StorageEvent) => {
      if (event.key !== STORAGE_KEYS.theme) return;
      const next: Mode = event.newValue === 'dark' ? 'dark' : event.newValue === 'light' ? 'light' : site.colorMode.defaultMode;
      applyMode(next);
      setMode(next);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [site.colorMode.defaultMode]);

  if (site.colorMode.disableSwitch) return null;
  const label = messages.colorModeName(mode ?? 'system');
  const toggle = () => {
    const next: Mode = mode === 'dark' ? 'light' : 'dark';
    applyMode(next);
    writeStorage(STORAGE_KEYS.theme, next);
    setMode(next);
  };
  return (
    <button
      type="button"
      className={`color-mode-toggle ${className}`}
      disabled={!hydrated}
      title={label}
      aria-label={messages.colorModeLabel(mode ?? 'system')}
      aria-live="polite"
      onClick={toggle}
    >
      <span className="color-mode-toggle__icon" aria-hidden="true" />
    </button>
  );
}
