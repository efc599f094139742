// The site's Content-Security-Policy: worked out once per build from what the build itself writes
// (the hashes of its inline scripts, the search hosts, the insights script), with no 'unsafe-inline'
// for scripts. `devcenter serve` sends it as a header; every page carries it in a <meta http-equiv>.
import { isExternalUrl } from '../../runtime/shared/route-path.ts';
import { createHash } from 'node:crypto';
import { parseSearchHost } from '../../runtime/shared/search-host.ts';
import { HEADERS_PATH, HOST_HEADERS_PATH, outputFileOf } from '../../runtime/shared/site-urls.ts';
import type { SiteData } from '../../runtime/shared/types.ts';
import type { PolicyDirective } from '../config/define-config.ts';

export interface SitePolicy {
  /** The policy for a header (`devcenter serve`, `_headers`). */
  header: string;
  /** The same without what a <meta> element cannot carry (frame-ancestors, which browsers then warn about). */
  meta: string;
}

export interface PolicyInputs {
  /** The text of every inline script the build writes: the same in every page, so hashed once. */
  inlineScripts: string[];
  search: SiteData['search'];
  /** Content writes `style="…"` attributes (see contentWritesStyleAttributes). */
  styleAttributes: boolean;
  /** Content writes `<iframe>`, `<video>` or `<audio>` (see contentWritesEmbeds). */
  embeds?: boolean;
  /** Origins the site's own components reach, by directive (site.config.ts contentSecurityPolicy). */
  sources?: Partial<Record<PolicyDirective, string[]>>;
}

/** Where search-insights sends its events (search-insights 2.15.0, no region set). */
export const INSIGHTS_EVENTS_ORIGIN = 'https://insights.algolia.io';

export function sitePolicy({ inlineScripts, search, styleAttributes, embeds = false, sources = {} }: PolicyInputs): SitePolicy {
  const scriptHashes = [...new Set(inlineScripts.map(scriptHash))];
  // jsDelivr's address (the default) or the configured one, exactly; a site path is 'self'.
  const insightsScript = search.insights && search.insightsScriptUrl && !isSitePath(search.insightsScriptUrl) ? [sourceOfUrl(search.insightsScriptUrl)] : [];
  const searchHosts = search.hosts.map(searchHostOrigin).filter((origin): origin is string => origin !== null);
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...scriptHashes, ...insightsScript]],
    // Pages' own markup carries no style attribute (table alignment is a class). Content may write
    // `style="…"` (Docusaurus content does); it cannot be moved to a stylesheet without running the
    // author's CSS some other way, so only sites whose content has one allow style attributes, and
    // only attributes: <style> elements and stylesheets from elsewhere stay refused.
    ...(styleAttributes ? [['style-src-attr', ["'unsafe-inline'"]] as [string, string[]]] : []),
    ['img-src', ["'self'", 'data:', 'https:']],
    // Video, audio and iframes load from wherever content points them (url-policy.ts allows https:
    // only for an iframe; content-props.ts sandboxes it); sites whose content has none keep 'self'.
    ...(embeds ? ([['media-src', ["'self'", 'https:']], ['frame-src', ['https:']]] as [string, string[]][]) : []),
    ['connect-src', ["'self'", ...new Set(searchHosts), ...(search.insights ? [INSIGHTS_EVENTS_ORIGIN] : [])]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
  ];
  // The site's own additions: to a directive the policy has, or as a new one beside the site itself
  // (a directive left out falls back to default-src 'self').
  for (const [name, added] of Object.entries(sources) as [PolicyDirective, string[]][]) {
    if (added.length === 0) continue;
    const directive = directives.find(([existing]) => existing === name);
    if (directive) directive[1] = [...new Set([...directive[1], ...added])];
    else directives.splice(directives.findIndex(([existing]) => existing === 'object-src'), 0, [name, ["'self'", ...new Set(added)]]);
  }
  const meta = directives.map(([name, list]) => `${name} ${list.join(' ')}`).join('; ');
  return { meta, header: `${meta}; frame-ancestors 'self'` };
}

/** A CSP hash source for an inline script, as the browser computes it (over the UTF-8 text). */
export function scriptHash(text: string): string {
  // The HTML parser turns CR LF into LF before the script's text is hashed.
  return `'sha256-${createHash('sha256').update(text.replace(/\r\n?/g, '\n'), 'utf8').digest('base64')}'`;
}

