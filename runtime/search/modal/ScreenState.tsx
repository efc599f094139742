// The one switch that picks the modal's screen, as DocSearch's ScreenState does.
import { memo } from 'react';
import { ErrorScreen } from './ErrorScreen.tsx';
import type { HitActions } from './HitList.tsx';
import { NoResultsScreen } from './NoResultsScreen.tsx';
import { ResultsScreen } from './ResultsScreen.tsx';
import type { Screen } from './screen.ts';
import { StartScreen } from './StartScreen.tsx';

export interface ScreenStateProps {
  screen: Screen;
  /** The answer to the query typed is out: the screen shown stays as it is (DocSearch's areEqual). */
  waiting: boolean;
  idPrefix: string;
  actions: HitActions;
  suggestions: string[];
  searchPagePath: string;
  missingResultsUrl: string | null;
  onSuggestion: (lvl0: string) => void;
  onNavigate: (url: string) => void;
}

function ScreenSwitch({ screen, idPrefix, actions, suggestions, searchPagePath, missingResultsUrl, onSuggestion, onNavigate }: ScreenStateProps) {
  switch (screen.kind) {
    case 'error':
      return <ErrorScreen message={screen.message} />;
    case 'start':
      return <StartScreen idPrefix={idPrefix} sections={screen.sections} actions={actions} />;
    case 'waiting':
      return null;
    case 'no-results':
      return <NoResultsScreen query={screen.query} suggestions={suggestions} missingResultsUrl={missingResultsUrl} onSuggestion={onSuggestion} />;
    case 'results':
      return <ResultsScreen idPrefix={idPrefix} query={screen.query} nbHits={screen.nbHits} sections={screen.sections} searchPagePath={searchPagePath} actions={actions} onNavigate={onNavigate} />;
  }
}

/** Not rendered again while waiting: the screen is the one shown, and its hits would only be drawn again. */
export const ScreenState = memo(ScreenSwitch, (_previous, next) => next.waiting);
