import { Button, type ButtonProps } from '@mantine/core';
import type { Language } from '../../contract/language';
import { LANGUAGE_NAMES, LANGUAGE_TAGS } from '../../i18n/language';
import { selectIsLoggedIn } from '../../machines/session/sessionSelectors';
import { useSessionSelector } from './appActors';
import { LanguageActorContext } from './languageActor';

/**
 * The language switch of the header and the menu (issue 24): it names the other language in that language
 * ('Español' on an English page, 'English' on a Spanish one), so a reader who cannot read the page can still find it.
 * Signed in, the choice is also saved for the user (not in a guided session, whose account is the staff member's).
 */
export function LanguageSwitch({ onChosen, ...buttonProps }: ButtonProps & { onChosen?: () => void }) {
  const language = LanguageActorContext.useActorRef();
  const wanted = LanguageActorContext.useSelector((snapshot) => snapshot.context.wanted);
  // A guided session's account is the staff member's: the family's language is not theirs to keep.
  const forUser = useSessionSelector((snapshot) => selectIsLoggedIn(snapshot) && snapshot.context.user?.guided !== true);
  const other: Language = wanted === 'en' ? 'es' : 'en';
  return (
    <Button
      variant="subtle"
      {...buttonProps}
      lang={LANGUAGE_TAGS[other]}
      onClick={() => {
        language.send({ type: 'language.chosen', language: other, forUser });
        onChosen?.();
      }}
    >
      {LANGUAGE_NAMES[other]}
    </Button>
  );
}
