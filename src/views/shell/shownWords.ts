import { createContext, useContext } from 'react';
import type { Language } from '../../contract/language';

/**
 * The language on screen, for components that are drawn again only when their props change (memo): reading it makes
 * them follow a switch too. English outside the family app (the console), whose actor system has no language.
 */
export const ShownLanguageContext = createContext<Language>('en');
export const useShownLanguage = (): Language => useContext(ShownLanguageContext);
