// DocSearch's hierarchy_radio: a heading record's own heading, alone at its level, searched before
// the whole hierarchy (the crawler template's searchableAttributes list it first). A heading that
// holds the query's words then outranks a section whose page title holds one of them and whose
// heading holds another: "3.2.0" finds the changelog's "3.2.0 (2024-09-12)" before a Magento page
// that mentions 3.0.4. A content record has none: its headings are its ancestors', not its own.
//
// The records file does not carry it (it is the record's type read as a level): the embedded engine
// derives it, and `devcenter index push` adds it, so hosted records have what the settings search.
import { LEVELS, type Level, type SearchRecord } from '../../runtime/shared/search-wire.ts';

export type HierarchyRadio = Record<Level, string | null>;

/** The record's own heading at its level, every other level null. */
export function hierarchyRadio(record: Pick<SearchRecord, 'type' | 'hierarchy'>): HierarchyRadio {
  const radio = Object.fromEntries(LEVELS.map((level) => [level, null])) as HierarchyRadio;
  if (record.type !== 'content') radio[record.type] = record.hierarchy[record.type] ?? null;
  return radio;
}

/** The record as the hosted index receives it: with hierarchy_radio. */
export function withHierarchyRadio(record: SearchRecord): SearchRecord & { hierarchy_radio: HierarchyRadio } {
  return { ...record, hierarchy_radio: hierarchyRadio(record) };
}
