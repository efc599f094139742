// The search's texts for the components of the modal and of the search page: English, or the site's
// language's when its data carries translations (made once by SearchModal and SearchResults).
import { createContext, useContext } from 'react';
import type { ThemeTranslations } from '../shared/theme-translations.ts';
import { searchMessages, type SearchMessages } from './search-messages.ts';
import { translateSearchMessages } from './translated-search-messages.ts';

export const SearchMessagesContext = createContext<SearchMessages>(searchMessages);

export function useSearchMessages(): SearchMessages {
  return useContext(SearchMessagesContext);
}

export function searchMessagesFor(translations: ThemeTranslations | undefined, lang: string): SearchMessages {
  return translations ? translateSearchMessages(translations, lang) : searchMessages;
}
