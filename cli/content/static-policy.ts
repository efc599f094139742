// What static/ may not publish. Its files are served from the site's own origin, so a page, a script
// or an SVG with script in it would run there with the visitor's storage and the search key, outside
// every check content/ gets; and a host configuration file would replace the site's security headers
// or add redirects. Each refused file is an error naming it (and, in an SVG, the line and column); a
// host configuration file, which no page needs, a warning.
import { closeSync, openSync, readFileSync, readSync } from 'node:fs';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import path from 'node:path';
import { outputFileOf, RUNTIME_FOLDER_PATH, SEARCH_API_FOLDER_PATH } from '../../runtime/shared/site-urls.ts';
import { describeErrno, placeAt, type Diagnostic } from '../diagnostics.ts';
import { capDiagnostics } from '../diagnostic-cap.ts';
import { closest } from '../closest.ts';
import type { SiteFolderFile } from './site-folder.ts';

/** Files a browser runs (or renders as a page that runs script) when served from the site. */
export const CODE_EXTENSIONS = new Set(['.html', '.htm', '.xhtml', '.xht', '.xhtm', '.shtml', '.js', '.mjs', '.cjs', '.es', '.wasm', '.xsl', '.xslt', '.svgz']);
/**
 * Files a web server runs as a program on the server when one is asked for: PHP (Debian's
 * libapache2-mod-php runs .php, .phtml and .phar; shared hosts the older numbered ones too), ASP and
 * ASP.NET on IIS, JSP on Tomcat, ColdFusion, CGI. A static/shell.php was published and Apache on
 * Debian with mod_php ran it as www-data. Hosts that hand a file to its handler by any extension of
 * its name (AddHandler, as cPanel's PHP does) run `logo.php.png` too: every extension counts.
 */
const SERVER_CODE_EXTENSIONS = new Set(['.php', '.php3', '.php4', '.php5', '.php7', '.php8', '.phtml', '.pht', '.phar', '.asp', '.aspx', '.ashx', '.asmx', '.asax', '.ascx', '.cshtml', '.vbhtml', '.svc', '.jsp', '.jspx', '.cfm', '.cfml', '.cfc', '.cgi']);

/** Read by hosts from the published folder: Netlify and Cloudflare Pages, Apache, IIS, Azure Static Web Apps. */
/** serve (`npx serve build`) reads serve.json or now.json from the folder it serves, and package.json's `static` (serveConfigFile). */
const HOST_CONFIG_NAMES = new Set(['_headers', '_redirects', '_routes.json', '.htaccess', '.htpasswd', 'web.config', 'staticwebapp.config.json', 'serve.json', 'now.json']);
/** The runtime's own folder: its page data, sidebars and headers are the build's alone. */
const RUNTIME_FOLDER = outputFileOf(RUNTIME_FOLDER_PATH);
/** The search endpoint's paths: a file there, on a host that answers a POST with the file, would pose as the endpoint and its answers. */
const SEARCH_API_FOLDER = outputFileOf(SEARCH_API_FOLDER_PATH);
/**
 * XML a browser opens as a document, where an XHTML or SVG element can carry script: the hosts the
 * output is published on (Netlify, Cloudflare Pages, Apache) send these with an XML type (`…+xml`,
 * mime-db's), which a browser shows as a document of the site, script and all (a .kml or .gpx from
 * static/ was published unchecked).
 */
const MARKUP_EXTENSIONS = new Set(
  ['svg', 'xml', 'rss', 'atom', 'atomcat', 'atomsvc', 'rdf', 'mml', 'mathml', 'xsd', 'rng', 'wsdl', 'wspolicy', 'kml', 'gpx', 'gml', 'dbk', 'smi', 'smil', 'xlf', 'xliff', 'ttml', 'xaml', 'xul', 'xbl', 'mxml', 'xhvml', 'xvml', 'xvm', 'xspf', 'opf', 'mpd', 'x3d', 'dae', 'vxml', 'grxml', 'ccxml', 'ink', 'inkml', 'pls', 'rsd', 'rl', 'rld', 'rs', 'ssml', 'ssdl', 'xenc', 'xop', 'xpl', 'xdf', 'xel', 'xns', 'xav', 'xca', 'xcs', 'xer', 'davmount', 'musicxml', 'osm', 'cdxml', 'xdp', 'xsm', 'mods', 'mads', 'mets', 'mrcx', 'sru', 'emma', 'emotionml', 'its', 'lgr', 'held', 'sbml', 'tfi', 'shf', 'pskcxml', 'mscml', 'fdt', 'rif', 'scxml', 'xfdf',
    // Debian's /etc/mime.types, which Apache on Debian and Python's http.server read, names more:
    // a .xpdl is application/xml there, and Chromium ran its XHTML script from `python3 -m http.server`.
    'xpdl', '1km', 'apxml', 'atomdeleted', 'atomsrv', 'bmml', 'ccmp', 'cellml', 'cl', 'clue', 'cpl', 'csl', 'dd2', 'ddf', 'dist', 'distz', 'dwd', 'es3', 'et3', 'fo', 'gsheet', 'hal', 'irp', 'lasxml', 'lbe', 'link66', 'lostsyncxml', 'lostxml', 'maei', 'meta4', 'moml', 'mpkg', 'musd', 'obgx', 'odd', 'pkg', 'provx', 'rapd', 'relo', 'rfcxml', 'rsat', 'rsheet', 'rusd', 'scl', 'sdkd', 'sdkm', 'senmlx', 'sensmlx', 'sls', 'sml', 'srx', 'stpx', 'swidtag', 'td', 'tei', 'teicorpus', 'uis', 'uo', 'uoml', 'uvt', 'uvvt', 'wadl', 'wbs', 'wif', 'x3dz', 'xdm', 'xdssc', 'xmls', 'xsf', 'yin', 'zaz', 'zmm'].map((extension) => `.${extension}`),
);

/**
 * Last extensions every Apache knows (its mime.types), so that the file is served as one of these
 * whatever comes before: pictures, documents, text, fonts, archives.
 */
const KNOWN_LAST_EXTENSIONS = new Set(['.png', '.jpg', '.jpeg', '.gif', '.ico', '.pdf', '.txt', '.csv', '.css', '.json', '.zip', '.gz', '.tar', '.woff', '.woff2', '.ttf', '.mp4', '.webm', '.mp3']);

/**
 * A compressed copy a host sends in place of the file it is a copy of: nginx's gzip_static (and
 * ngx_brotli's brotli_static) and Caddy's `precompressed` answer /evil.html with evil.html.gz, typed
 * by .html and sent with Content-Encoding, whether or not evil.html is there. nginx so served a
 * static/evil.html.gz, and Chromium ran its script.
 */
const PRECOMPRESSED_EXTENSIONS = new Set(['.gz', '.br', '.zst']);

