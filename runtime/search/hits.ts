// Search hits (shared/search-wire.ts) as the modal and the search page show them: the modal groups
// them by lvl0 then lvl1, at most N per group, each non-page hit linked to its page's hit (its
// parent). Reference: docsearch-v3.md §3.
import { LEVELS, type Level, type SearchHit } from '../shared/search-wire.ts';

/** A hit as the modal shows and stores it. */
export interface ModalHit extends SearchHit {
  /** The lvl1 hit of the same page in the same answer, for hits below the page title. */
  __docsearch_parent: ModalHit | null;
  /** For insights click events: the answer's query id and the hit's 1-based position in it. */
  __autocomplete_queryID?: string;
  __position?: number;
}

export interface HitGroup {
  lvl0: string;
  hits: ModalHit[];
}

/** A crawler's absolute URL becomes a path of this site, as Docusaurus's search does. */
export function toSitePath(url: string): string {
  try {
    const parsed = new URL(url, window.location.origin);
    return parsed.pathname + parsed.search + parsed.hash;
  } catch {
    return url;
  }
}

function groupBy<T>(items: T[], key: (item: T) => string, maxPerGroup: number): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const k = key(item);
    const group = groups.get(k) ?? [];
    if (group.length < maxPerGroup) group.push(item);
    groups.set(k, group);
  }
  return groups;
}

/** Groups in the order each lvl0 first appears in the answer; pages keep their hits together. */
export function groupHits(hits: SearchHit[], maxPerGroup: number, queryID?: string): HitGroup[] {
  const positioned = hits.map((hit, i) => ({ hit, position: i + 1 }));
  const byLvl0 = groupBy(positioned, ({ hit }) => hit.hierarchy.lvl0 ?? '', maxPerGroup);
  return [...byLvl0].map(([lvl0, members]) => {
    const byLvl1 = groupBy(members, ({ hit }) => hit.hierarchy.lvl1 ?? '', maxPerGroup);
    const grouped: ModalHit[] = [];
    for (const pageHits of byLvl1.values()) {
      const items = pageHits.map(({ hit, position }): ModalHit => ({
        ...hit,
        url: toSitePath(hit.url),
        __docsearch_parent: null,
        ...(queryID ? { __autocomplete_queryID: queryID } : {}),
        __position: position,
      }));
      const parent = items.find((item) => item.type === 'lvl1') ?? null;
      for (const item of items) if (item.type !== 'lvl1') item.__docsearch_parent = parent;
      grouped.push(...items);
    }
    return { lvl0, hits: grouped };
  });
}

/** What a hit shows: the matched text of its own level as title, the page (or its text) below. */
export function hitLines(hit: SearchHit): { title: Level | 'content' | null; subtitle: Level | 'content' | null } {
  if (hit.type === 'lvl1') return { title: 'lvl1', subtitle: hit.content ? 'content' : null };
  if (hit.type === 'content') return { title: 'content', subtitle: 'lvl1' };
  return { title: hit.hierarchy[hit.type] ? hit.type : null, subtitle: 'lvl1' };
}

/** The search page's title and breadcrumb: the deepest level the hit has, and the ones above it. */
export function hitTrail(hit: SearchHit): { title: Level; crumbs: Level[] } {
  const present = LEVELS.filter((level) => hit.hierarchy[level]);
  const title = present.pop() ?? 'lvl0';
  return { title, crumbs: present };
}
