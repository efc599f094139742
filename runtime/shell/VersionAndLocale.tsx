// The docs version dropdown (one version: Next) and the language dropdown (one locale: English).
import { STORAGE_KEYS } from '../constants.ts';
import { useMessages } from '../messages-context.ts';
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
  const messages = useMessages();
  const { site, page } = useShell();
  return (
    <NavbarDropdown
      className="navbar__locale"
      label={mobileLabel ? messages.languages : site.locale.label}
      icon={
        <span aria-hidden="true" className="icon-language" />
      }
      items={[{ label: site.locale.label, href: page.kind === 'notFound' ? '/' : page.path, lang: site.locale.lang, active: true, keepQueryAndHash: page.kind !== 'notFound' }]}
    />
  );
}
