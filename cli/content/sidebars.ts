// Config sidebars (doc ids) -> resolved sidebars with labels and links, plus each doc's place in them:
// its sidebar and its previous and next docs, as frontmatter (`displayed_sidebar`, `pagination_*`,
// `unlisted`) adjusts them.
import GithubSlugger from 'github-slugger';
import { isExternalUrl } from '../../runtime/shared/route-path.ts';
import { isSafeUrl, pathnameTarget } from '../../runtime/shared/url-policy.ts';
import type { Sidebar, SidebarItem } from '../../runtime/shared/types.ts';
import type { UserSidebarCategory, UserSidebarItem } from '../config/define-config.ts';
import { closest } from '../closest.ts';
import { capDiagnostics } from '../diagnostic-cap.ts';
import { findValue } from '../config/source-positions.ts';
import type { Diagnostic } from '../diagnostics.ts';
import { applyDocNavigation } from './doc-navigation.ts';
import { docusaurusDocId } from './doc-path.ts';
import { printable } from './url-check.ts';
import { generatedIndexSlugProblem, GENERATED_INDEX_SLUG_HINT, slugSegments } from './generated-index-slug.ts';
import type { Route } from './routes.ts';

export interface DocPlace {
  /** The sidebar shown on the doc's page; null: none (`displayed_sidebar: null`). */
  sidebarId: string | null;
  /** Category labels from the top of the sidebar down to the doc. */
  categories: string[];
  /** The doc is the page of the last of those categories (its linked doc or generated index). */
  leadsCategory?: boolean;
  prev: { label: string; href: string } | null;
  next: { label: string; href: string } | null;
}

export interface ResolvedSidebars {
  sidebars: Sidebar[];
  places: Map<string, DocPlace>;
  /** Pages the sidebars make: the generated index of each category that asks for one. */
  generatedRoutes: Route[];
  diagnostics: Diagnostic[];
}

export function docLabel(route: Route): string {
  return route.page?.frontmatter.sidebar_label ?? route.page?.title ?? route.generatedIndex?.title ?? route.path;
}

/** Docs by the ids a sidebar may name them by: ours, and Docusaurus's where it differs ("guides/index"). */
export function docsById(routes: Route[]): Map<string, Route> {
  const docs = new Map<string, Route>();
  for (const route of routes) if (route.docId !== undefined && !docs.has(route.docId)) docs.set(route.docId, route);
  for (const route of routes) if (route.docusaurusId !== undefined && !docs.has(route.docusaurusId)) docs.set(route.docusaurusId, route);
  for (const route of routes) for (const id of route.duplicateDocIds ?? []) if (!docs.has(id)) docs.set(id, route);
  return docs;
}

/** The doc whose file alone would make it `id`, had its front matter not given it another id. */
function docRenamedFrom(id: string, routes: Route[]): Route | undefined {
  return routes.find((route) => {
    const frontmatter = route.page?.frontmatter;
    if (route.kind !== 'doc' || frontmatter?.id === undefined) return false;
    return docusaurusDocId(route.page!.source.contentPath.slice('docs/'.length), { ...frontmatter, id: undefined }) === id;
  });
}

interface OrderEntry {
  docId: string;
  label: string;
  href: string;
  categories: string[];
  leadsCategory?: boolean;
}

/** Where the sidebars are written, for the positions of their problems: site.config.ts (under the key
 * `sidebars`) or a zero-config root's sidebars.js. */
export interface SidebarsSource {
  file: string;
  text: string;
  /** The keys around the sidebars in that file: ['sidebars'] in site.config.ts, none in sidebars.js. */
  keys: string[];
  /** Files beside it that it imports (webdriverio's sidebars.ts reads a sidebars.json): a value not
   * written in the file itself is looked for in them. */
  imported?: { file: string; text: string }[];
}

