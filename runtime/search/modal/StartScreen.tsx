// The modal with no query: the recent and favorite searches, or a line saying there are none.
import { useSearchMessages } from '../search-messages-context.ts';
import { HitSection, type HitActions } from './HitList.tsx';
import type { HitSectionData } from './screen.ts';

export function StartScreen({ idPrefix, sections, actions }: { idPrefix: string; sections: HitSectionData[]; actions: HitActions }) {
  const t = useSearchMessages();
  if (sections.length === 0) {
    return (
      <div className="DocSearch-StartScreen">
        <p className="DocSearch-Help">{t.noRecentSearches}</p>
      </div>
    );
  }
  return (
    <div className="DocSearch-Dropdown-Container">
      {sections.map((section) => (
        <HitSection key={section.name} idPrefix={idPrefix} section={section} actions={actions} />
      ))}
    </div>
  );
}
