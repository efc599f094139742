// Files next to pages, checked: each must be a file of content/ the site may publish (the policy
// of static/ holds here too: no page, script or SVG with script).
import type { SiteFolderFile } from '../content/site-folder.ts';
import type { Page } from '../content/page.ts';
import { checkStaticFiles } from '../content/static-policy.ts';
import type { Diagnostic } from '../diagnostics.ts';
import { docusaurusStaticPath, siteRootStaticPath } from '../content/file-refs.ts';
import { lineAt } from '../diagnostics.ts';
import type { Route } from '../content/routes.ts';
import { linkBaseOf, resolveLinkTarget } from '../content/resolve-link.ts';
import { outsideContent } from './outside-content.ts';

/** Whether a page's link (`../mappings/core.ts`) leads to a page of the site. */
export type LeadsToPage = (page: Page, url: string) => boolean;

/** LeadsToPage over the site's routes, each link resolved from its page's route as the link check resolves it. */
export function pageLinkResolver(routes: readonly Route[], trailingSlash?: boolean): LeadsToPage {
  const live = new Set(routes.filter((r) => r.kind !== 'notFound').map((r) => r.path));
  const routeOfPage = new Map(routes.filter((r) => r.page).map((r) => [r.page!, r.path]));
  return (page, url) => {
    const own = routeOfPage.get(page);
    if (own === undefined) return false;
    const target = resolveLinkTarget(url, page.source.contentPath, own, linkBaseOf(page, own, trailingSlash));
    return target.kind === 'route' && live.has(target.path);
  };
}