const SCRIPT_ELEMENT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const TYPE_ATTRIBUTE = /(?:^|\s)type\s*=\s*["']?([^"'\s>]*)/i;
const SCRIPT_TYPES = /^(?:|module|(?:text|application)\/(?:x-)?(?:javascript|ecmascript))$/i;

/** A script the browser runs, not a data block such as type="application/json". */
function isExecutable(attributes: string): boolean {
  return SCRIPT_TYPES.test(TYPE_ATTRIBUTE.exec(attributes)?.[1] ?? '');
}

/**
 * The bodies of the inline scripts a browser would run in an HTML shell (not `src=` scripts, not data
 * blocks such as type="application/json"). Throws when one has a slot still in it: a script whose text
 * changed per page would need a hash per page.
 */
export function inlineScriptsOf(html: string, shell: string): string[] {
  const bodies: string[] = [];
  for (const [, attributes, body] of html.matchAll(SCRIPT_ELEMENT)) {
    if (/\bsrc\s*=/i.test(attributes) || !isExecutable(attributes)) continue;
    if (/\{\{\w+\}\}/.test(body)) throw new Error(`An inline script of templates/${shell} has a per-page slot: its CSP hash could not be made once per build`);
    bodies.push(body);
  }
  return bodies;
}

/**
 * Whether content writes `style="…"` on an element (outside code), which the policy then allows.
 * A mention that only looks like one errs towards allowing: it loosens the policy, never breaks a page.
 */
export function contentWritesStyleAttributes(texts: Iterable<string>): boolean {
  for (const text of texts) {
    if (!/\bstyle\s*=/.test(text)) continue;
    const prose = text.replace(/^ {0,3}(`{3,}|~{3,})[^]*?^ {0,3}\1/gm, '').replace(/(`+)[^`]*?\1/g, '');
    if (/<[A-Za-z][^>]*\sstyle\s*=/.test(prose)) return true;
  }
  return false;
}

/** True when some page writes an `<iframe>`, `<video>` or `<audio>` element (code in fences may be over-counted, which only widens the policy to what content could use). */
export function contentWritesEmbeds(texts: Iterable<string>): boolean {
  for (const text of texts) if (/<(?:iframe|video|audio)[\s>/]/i.test(text)) return true;
  return false;
}

/**
 * The policy of an SVG or XML file, which a browser shows as a document of the site's origin when it is
 * opened on its own: the site's policy would let it run the site's scripts (`<script href="/x.js"/>`),
 * so it runs nothing at all. Inline styles and data: images keep drawings intact; `sandbox` gives it
 * an origin of its own besides. Used as an <img>, an SVG runs no script anyway and looks the same.
 */
export const STANDALONE_DOCUMENT_POLICY = "default-src 'none'; style-src 'unsafe-inline'; img-src data:; sandbox";

/** Files sent with STANDALONE_DOCUMENT_POLICY instead of the site's, by extension as static hosts match them. */
const STANDALONE_DOCUMENT_EXTENSIONS = ['svg', 'xml'];

export function isStandaloneDocument(file: string): boolean {
  return STANDALONE_DOCUMENT_EXTENSIONS.some((extension) => file.toLowerCase().endsWith(`.${extension}`));
}

/** Where `devcenter serve` reads the headers it adds to every file it serves. */
export const HEADERS_FILE = outputFileOf(HEADERS_PATH);

/**
 * The policy as files: for `devcenter serve`, and `_headers` (the format of Netlify and Cloudflare
 * Pages), which also carries frame-ancestors, which a <meta> cannot; a `_headers` in static/ wins.
 */
export function policyFiles(policy: SitePolicy, staticFiles: Set<string>): { path: string; contents: string }[] {
  const files = [{ path: HEADERS_FILE, contents: JSON.stringify({ 'Content-Security-Policy': policy.header }) }];
  // Netlify and Cloudflare Pages apply every rule that matches and join a header's values with a comma:
  // an SVG gets both policies, and a browser enforces each, so it runs nothing either way.
  const standalone = STANDALONE_DOCUMENT_EXTENSIONS.map((extension) => `/*.${extension}\n  Content-Security-Policy: ${STANDALONE_DOCUMENT_POLICY}\n`);
  // nosniff, as `devcenter serve` sends it: without it a host's browser runs a file of static/ served
  // as text (a .txt) as the script a page or XML document of the site names, which script-src 'self' allows.
  if (!staticFiles.has(HOST_HEADERS_PATH))
    files.push({ path: outputFileOf(HOST_HEADERS_PATH), contents: [`/*\n  Content-Security-Policy: ${policy.header}\n  X-Content-Type-Options: nosniff\n`, ...standalone].join('') });
  return files;
}

/** The <meta http-equiv> of every page (its value has no double quote or angle bracket to escape but a host may bring &). */
export function policyMetaTag(policy: SitePolicy): string {
  const value = policy.meta.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  return `<meta http-equiv="Content-Security-Policy" content="${value}">`;
}

/** A configured search host as a CSP source: its origin. */
function searchHostOrigin(host: string): string | null {
  const { url, protocol } = parseSearchHost(host, 'read');
  try {
    return new URL(`${protocol}://${url}`).origin;
  } catch {
    return null;
  }
}

/** An address of this site: `/x`, not `//host` nor `/\host`, which a browser reads as another host. */
export function isSitePath(address: string): boolean {
  return address.startsWith('/') && !isExternalUrl(address);
}

/** A script address as a CSP source: the exact file (the whole CDN would let any of its packages run). */
function sourceOfUrl(address: string): string {
  const url = new URL(address);
  return `${url.origin}${url.pathname}`.replace(/;/g, '%3B').replace(/,/g, '%2C');
}
