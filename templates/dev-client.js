// `devcenter dev` in the browser: listens to the dev server's events. A changed page is fetched again
// and rendered in place (the router keeps the scroll position); a changed shell reloads the page;
// problems show in an overlay with file:line:col until the file is fixed. Not part of built sites.
(() => {
  const OVERLAY_ID = 'devcenter-dev-overlay';

  const WARNINGS_ID = 'devcenter-dev-warnings';

  /** One problem as the terminal shows it: where, what, and the code frame. */
  function problemNodes(problem) {
    const where = document.createElement('p');
    where.className = 'devcenter-dev-overlay__where';
    where.style.cssText = 'margin:1rem 0 .25rem;color:#93c5fd;font-weight:700';
    const place = [problem.file, problem.line, problem.column].filter((v) => v !== null && v !== undefined).join(':');
    where.textContent = `${place}  ${problem.severity}`;
    const message = document.createElement('p');
    message.style.cssText = 'margin:0 0 .5rem';
    message.textContent = problem.said ?? problem.message;
    // The code frame, notes and hint; a problem at no line of a file has none of them.
    if (!problem.frame) return [where, message];
    const frame = document.createElement('div');
    frame.style.cssText = 'padding:.75rem;border-radius:6px;background:#0b0c0e';
    frame.append(...frameParts(problem.frame));
    return [where, message, frame];
  }

  /** A code line of the frame and its carets (`   7 | text`, `     | ^^^`), as the terminal prints them. */
  const CODE_LINE = /^ {3}[\d ]+ \| /;

  /**
   * The frame's code lines never wrap (a wrapped line put the carets under other columns, on a phone
   * under another line): they scroll sideways. Its notes and hint are prose, and wrap.
   */
  function frameParts(text) {
    const runs = [];
    for (const line of text.split('\n')) {
      const code = CODE_LINE.test(line);
      if (runs.at(-1)?.code === code) runs.at(-1).lines.push(line);
      else runs.push({ code, lines: [line] });
    }
    return runs.map(({ code, lines }) => {
      const part = document.createElement('pre');
      part.className = code ? 'devcenter-dev-overlay__code' : 'devcenter-dev-overlay__notes';
      part.style.cssText = `margin:0;font:inherit;${code ? 'white-space:pre;overflow-x:auto' : 'white-space:pre-wrap'}`;
      part.textContent = lines.join('\n');
      return part;
    });
  }

  // Closed by the author (to look at the page behind it), the overlay stays closed until the
  // problems change: the next report opens it again.
  let closedFor = null;
  const closeOverlay = () => {
    const overlay = document.getElementById(OVERLAY_ID);
    if (!overlay) return;
    closedFor = overlay.dataset.problems ?? null;
    overlay.remove();
  };
  document.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') closeOverlay();
  });

  const plural = (count, word) => `${count} ${word}${count === 1 ? '' : 's'}`;

  // Errors cover the page until they are fixed, as the build would stop on them; warnings alone
  // (a broken anchor, by default) sit folded in a corner, so the page stays usable.
  function showProblems(problems) {
    const errors = problems.filter((p) => p.severity === 'error');
    const warnings = problems.filter((p) => p.severity !== 'error');
    let overlay = document.getElementById(OVERLAY_ID);
    let panel = document.getElementById(WARNINGS_ID);
    if (errors.length === 0) overlay?.remove();
    if (errors.length > 0 || warnings.length === 0) panel?.remove();
    if (errors.length === 0 && warnings.length > 0) {
      const wasOpen = panel?.querySelector('details')?.open ?? false;
      if (!panel) {
        panel = document.createElement('aside');
        panel.id = WARNINGS_ID;
        panel.setAttribute('aria-label', 'Build warnings');
        panel.style.cssText =
          'position:fixed;right:1rem;bottom:1rem;z-index:2147483647;max-width:min(48rem,calc(100vw - 2rem));max-height:70vh;overflow:auto;padding:.5rem 1rem;border-radius:8px;background:rgba(20,22,26,.95);color:#f4f4f5;font:14px/1.5 ui-monospace,Menlo,Consolas,monospace';
        document.body.appendChild(panel);
      }
      const details = document.createElement('details');
      details.open = wasOpen;
      const summary = document.createElement('summary');
      summary.textContent = plural(warnings.length, 'warning');
      summary.style.cssText = 'cursor:pointer;color:#fde68a;font-weight:700';
      details.append(summary, ...warnings.flatMap(problemNodes));
      panel.replaceChildren(details);
      return;
    }
    if (errors.length === 0) return;
    const key = JSON.stringify(problems);
    if (key === closedFor) return;
    closedFor = null;
    if (!overlay) {
      overlay = document.createElement('div');
      overlay.id = OVERLAY_ID;
      overlay.setAttribute('role', 'alertdialog');
      overlay.setAttribute('aria-label', 'Build problems');
      overlay.style.cssText =
        'position:fixed;inset:0;z-index:2147483647;overflow:auto;padding:2rem;background:#14161a;color:#f4f4f5;font:14px/1.5 ui-monospace,Menlo,Consolas,monospace';
      document.body.appendChild(overlay);
    }
    overlay.dataset.problems = key;
    overlay.replaceChildren();
    const close = document.createElement('button');
    close.type = 'button';
    close.textContent = 'Close';
    close.setAttribute('aria-label', 'Close the problems (Escape); they show again when they change');
    close.style.cssText = 'position:absolute;top:1.75rem;right:2rem;padding:.25rem .75rem;border:1px solid #52525b;border-radius:6px;background:#27272a;color:#f4f4f5;font:inherit;cursor:pointer';
    close.addEventListener('click', closeOverlay);
    const title = document.createElement('h2');
    // Counted as the terminal counts them ("devcenter dev: 2 errors, 1 warning"): "2 problems, 1 warning"
    // read as three.
    title.textContent = [plural(errors.length, 'error'), warnings.length > 0 ? plural(warnings.length, 'warning') : ''].filter(Boolean).join(', ');
    title.style.cssText = 'margin:0 0 1rem;color:#fca5a5;font-size:18px';
    overlay.append(title, close);
    close.focus();
    for (const problem of [...errors, ...warnings]) overlay.append(...problemNodes(problem));
  }

  // The count of changes this page is up to date with (see the dev server): the stream opens with
  // the count now, and a page that missed a change while it was not listening reloads.
  let generation = Number(document.currentScript?.dataset.generation ?? NaN);

  function connect() {
    const source = new EventSource('/_dc/events');
    source.onopen = () => document.documentElement.setAttribute('data-devcenter-dev', 'connected');
    source.onmessage = (message) => {
      const event = JSON.parse(message.data);
      if (event.type === 'generation') {
        if (!Number.isNaN(generation) && event.generation !== generation) window.location.reload();
      } else if (event.type === 'reload') window.location.reload();
      else if (event.type === 'pages') {
        generation = event.generation;
        window.dispatchEvent(new CustomEvent('devcenter:pages-changed', { detail: { paths: event.paths } }));
      } else if (event.type === 'problems') showProblems(event.problems);
    };
  }
  connect();
})();
