// What static/ may not publish. Its files are served from the site's own origin, so a page, a script
// or an SVG with script in it would run there with the visitor's storage and the search key, outside
// every check content/ gets; and a host configuration file would replace the site's security headers
// or add redirects. Each refused file is an error naming it (and, in an SVG, the line and column).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Diagnostic } from '../diagnostics.ts';
import type { SiteFolderFile } from './site-folder.ts';

/** Files a browser runs (or renders as a page that runs script) when served from the site. */
const CODE_EXTENSIONS = new Set(['.html', '.htm', '.xhtml', '.xht', '.shtml', '.js', '.mjs', '.cjs', '.wasm', '.xsl', '.xslt', '.svgz']);
/** Read by hosts from the published folder: Netlify and Cloudflare Pages, Apache, IIS, Azure Static Web Apps. */
const HOST_CONFIG_NAMES = new Set(['_headers', '_redirects', '_routes.json', '.htaccess', '.htpasswd', 'web.config', 'staticwebapp.config.json']);
/** The runtime's own folder: its page data, sidebars and headers are the build's alone. */
const RUNTIME_FOLDER = '_dc/';
/** XML a browser opens as a document, where an XHTML or SVG element can carry script. */
const MARKUP_EXTENSIONS = new Set(['.svg', '.xml']);

export const isHostConfigName = (name: string) => HOST_CONFIG_NAMES.has(name.toLowerCase());

/** Errors for the files of static/ (listed relative to it) that must not be published; `folder` is
 * how static/ is named in messages. */
export function checkStaticFiles(files: SiteFolderFile[], folder: string): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  for (const { relPath, realPath } of files) {
    const file = `${folder}/${relPath}`;
    const name = path.posix.basename(relPath);
    const extension = path.posix.extname(name).toLowerCase();
    if (isHostConfigName(name)) {
      diagnostics.push({ severity: 'error', code: 'static-file', message: `${file} is a host configuration file: published, it would replace the site's security headers (its Content-Security-Policy) or add redirects.`, file, hint: 'remove it; set redirects in site.config.ts, and leave the headers to the build (it writes _headers itself).' });
    } else if (relPath.startsWith(RUNTIME_FOLDER)) {
      diagnostics.push({ severity: 'error', code: 'static-file', message: `${file} is inside _dc/, the folder of the site's own page data and headers: a file there could stand in for them.`, file, hint: `move it to another folder of ${folder}/.` });
    } else if (CODE_EXTENSIONS.has(extension)) {
      diagnostics.push({ severity: 'error', code: 'static-file', message: `${file} is a ${extension} file: served from the site, it would run script on the site's origin, outside every check content gets.`, file, hint: codeHint(extension) });
    } else if (MARKUP_EXTENSIONS.has(extension)) {
      const found = findScriptInMarkup(readFileSync(realPath, 'utf8'), extension === '.svg');
      if (found) diagnostics.push({ severity: 'error', code: 'static-file', message: `${file} holds ${found.what}: opened from the site, it would run script on its origin.`, file, line: found.line, column: found.column, lineText: found.lineText, hint: 'remove it from the file (run the image through an optimiser such as svgo, or export it again as a plain image).' });
    }
  }
  return diagnostics;
}

function codeHint(extension: string): string {
  if (extension === '.svgz') return 'publish the image as a plain .svg (the build checks it; hosts compress it).';
  if (/^\.(?:html?|xht(?:ml)?|shtml)$/.test(extension)) return 'write the page in content/ as Markdown or MDX: static/ holds images, fonts, CSS, PDFs, JSON and text.';
  return "remove it: the site's script is the runtime's bundle, and interactive parts are components registered in site.config.ts.";
}

export interface ScriptFound {
  what: string;
  line: number;
  column: number;
  lineText: string;
}