/** The name a compressed copy stands in for (`a.json.gz`: `a.json`), or null for another file. */
export function compressedCopyOf(name: string): string | null {
  const extension = path.posix.extname(name);
  return PRECOMPRESSED_EXTENSIONS.has(extension.toLowerCase()) ? name.slice(0, -extension.length) : null;
}
/** What a compressed SVG or XML file may grow to when it is read to be checked. */
const MAX_DECOMPRESSED_BYTES = 64 * 1024 * 1024;

/** The bytes a host sends a browser for a file, once the browser has decoded them; null when a browser could not decode them either. */
function decodedBytes(bytes: Buffer, precompressed: string | undefined): Buffer | null {
  if (precompressed === undefined) return bytes;
  try {
    if (precompressed === '.gz') return gunzipSync(bytes, { maxOutputLength: MAX_DECOMPRESSED_BYTES });
    if (precompressed === '.br') return brotliDecompressSync(bytes, { maxOutputLength: MAX_DECOMPRESSED_BYTES });
  } catch (error) {
    // Larger than that: refused as a file that cannot be checked. Not compressed so: a browser reads nothing.
    if ((error as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE') throw error;
    return null;
  }
  // Zstandard (Caddy's zstd): Node reads it only from version 22.15.
  throw Object.assign(new Error('zstd'), { code: 'ERR_BUFFER_TOO_LARGE' });
}

/**
 * The extension a host may serve the file by: its last, or else an inner one that is a page, a
 * script or XML. Apache (mod_mime) types a file by every extension of its name, the rightmost it
 * knows winning: `page.html.orig` is text/html there and `a.svg.v2` image/svg+xml, and Chromium ran
 * the script of an `evil.html.foo` of static/ served so (Apache 2.4 on Debian), where the build had
 * checked only `.foo`.
 */
function servedExtension(name: string): { extension: string; inner: boolean; precompressed?: string } {
  const extension = path.posix.extname(name).toLowerCase();
  const original = name.slice(0, name.length - extension.length);
  if (PRECOMPRESSED_EXTENSIONS.has(extension) && path.posix.extname(original)) {
    const served = servedExtension(original);
    if (CODE_EXTENSIONS.has(served.extension) || MARKUP_EXTENSIONS.has(served.extension)) return { ...served, precompressed: extension };
  }
  if (CODE_EXTENSIONS.has(extension) || MARKUP_EXTENSIONS.has(extension) || KNOWN_LAST_EXTENSIONS.has(extension)) return { extension, inner: false };
  // Apache's base name ends at the first dot; each part after it is an extension.
  const inner = name.toLowerCase().split('.').slice(1, -1).map((part) => `.${part}`).reverse().find((part) => CODE_EXTENSIONS.has(part) || MARKUP_EXTENSIONS.has(part));
  return inner === undefined ? { extension, inner: false } : { extension: inner, inner: true };
}

/**
 * How a browser reads a file sent with no Content-Type, which Apache does for a name whose last
 * extension it does not know (`payload`, `App.svelte`, `notes.yaml`; Debian's Apache sends its
 * `.var` type maps' files so too) and no host header forbids sniffing (Apache reads no _headers):
 * the MIME Sniffing standard's rules for an unknown type, which Chromium follows. Blanks, then one
 * of these tags ended by a space or `>`, is HTML; `<?xml` is XML. A byte-order mark first is text.
 * What the first bytes begin as (`an HTML page (<script)`), when they are a page that may run
 * script, else null.
 */
const SNIFFED_HTML = /^[\t\n\f\r ]*<(!doctype html|html|head|script|iframe|h1|div|font|table|a|style|title|b|body|br|p|!--)[ >]/i;
const SNIFFED_XML = /^[\t\n\f\r ]*<\?xml/;
/** Chromium reads no more than this to sniff; a file's start past it is never read so. */
const SNIFFED_BYTES = 1024;

function sniffedAsDocument(realPath: string): string | null {
  let head: string;
  try {
    const fd = openSync(realPath, 'r');
    try {
      const bytes = Buffer.alloc(SNIFFED_BYTES);
      head = bytes.subarray(0, readSync(fd, bytes, 0, SNIFFED_BYTES, 0)).toString('latin1');
    } finally {
      closeSync(fd);
    }
  } catch {
    return null; // Unread here, as before: the copy that publishes it names a file it cannot read.
  }
  const html = SNIFFED_HTML.exec(head);
  if (html) return `an HTML page (<${html[1]})`;
  if (!SNIFFED_XML.test(head)) return null;
  // XML runs script only through XHTML or SVG in it: checked as a .xml file is, from the whole file.
  let found: ScriptFound | null;
  try {
    const decoded = markupText(readFileSync(realPath));
    found = typeof decoded === 'string' ? findScriptInMarkup(decoded, false) : { what: `text in ${decoded.encoding}`, line: 1, column: 1, lineText: '' };
  } catch {
    return null;
  }
  return found ? `an XML document (<?xml) that holds ${found.what}` : null;
}

/** The extension of the name that a server runs as a program, any of them (`logo.php.png`), or null. */
function serverCodeExtension(name: string): string | null {
  return name.toLowerCase().split('.').slice(1).map((part) => `.${part}`).find((part) => SERVER_CODE_EXTENSIONS.has(part)) ?? null;
}

/** A type map's header that gives a variant inline: `Body:----xyz----`, the body ended by the same string. */
const TYPE_MAP_BODY = /^[ \t]*body[ \t]*:/im;

/**
 * Whether Apache would read the file as a type map that carries its own body. Debian's Apache
 * (mods-enabled/mime.conf: AddHandler type-map var) hands mod_negotiation every file with `.var`
 * among its extensions, a handler applying by any of them (`logo.var.png` too), and a variant given
 * inline is sent with the Content-type its map names: Chromium ran the script of a static/tm.var.png
 * whose body said text/html.
 */
function isInlineTypeMap(name: string, realPath: string): boolean {
  if (!name.toLowerCase().split('.').slice(1).includes('var')) return false;
  try {
    return TYPE_MAP_BODY.test(readFileSync(realPath, 'latin1'));
  } catch {
    return false; // Unread here, as before: the copy that publishes it names a file it cannot read.
  }
}

function innerExtensionHint(name: string, extension: string): string {
  const renamed = name.replace(/\.[^.]*$/, '').split('.').join('-');
  return `rename it so that ${extension} is not part of its name (${renamed}${path.posix.extname(name)}), or add .txt to publish it as text (${name}.txt).`;
}

export const isHostConfigName = (name: string) => HOST_CONFIG_NAMES.has(name.toLowerCase());

/** What to do with a host configuration file found in static/. */
/**
 * Whether serve (Vercel's `npx serve`, the usual way to look at a built site) would take the file for
 * its configuration: serve.json, now.json, or a package.json with a `static` section, at the root of
 * the folder it serves. Its `public` names the folder to serve, resolved from there: a static/serve.json
 * saying ".." had `npx serve build` answer the site root's .env and sources; its `headers` replace the
 * site's policy, its `redirects` lead anywhere.
 */
function isServeConfig(relPath: string, realPath: string): boolean {
  if (relPath.toLowerCase() !== 'package.json') return false;
  try {
    const manifest: unknown = JSON.parse(readFileSync(realPath, 'utf8'));
    return typeof manifest === 'object' && manifest !== null && Object.hasOwn(manifest, 'static');
  } catch {
    return false; // No JSON: serve stops at it with an error, serving nothing.
  }
}

function hostConfigHint(name: string): string {
  if (['serve.json', 'now.json', 'package.json'].includes(name.toLowerCase())) return "serve (npx serve) reads it from the folder it serves: its public setting serves files outside the output (the site root's .env and sources), its headers replace the site's policy; give serve its options on its command line, and remove the file.";
  if (name.toLowerCase() === '_headers') return "the build writes _headers itself (the site's Content-Security-Policy); set other headers (caching, X-Robots-Tag) in the host's own settings, and remove the file.";
  if (name.toLowerCase() === '_redirects') return "only static/_redirects, at the root of static/, is read as the site's redirects; move the rules there or to site.config.ts (redirects), and remove the file.";
  return "set what it does in the host's own settings (redirects in site.config.ts), and remove the file.";
}

/** Errors for the files of static/ (listed relative to it) that must not be published; `folder` is
 * how static/ is named in messages. `notOnlyRedirects` says, of a redirect page that is not read as
 * one (redirect-page.ts), what else it holds. */
export function checkStaticFiles(files: SiteFolderFile[], folder: string, notOnlyRedirects: ReadonlyMap<string, string> = new Map()): Diagnostic[] {
  // A site moved from another tool brings hundreds of generated pages (Sequelize's 541 API pages):
  // one cause, shown MAX_DIAGNOSTICS_PER_KIND times a kind and counted past that.
  const cap = capDiagnostics();
  const diagnostics = { push: (diagnostic: Diagnostic, kind = diagnostic.hint ?? diagnostic.message) => cap.add(`${diagnostic.code}:${kind}`, () => diagnostic) };
  const redirects = new Map<string, RedirectPage>();
  for (const { relPath, realPath, size } of files) {
    const file = `${folder}/${relPath}`;
    const name = path.posix.basename(relPath);
    const { extension, inner, precompressed } = servedExtension(name);
    // `a.html.` or `a.svg ` is neither checked as what it is nor as what it ends as: Windows and hosts
    // on it (IIS, Azure) drop trailing dots and spaces, and serve it as `a.html`.
    const trimmed = name.replace(/[. ]+$/, '');
    if (trimmed !== name) {
      diagnostics.push({ severity: 'error', code: 'static-file', message: `${file}: its name ends with ${name.endsWith(' ') ? 'a space' : 'a dot'}, which Windows and the hosts on it drop: it would be published as "${trimmed || name}", unchecked as such.`, file, hint: 'rename it without the trailing dots and spaces.' });
    } else if (serverCodeExtension(name)) {
      const server = serverCodeExtension(name)!;
      diagnostics.push({ severity: 'error', code: 'static-file', message: `${file} is a ${server} file: a host that runs ${server} files (Apache with PHP, IIS, Tomcat: most shared hosting) would run it as a program on its server whenever it is asked for.`, file, hint: `remove it: the site is static files. To show its code, put it in a code block of a page, or publish it as text under a name without ${server} (${name.replace(/\./g, '-')}.txt).` });
    } else if (isInlineTypeMap(name, realPath)) {
      diagnostics.push({ severity: 'error', code: 'static-file', message: `${file} is an Apache type map with a body of its own: Apache on Debian reads every file with .var in its name as one (AddHandler type-map var), and serves its body with the type it names: as text/html, a page that runs its script on the site's origin.`, file, hint: `rename it without .var in its name (${name.replace(/\.var(?=\.|$)/gi, '-var')}), or remove it.` });
    } else if (isHostConfigName(name) || isServeConfig(relPath, realPath)) {
      // Not published, and said: a site moved from Docusaurus keeps its host's files in static/
      // (Frigate's and pnpm's _headers, Pomerium's cache rules), which no page needs to build.
      diagnostics.push({ severity: 'warning', code: 'static-file', message: `${file} is a host configuration file, and is not published: it would replace the site's security headers (its Content-Security-Policy) or add redirects.`, file, hint: hostConfigHint(name) });
    } else if (relPath.toLowerCase().startsWith(SEARCH_API_FOLDER)) {
      diagnostics.push({ severity: 'error', code: 'static-file', message: `${file} is inside ${SEARCH_API_FOLDER}, where the search endpoint answers: a file there could stand in for its answers.`, file, hint: `move it to another folder of ${folder}/.` });
    } else if (relPath.toLowerCase().startsWith(RUNTIME_FOLDER)) {
      const caseOnly = !relPath.startsWith(RUNTIME_FOLDER) ? ` (${relPath.slice(0, RUNTIME_FOLDER.length)} is ${RUNTIME_FOLDER} on a case-insensitive disk or host: macOS, Windows, IIS)` : '';
      diagnostics.push({ severity: 'error', code: 'static-file', message: `${file} is inside ${RUNTIME_FOLDER}${caseOnly}, the folder of the site's own page data and headers: a file there could stand in for them.`, file, hint: `move it to another folder of ${folder}/.` });
    } else if (CODE_EXTENSIONS.has(extension)) {
      if (!precompressed && PLAIN_TEXT_PAGE_EXTENSIONS.has(extension) && size <= MAX_PLAIN_TEXT_PAGE_BYTES && isPlainTextPage(realPath)) continue;
      const redirect = !inner && !precompressed && PLAIN_TEXT_PAGE_EXTENSIONS.has(extension) && size <= MAX_PLAIN_TEXT_PAGE_BYTES ? redirectPageTarget(realPath, relPath) : null;
      if (redirect) redirects.set(file, { relPath, to: redirect });
      const notOnly = notOnlyRedirects.get(relPath);
      const hint = redirect ? `${redirectHint(relPath, redirect)}${notOnly ? ` It is not read as one: it also holds ${notOnly}.` : ''}` : inner && !precompressed ? innerExtensionHint(name, extension) : codeHint(extension);
      const what = precompressed ? `a compressed ${extension} file, which nginx (gzip_static) and Caddy (precompressed) send as the ${extension} file it is a copy of` : inner ? `a ${extension} file to Apache, which types a file by every extension of its name` : `a ${extension} file`;
      diagnostics.push({ severity: 'error', code: 'static-file', message: `${file} is ${what}: served from the site, it would run script on the site's origin, outside every check content gets.`, file, hint }, redirect ? 'redirect page' : undefined);
    } else if (MARKUP_EXTENSIONS.has(extension)) {
      let text: string;
      try {
        let bytes: Buffer | null;
        try {
          bytes = decodedBytes(readFileSync(realPath), precompressed);
        } catch {
          diagnostics.push({ severity: 'error', code: 'static-file', message: `${file} is a compressed ${extension} file that the build cannot read to check it for script (${precompressed === '.zst' ? 'Zstandard' : `more than ${MAX_DECOMPRESSED_BYTES / 1024 / 1024} MB uncompressed`}): nginx (gzip_static) and Caddy (precompressed) send it as the ${extension} file it is a copy of.`, file, hint: `publish the ${extension} file itself (hosts compress it), or remove it.` });
          continue;
        }
        if (bytes === null) continue;
        // Not XML (a Rust .rs, a binary .xdf): a browser's XML parser stops at its first character, and runs nothing.
        if (!mayBeXml(bytes)) continue;
        const decoded = markupText(bytes);
        if (typeof decoded !== 'string') {
          diagnostics.push({ severity: 'error', code: 'static-file', message: `${file} is written in ${decoded.encoding}, which the build cannot read to check it for script: a browser would read it all the same.`, file, hint: 'save it as UTF-8 (any editor or optimiser such as svgo does).' });
          continue;
        }
        text = decoded;
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        diagnostics.push({ severity: 'error', code: 'read', message: `${file} could not be read: ${code ? describeErrno(code) : String(error)}.`, file, hint: 'let the user running devcenter read it, or remove it from static/.' });
        continue;
      }
      const found = findScriptInMarkup(text, extension === '.svg');
      if (found) diagnostics.push({ severity: 'error', code: 'static-file', message: `${file} holds ${found.what}${precompressed ? ' once uncompressed' : ''}: opened from the site${precompressed ? ' (nginx and Caddy send it as the file it is a copy of)' : inner ? ` (Apache serves it as a ${extension} file, by every extension of its name)` : ''}, it would run script on its origin.`, file, line: found.line, column: found.column, lineText: found.lineText, hint: 'remove it from the file (run the image through an optimiser such as svgo, or export it again as a plain image).' });
    } else if (!KNOWN_LAST_EXTENSIONS.has(extension)) {
      const sniffed = sniffedAsDocument(realPath);
      if (sniffed) diagnostics.push({ severity: 'error', code: 'static-file', message: `${file} ${extension ? `ends with ${extension}, an extension not every Apache knows,` : 'has no extension,'} and begins as ${sniffed}: Apache sends such a file with no Content-Type, and a browser then reads it as a page of the site and runs its script.`, file, hint: `give it the extension of what it is (.txt for text, ${name}.txt), or remove it.` }, 'sniffed');
    }
  }
  // By file, not by object: the cap gives the last one shown of a kind again, with its count.
  const all = cap.diagnostics();
  for (const diagnostic of all) {
    const redirect = redirects.get(diagnostic.file!);
    if (redirect) redirectPages.set(diagnostic, redirect);
  }
  return all;
}

/**
 * A site-ownership proof (Google's `googleXXXX.html`, Baidu's `baidu_verify_codeva-XXXX.html`: one line
 * of ASCII, no markup) is an .html file a search console fetches from the site's root; OpenKruise and
 * Prettier keep one in static/. With no `<` it holds no element, so a browser draws it as text and runs
 * nothing: printable ASCII only, as no other encoding a browser reads then spells a `<` without 0x3C.
 */
const PLAIN_TEXT_PAGE_EXTENSIONS = new Set(['.html', '.htm']);
const MAX_PLAIN_TEXT_PAGE_BYTES = 4096;

function isPlainTextPage(realPath: string): boolean {
  let bytes: Buffer;
  try {
    bytes = readFileSync(realPath);
  } catch {
    return false; // Refused as a page, as before: the error names the file.
  }
  if (bytes.length === 0 || bytes.length > MAX_PLAIN_TEXT_PAGE_BYTES) return false;
  return bytes.every((byte) => byte === 0x09 || byte === 0x0a || byte === 0x0d || (byte >= 0x20 && byte <= 0x7e && byte !== 0x3c));
}

/**
 * Where a redirect page left in static/ leads: a small page whose work is a `<meta http-equiv="refresh"
 * content="0; url=…">` (pnpm's static/en/*.html, 19 addresses of its old site). Its target, resolved
 * from the file's address as a browser does; null for any other page.
 */
function redirectPageTarget(realPath: string, relPath: string): string | null {
  let text: string;
  try {
    text = readFileSync(realPath, 'utf8');
  } catch {
    return null;
  }
  return redirectPageText(text, relPath)?.to ?? null;
}

/** The redirect pages of `files` (HTML of 4 KB or less whose meta refresh leads somewhere), with their text. */
export function redirectPageCandidates(files: readonly SiteFolderFile[]): { file: SiteFolderFile; text: string; to: string }[] {
  return files.flatMap((file) => {
    if (!PLAIN_TEXT_PAGE_EXTENSIONS.has(path.posix.extname(file.relPath).toLowerCase()) || file.size > MAX_PLAIN_TEXT_PAGE_BYTES) return [];
    let text: string;
    try {
      text = readFileSync(file.realPath, 'utf8');
    } catch {
      return [];
    }
    const found = redirectPageText(text, file.relPath);
    return found ? [{ file, text, to: found.to }] : [];
  });
}

/** Where a page's meta refresh leads (see redirectPageTarget), and how the page's other addresses resolve alike. */
function redirectPageText(text: string, relPath: string): { to: string } | null {
  const refresh = /<meta\s[^>]*http-equiv\s*=\s*["']?refresh["']?[^>]*>/i.exec(text)?.[0];
  const url = refresh && /content\s*=\s*["']\s*\d*\s*[;,]\s*url\s*=\s*['"]?([^"'>\s]+)/i.exec(refresh)?.[1];
  const to = url ? resolvePageAddress(url, relPath) : null;
  return to === null ? null : { to };
}

/** An address written in the page at `relPath` of static/, resolved as a browser does: a path of the site (with its query and fragment), an http(s) address, or null. */
export function resolvePageAddress(url: string, relPath: string): string | null {
  try {
    const resolved = new URL(url, `https://site.invalid/${relPath}`);
    return resolved.host === 'site.invalid' ? `${resolved.pathname}${resolved.search}${resolved.hash}` : /^https?:$/.test(resolved.protocol) ? resolved.href : null;
  } catch {
    return null;
  }
}

/** The address a redirect page stands for: its clean one, which serves its .html too. */
export const redirectPageFrom = (relPath: string) => `/${relPath.replace(/(?:^|\/)index\.html?$|\.html?$/i, '')}`.replace(/\/$/, '') || '/';

interface RedirectPage {
  /** The page's path in static/. */
  relPath: string;
  /** Where it leads: a path of the site (with its query and fragment) or an http(s) address. */
  to: string;
}

/**
 * The redirect page behind each error that refuses one. Its hint is written when static/ is listed,
 * before the site's pages are known: redirectHintAmongPages writes it again once they are, so the
 * hint stays a plain diagnostic until then (and where the pages are never known: a dev server's first
 * answer).
 */
const redirectPages = new WeakMap<Diagnostic, RedirectPage>();

/** The redirect to write instead of a redirect page: from the page's clean address, which serves its .html too. */
function redirectHint(relPath: string, to: string, nowhere?: { near: string | undefined }): string {
  const from = redirectPageFrom(relPath);
  const where = '(or to the redirects of @docusaurus/plugin-client-redirects in the Docusaurus config)';
  if (!nowhere) return `it is a redirect page (to ${to}), which the build writes itself: remove it and add { from: '${from}', to: '${to}' } to the redirects in site.config.ts ${where}; ${from}.html then leads there too.`;
  if (nowhere.near === undefined) return `it is a redirect page to ${to}, which is no page of this site: remove it, and to keep ${from} add { from: '${from}', to: '…' } with the page it should lead to now to the redirects in site.config.ts ${where}.`;
  return `it is a redirect page to ${to}, which is no page of this site (the nearest is ${nowhere.near}), and the build writes redirects itself: remove it and add { from: '${from}', to: '${nowhere.near}' } to the redirects in site.config.ts ${where}; ${from}.html then leads there too.`;
}

/**
 * A refused redirect page's error with its hint made knowing the site's pages (`pagePaths`, and
 * `isPage` for a page or file of the site): pnpm's static/en/hooks.html leads to /en/pnpmfile, an
 * address of its old site, and the redirect the hint proposed led nowhere. A target that is no page
 * is said so, with the page the site serves at its address without its first folders (/pnpmfile, the
 * site now serving pages without /en), else the nearest by spelling, else none. Any other diagnostic
 * is returned as it is.
 */
export function redirectHintAmongPages(diagnostic: Diagnostic, isPage: (sitePath: string) => boolean, pagePaths: readonly string[]): Diagnostic {
  const redirect = redirectPages.get(diagnostic);
  if (!redirect) return diagnostic;
  const nowhere = leadingNowhere(redirect.to, isPage, pagePaths);
  return nowhere ? { ...diagnostic, hint: redirectHint(redirect.relPath, redirect.to, nowhere) } : diagnostic;
}

/**
 * Whether a redirect to `to` leads to no page or file of the site (`isPage`); if so the page the site
 * serves at its address without its first folders (/pnpmfile, the site now serving pages without
 * /en), else the nearest by spelling, else none, with `to`'s ?query and #fragment. Null when it leads
 * somewhere, or elsewhere than the site.
 */
function leadingNowhere(to: string, isPage: (sitePath: string) => boolean, pagePaths: readonly string[]): { near: string | undefined } | null {
  if (!to.startsWith('/')) return null;
  const split = /[?#]/.exec(to)?.index ?? to.length;
  const target = to.slice(0, split).replace(/(?<=.)\/+$/, '');
  if (isPage(target)) return null;
  const suffix = to.slice(split);
  const segments = target.split('/').filter(Boolean);
  const shorter = segments.map((_, i) => `/${segments.slice(i).join('/')}`).slice(1).find(isPage);
  const near = shorter ?? closest(target, pagePaths);
  return { near: near === undefined ? undefined : `${near}${suffix}` };
}

/** A redirect page of static/ read as the redirect it is (redirect-page.ts). */
export interface StaticRedirectPage {
  /** The page as messages name it (`static/old/index.html`). */
  file: string;
  /** Its line and column of the meta refresh, where its address is written. */
  line: number;
  column: number;
  lineText: string;
  /** The address it stands for and the one it leads to, paths of the site. */
  from: string;
  to: string;
}

/**
 * A redirect page read as a redirect whose target is no page or file of the site: an error at its
 * meta refresh, with the page the target most likely means (as a refused one's hint names it).
 */
export function redirectPageLeadingNowhere(page: StaticRedirectPage, isPage: (sitePath: string) => boolean, pagePaths: readonly string[]): Diagnostic | null {
  const nowhere = leadingNowhere(page.to, isPage, pagePaths);
  if (!nowhere) return null;
  return {
    severity: 'error',
    code: 'static-file',
    message: `${page.file} is a redirect page to ${page.to}, which is no page of this site${nowhere.near === undefined ? '' : ` (the nearest is ${nowhere.near})`}.`,
    file: page.file,
    line: page.line,
    column: page.column,
    lineText: page.lineText,
    hint: nowhere.near === undefined ? `lead it to the page that took the old one's place, or remove the file (readers at ${page.from} then find the not-found page).` : `lead it to ${nowhere.near} (its refresh, its link and its script), or remove the file.`,
  };
}

function codeHint(extension: string): string {
  if (extension === '.svgz') return 'publish the image as a plain .svg (the build checks it; hosts compress it).';
  if (/^\.(?:html?|xht(?:ml)?|shtml)$/.test(extension)) return 'write the page in content/ as Markdown or MDX, or publish HTML a tool generates (an API reference such as Litho\'s Javadoc) on a host of its own and link to it: static/ holds images, fonts, CSS, PDFs, JSON and text.';
  return "remove it: the site's script is the runtime's bundle, and interactive parts are components registered in site.config.ts.";
}

/**
 * The text of an XML file as a browser reads it: UTF-8, UTF-16 when a byte-order mark says so, or an
 * 8-bit encoding its declaration names (script is ASCII in each). Any other encoding (UTF-32, one
 * without a mark, with NUL bytes, or declared otherwise) cannot be checked: `{ encoding }` says which.
 */
/**
 * Whether a browser could read `bytes` as an XML document: after a UTF-8 byte-order mark and blanks,
 * an XML document's first character is "<" (or, in another encoding, a NUL or byte-order mark byte).
 * Anything else is a fatal error there, before any element; mime-db's XML types name extensions of
 * other files too (.rs is Rust's, `let onclick = …` no event attribute).
 */
function mayBeXml(bytes: Buffer): boolean {
  let at = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? 3 : 0;
  while (bytes[at] === 0x20 || bytes[at] === 0x09 || bytes[at] === 0x0a || bytes[at] === 0x0d) at++;
  return bytes[at] === 0x3c || bytes[at] === 0x00 || bytes[at] === 0xfe || bytes[at] === 0xff;
}

function markupText(bytes: Buffer): string | { encoding: string } {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return bytes[2] === 0 && bytes[3] === 0 ? { encoding: 'UTF-32' } : new TextDecoder('utf-16le').decode(bytes.subarray(2));
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes.subarray(2));
  if (bytes[0] === 0 && bytes[1] === 0) return { encoding: 'UTF-32' };
  if (bytes.includes(0)) return { encoding: 'an encoding with NUL bytes (UTF-16 without a byte-order mark?)' };
  const head = bytes.subarray(0, 200).toString('latin1');
  const declared = /^(?:\uFEFF|\xEF\xBB\xBF)?\s*<\?xml[^>]*?\sencoding\s*=\s*["']([^"']+)["']/i.exec(head)?.[1]?.toLowerCase();
  if (declared === undefined || ['utf-8', 'utf8', 'us-ascii', 'ascii'].includes(declared)) return new TextDecoder('utf-8').decode(bytes);
  if (['iso-8859-1', 'latin1', 'windows-1252', 'cp1252', 'iso-8859-15'].includes(declared)) return bytes.toString('latin1');
  return { encoding: declared };
}

export interface ScriptFound {
  what: string;
  line: number;
  column: number;
  lineText: string;
}

/**
 * What in an SVG (or other XML) document could run script. Each pattern runs in time linear in the
 * text (no nested quantifiers; a hostile author chooses the text), as does everything below.
 */
const SCRIPT_PATTERNS: { what: string; pattern: RegExp }[] = [
  { what: 'a <script> element', pattern: /<(?:[^\s<>:"'=/]+:)?script[\s/>]/i },
  { what: 'an on… event attribute', pattern: /(?<=[\s"'/])(?:[^\s<>:"'=/]+:)?on[a-z]+\s*=/i },
  { what: 'an embedded document (<iframe>, <embed> or <object>)', pattern: /<(?:[^\s<>:"'=/]+:)?(?:iframe|embed|object|frame|frameset|portal)[\s/>]/i },
  { what: 'an animation of a link or handler (attributeName)', pattern: /attributeName\s*=\s*["']\s*(?:[^\s<>:"'=/]+:)?(?:href|on[a-z]+)\s*["']/i },
  { what: 'an XSLT or other stylesheet instruction (<?xml-stylesheet)', pattern: /<\?xml-stylesheet/i },
];

/** An href that may stay: a fragment in the same image, or an image (file or raster data: URL). */
const SAFE_HREF = /^(?:#[^\s]*|[^\s:?#]+\.(?:png|jpe?g|gif|webp|avif|svg)|data:image\/(?:png|jpeg|gif|webp);base64,[\w+/=\s]*)$/i;
const SCRIPT_SCHEME = /(?:java|vb)script:|data:text\/html/;
/** The start of an href attribute, up to its opening quote; the value is read up to the closing one. */
const HREF_START = /(?<=[\s"'])((?:[^\s<>:"'=/]+:)?href)\s*=\s*(["'])/gi;
/** The start of an entity declaration, up to what follows its name (a quote, SYSTEM or PUBLIC). */
const ENTITY_START = /<!ENTITY\s+(?:%\s+)?[^\s"'>]+\s*(["']|SYSTEM|PUBLIC)?/gi;

/**
 * The first thing in `text` that could run script, or null; `checkHrefs` for SVG (other XML may link).
 * Entities the document declares are read in place too: `<!ENTITY j "javascript">` then `&j;:` spells
 * a script URL no pattern sees in the text as written; found so, it is reported at the declaration.
 */
export function findScriptInMarkup(text: string, checkHrefs: boolean): ScriptFound | null {
  const found = findScriptInText(text, checkHrefs);
  if (found) return found;
  const expanded = withEntitiesExpanded(text);
  // Before the root, entities only declare: its place is the same in both texts.
  const page = checkHrefs ? xhtmlOutsideSvg(expanded) : null;
  if (page !== null) return foundAt(text, page, 'XHTML outside an SVG root (a page, drawn with its forms and images, not an image)');
  if (expanded === text) return null;
  const spelled = findScriptInText(expanded, checkHrefs);
  if (!spelled) return null;
  return { what: `${spelled.what}, spelled with the entities it declares`, ...placeAt(text, text.search(/<!ENTITY/i)) };
}

/** The text with each reference to an entity it declares (a plain value: others are refused) replaced by its value. */
function withEntitiesExpanded(text: string): string {
  const values = new Map<string, string>();
  // A value may hold the other quote: `<!ENTITY b "script:f('x')">` went unread, so `&a;&b;` spelled
  // javascript: past the check (run in Chromium from a plain static host).
  for (const match of text.matchAll(/<!ENTITY\s+([^\s"'>%]+)\s*(?:"([^"<&%]*)"|'([^'<&%]*)')/gi)) if (!values.has(match[1])) values.set(match[1], match[2] ?? match[3]);
  if (values.size === 0) return text;
  // Once: a value holds no reference ("&" is refused in one), so nothing expands further.
  return text.replace(/&([^\s;&<>"']+);/g, (reference, name: string) => values.get(name) ?? reference);
}

function findScriptInText(text: string, checkHrefs: boolean): ScriptFound | null {
  const hits: { what: string; index: number }[] = [];
  for (const { what, pattern } of SCRIPT_PATTERNS) {
    const match = pattern.exec(text);
    if (match) hits.push({ what, index: match.index });
  }
  const foreign = unsafeForeignObject(text);
  if (foreign !== null) hits.push({ what: 'a <foreignObject> holding more than styled text (HTML inside the image)', index: foreign });
  const entity = unsafeEntity(text);
  if (entity !== null) hits.push({ what: 'an entity declaration that brings markup or outside text, or declares a name again (<!ENTITY)', index: entity });
  const scheme = SCRIPT_SCHEME.exec(readAsBrowser(text));
  if (scheme) hits.push({ what: `a ${scheme[0]} URL`, index: sourceIndex(text, scheme.index) });
  const href = checkHrefs ? unsafeHref(text) : null;
  if (href) hits.push(href);
  if (hits.length === 0) return null;
  const first = hits.reduce((a, b) => (b.index < a.index ? b : a));
  return foundAt(text, first.index, first.what);
}

function foundAt(text: string, index: number, what: string): ScriptFound {
  return { what, ...placeAt(text, index) };
}

/** What comes before the root element: blanks, processing instructions, comments and a DOCTYPE. */
const PROLOG = /(?:\s|<\?[^]*?\?>|<!--[^]*?-->|<!DOCTYPE[^[>]*(?:\[[^\]]*\])?\s*>)*/y;
const ROOT_NAME = /<(?:([^\s<>:"'=/!?]+):)?[^\s<>"'=/:!?]+/y;
const SVG_NAMESPACE = 'http://www.w3.org/2000/svg';

/**
 * Where the root element of an SVG is when it is in another namespace than SVG's and the file names
 * XHTML's: a browser opening such a .svg draws a page (`<html xmlns="…/xhtml">`, or XHTML elements
 * under a root it does not know), with its forms, images and links, where under an SVG root only a
 * <foreignObject> draws HTML. Null for an SVG root (or one without XHTML, such as an SVG missing its xmlns).
 */
function xhtmlOutsideSvg(text: string): number | null {
  PROLOG.lastIndex = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  PROLOG.exec(text);
  const at = PROLOG.lastIndex;
  ROOT_NAME.lastIndex = at;
  const root = ROOT_NAME.exec(text);
  START_TAG_REST.lastIndex = ROOT_NAME.lastIndex;
  const attributes = root === null ? null : START_TAG_REST.exec(text);
  if (attributes !== null) {
    const declaration = root![1] === undefined ? 'xmlns' : `xmlns:${root![1]}`;
    for (const [, attribute, value] of attributes[1].matchAll(ATTRIBUTE))
      if (attribute === declaration && readAsBrowser(value?.replace(/^["']|["']$/g, '') ?? '', false).trim() === SVG_NAMESPACE) return null;
  }
  return readAsBrowser(text, false).includes('http://www.w3.org/1999/xhtml') ? at : null;
}

/**
 * HTML in an SVG's <foreignObject> that is styled text and nothing else: the labels draw.io and
 * Mermaid export (`<div xmlns="…" style="…"><span>Label</span></div>`), refused until stop 40 though
 * they run nothing (Lexical's diagrams). Anything else in one (a form, an image, a link, a style that
 * loads something, another document) is refused as before; script anywhere is refused by the others.
 */
const INERT_ELEMENTS = new Set(['a', 'div', 'span', 'p', 'br', 'b', 'i', 'u', 's', 'em', 'strong', 'small', 'sub', 'sup', 'strike', 'font', 'code', 'pre', 'ul', 'ol', 'li', 'table', 'thead', 'tbody', 'tr', 'td', 'th', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'hr', 'blockquote']);
const INERT_ATTRIBUTE = /^(?:xmlns(?::[\w-]+)?|href|target|rel|style|class|id|role|tabindex|aria-[\w-]+|color|face|size|align|valign|dir|lang|title|width|height|colspan|rowspan|data-[\w-]+)$/i;
/**
 * A style that fetches or runs something (a URL, an old IE `behavior:` or `expression()`, Firefox's
 * `-moz-binding:`), however escaped (a backslash is never read as plain text).
 */
const ACTIVE_STYLE = /url\s*\(|image-set|@import|expression\s*\(|(?:^|[\s;"'])(?:behavior|-moz-binding)\s*:|javascript|\\/i;
/**
 * A url() naming an element of the image itself (`clip-path: url(#clip)`), which fetches nothing:
 * Figma's background blur puts one in the style of an empty <div> in a <foreignObject>. Taken out of a
 * style before ACTIVE_STYLE reads it, so one beside `behavior:` or in `image-set(` is still refused.
 */
const LOCAL_URL = /url\s*\(\s*(?:"#[\w.:-]*"|'#[\w.:-]*'|#[\w.:-]*)\s*\)/gi;
const FOREIGN_OBJECT = /<(?:[^\s<>:"'=/]+:)?foreignObject(?=[\s/>])/gi;
const FOREIGN_OBJECT_END = /<\/\s*(?:[^\s<>:"'=/]+:)?foreignObject\s*>/gi;
// A tag's attributes stop at the next `<` as well as at its `>`: `[^>]*` went on to the end of the text
// from each of a million `<` without a `>` (quadratic). A quoted value is read whole: XML allows a `>`
// in one (title=">"), which ended the tag there and left the attributes after it unread.
const ATTRIBUTES = `((?:[^<>"']|"[^"<]*"|'[^'<]*')*)`;
const TAG = new RegExp(`<(\\/?)\\s*(?:[^\\s<>:"'=/]+:)?([^\\s<>"'=/]*)${ATTRIBUTES}>`, 'g');
/** The rest of a start tag from after its name: its attributes, then `/` when it closes itself. */
const START_TAG_REST = new RegExp(`${ATTRIBUTES}>`, 'y');
const ATTRIBUTE = /([^\s=/]+)(?:\s*=\s*("[^"]*"|'[^']*'|[^\s>]+))?/g;

/** Where the first <foreignObject> is whose content is not inert (INERT_ELEMENTS, INERT_ATTRIBUTE), or null. */
function unsafeForeignObject(text: string): number | null {
  for (const open of text.matchAll(FOREIGN_OBJECT)) {
    // The tag's own `>`, past quoted values: <foreignObject class="/>"> is no empty one.
    START_TAG_REST.lastIndex = open.index + open[0].length;
    const rest = START_TAG_REST.exec(text);
    const start = rest === null ? -1 : START_TAG_REST.lastIndex - 1;
    if (rest !== null && rest[1].endsWith('/')) continue; // <foreignObject/>: empty
    FOREIGN_OBJECT_END.lastIndex = start;
    const end = start === -1 ? null : FOREIGN_OBJECT_END.exec(text);
    // Left open (not well-formed XML, which a browser shows as an error) or holding another: refused.
    if (start === -1 || end === null || text.slice(start, end.index).search(FOREIGN_OBJECT) !== -1) return open.index;
    if (!isInertMarkup(text.slice(start + 1, end.index))) return open.index;
  }
  return null;
}

/**
 * Adobe Illustrator's exports hold `<switch><foreignObject requiredExtensions="&ns_ai;" …><i:pgfRef
 * xlink:href="#adobe_illustrator_pgf"/></foreignObject><g>…drawing…</g></switch>`: a reference to its
 * own editing data, an element no browser knows in any namespace, which draws and runs nothing
 * (KIE's drools.svg). Taken as inert with no attribute but an xlink:href to a fragment of the image:
 * an event handler on it would run, were its prefix bound to XHTML.
 */
const ILLUSTRATOR_REFERENCE = 'pgfRef';
function isIllustratorReference(attributes: string): boolean {
  for (const [, attribute, value] of attributes.matchAll(ATTRIBUTE)) {
    if (attribute === '/') continue;
    if (attribute !== 'xlink:href' || value === undefined || !/^#[\w.:-]*$/.test(readAsBrowser(value.replace(/^["']|["']$/g, ''), false).trim())) return false;
  }
  return true;
}

function isInertMarkup(markup: string): boolean {
  const html = withoutComments(markup);
  // A `<` that starts no tag this reads (`<![CDATA[`, `<?pi`, one inside a quoted value): not what a label holds.
  if (html === null || (html.match(/</g)?.length ?? 0) !== (html.match(TAG)?.length ?? 0)) return false;
  for (const [, closing, name, attributes] of html.matchAll(TAG)) {
    if (name === ILLUSTRATOR_REFERENCE) {
      if (!closing && !isIllustratorReference(attributes)) return false;
      continue;
    }
    if (!INERT_ELEMENTS.has(name.toLowerCase())) return false;
    if (closing) continue;
    for (const [, attribute, value] of attributes.matchAll(ATTRIBUTE)) {
      if (!INERT_ATTRIBUTE.test(attribute)) return false;
      // A label's link leads to another site (what unsafeHref allows an <a>), nowhere else.
      if (/^href$/i.test(attribute) && (name.toLowerCase() !== 'a' || !WEB_LINK.test(readAsBrowser(value?.replace(/^["']|["']$/g, '') ?? '', false).trim()))) return false;
      if (value && /^style$/i.test(attribute) && ACTIVE_STYLE.test(readAsBrowser(value, false).replace(LOCAL_URL, ''))) return false;
    }
  }
  return true;
}

/** The markup with its comments taken out, in one pass; null when one is left open. */
function withoutComments(markup: string): string | null {
  let kept = '';
  let from = 0;
  for (let open = markup.indexOf('<!--'); open !== -1; open = markup.indexOf('<!--', from)) {
    const close = markup.indexOf('-->', open + 4);
    if (close === -1) return null;
    kept += markup.slice(from, open);
    from = close + 3;
  }
  return kept + markup.slice(from);
}

/** The first href that is neither a fragment nor an image (a script URL is reported as such). */
function unsafeHref(text: string): { what: string; index: number } | null {
  const elementAt = elementsOf(text);
  for (const match of text.matchAll(HREF_START)) {
    const valueStart = match.index + match[0].length;
    const valueEnd = text.indexOf(match[2], valueStart);
    // No closing quote: not well-formed XML, which a browser shows as an error, running nothing.
    if (valueEnd === -1) return null;
    const value = text.slice(valueStart, valueEnd);
    if (SAFE_HREF.test(readAsBrowser(value, false).trim()) || SCRIPT_SCHEME.test(readAsBrowser(value))) continue;
    // A link to another site, as a page's links are (draw.io's labels link to MDN, its exports to its
    // help), or to an address of this one (FINOS FDC3's diagram: xlink:href="84.958431372549"): a
    // click goes there, running nothing.
    if (elementAt(match.index) === 'a' && (WEB_LINK.test(readAsBrowser(value, false).trim()) || SITE_LINK.test(readAsBrowser(value)))) continue;
    // An SVG drawn by an <image> runs nothing (browsers draw it in their secure mode): badges embed
    // their logo so. On another element (<a>, <use>) it stays refused.
    if (elementAt(match.index) === 'image' && SVG_IMAGE_DATA.test(readAsBrowser(value, false).trim())) continue;
    return { what: `an ${match[1]} that is neither a #fragment nor an image ("${value.slice(0, 60)}")`, index: match.index };
  }
  return null;
}

/** An address of a web site: what a link in an image may lead to. */
const WEB_LINK = /^https?:\/\/[^\s"'<>]+$/i;

/** An address with no scheme, as a browser reads it (controls and spaces gone): a path of the site, or another site's (//host). */
const SITE_LINK = /^(?![a-z][a-z\d+.-]*:)[^"'<>]+$/;

const SVG_IMAGE_DATA = /^data:image\/svg\+xml(?:;charset=[\w-]+)?(?:;base64,[\w+/=\s]*|,[^"'<>]*)$/i;

// Any prefix XML allows: `[\w-]` stopped at the dot of <a.b:image …>, read as an <a>, whose web links stay.
const ELEMENT_NAME = /<\s*(?:[^\s<>:"'=/]+:)?([^\s<>:"'=/]+)/y;

/**
 * For indexes asked in increasing order, the local name of the element whose start tag holds each
 * (`svg:image` is `image`). The text is read once: looking back from each href for its `<` read a
 * tag of 90,000 web links again for each (a 2 MB SVG took 107 s); so is each tag's name, which was
 * read again for each of its links (a 600 KB prefix and 15,000 links, 1 MB, took 19 s).
 */
function elementsOf(text: string): (index: number) => string | null {
  let read = 0;
  let open = -1;
  let close = -1;
  let named = -1;
  let name: string | null = null;
  return (index) => {
    for (; read <= index; read++) {
      if (text[read] === '<') open = read;
      else if (text[read] === '>') close = read;
    }
    if (open === -1 || close > open) return null;
    if (named !== open) {
      ELEMENT_NAME.lastIndex = open;
      name = ELEMENT_NAME.exec(text)?.[1]?.toLowerCase() ?? null;
      named = open;
    }
    return name;
  };
}

/**
 * Where the first entity declaration is that reads outside text, whose value holds markup or
 * references, or that declares a general entity's name again: one of the two may sit in a comment or
 * an instruction, which XML passes over (`<!-- <!ENTITY a "x"> --><!ENTITY a "java">`), so the check
 * cannot tell which value a browser reads.
 */
function unsafeEntity(text: string): number | null {
  const declared = new Set<string>();
  for (const match of text.matchAll(ENTITY_START)) {
    const name = /^<!ENTITY\s+([^\s"'>%]+)/i.exec(match[0])?.[1];
    if (name !== undefined && declared.has(name)) return match.index;
    if (name !== undefined) declared.add(name);
    const opener = match[1];
    if (!opener || !/^["']$/.test(opener)) return match.index; // SYSTEM, PUBLIC, or not a plain value
    const valueStart = match.index + match[0].length;
    const valueEnd = text.indexOf(opener, valueStart);
    if (valueEnd === -1) return null;
    if (/[<&%]/.test(text.slice(valueStart, valueEnd))) return match.index;
  }
  return null;
}

// Read at its place in the text (sticky), however many zeros lead its digits: XML reads &#00000000106;
// as "j", which a 12-character window read as a newline and "6;" (a javascript: URL passed so).
const REFERENCE = /&(?:#x0*([0-9a-f]+)|#0*(\d+)|(colon)|(tab|newline));?/iy;

/**
 * Walks the text as a URL parser reads it: character references decoded, and (when `squeeze`)
 * whitespace and controls dropped and letters lower-cased, so `java&#x09;script:` reads as
 * `javascript:`. `visit` gets each character read and where it starts in `text`; true stops.
 */
function walkAsBrowser(text: string, squeeze: boolean, visit: (char: string, from: number) => boolean | void): void {
  for (let index = 0; index < text.length; ) {
    let char = text[index];
    let length = 1;
    REFERENCE.lastIndex = index;
    const reference = char === '&' ? REFERENCE.exec(text) : null;
    if (reference) {
      length = reference[0].length;
      const [, hex, dec, colon] = reference;
      char = hex || dec ? String.fromCodePoint(Math.min(hex ? parseInt(hex, 16) : parseInt(dec, 10), 0x10ffff)) : colon ? ':' : '\t';
    }
    if (!(squeeze && char <= ' ') && char !== '\u007f' && visit(squeeze ? char.toLowerCase() : char, index)) return;
    index += length;
  }
}

/** The text as a URL parser reads it (see walkAsBrowser). */
function readAsBrowser(text: string, squeeze = true): string {
  if (!text.includes('&')) return squeeze ? text.replace(/[\u0000-\u0020\u007f]+/g, '').toLowerCase() : text.replace(/\u007f/g, '');
  const chars: string[] = [];
  walkAsBrowser(text, squeeze, (char) => void chars.push(char));
  return chars.join('');
}

/** Where the `count`-th character that readAsBrowser reads starts in `text`. */
function sourceIndex(text: string, count: number): number {
  let seen = 0;
  let found = 0;
  walkAsBrowser(text, true, (char, from) => {
    found = from;
    seen += char.length;
    return seen > count;
  });
  return found;
}
