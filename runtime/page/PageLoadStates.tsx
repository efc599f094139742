// What the page area shows while the next page loads slowly, or when it could not be loaded (spec §8).
import { useMessages } from '../messages-context.ts';
import { MAIN_ID } from '../shared/reserved-names.ts';

export function PageSpinner() {
  const messages = useMessages();
  return (
    <div className="page-loading" role="status" aria-live="polite">
      <svg className="page-loading__spinner" viewBox="0 0 50 50" width="48" height="48" aria-hidden="true">
        <circle cx="25" cy="25" r="20" fill="none" strokeWidth="5" />
      </svg>
      <span className="sr-only">{messages.loading}</span>
    </div>
  );
}

export function PageLoadError({ error, onRetry }: { error: string; onRetry: () => void }) {
  const messages = useMessages();
  return (
    <main id={MAIN_ID} className="container page-load-error" role="alert">
      <p>{error}</p>
      <button type="button" className="button button--primary" onClick={onRetry}>
        {messages.retry}
      </button>
    </main>
  );
}

export function ProgressBar() {
  const messages = useMessages();
  return (
    <div className="progress-bar" role="progressbar" aria-label={messages.loading}>
      <div className="progress-bar__bar" />
    </div>
  );
}
