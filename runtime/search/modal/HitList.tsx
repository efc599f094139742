// A titled list of hits or stored searches, shared by the start and results screens. The hits of an
// answer are a listbox of options, each with its icon, title and page line. The stored searches are
// a grid: a row per search, a cell for its link and one per named action button (save, remove), so
// the buttons have a role and a name for assistive technology and the arrow keys reach them.
import type { MouseEvent } from 'react';
import { HitText } from '../Highlight.tsx';
import { hitLines } from '../hits.ts';
import { CloseIcon, RecentIcon, SelectIcon, SourceIcon, StarIcon, TreeIcon } from '../icons.tsx';
import type { SearchMessages } from '../search-messages.ts';
import { useSearchMessages } from '../search-messages-context.ts';
import { cellId, sectionListId, type HitSectionData, type ListItem, type StoredAction } from './screen.ts';

/** What the items of a list do, and which one (and which of its cells) is active. */
export interface HitActions {
  active: ListItem | undefined;
  activeCell: number;
  onClick(event: MouseEvent<HTMLAnchorElement>, item: ListItem): void;
  onHover(item: ListItem): void;
  onAction(item: ListItem, action: StoredAction): void;
}

export function HitSection({ idPrefix, section, actions }: { idPrefix: string; section: HitSectionData; actions: HitActions }) {
  const titleId = `${idPrefix}title-${section.name}`;
  return (
    <section className="DocSearch-Hits">
      <div className="DocSearch-Hit-source" id={titleId}>
        {section.title}
      </div>
      {section.popup === 'grid' ? (
        <div role="grid" id={sectionListId(idPrefix, section)} aria-labelledby={titleId}>
          {section.items.map((item) => (
            <StoredRow key={item.id} item={item} actions={actions} />
          ))}
        </div>
      ) : (
        <ul role="listbox" id={sectionListId(idPrefix, section)} aria-labelledby={titleId}>
          {section.items.map((item) => (
            <HitOption key={item.id} item={item} actions={actions} />
          ))}
        </ul>
      )}
    </section>
  );
}

function HitOption({ item, actions }: { item: ListItem; actions: HitActions }) {
  return (
    <li role="none" className={`DocSearch-Hit${item.child ? ' DocSearch-Hit--Child' : ''}`}>
      <HitLink item={item} actions={actions} role="option" selected={item === actions.active} />
    </li>
  );
}

function actionLabel(t: SearchMessages, item: ListItem, action: StoredAction): string {
  if (action === 'favor') return t.saveSearch;
  return item.source === 'favorite' ? t.removeFavorite : t.removeRecent;
}

function StoredRow({ item, actions }: { item: ListItem; actions: HitActions }) {
  const t = useSearchMessages();
  const activeRow = item === actions.active;
  const isActive = (cell: number) => activeRow && actions.activeCell === cell;
  return (
    <div role="row" className="DocSearch-Hit" aria-selected={activeRow}>
      <div role="gridcell" id={cellId(item, 0)} className="DocSearch-Hit-cell" aria-selected={isActive(0)}>
        <HitLink item={item} actions={actions} selected={activeRow} />
      </div>
      {item.actions.map((action, a) => (
        <div key={action} role="gridcell" id={cellId(item, a + 1)} className="DocSearch-Hit-action-cell" aria-selected={isActive(a + 1)}>
          <button
            type="button"
            className="DocSearch-Hit-action-button"
            title={actionLabel(t, item, action)}
            aria-label={actionLabel(t, item, action)}
            aria-describedby={`${item.id}-title`}
            // Focus stays in the input (the combobox); the arrow keys reach this button instead.
            tabIndex={-1}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => actions.onAction(item, action)}
          >
            {action === 'favor' ? <StarIcon /> : <CloseIcon />}
          </button>
        </div>
      ))}
    </div>
  );
}

/** The hit's link: its icon, title and page line. An option itself in a listbox; a cell's content in a grid. */
function HitLink({ item, actions, role, selected }: { item: ListItem; actions: HitActions; role?: 'option'; selected: boolean }) {
  const { hit, source, child } = item;
  const lines = hitLines(hit);
  return (
    <a
      id={role ? item.id : undefined}
      role={role}
      aria-selected={role ? selected : undefined}
      data-active={selected || undefined}
      href={hit.url}
      tabIndex={-1}
      onClick={(e) => actions.onClick(e, item)}
      onMouseMove={() => actions.onHover(item)}
    >
      <div className="DocSearch-Hit-Container">
        {child && <TreeIcon />}
        <div className="DocSearch-Hit-icon">{source === 'hit' ? <SourceIcon type={hit.type} /> : source === 'recent' ? <RecentIcon /> : <StarIcon />}</div>
        <div className="DocSearch-Hit-content-wrapper">
          {lines.title && (
            <span className="DocSearch-Hit-title" id={`${item.id}-title`}>
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
  );
}
