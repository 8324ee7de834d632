import { fromPromise } from 'xstate';
import { saveLanguage } from '../../api/requests';
import type { Language } from '../../contract/language';

/** Remembers the language for the signed-in user (PUT /user/v1/language). */
export const saveLanguageActor = fromPromise<void, { language: Language }>(async ({ input, signal }) => {
  await saveLanguage({ language: input.language }, signal);
});

/**
 * Loads a translation: its catalogues are a chunk of their own, fetched only when chosen. Spanish is the one there is
 * besides English, which is in the first load.
 */
export const loadTranslation = fromPromise<unknown, { language: Language }>(async () => (await import('../../i18n/es')).spanish);
