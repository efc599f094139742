// The redirects a Docusaurus config gives @docusaurus/plugin-client-redirects, read as data: its
// `redirects` option ({from: string | string[], to}) becomes devcenter's redirects, so the old
// addresses a site keeps alive still lead to its pages (Uniswap's config lists 47 of them).
import type { Diagnostic } from '../diagnostics.ts';
import { sitePathProblem } from '../content/site-path.ts';
import { normalizeRoutePath } from '../../runtime/shared/route-path.ts';
import { decodedOrAsWritten } from '../content/resolve-link.ts';
import type { UserConfig } from './define-config.ts';
import { ComputedValue } from './literal-module.ts';
import { findValue } from './source-positions.ts';
import { isHttpAddress, redirectTargetProblem } from './unsafe-config-paths.ts';

type Fields = Record<string, unknown>;

const isObject = (value: unknown): value is Fields => typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof ComputedValue);
const own = (value: unknown, key: string): unknown => (isObject(value) && Object.hasOwn(value, key) ? value[key] : undefined);

/** The plugin, by the names Docusaurus resolves to it. */
const isClientRedirectsPlugin = (name: string | undefined) =>
  name !== undefined && /^(?:@docusaurus\/(?:plugin-)?client-redirects|client-redirects|docusaurus-plugin-client-redirects)$/.test(name);

/** Options of the plugin devcenter has no way to honour: they make redirects by code or for every page. */
const UNREAD_OPTIONS = ['createRedirects', 'fromExtensions', 'toExtensions'] as const;

export interface DocusaurusRedirects {
  redirects: NonNullable<UserConfig['redirects']>;
  diagnostics: Diagnostic[];
  /** What the file calls each redirect, by devcenter's key path ("redirects[3]"), for the report of a broken `to`. */
  linkNames: Record<string, string>;
  /** Where a redirect is written when not in the config file (a module it imports them from), by the same key path. */
  linkPlaces: Record<string, WrittenPlace>;
}

/** A place in a module of the site the config imports a part of itself from. */
export interface WrittenPlace {
  file: string;
  line: number;
  column: number;
  lineText: string;
}

export interface RedirectsReading {
  file: string;
  text: string;
  plugins: unknown;
  /** A plugin's name as written (a string, or `require.resolve('…')`). */
  pluginName: (value: unknown) => string | undefined;
  /** Where Docusaurus serves one of its site paths here (the baseUrl before it; only the docs stay under it). */
  served: (sitePath: string) => string;
  leave: (what: string, value: unknown, holder?: unknown) => void;
  /** Where an object of the config is written: in another file (`file`) when the config imports it. */
  placeOf: (value: unknown) => { line: number; column: number; lineText: string; file?: string } | undefined;
}

/**
 * The plugin's paths are the site's paths below its baseUrl, as its routes are; Docusaurus writes a
 * redirect page for each `from` and fails the build on a `to` that is no page of the site (the link
 * check does that here, at its line). A path ending in "/" is the page without it, as devcenter
 * serves every page.
 */
export function docusaurusRedirects({ file, text, plugins, pluginName, served, leave, placeOf }: RedirectsReading): DocusaurusRedirects {
  const result: DocusaurusRedirects = { redirects: [], diagnostics: [], linkNames: {}, linkPlaces: {} };
  // A redirect written in a module the config imports them from (TypeORM's redirects.ts) is told there, at its entry.
  // At the value itself when the entry's line writes it quoted, else at the entry.
  const elsewhere = (entry: unknown, written: string): WrittenPlace | undefined => {
    const place = placeOf(entry);
    if (!place?.file) return undefined;
    const at = ["'", '"', '`'].map((quote) => place.lineText.indexOf(`${quote}${written}${quote}`, place.column - 1)).filter((i) => i >= 0);
    return { file: place.file, line: place.line, column: at.length > 0 ? Math.min(...at) + 1 : place.column, lineText: place.lineText };
  };
  const refuse = (key: 'from' | 'to', written: string, problem: string, entry: unknown) =>
    result.diagnostics.push({
      severity: 'error',
      code: 'config',
      message: `The client-redirects plugin's redirect ${key} ${JSON.stringify(written)} ${problem}.`,
      file,
      ...(elsewhere(entry, written) ?? findValue(text, ['redirects'], written)),
      hint: key === 'from' ? 'write the old address as a path of the site, e.g. "/docs/old-page".' : 'write a path of the site ("/docs/page", with a ?query or #anchor if need be) or an http(s) address.',
    });
  // Its paths decoded as a link's are (resolve-link.ts): Docusaurus takes `/caf%C3%A9` as well as `/café`,
  // and a route holds the decoded path, so an escaped one was refused as "contains a %", failing the build.
  const pathOf = (written: string) => {
    const [, escaped, rest] = /^([^?#]*)(.*)$/s.exec(written)!;
    const pathname = decodedOrAsWritten(escaped);
    const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
    return `${trimmed.startsWith('/') ? served(trimmed) : trimmed}${rest}`;
  };
  (Array.isArray(plugins) ? plugins : []).forEach((plugin, p) => {
    const [name, options] = Array.isArray(plugin) ? plugin : [plugin, undefined];
    if (!isClientRedirectsPlugin(pluginName(name))) return;
    for (const key of UNREAD_OPTIONS) {
      const value = own(options, key);
      if (value !== undefined) leave(`plugins[${p}]: the client-redirects plugin's ${key}, which devcenter does not apply: write each redirect in its redirects`, value, options);
    }
    const redirects = own(options, 'redirects');
    if (redirects === undefined) return;
    if (!Array.isArray(redirects)) {
      leave(`plugins[${p}]: the client-redirects plugin's redirects, not a list of {from, to}`, redirects, options);
      return;
    }
    redirects.forEach((entry, j) => {
      const to = own(entry, 'to');
      const from = own(entry, 'from');
      const froms = typeof from === 'string' ? [from] : Array.isArray(from) && from.every((f) => typeof f === 'string') ? (from as string[]) : undefined;
      if (typeof to !== 'string' || !froms) {
        leave(`plugins[${p}]: the client-redirects plugin's redirects[${j}], not a {from, to} of paths`, entry, redirects);
        return;
      }
      const target = isHttpAddress(to) ? to : pathOf(to);
      const targetProblem = redirectTargetProblem(target);
      if (targetProblem) return refuse('to', to, targetProblem, entry);
      for (const written of froms) {
        // `/old.html` and `/old/index.html` name the page /old, as serve and the router read every
        // address (normalizeRoutePath): kept as written, the redirect page sat at /old.html/ where
        // neither looks, and /old.html answered 404. `/old` and `/old.html` to one page are one redirect.
        const [, writtenPath, writtenRest] = /^([^?#]*)(.*)$/s.exec(pathOf(written))!;
        const source = writtenPath.startsWith('/') ? normalizeRoutePath(writtenPath) + writtenRest : writtenPath + writtenRest;
        if (result.redirects.some((r) => r.from === source && r.to === target)) continue;
        const problem = sitePathProblem(source) ?? (/[?#]/.test(source) ? 'has a ?query or #anchor, which a page address does not' : null);
        if (problem) {
          refuse('from', written, problem, entry);
          continue;
        }
        result.linkNames[`redirects[${result.redirects.length}]`] = `plugins[${p}] (client-redirects) redirects[${j}].to`;
        const place = elsewhere(entry, to);
        if (place) result.linkPlaces[`redirects[${result.redirects.length}]`] = place;
        result.redirects.push({ from: source, to: target });
      }
    });
  });
  return result;
}
