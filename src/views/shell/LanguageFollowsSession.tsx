import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { signupMachine } from '../../machines/signup/signupMachine';
import { loadDeviceLanguage } from '../../machines/language/languageStorage';
import { SIGNUP_ID } from '../../machines/systemIds';
import { useKioskActor, useKioskVisit, useSessionActor, useSessionSelector } from './appActors';
import { LanguageActorContext } from './languageActor';

/**
 * Where the language comes from besides the switch: an opened invite is shown in the language the planner
 * wrote it in; a login opens in the language the user saved. A user with none saved yet (an account older than
 * languages) keeps the one on screen, now saved for them. A session restored at start-up keeps the device's
 * language, which is the latest choice made on it. A kiosk's next family (after 'Start over' or an idle logout)
 * starts in the kiosk hospital's family language, and the device forgets the last family's language; so does a
 * kiosk's page opened with no language chosen on the device since (its first family, a reload between families).
 */
export function LanguageFollowsSession() {
  const language = LanguageActorContext.useActorRef();
  const session = useSessionActor();
  // Read from the root's children: the sign-up actor is down for a second after a crash.
  const signup = useSessionSelector((snapshot) => snapshot.children[SIGNUP_ID] as ActorRefFrom<typeof signupMachine> | undefined);
  const inviteLanguage = useSelector(signup, (snapshot) => snapshot?.context.invite?.language ?? null);
  const kioskClears = useSelector(useKioskVisit(), (snapshot) => snapshot?.context.clears ?? 0);
  // Null on any other device, and in a guided session (a kiosk's rules, not a kiosk: the user's own language).
  const kioskLanguage = useSelector(useKioskActor(), (snapshot) =>
    snapshot?.matches('on') ? (snapshot.context.kept?.config.familyLanguage ?? null) : null,
  );

  useEffect(() => {
    const subscription = session.on('session.signedIn', ({ user }) => {
      if (user.guided) return;
      if (user.language) language.send({ type: 'language.chosen', language: user.language });
      else language.send({ type: 'language.chosen', language: language.getSnapshot().context.wanted, forUser: true });
    });
    return () => subscription.unsubscribe();
  }, [session, language]);

  useEffect(() => {
    if (inviteLanguage) language.send({ type: 'language.chosen', language: inviteLanguage });
  }, [inviteLanguage, language]);

  useEffect(() => {
    if (kioskLanguage === null) return;
    if (kioskClears > 0 || loadDeviceLanguage() === null) language.send({ type: 'language.reset', language: kioskLanguage });
  }, [kioskClears, kioskLanguage, language]);

  return null;
}
