// The answer's hits, one listbox per lvl0, and a link to all of them on the search page.
import { useSearchMessages } from '../search-messages-context.ts';
import { HitSection, type HitActions } from './HitList.tsx';
import type { HitSectionData } from './screen.ts';

export interface ResultsScreenProps {
  idPrefix: string;
  query: string;
  nbHits: number;
  sections: HitSectionData[];
  /** Empty: no search page, no "See all" link. */
  searchPagePath: string;
  actions: HitActions;
  onNavigate: (url: string) => void;
}

export function ResultsScreen({ idPrefix, query, nbHits, sections, searchPagePath, actions, onNavigate }: ResultsScreenProps) {
  const t = useSearchMessages();
  const searchPage = `/${searchPagePath}?q=${encodeURIComponent(query)}`;
  return (
    <div className="DocSearch-Dropdown-Container">
      {sections.map((section) => (
        <HitSection key={section.name} idPrefix={idPrefix} section={section} actions={actions} />
      ))}
      {searchPagePath && (
        <section className="DocSearch-HitsFooter">
          <a
            href={searchPage}
            onClick={(event) => {
              if (event.ctrlKey || event.metaKey || event.shiftKey || event.button !== 0) return;
              event.preventDefault();
              onNavigate(searchPage);
            }}
          >
            {t.seeAll(nbHits)}
          </a>
        </section>
      )}
    </div>
  );
}
