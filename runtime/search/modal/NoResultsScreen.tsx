// An answer with no hits: the query, up to three sections earlier answers had (a click searches
// for one), and the "Let us know." link when the site has a missing-results URL.
import { MAX_SUGGESTIONS } from '../search-constants.ts';
import { NoResultsIcon } from '../icons.tsx';
import { useSearchMessages } from '../search-messages-context.ts';

export interface NoResultsScreenProps {
  query: string;
  suggestions: string[];
  /** With `{query}` in it; null: no link. */
  missingResultsUrl: string | null;
  onSuggestion: (lvl0: string) => void;
}

export function NoResultsScreen({ query, suggestions, missingResultsUrl, onSuggestion }: NoResultsScreenProps) {
  const t = useSearchMessages();
  const missingUrl = missingResultsUrl?.replaceAll('{query}', encodeURIComponent(query));
  return (
    <div className="DocSearch-NoResults">
      <div className="DocSearch-Screen-Icon">
        <NoResultsIcon />
      </div>
      <p className="DocSearch-Title">
        {t.noResultsBefore}
        <strong>{query}</strong>
        {t.noResultsAfter}
      </p>
      {suggestions.length > 0 && (
        <div className="DocSearch-NoResults-Prefill-List">
          <p className="DocSearch-Help">{t.trySearchingFor}</p>
          <ul>
            {suggestions.slice(0, MAX_SUGGESTIONS).map((lvl0) => (
              <li key={lvl0}>
                <button type="button" className="DocSearch-Prefill" onClick={() => onSuggestion(lvl0)}>
                  {lvl0}
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
      {missingUrl && (
        <p className="DocSearch-Help">
          {t.missingResultsQuestion}{' '}
          <a href={missingUrl} target="_blank" rel="noopener noreferrer">
            {t.missingResultsLink}
          </a>
        </p>
      )}
    </div>
  );
}
