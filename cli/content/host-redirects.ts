// static/_redirects: the redirects file of Netlify and Cloudflare Pages, which Docusaurus sites keep in
// static/ so it is published at the root (Home Assistant's 98 rules for moved docs, Dyte's 51,
// Sequelize's, Prettier's: 10 of the mirrored sites). It is not published here: a host applies every
// rule of it, and it is content, which may not send the site's readers elsewhere or hide its pages.
// It is read instead: a rule from a path of the site to another path of the site becomes a redirect
// as site.config.ts's `redirects` make them (a page at the old address, the client router's table);
// every other rule (a pattern, a placeholder, another host, a rewrite, a condition) is said at its
// line with what to do, so no rule is lost without a word.
import { lineAt, type Diagnostic } from '../diagnostics.ts';
import { capDiagnostics } from '../diagnostic-cap.ts';
import { foldByKey, withCount } from '../check/fold-diagnostics.ts';
import type { DataFileSource } from './data-files.ts';
import { sitePathProblem } from './site-path.ts';
import { normalizeRoutePath } from '../../runtime/shared/route-path.ts';
import { decodedOrAsWritten } from './resolve-link.ts';

/** Where the file is read from, and its name in messages. */
export const HOST_REDIRECTS_FILE = '_redirects';

/** A rule carried over: a redirect from one path of the site to another. */
export interface HostRedirect {
  from: string;
  /** A path of the site, with its ?query or #anchor if the rule has one. */
  to: string;
  /** The rule's line, for a message about its target. */
  line: number;
  /** Written with `!`: the host applies it even where a file is (here, a page still wins, said). */
  forced: boolean;
}

/** Statuses that send the reader on: the rest (200 a rewrite or proxy, 404, 410…) show something else at the address. */
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);
/** Past this, the rest of the file is not read: each rule is a page of the output. */
const MAX_RULES = 10_000;

