import { createActorContext } from '@xstate/react';
import { createContext, useContext } from 'react';
import type { Language } from '../../contract/language';
import { languageMachine } from '../../machines/language/languageMachine';

/**
 * The family app's language actor, above everything else of the app: the whole page is drawn again in
 * the language it shows. Its translations load as chunks of their own, only when chosen.
 */
export const LanguageActorContext = createActorContext(languageMachine);

/**
 * The language on screen, for components that are drawn again only when their props change (memo): reading it makes
 * them follow a switch too. English outside the family app (the console), which has no language actor.
 */
export const ShownLanguageContext = createContext<Language>('en');
export const useShownLanguage = (): Language => useContext(ShownLanguageContext);
