import { fromPromise } from 'xstate';
import { saveLanguage } from '../../api/requests';
import type { Language } from '../../contract/language';

/** Remembers the language for the signed-in user (PUT /user/v1/language). */
export const saveLanguageActor = fromPromise<void, { language: Language }>(async ({ input, signal }) => {
  await saveLanguage({ language: input.language }, signal);
});