export function resolveSidebars(config: Record<string, UserSidebarItem[]>, routes: Route[], docsPath = '/docs', source: SidebarsSource | null = null, refusedDocIds: ReadonlySet<string> = new Set()): ResolvedSidebars {
  const docs = docsById(routes);
  // A problem written thousands of times (a generated sidebar) is shown a few times, and only those are located.
  const problems = capDiagnostics();
  const places = new Map<string, DocPlace>();
  const sidebars: Sidebar[] = [];
  const generatedRoutes: Route[] = [];
  const categorySlugs = new GithubSlugger();

  // The file, line and column of a doc id a sidebar names (the first place it is written, after the sidebar's key).
  const placeOf = (sidebarId: string, id: string, skip = 0) => {
    // A sidebar generated from the folders is written in no file (a root without site.config.ts has none to name).
    if (!source) return {};
    const own = findValue(source.text, [...source.keys, sidebarId], id, skip);
    if (own.line !== undefined) return { file: source.file, ...own };
    for (const other of source.imported ?? []) {
      const found = findValue(other.text, [sidebarId], id);
      const anywhere = found.line !== undefined ? found : findValue(other.text, [], id);
      if (anywhere.line !== undefined) return { file: other.file, ...anywhere };
    }
    return { file: source.file, ...own };
  };
  for (const [sidebarId, items] of Object.entries(config)) {
    const order: OrderEntry[] = [];
    // The doc ids in `order`, to ask in constant time (a scan made large sites quadratic).
    const ordered = new Set<string>();
    // How often each id has been met in this sidebar: a warning points at the writing it is about.
    const writtenIds = new Map<string, number>();
    // Docs placed in this sidebar through the id of a doc that lost its route to them (a duplicate route).
    const placedForLoser = new Set<string>();
    // The docs the categories around the item being resolved link to: one of them met again among their
    // items is no mistake (Uniswap's category linking concepts/overview over an autogenerated concepts/,
    // which lists it too): Docusaurus shows it there as well, without a word.
    const enclosingLinks: string[] = [];
    const addToOrder = (entry: OrderEntry) => {
      order.push(entry);
      ordered.add(entry.docId);
    };
    const resolveDoc = (id: string, own: { label?: string; className?: string }, categories: string[], where: string, leadsCategory = false): SidebarItem | null => {
      const route = docs.get(id);
      // A doc whose route was refused has been said at its file.
      if (!route && refusedDocIds.has(id)) return null;
      if (!route) {
        problems.add('missing doc', () => {
          const renamed = docRenamedFrom(id, routes);
          return {
            severity: 'error',
            code: 'config',
            message: renamed
              ? `${where} names doc "${id}", but content/${renamed.page!.source.contentPath} is doc "${renamed.docId}" (the id in its front matter).`
              : `${where} names doc "${id}", which is not a file under content/docs/.`,
            ...placeOf(sidebarId, id),
            suggestion: renamed?.docId ?? closest(id, [...docs.keys()]),
          };
        });
        return null;
      }
      // Unlisted: built and reachable, but out of the sidebar and of previous/next.
      if (route.page?.frontmatter.unlisted) return null;
      const placed = places.has(route.docId!) || ordered.has(route.docId!);
      // A doc that lost its route to another file (a duplicate route, already warned of) leads to the
      // winner; where the winner has its own place, the loser's entry just goes.
      if (placed && route.docId !== id && route.duplicateDocIds?.includes(id)) return null;
      // Listed twice in one sidebar, its first place there is the one previous/next follow. A doc in
      // several sidebars is no mistake to Docusaurus (its sidebar is the last one listing it, below).
      const written = (writtenIds.get(id) ?? 0) + 1;
      writtenIds.set(id, written);
      // A doc met again through a duplicate route is that route's problem, already warned of, not the sidebar's.
      const lostId = route.docId !== id || route.duplicateDocIds?.includes(id) === true;
      if (lostId) placedForLoser.add(route.docId!);
      if (ordered.has(route.docId!) && !lostId && !placedForLoser.has(route.docId!) && !enclosingLinks.includes(route.docId!)) {
        problems.add('doc listed twice', () => ({ severity: 'warning', code: 'config', message: `${where}: doc "${id}" is already in this sidebar; its first place is used.`, ...placeOf(sidebarId, id, written - 1) }));
      }
      // The doc's own sidebar_label wins over a label the sidebar gives it, as in Docusaurus.
      const label = route.page?.frontmatter.sidebar_label ?? own.label ?? docLabel(route);
      addToOrder({ docId: route.docId!, label: route.page?.frontmatter.pagination_label ?? label, href: route.path, categories, leadsCategory });
      const className = route.page?.frontmatter.sidebar_class_name ?? own.className;
      return { type: 'link', label, href: route.path, external: false, ...(className ? { className } : {}) };
    };
    const resolveCategory = (item: UserSidebarCategory, categories: string[], where: string): SidebarItem => {
      const inner = [...categories, item.label];
      let href: string | undefined;
      if (item.link?.type === 'doc') {
        // The linked doc is the category's own page, as in Docusaurus: the category's label links to it,
        // and it is not listed again among the category's items. It leads them in previous/next.
        const linked = resolveDoc(item.link.id, {}, inner, `${where}.link`, true);
        href = linked?.type === 'link' ? linked.href : undefined;
      }
      // A generated index comes before its category's pages in previous/next, as in Docusaurus (a
      // category leads its children there): it takes its place before they take theirs.
      let generated: { path: string; docId: string; title: string; description: string } | null = null;
      const slugProblem = item.link?.type === 'generated-index' && item.link.slug !== undefined ? generatedIndexSlugProblem(item.link.slug) : null;
      if (slugProblem) {
        const slug = (item.link as { slug: string }).slug;
        problems.add('generated index slug', () => ({ severity: 'error', code: 'config', message: `${where}.link: the generated index's slug ${JSON.stringify(slug)} ${slugProblem}.`, ...placeOf(sidebarId, slug), hint: GENERATED_INDEX_SLUG_HINT }));
      } else if (item.link?.type === 'generated-index') {
        const slug = item.link.slug ?? `/category/${categorySlugs.slug(item.label)}`;
        const path = `${docsPath.replace(/\/$/, '')}/${slugSegments(slug)}`;
        generated = { path, docId: generatedIndexId(path), title: item.link.title ?? item.label, description: item.link.description ?? '' };
        href = path;
        addToOrder({ docId: generated.docId, label: generated.title, href: path, categories: inner, leadsCategory: true });
      }
      const linkedDocId = item.link?.type === 'doc' ? docs.get(item.link.id)?.docId : undefined;
      if (linkedDocId !== undefined) enclosingLinks.push(linkedDocId);
      const children = item.items.map((child, i) => resolve(child, inner, `${where}.items[${i}]`)).filter((x): x is SidebarItem => x !== null);
      if (linkedDocId !== undefined) enclosingLinks.pop();
      if (generated) {
        const { path, docId, title, description } = generated;
        generatedRoutes.push({ path, kind: 'doc', docId, generatedIndex: { title, description, items: children.map(indexEntry).filter((e) => e.href !== '') } });
      }
      // A category whose page is all it has left (its other docs drafts or unlisted) is a link to that
      // page, as in Docusaurus.
      if (children.length === 0 && href !== undefined && !generated) {
        return { type: 'link', label: item.label, href, external: false, ...(item.className ? { className: item.className } : {}) };
      }
      return {
        type: 'category',
        label: item.label,
        // Not collapsible: open, whatever collapsed says (Docusaurus ignores it then).
        collapsed: item.collapsible === false ? false : (item.collapsed ?? false),
        ...(item.collapsible === false ? { collapsible: false as const } : {}),
        href,
        items: children,
        ...(item.className ? { className: item.className } : {}),
      };
    };
    const resolve = (item: UserSidebarItem, categories: string[], where: string): SidebarItem | null => {
      if (typeof item === 'string') return resolveDoc(item, {}, categories, where);
      if (item.type === 'doc') return resolveDoc(item.id, item, categories, where);
      if (item.type === 'link') {
        const href = item.to ?? item.href ?? '';
        // The sidebar's links follow the URL policy content's links follow (no javascript:, data:…).
        if (!isSafeUrl(href, 'link')) {
          problems.add('unsafe link', () => ({
            severity: 'error',
            code: 'unsafe-url',
            message: `${where} links to "${printable(href)}": a sidebar may link only to relative, http:, https:, mailto: and tel: addresses.`,
            ...placeOf(sidebarId, href),
            hint: 'use a path of this site or an https: address.',
          }));
          return null;
        }
        // Docusaurus's `pathname:///x` is the path /x, loaded by the browser (pathname-links.ts).
        const pathname = pathnameTarget(href);
        if (pathname !== null) return { type: 'link', label: item.label, href: pathname, external: false, noPage: true };
        return { type: 'link', label: item.label, href, external: isExternalUrl(href) };
      }
      return resolveCategory(item, categories, where);
    };
    const resolved = items.map((item, i) => resolve(item, [], `sidebars.${sidebarId}[${i}]`)).filter((x): x is SidebarItem => x !== null);
    sidebars.push({ id: sidebarId, items: resolved });
    // A doc's sidebar is the last one that lists it, as Docusaurus maps doc ids to sidebars
    // (createSidebarsUtils: a later sidebar's entry replaces an earlier one's); its place there is its first.
    const placedHere = new Set<string>();
    order.forEach((entry, i) => {
      if (placedHere.has(entry.docId)) return;
      placedHere.add(entry.docId);
      const prev = order[i - 1];
      const next = order[i + 1];
      places.set(entry.docId, {
        sidebarId,
        categories: entry.categories,
        ...(entry.leadsCategory ? { leadsCategory: true } : {}),
        prev: prev ? { label: prev.label, href: prev.href } : null,
        next: next ? { label: next.label, href: next.href } : null,
      });
    });
  }
  const navigation = applyDocNavigation(routes, docs, places, sidebars.map((s) => s.id));
  return { sidebars, places: navigation.places, generatedRoutes, diagnostics: [...problems.diagnostics(), ...navigation.diagnostics] };
}

/** A generated index page's id among the docs' places: no doc id can start with a colon. */
const generatedIndexId = (path: string) => `:generated-index${path}`;

function indexEntry(item: SidebarItem): { label: string; href: string } {
  return { label: item.label, href: item.type === 'link' ? item.href : (item.href ?? '') };
}