/** What in an SVG (or other XML) document could run script: elements, attributes, URLs, entities. */
const SCRIPT_PATTERNS: { what: string; pattern: RegExp }[] = [
  { what: 'a <script> element', pattern: /<(?:[\w.-]+:)?script[\s/>]/i },
  { what: 'an on… event attribute', pattern: /(?<=[\s"'/])(?:[\w.-]+:)?on[a-z]+\s*=/i },
  { what: 'a <foreignObject> (HTML inside the image)', pattern: /<(?:[\w.-]+:)?foreignObject[\s/>]/i },
  { what: 'an embedded document (<iframe>, <embed> or <object>)', pattern: /<(?:[\w.-]+:)?(?:iframe|embed|object|frame|frameset|portal)[\s/>]/i },
  { what: 'an animation of a link or handler (attributeName)', pattern: /attributeName\s*=\s*["']\s*(?:[\w.-]+:)?(?:href|on[a-z]+)\s*["']/i },
  { what: 'an XSLT or other stylesheet instruction (<?xml-stylesheet)', pattern: /<\?xml-stylesheet/i },
  { what: 'an entity declaration that brings markup or outside text (<!ENTITY)', pattern: /<!ENTITY[^>]*?(?:SYSTEM|PUBLIC|["'][^"']*[<&%])/i },
];

/** An href that may stay: a fragment in the same image, or an image (file or raster data: URL). */
const SAFE_HREF = /^(?:#[^\s]*|[^\s:?#]+\.(?:png|jpe?g|gif|webp|avif|svg)|data:image\/(?:png|jpeg|gif|webp);base64,[\w+/=\s]*)$/i;
const SCRIPT_SCHEME = /(?:java|vb)script:|data:text\/html/;
const HREF_ATTRIBUTE = /[\s"']((?:[\w.-]+:)?href)\s*=\s*(["'])([\s\S]*?)\2/gi;

/** The first thing in `text` that could run script, or null; `checkHrefs` for SVG (other XML may link). */
export function findScriptInMarkup(text: string, checkHrefs: boolean): ScriptFound | null {
  const hits: { what: string; index: number }[] = [];
  for (const { what, pattern } of SCRIPT_PATTERNS) {
    const match = pattern.exec(text);
    if (match) hits.push({ what, index: match.index });
  }
  const read = readAsBrowser(text);
  const scheme = SCRIPT_SCHEME.exec(read.chars);
  if (scheme) hits.push({ what: `a ${scheme[0]} URL`, index: read.from[scheme.index] });
  if (checkHrefs)
    for (const match of text.matchAll(HREF_ATTRIBUTE)) {
      // A script URL is reported as such, above.
      if (SAFE_HREF.test(decodeReferences(match[3]).trim()) || SCRIPT_SCHEME.test(readAsBrowser(match[3]).chars)) continue;
      hits.push({ what: `an ${match[1]} that is neither a #fragment nor an image ("${match[3].slice(0, 60)}")`, index: match.index + 1 });
      break;
    }
  if (hits.length === 0) return null;
  const first = hits.reduce((a, b) => (b.index < a.index ? b : a));
  const before = text.slice(0, first.index);
  const line = before.split('\n').length;
  const lineStart = before.lastIndexOf('\n') + 1;
  const lineEnd = text.indexOf('\n', first.index);
  return { what: first.what, line, column: first.index - lineStart + 1, lineText: text.slice(lineStart, lineEnd === -1 ? undefined : lineEnd) };
}

/** Character references decoded (numeric, and the named ones that spell a scheme). */
function decodeReferences(text: string): string {
  return readAsBrowser(text, false).chars;
}

const REFERENCE = /^&(?:#x([0-9a-f]+)|#(\d+)|(colon)|(tab|newline));?/i;

/**
 * The text as a URL parser sees it, with where each character came from: character references
 * decoded, and (when `squeeze`) whitespace and controls dropped and letters lower-cased, so
 * `java&#x09;script:` reads as `javascript:`.
 */
function readAsBrowser(text: string, squeeze = true): { chars: string; from: number[] } {
  let chars = '';
  const from: number[] = [];
  for (let index = 0; index < text.length; ) {
    let char = text[index];
    let length = 1;
    const reference = char === '&' ? REFERENCE.exec(text.slice(index, index + 12)) : null;
    if (reference) {
      length = reference[0].length;
      const [, hex, dec, colon] = reference;
      char = hex || dec ? String.fromCodePoint(Math.min(hex ? parseInt(hex, 16) : parseInt(dec, 10), 0x10ffff)) : colon ? ':' : '\t';
    }
    if (!(squeeze && char <= ' ') && char !== '\u007f') {
      chars += squeeze ? char.toLowerCase() : char;
      from.push(index);
    }
    index += length;
  }
  return { chars, from };
}
