// Times one query in the search modal, as a reader's keystroke: sets the input's value, then waits
// for the answer to that exact query on screen ("See all results" names it, or the no-results screen
// does) and for the frame that paints it. Resolves with the milliseconds, or null when no answer
// shows within 10 s (a query typed twice in a row changes nothing).

/** @param {import('playwright-core').Page} page @param {string} query @returns {Promise<number | null>} */
export function timeModalQuery(page, query) {
  return page.evaluate(
    (q) =>
      new Promise((resolve) => {
        const input = /** @type {HTMLInputElement} */ (document.querySelector('.DocSearch-Input'));
        const done = () => {
          const link = document.querySelector('.DocSearch-HitsFooter a');
          const none = document.querySelector('.DocSearch-NoResults strong');
          return (link && link.getAttribute('href') === `/search?q=${encodeURIComponent(q)}`) || none?.textContent === q;
        };
        const started = performance.now();
        const observer = new MutationObserver(() => {
          if (!done()) return;
          observer.disconnect();
          // Painted: the frame that shows the change has been produced.
          requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - started), 0));
        });
        observer.observe(/** @type {Element} */ (document.querySelector('.DocSearch-Modal')), { subtree: true, childList: true, characterData: true, attributes: true });
        setTimeout(() => {
          observer.disconnect();
          resolve(null);
        }, 10_000);
        // Set as React sees typing: through the native setter, then an input event (evaluated in the page: no helper reaches it).
        Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, q);
        input.dispatchEvent(new Event('input', { bubbles: true }));
      }),
    query,
  );
}

/** Empties the modal's input, as a reader starting a new search. @param {import('playwright-core').Page} page */
export async function clearModalQuery(page) {
  await page.evaluate(() => {
    const input = /** @type {HTMLInputElement} */ (document.querySelector('.DocSearch-Input'));
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, '');
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}
