// Tabs with TabItem children: a WAI-ARIA tablist; every panel is in the HTML, the inactive ones hidden.
import { Children, cloneElement, isValidElement, useId, useState, type KeyboardEvent, type ReactElement, type ReactNode } from 'react';
import { useQueryChoice, useTabChoice } from './tab-choice.ts';

interface TabItemProps {
  value: string;
  className?: string;
  /** The class of the item's tab (Docusaurus's `attributes={{className}}`). */
  tabClassName?: string;
  label?: string;
  default?: boolean;
  hidden?: boolean;
  id?: string;
  labelledBy?: string;
  children?: ReactNode;
}

export function TabItem({ hidden, id, labelledBy, className, children }: TabItemProps) {
  return (
    <div role="tabpanel" className={className ? `tab-item ${className}` : 'tab-item'} hidden={hidden} id={id} aria-labelledby={labelledBy} tabIndex={0}>
      {children}
    </div>
  );
}

export function Tabs({ defaultValue, groupId, queryString, className, block, children }: { defaultValue?: string; groupId?: string; queryString?: string; className?: string; block?: boolean; children?: ReactNode }) {
  const items = Children.toArray(children).filter((c): c is ReactElement<TabItemProps> => isValidElement(c));
  const base = useId();
  const initial = defaultValue ?? items.find((i) => i.props.default)?.props.value ?? items[0]?.props.value;
  const [local, setLocal] = useState(initial);
  const [groupChoice, chooseForGroup] = useTabChoice(groupId);
  const [queryChoice, chooseForQuery] = useQueryChoice(queryString);
  // The address's choice, else the group's, as Docusaurus's useTabs reads them (a value the address
  // gives that this set has no tab for shows the default, the stored one left unread); only a value
  // this set has a tab for applies.
  const synced = queryChoice ?? groupChoice;
  const selected = synced !== null && items.some((i) => i.props.value === synced) ? synced : local;
  const setSelected = (value: string) => {
    setLocal(value);
    chooseForGroup(value);
    chooseForQuery(value);
  };
  const tabId = (i: number) => `${base}-tab-${i}`;
  const panelId = (i: number) => `${base}-panel-${i}`;

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const moves: Record<string, number> = { ArrowRight: 1, ArrowLeft: -1, Home: -index, End: items.length - 1 - index };
    const step = moves[event.key];
    if (step === undefined) return;
    event.preventDefault();
    const next = (index + step + items.length) % items.length;
    setSelected(items[next].props.value);
    document.getElementById(tabId(next))?.focus();
  };

  return (
    <div className={className ? `tabs-container ${className}` : 'tabs-container'}>
      <div role="tablist" aria-orientation="horizontal" className={block ? 'tabs tabs--block' : 'tabs'}>
        {items.map((item, i) => {
          const active = item.props.value === selected;
          return (
            <button
              type="button"
              role="tab"
              key={item.props.value}
              id={tabId(i)}
              aria-selected={active}
              aria-controls={panelId(i)}
              tabIndex={active ? 0 : -1}
              className={`tabs__item${item.props.tabClassName ? ` ${item.props.tabClassName}` : ''}${active ? ' tabs__item--active' : ''}`}
              onClick={() => setSelected(item.props.value)}
              onKeyDown={(event) => onKeyDown(event, i)}
            >
              {item.props.label ?? item.props.value}
            </button>
          );
        })}
      </div>
      <div className="tab-panels">
        {items.map((item, i) => cloneElement(item, { key: item.props.value, hidden: item.props.value !== selected, id: panelId(i), labelledBy: tabId(i) }))}
      </div>
    </div>
  );
}