/** The rules of a `_redirects` file that devcenter makes redirects of, and a warning at the line of each it does not. */
export function readHostRedirects(source: DataFileSource): { redirects: HostRedirect[]; diagnostics: Diagnostic[] } {
  const { file, text } = source;
  const redirects: HostRedirect[] = [];
  const cap = capDiagnostics();
  /** Each address redirected so far: the line of its rule, and where it leads. */
  const seen = new Map<string, { line: number; to: string }>();
  const lines = text.split(/\r?\n/);
  const skip = (line: number, kind: string, why: string, hint: string) =>
    cap.add(`${kind}`, () => ({ severity: 'warning', code: 'redirects', message: `This redirect is not carried over: ${why}.`, file, line, column: 1, lineText: lineAt(text, line), hint }));
  for (let i = 0; i < lines.length; i++) {
    const line = i + 1;
    const fields = lines[i].trim().split(/\s+/);
    if (fields[0] === '' || fields[0].startsWith('#')) continue;
    if (redirects.length >= MAX_RULES) {
      skip(line, 'too-many', `the file has more than ${MAX_RULES} rules`, 'keep the redirects readers still need; the host settings can hold the rest.');
      break;
    }
    const [from, ...rest] = fields;
    // Netlify matches a query (`/store id=:id /items/:id`) between the address and its target.
    const query = rest.findIndex((field) => field.startsWith('/') || /^[a-z][a-z0-9+.-]*:/i.test(field) || !field.includes('='));
    const to = query === -1 ? undefined : rest[query];
    const after = query === -1 ? [] : rest.slice(query + 1);
    const statusField = after[0] !== undefined && /^\d{3}!?$/.test(after[0]) ? after[0] : undefined;
    const conditions = [...rest.slice(0, Math.max(query, 0)), ...after.slice(statusField === undefined ? 0 : 1)];
    const status = statusField === undefined ? 301 : Number.parseInt(statusField, 10);
    if (to === undefined) {
      skip(line, 'no-target', 'it names no address to go to', 'write the rule as "/old-path /new-path", or remove the line.');
    } else if (/^[a-z][a-z0-9+.-]*:/i.test(from) || from.startsWith('//')) {
      skip(line, 'host', `it applies to the host ${JSON.stringify(from.replace(/^[a-z][a-z0-9+.-]*:\/\/|^\/\//i, '').split('/')[0])}, not to a path of the site`, "set it in the host's own settings (a domain's redirect is the host's, not the site's).");
    } else if (/[*]|(^|\/):/.test(from) || /(^|\/):/.test(to)) {
      skip(line, 'pattern', 'a pattern (`*`, `:splat`, `:name`) redirects many addresses, and devcenter writes a page for each one it redirects', "list each old address with its new one, or set the pattern in the host's own settings.");
    } else if (!REDIRECT_STATUSES.has(status)) {
      skip(line, 'status', status === 200 ? 'status 200 shows another address at this one (a rewrite, or a proxy to another site), which a page cannot do' : `status ${status} answers with an error page, not a redirect`, "set it in the host's own settings, or remove the line.");
    } else if (conditions.length > 0) {
      skip(line, 'condition', `it applies only when ${conditions.join(' ')} (a query, a country, a language or a role), which a page cannot tell`, "set it in the host's own settings, or remove the condition.");
    } else if (/^[a-z][a-z0-9+.-]*:/i.test(to) || to.startsWith('//')) {
      skip(line, 'elsewhere', `it leads to another site (${to}), and content may not send the site's readers elsewhere`, `if it should, add it to site.config.ts: redirects: [{ from: '${from}', to: '${to}' }].`);
    } else {
      // Decoded as a link is (resolve-link.ts): a route holds `/docs/café`, which a file may write `/docs/caf%C3%A9`.
      const fromPath = normalizeRoutePath(decodedOrAsWritten(from));
      const toPath = to.replace(/[?#].*$/s, '');
      const toRoute = normalizeRoutePath(decodedOrAsWritten(toPath));
      const problem = sitePathProblem(fromPath) ?? sitePathProblem(toRoute);
      const target = toRoute + to.slice(toPath.length);
      const again = seen.get(fromPath);
      if (problem) skip(line, 'path', `${sitePathProblem(fromPath) ? from : to} ${problem}`, 'write both addresses as paths of the site, such as /docs/old-page /docs/new-page.');
      // `/docs/a` and `/docs/a.html` to the same page (Home Assistant's) are one redirect here.
      else if (again?.to === target) continue;
      else if (again !== undefined) skip(line, 'again', `line ${again.line} redirects ${fromPath} already, and the first rule for an address is the one hosts apply`, 'remove one of the two rules.');
      else if (fromPath === toRoute) skip(line, 'loop', 'it leads to the address it is for', 'remove the line.');
      else {
        seen.set(fromPath, { line, to: target });
        redirects.push({ from: fromPath, to: target, line, forced: statusField?.endsWith('!') ?? false });
      }
    }
  }
  return { redirects, diagnostics: foldSameReason(cap.diagnostics(), lines) };
}

/** Reasons a rule is not carried over that name nothing of the rule itself (a pattern, a status): one warning for all the rules they stand for. */
const SAME_FOR_EVERY_RULE = /^This redirect is not carried over: (a pattern |status \d{3} )/;

/**
 * Rules left out for one reason that is the same for each (a pattern: Jest's 16 `/fr/*` rules for
 * its translations; an error status) are one warning at the first of them, each other rule a note at
 * its line: sixteen warnings saying the same thing buried the rules that are each one's own problem.
 */
function foldSameReason(diagnostics: Diagnostic[], lines: readonly string[]): Diagnostic[] {
  return foldByKey(
    diagnostics,
    (d) => (SAME_FOR_EVERY_RULE.test(d.message) ? d.message : null),
    ([first, ...others]) => {
      // A rule the cap left out is counted on the last one shown: its count and note stay with the fold.
      const more = [first, ...others].reduce((sum, d) => sum + (d.more ?? 0), 0);
      return {
        ...withCount(first, `${others.length + 1 + more} rules; this is the first`),
        more: more || undefined,
        notes: [
          ...others.map((other) => ({ message: `also: ${lines[other.line! - 1].trim().replace(/\s+/g, ' ')}`, file: other.file, line: other.line, column: other.column })),
          ...[first, ...others].flatMap((d) => d.notes ?? []),
        ],
      };
    },
  );
}
