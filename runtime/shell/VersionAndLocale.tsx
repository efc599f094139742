// The docs version dropdown (one version: Next) and the language dropdown (one locale: English).
import { STORAGE_KEYS } from '../constants.ts';
import { messages } from '../messages.ts';
import { useEffect, useState } from 'react';
import { readStorage, writeStorage } from '../storage.ts';
import { NavbarDropdown } from './NavbarDropdown.tsx';
import { useShell } from './shell-context.tsx';

/** The stored docs version, read after hydration; an unknown or garbage value counts as none. */
function usePreferredVersion(known: string): string | null {
  const [preferred, setPreferred] = useState<string | null>(null);
  useEffect(() => {
    const stored = readStorage(STORAGE_KEYS.preferredVersion);
    setPreferred(stored === known ? stored : null);
  }, [known]);
  return preferred;
}

export function VersionDropdown() {
  const { site, page } = useShell();
  const version = site.docsVersion;
  const preferred = usePreferredVersion(version.name);
  // The same doc in the chosen version when on a docs page, else the version's main doc.
  const target = page.kind === 'doc' ? page.path : version.mainDocPath;
  return (
    <NavbarDropdown
      className="navbar__version"
      label={version.label}
      items={[
        {
          label: version.label,
          href: target,
          active: page.kind === 'doc' || preferred === version.name,
          // Spec §4: the chosen docs version is persisted in local storage.
          onSelect: () => writeStorage(STORAGE_KEYS.preferredVersion, version.name),
        },
      ]}
    />
  );
}

export function LocaleDropdown({ mobileLabel = false }: { mobileLabel?: boolean }) {
  const { site, page } = useShell();
  return (
    <NavbarDropdown
      className="navbar__locale"
      label={mobileLabel ? messages.languages : site.locale.label}
      icon={
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" className="icon-language">
          <path fill="currentColor" d="M12.87 15.07l-2.54-2.51.03-.03c1.74-1.94 2.98-4.17 3.71-6.53H17V4h-7V2H8v2H1v1.99h11.17C11.5 7.92 10.44 9.75 9 11.35 8.07 10.32 7.3 9.19 6.69 8h-2c.73 1.63 1.73 3.17 2.98 4.56l-5.09 5.02L4 19l5-5 3.11 3.11.76-2.04zM18.5 10h-2L12 22h2l1.12-3h4.75L21 22h2l-4.5-12zm-2.62 7l1.62-4.33L19.12 17h-3.24z" />
        </svg>
      }
      items={[{ label: site.locale.label, href: page.kind === 'notFound' ? '/' : page.path, lang: site.locale.lang, active: true }]}
    />
  );
}
