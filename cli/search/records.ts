// Page -> DocSearch-shaped records (lvl0..lvl6, content, type, url, hierarchy, weight, objectID).
import type { Content, Parent, Root, Table } from 'mdast';
import { toString } from 'mdast-util-to-string';
import type { RecordType, SearchRecord } from '../../runtime/shared/search-wire.ts';

// The record's shape is the wire contract's; named here too, as what this module makes.
export type { RecordType, SearchRecord };
type Hierarchy = SearchRecord['hierarchy'];

export interface RecordSource {
  tree: Root;
  title: string;
  /** Absolute page URL without anchor. */
  url: string;
  /** weight.pageRank: how many other pages link to this one (cli/content/page-rank.ts). */
  pageRank: number;
  /** lvl0: the sidebar category or navbar section the page belongs to. */
  section: string;
  language: string;
  docusaurusTag: string;
  version?: string;
}

const LEVEL_WEIGHT: Record<RecordType, number> = { lvl1: 100, lvl2: 90, lvl3: 80, lvl4: 70, lvl5: 60, lvl6: 50, content: 0 };

/**
 * A record's content at most; a longer paragraph is several records, cut between words. What a hit
 * costs to highlight and snippet grows with its text, and content may write a paragraph of 2 MB: one
 * such record took a query 55 s, past every budget (Algolia keeps records to 10 KB for the same reason).
 */
export const MAX_CONTENT_CHARS = 3000;
/** A heading as the records carry it: every record of its section repeats it. */
export const MAX_HEADING_CHARS = 500;

/** Where the piece of `text` starting at `from` ends: at the last space within `max` characters, or at `max` when there is none in its second half. */
function pieceEnd(text: string, from: number, max: number): number {
  if (text.length - from <= max) return text.length;
  const space = text.lastIndexOf(' ', from + max);
  return space > from + max / 2 ? space : from + max;
}

/** `text` (trimmed) in pieces of at most `max` characters, cut between words where it can be. */
function pieces(text: string, max: number): string[] {
  const out: string[] = [];
  for (let from = 0; from < text.length; ) {
    while (text.charCodeAt(from) === 32) from++;
    if (from >= text.length) break;
    const end = pieceEnd(text, from, max);
    out.push(text.slice(from, end).trimEnd());
    from = end;
  }
  return out;
}

/** A heading cut to MAX_HEADING_CHARS: its first piece, marked as cut. */
const heading = (text: string) => (text.length > MAX_HEADING_CHARS ? `${text.slice(0, pieceEnd(text, 0, MAX_HEADING_CHARS - 1)).trimEnd()}…` : text);

export function extractRecords(source: RecordSource): SearchRecord[] {
  const records: SearchRecord[] = [];
  const hierarchy: Hierarchy = { lvl0: heading(source.section), lvl1: heading(source.title), lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null };
  let anchor: string | null = null;
  const push = (type: RecordType, content: string | null) => {
    if (content !== null && content.length > MAX_CONTENT_CHARS) {
      for (const piece of pieces(content, MAX_CONTENT_CHARS)) push(type, piece);
      return;
    }
    const position = records.length;
    const record: SearchRecord = {
      objectID: `${position}-${source.url}`,
      url: anchor ? `${source.url}#${anchor}` : source.url,
      url_without_anchor: source.url,
      anchor,
      content,
      type,
      hierarchy: { ...hierarchy },
      ...hierarchy,
      weight: { pageRank: source.pageRank, level: LEVEL_WEIGHT[type], position },
      language: source.language,
      docusaurus_tag: source.docusaurusTag,
    };
    if (source.version) record.version = [source.version];
    records.push(record);
  };
  push('lvl1', null);

  const text = (node: Content | Parent) => toString(node).replace(/\s+/g, ' ').trim();
  const visitBlocks = (children: Content[]) => {
    for (const node of children) {
      switch (node.type) {
        case 'heading': {
          if (node.depth === 1) break;
          const level = `lvl${node.depth}` as keyof Hierarchy;
          hierarchy[level] = heading(text(node));
          for (let d = node.depth + 1; d <= 6; d++) hierarchy[`lvl${d}` as keyof Hierarchy] = null;
          anchor = ((node.data?.hProperties as { id?: string } | undefined)?.id ?? null) as string | null;
          push(level as RecordType, null);
          break;
        }
        case 'paragraph': {
          const value = text(node);
          if (value) push('content', value);
          break;
        }
        case 'list':
          for (const item of node.children) {
            const first = item.children.filter((c) => c.type === 'paragraph');
            const value = first.map((c) => text(c)).join(' ');
            if (value) push('content', value);
            visitBlocks(item.children.filter((c) => c.type !== 'paragraph') as Content[]);
          }
          break;
        case 'table': {
          // As the DocSearch template reads a table: a row's first cell names it (lvl5, as
          // `td:first-child`), so "invalid_order" in an error codes table ranks as a heading. The
          // content is the whole row, cells apart, where DocSearch keeps the last cell only: a hit
          // shows its content under the page title, and the row's name belongs in what it shows.
          // The header row is not a record.
          const above = hierarchy.lvl5;
          for (const row of (node as Table).children.slice(1)) {
            const cells = row.children.map((cell) => text(cell));
            // A row without a name sits under the table's own heading.
            hierarchy.lvl5 = cells[0] ? heading(cells[0]) : above;
            const value = cells.filter(Boolean).join(' | ');
            if (value) push('content', value);
          }
          hierarchy.lvl5 = above;
          break;
        }
        case 'code':
          break;
        default:
          if ('children' in node) visitBlocks((node as Parent).children as Content[]);
      }
    }
  };
  visitBlocks(source.tree.children as Content[]);
  return records;
}