/** `url` with its path's end spelled as `contentPath` spells it (they differ only in case): "./img/Logo.png" → "./img/logo.png". */
function withCaseOf(url: string, contentPath: string): string {
  const pathEnd = url.search(/[?#]|$/);
  let same = 0;
  while (same < pathEnd && same < contentPath.length && url[pathEnd - same - 1].toLowerCase() === contentPath[contentPath.length - same - 1].toLowerCase()) same++;
  return url.slice(0, pathEnd - same) + contentPath.slice(contentPath.length - same) + url.slice(pathEnd);
}

/** The files pages may point at: in content/, and not refused by the static-file policy. */
export function publishableContentFiles(contentFiles: ReadonlyMap<string, SiteFolderFile>): Map<string, SiteFolderFile> {
  const refused = new Set(checkStaticFiles([...contentFiles.values()], 'content').map((d) => d.file));
  return new Map([...contentFiles].filter(([contentPath]) => !refused.has(`content/${contentPath}`)));
}

/**
 * `siteComponents`: the names of the site's own components, and `linkLevel` the brokenLinks check's
 * level. A missing file a link names (`[the form](./form.pdf)`, `<a href>`) is a broken link as
 * Docusaurus counts it, so it is reported at that level; so is one named by a prop of the site's own
 * components, which decide what their prop means (React Native's <RNTemplateRepoLink
 * href="template/package.json"> makes a GitHub address of it). A missing file the page shows (an
 * image, a `src`) is an error, as Docusaurus fails the build on it.
 */
export function checkFileRefs(
  pages: Iterable<Page>,
  contentFiles: ReadonlyMap<string, SiteFolderFile>,
  staticPaths: ReadonlySet<string>,
  siteComponents: ReadonlySet<string> = new Set(),
  linkLevel: Diagnostic['severity'] | null = 'error',
  leadsToPage: LeadsToPage = () => false,
  refusedStatic: ReadonlyMap<string, Diagnostic> = new Map(),
): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  // The files of content/ by their path in lower case, made at the first missing file.
  let byLowerCase: Map<string, string> | undefined;
  // What the static-file policy says of each file of content/ referenced: its error, or undefined.
  const policyOf = new Map<string, Diagnostic | undefined>();
  for (const page of pages) {
    for (const ref of page.fileRefs) {
      const ofComponent = ref.element !== undefined && siteComponents.has(ref.element.split('.')[0]);
      if (ofComponent && linkLevel === null) continue;
      // A link of a partial is reported in the partial, with the page that includes it.
      const at = ref.file
        ? { file: ref.file, line: ref.line, column: ref.column, lineText: ref.lineText, length: ref.length, notes: [{ message: 'on a page that includes this partial', file: page.source.file }] }
        : { file: page.source.file, line: ref.line || undefined, column: ref.column || undefined, lineText: ref.line ? lineAt(page.source.text, ref.line) : undefined, length: ref.length };
      // What a problem quotes: the address as its file writes it (a partial's, said from the page in ref.url).
      const asWritten = ref.written ?? ref.url;
      const file = contentFiles.get(ref.contentPath);
      if (docusaurusStaticPath(ref.contentPath, contentFiles, staticPaths) || siteRootStaticPath(ref.url, ref.contentPath, contentFiles, staticPaths)) continue;
      if (!file || ref.contentPath.startsWith('../')) {
        // No such file, but a link to a page's address (`../mappings/core.ts` to the doc core.ts.md),
        // as Docusaurus leaves it to the router: the link check checks it (links.ts, orFile).
        if (page.links.some((l) => l.orFile && l.url === ref.url) && leadsToPage(page, ref.url)) continue;
        // Docusaurus's docs/ sits beside static/, where content/docs/ sits one folder deeper: `../static/x.png` from docs/a.md.
        const inStatic = ref.contentPath.startsWith('static/') ? `/${ref.contentPath.slice('static/'.length)}` : null;
        const refusedInStatic = inStatic !== null && !file ? refusedStatic.get(inStatic) : undefined;
        if (refusedInStatic) {
          diagnostics.push({ severity: 'error', code: 'broken-file', message: `"${asWritten}" points at a file the site will not publish: ${refusedInStatic.message}`, ...at, hint: refusedInStatic.hint });
          continue;
        }
        const outside = inStatic ? null : outsideContent(ref.contentPath);
        // Written from the site's root (`import badge from '/img/badge.png'`, read as `@site/img/…`):
        // looked for in static/ too (siteRootStaticPath), which the message said nothing of, nor was
        // the address relative to the page, as the hint said.
        const fromRoot = !inStatic && !outside && asWritten.startsWith('@site/');
        const hint = inStatic
          ? `static/ sits beside content/, not in it: put the file in static/ (it is then ${inStatic}), or correct the address.`
          : fromRoot
            ? `an address from the site's root is a file of static/ (or of content/): put the file in static/ (static/${ref.contentPath} is /${ref.contentPath}), or correct the address.`
            : (outside?.hint ?? `put the file there, or correct the address (it is relative to ${ref.file ?? page.source.file}).`);
        // `../static/x.gif` of a page was looked for in static/ first (docusaurusStaticPath), where the
        // hint says it belongs: said as content/static/x.gif alone, the message named a folder no one meant.
        const said =
          outside?.said ??
          (fromRoot ? `there is no static/${ref.contentPath}, nor content/${ref.contentPath}.` : inStatic ? `there is no static${inStatic}, nor content/${ref.contentPath}.` : `there is no content/${ref.contentPath}.`);
        if (ofComponent) {
          const componentHint = `If <${ref.element}> does not read it as a file of the site, set checks.brokenLinks to 'warn' or 'ignore' in site.config.ts.`;
          diagnostics.push({ severity: linkLevel!, code: 'broken-file', message: `broken file link "${asWritten}" in a prop of <${ref.element}>: ${said}`, ...at, hint: `${hint} ${componentHint}` });
          continue;
        }
        const level = ref.embedded ? 'error' : linkLevel;
        byLowerCase ??= new Map([...contentFiles.keys()].map((contentPath) => [contentPath.toLowerCase(), contentPath]));
        const other = byLowerCase.get(ref.contentPath.toLowerCase());
        const caseOnly = other && !outside ? { suggestion: withCaseOf(asWritten, other), hint: `the file is content/${other}: a Mac or Windows finds it whatever the case, the Linux host that serves the site does not.` } : { hint };
        if (level) diagnostics.push({ severity: level, code: 'broken-file', message: `broken file link "${asWritten}": ${said}`, ...at, ...caseOnly });
        continue;
      }
      // Checked once a file: the policy reads an SVG whole, and a 3 MB one shown 2,000 times was read and
      // scanned 2,000 times (135 s of build).
      const seen = policyOf.has(ref.contentPath);
      if (!seen) policyOf.set(ref.contentPath, checkStaticFiles([file], 'content')[0]);
      const refused = policyOf.get(ref.contentPath);
      // The file's own error too (once), as static/'s has one: each reference is a note under it (refused-file-refs.ts).
      if (refused && !seen) diagnostics.push(refused);
      if (refused) diagnostics.push({ severity: 'error', code: 'broken-file', message: `"${asWritten}" points at a file the site will not publish: ${refused.message}`, ...at, hint: refused.hint });
    }
  }
  return diagnostics;
}
