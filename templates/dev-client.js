// `devcenter dev` in the browser: listens to the dev server's events. A changed page is fetched again
// and rendered in place (the router keeps the scroll position); a changed shell reloads the page;
// problems show in an overlay with file:line:col until the file is fixed. Not part of built sites.
(() => {
  const OVERLAY_ID = 'devcenter-dev-overlay';

  function showProblems(problems) {
    let overlay = document.getElementById(OVERLAY_ID);
    if (problems.length === 0) {
      overlay?.remove();
      return;
    }
    if (!overlay) {
      overlay = document.createElement('div');
      overlay.id = OVERLAY_ID;
      overlay.setAttribute('role', 'alertdialog');
      overlay.setAttribute('aria-label', 'Build problems');
      overlay.style.cssText =
        'position:fixed;inset:0;z-index:2147483647;overflow:auto;padding:2rem;background:rgba(20,22,26,.92);color:#f4f4f5;font:14px/1.5 ui-monospace,Menlo,Consolas,monospace';
      document.body.appendChild(overlay);
    }
    overlay.replaceChildren();
    const title = document.createElement('h2');
    title.textContent = problems.length === 1 ? '1 problem' : `${problems.length} problems`;
    title.style.cssText = 'margin:0 0 1rem;color:#fca5a5;font-size:18px';
    overlay.appendChild(title);
    for (const problem of problems) {
      const where = document.createElement('p');
      where.className = 'devcenter-dev-overlay__where';
      where.style.cssText = 'margin:1rem 0 .25rem;color:#93c5fd;font-weight:700';
      where.textContent = [problem.file, problem.line, problem.column].filter((v) => v !== null && v !== undefined).join(':');
      const message = document.createElement('p');
      message.style.cssText = 'margin:0 0 .5rem';
      message.textContent = problem.message;
      const frame = document.createElement('pre');
      frame.style.cssText = 'margin:0;padding:.75rem;border-radius:6px;background:#0b0c0e;white-space:pre-wrap';
      frame.textContent = problem.frame;
      overlay.append(where, message, frame);
    }
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
