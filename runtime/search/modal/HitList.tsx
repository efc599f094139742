// A titled listbox of hits or stored searches, shared by the start and results screens: each
// option with its icon, title and page line, and the stored searches' pointer shortcuts.
import type { MouseEvent } from 'react';
import { HitText } from '../Highlight.tsx';
import { hitLines } from '../hits.ts';
import { CloseIcon, RecentIcon, SelectIcon, SourceIcon, StarIcon, TreeIcon } from '../icons.tsx';
import { searchMessages as t } from '../search-messages.ts';
import type { StoredHit } from '../stored-searches.ts';
import { listboxId, type HitSectionData, type ListItem } from './screen.ts';

/** What the options of a list do, and which one is active. */
export interface HitActions {
  active: ListItem | undefined;
  onClick(event: MouseEvent<HTMLAnchorElement>, item: ListItem): void;
  onHover(item: ListItem): void;
  onFavor(hit: StoredHit): void;
  onForget(hit: StoredHit, from: 'recent' | 'favorite'): void;
}

export function HitSection({ idPrefix, section, actions }: { idPrefix: string; section: HitSectionData; actions: HitActions }) {
  const titleId = `${idPrefix}title-${section.name}`;
  return (
    <section className="DocSearch-Hits">
      <div className="DocSearch-Hit-source" id={titleId}>
        {section.title}
      </div>
      <ul role="listbox" id={listboxId(idPrefix, section)} aria-labelledby={titleId}>
        {section.items.map((item) => (
          <HitOption key={item.id} item={item} actions={actions} />
        ))}
      </ul>
    </section>
  );
}

function HitOption({ item, actions }: { item: ListItem; actions: HitActions }) {
  const { hit, source, child } = item;
  const lines = hitLines(hit);
  return (
    <li role="none" className={`DocSearch-Hit${child ? ' DocSearch-Hit--Child' : ''}`}>
      <a id={item.id} role="option" aria-selected={item === actions.active} href={hit.url} tabIndex={-1} onClick={(e) => actions.onClick(e, item)} onMouseMove={() => actions.onHover(item)}>
        <div className="DocSearch-Hit-Container">
          {child && <TreeIcon />}
          <div className="DocSearch-Hit-icon">{source === 'hit' ? <SourceIcon type={hit.type} /> : source === 'recent' ? <RecentIcon /> : <StarIcon />}</div>
          <div className="DocSearch-Hit-content-wrapper">
            {lines.title && (
              <span className="DocSearch-Hit-title">
                <HitText hit={hit} attribute={lines.title} />
              </span>
            )}
            {lines.subtitle && (
              <span className="DocSearch-Hit-path">
                <HitText hit={hit} attribute={lines.subtitle} />
              </span>
            )}
          </div>
          {source === 'hit' && (
            <div className="DocSearch-Hit-action">
              <SelectIcon />
            </div>
          )}
        </div>
      </a>
      {/* Pointer shortcuts, as in DocSearch: a listbox may only hold options, so they are hidden from
          assistive technology and out of the tab order. */}
      {source === 'recent' && (
        <>
          <button type="button" className="DocSearch-Hit-action-button" title={t.saveSearch} aria-label={t.saveSearch} tabIndex={-1} aria-hidden="true" onClick={() => actions.onFavor(hit)}>
            <StarIcon />
          </button>
          <button type="button" className="DocSearch-Hit-action-button" title={t.removeRecent} aria-label={t.removeRecent} tabIndex={-1} aria-hidden="true" onClick={() => actions.onForget(hit, 'recent')}>
            <CloseIcon />
          </button>
        </>
      )}
      {source === 'favorite' && (
        <button type="button" className="DocSearch-Hit-action-button" title={t.removeFavorite} aria-label={t.removeFavorite} tabIndex={-1} aria-hidden="true" onClick={() => actions.onForget(hit, 'favorite')}>
          <CloseIcon />
        </button>
      )}
    </li>
  );
}
