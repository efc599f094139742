// A page left in static/ whose only work is sending the reader to another page of the site: what
// jekyll-redirect-from writes (MikroORM keeps 20 in static/), what @docusaurus/plugin-client-redirects
// writes, a hand-made meta refresh (pnpm's 19). Such a page is read as the redirect it is and the
// build writes its own in its place, as for the config's redirects: its HTML and its script are
// never published. A page that does anything else (a script of its own, a form, a frame, a handler,
// another header) is no such page, and stays refused as HTML in static/ is.
import type { Element, Nodes, Root } from 'hast';
import { fromHtml } from 'hast-util-from-html';

/** Where a redirect page leads, resolved from its address as a browser does; or why it is no plain redirect page. */
export type RedirectPageReading = { to: string } | { notOnly: string };

/** Elements a redirect page is made of: its document, its head's facts, and the words and link shown while it goes. */
const SHOWN = new Set(['html', 'head', 'body', 'title', 'noscript', 'h1', 'h2', 'h3', 'p', 'a', 'br', 'span', 'small', 'em', 'strong', 'b', 'i', 'code']);
/** Links of the head that only describe or dress the page. */
const INERT_LINK_RELS = new Set(['icon', 'shortcut', 'apple-touch-icon', 'stylesheet']);

/**
 * Whether `text`, a page at `relPath` of static/, only sends the reader to `to` (its meta refresh's
 * target as resolved by `resolve`): every element one such pages are made of, every address in it
 * (a canonical link, the "click here" link, the script's `location = …`) resolving to that target.
 */
export function readRedirectPage(text: string, to: string, resolve: (url: string) => string | null): RedirectPageReading {
  let tree: Root;
  try {
    tree = fromHtml(text);
  } catch {
    return { notOnly: 'markup that cannot be read' };
  }
  const leadsThere = (url: unknown) => typeof url === 'string' && resolve(url.trim()) === to;
  const problem = (node: Nodes): string | null => {
    if (node.type === 'element') {
      const reason = elementProblem(node, leadsThere);
      if (reason) return reason;
    }
    if ('children' in node) for (const child of node.children) {
      const reason = problem(child);
      if (reason) return reason;
    }
    return null;
  };
  const reason = problem(tree);
  return reason ? { notOnly: reason } : { to };
}

function elementProblem(element: Element, leadsThere: (url: unknown) => boolean): string | null {
  const { tagName, properties } = element;
  const handler = Object.keys(properties).find((name) => /^on/i.test(name));
  if (handler) return `an event handler (${handler.toLowerCase()} on a <${tagName}>)`;
  if (tagName === 'meta') {
    const equiv = String(properties.httpEquiv ?? '').toLowerCase();
    if (equiv === 'refresh') return refreshLeadsThere(properties.content, leadsThere) ? null : 'a second refresh to another address';
    if (equiv !== '' && equiv !== 'content-type') return `a <meta http-equiv="${equiv}">`;
    return null;
  }
  if (tagName === 'link') {
    const rels = Array.isArray(properties.rel) ? properties.rel.map((rel) => String(rel).toLowerCase()) : [];
    if (rels.includes('canonical')) return leadsThere(properties.href) ? null : 'a canonical link to another address';
    return rels.length > 0 && rels.every((rel) => INERT_LINK_RELS.has(rel)) ? null : `a <link rel="${rels.join(' ')}">`;
  }
  if (tagName === 'script') {
    if (properties.src !== undefined) return 'a script it loads';
    const type = String(properties.type ?? '').toLowerCase();
    if (type !== '' && type !== 'text/javascript' && type !== 'application/javascript') return `a <script type="${type}">`;
    return scriptOnlyGoesTo(element, leadsThere) ? null : 'a script that does more than go to that address';
  }
  if (tagName === 'a') return properties.href === undefined || leadsThere(properties.href) ? null : 'a link to another address';
  return SHOWN.has(tagName) ? null : `a <${tagName}> element`;
}

/** `0; url=…` leading to the target. */
function refreshLeadsThere(content: unknown, leadsThere: (url: unknown) => boolean): boolean {
  const url = /^\s*\d*\s*[;,]\s*url\s*=\s*['"]?([^'"]*)/i.exec(String(content ?? ''))?.[1];
  return url !== undefined && leadsThere(url);
}

/** A string written in quotes, without escapes or template parts. */
const QUOTED = String.raw`(?:'[^'\\\n]*'|"[^"\\\n]*"|` + '`[^`\\\\$\\n]*`)';
/** `location`, `window.location`, `document.location`, `self.location`, `top.location`… and its `href`. */
const LOCATION = String.raw`(?:(?:window|document|self|top)\s*\.\s*)?location`;
/** The address kept as the reader asked for it, as Docusaurus's client redirects do: `+ location.search + location.hash`. */
const KEPT = String.raw`(?:\s*\+\s*${LOCATION}\s*\.\s*(?:search|hash))*`;
/** One statement going to a quoted address (captured): `location = '…'`, `location.href = "…"`, `location.replace('…')`. */
const GO = new RegExp(String.raw`^(?:${LOCATION}(?:\s*\.\s*href)?\s*=\s*(${QUOTED})${KEPT}|${LOCATION}\s*\.\s*(?:replace|assign)\s*\(\s*(${QUOTED})${KEPT}\s*\))\s*;?\s*$`);

/** Whether a script's every statement goes to the target (a comment aside). */
function scriptOnlyGoesTo(script: Element, leadsThere: (url: unknown) => boolean): boolean {
  const code = script.children
    .map((child) => (child.type === 'text' ? child.value : ''))
    .join('')
    .replace(/\/\*[^]*?\*\/|^\s*\/\/.*$/gm, '');
  const statements = code
    .split(/;|\n/)
    .map((statement) => statement.trim())
    .filter(Boolean);
  return (
    statements.length > 0 &&
    statements.every((statement) => {
      const match = GO.exec(statement);
      const quoted = match?.[1] ?? match?.[2];
      return quoted !== undefined && leadsThere(quoted.slice(1, -1));
    })
  );
}
