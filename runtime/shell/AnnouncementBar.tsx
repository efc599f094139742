// Dismissible announcement. The dismissal is remembered until the announcement id changes (spec §4).
import { useEffect, useState } from 'react';
import { STORAGE_KEYS } from '../constants.ts';
import { useMessages } from '../messages-context.ts';
import { readStorage, writeStorage } from '../storage.ts';
import { Link } from './Link.tsx';
import { useShell } from './shell-context.tsx';

export function AnnouncementBar() {
  const messages = useMessages();
  const { site } = useShell();
  const announcement = site.announcement;
  const [dismissed, setDismissed] = useState(false);

  useEffect(() => {
    if (!announcement) return;
    if (readStorage(STORAGE_KEYS.announcementId) !== announcement.id) {
      // A new announcement: show it now, even to readers who closed the previous one.
      writeStorage(STORAGE_KEYS.announcementId, announcement.id);
      writeStorage(STORAGE_KEYS.announcementDismiss, 'false');
      document.documentElement.setAttribute('data-announcement-bar-initially-dismissed', 'false');
      return;
    }
    setDismissed(readStorage(STORAGE_KEYS.announcementDismiss) === 'true');
  }, [announcement]);

  if (!announcement || dismissed) return null;
  const close = () => {
    writeStorage(STORAGE_KEYS.announcementDismiss, 'true');
    setDismissed(true);
  };
  return (
    <div className="announcement-bar" role="banner">
      <div className="announcement-bar__content">
        {announcement.text}
        {announcement.link && (
          <>
            {' '}
            <Link href={announcement.link.href} noPage={announcement.link.noPage}>
              {announcement.link.label}
            </Link>
          </>
        )}
      </div>
      <button type="button" className="announcement-bar__close" aria-label={messages.closeAnnouncement} onClick={close}>
        <svg viewBox="0 0 15 15" width="14" height="14" aria-hidden="true">
          <path stroke="currentColor" strokeWidth="3.1" d="M.75.75l13.5 13.5M14.25.75L.75 14.25" />
        </svg>
      </button>
    </div>
  );
}
