import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { loadDeviceLanguage } from '../../machines/language/languageStorage';
import { useKioskActor, useKioskVisit, useLanguageActor } from './appActors';

/**
 * A kiosk's next family (after 'Start over' or an idle logout) starts in the kiosk hospital's family language, and the
 * device forgets the last family's language; so does a kiosk's page opened with no language chosen on the device since
 * (its first family, a reload between families). A sign-in and an invite tell the language actor themselves (the
 * session and sign-up charts).
 */
export function LanguageFollowsSession() {
  const language = useLanguageActor();
  const kioskClears = useSelector(useKioskVisit(), (snapshot) => snapshot?.context.clears ?? 0);
  // Null on any other device, and in a guided session (a kiosk's rules, not a kiosk: the user's own language).
  const kioskLanguage = useSelector(useKioskActor(), (snapshot) =>
    snapshot?.matches('on') ? (snapshot.context.kept?.config.familyLanguage ?? null) : null,
  );

  useEffect(() => {
    if (kioskLanguage === null) return;
    if (kioskClears > 0 || loadDeviceLanguage() === null) language?.send({ type: 'language.reset', language: kioskLanguage });
  }, [kioskClears, kioskLanguage, language]);

  return null;
}
