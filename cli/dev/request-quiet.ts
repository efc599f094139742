// Background work of `devcenter dev` (parsing ahead, link checks, the search index) waits for a
// pause in requests, so a page and its assets are never kept waiting behind it.

/** Background work waits until requests have paused this long... */
const QUIET_MS = 150;
/** ...but never longer than this, so a busy reader cannot hold the link checks back for good. */
const MAX_QUIET_WAIT_MS = 1000;

export class RequestQuiet {
  private lastRequestAt = 0;

  /** The server calls this on every request. */
  noteRequest(): void {
    this.lastRequestAt = performance.now();
  }

  /** Resolves once no request has come for a while (or the longest wait is over). */
  async quiet(): Promise<void> {
    const giveUpAt = performance.now() + MAX_QUIET_WAIT_MS;
    for (;;) {
      const wait = Math.min(this.lastRequestAt + QUIET_MS, giveUpAt) - performance.now();
      if (wait <= 0) return;
      await new Promise((resolve) => setTimeout(resolve, wait));
    }
  }
}
