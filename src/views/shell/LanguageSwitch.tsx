import { Button, type ButtonProps } from '@mantine/core';
import { useSelector } from '@xstate/react';
import type { Language } from '../../contract/language';
import { LANGUAGE_NAMES, LANGUAGE_TAGS } from '../../i18n/language';
import { selectIsLoggedIn } from '../../machines/session/sessionSelectors';
import { useLanguageActor, useSessionSelector } from './appActors';
import { useShownLanguage } from './shownWords';
import classes from './Shell.module.css';

/**
 * The language switch of the header and the menu: it names the other language in that language
 * ('Español' on an English page, 'English' on a Spanish one), so a reader who cannot read the page can still find it.
 * `compact`: the header's, which says 'ES' / 'EN' below 360 px, where the name would break the page title mid-word
 * (its name stays the language's, which contains what it shows). Signed in, the choice is also saved for the user
 * (not in a guided session, whose account is the staff member's).
 */
export function LanguageSwitch({ onChosen, compact = false, ...buttonProps }: ButtonProps & { onChosen?: () => void; compact?: boolean }) {
  const language = useLanguageActor();
  const shown = useShownLanguage();
  // The language asked for last (while a translation loads, the one on screen is still the other).
  const wanted = useSelector(language, (snapshot) => snapshot?.context.wanted) ?? shown;
  // A guided session's account is the staff member's: the family's language is not theirs to keep.
  const forUser = useSessionSelector((snapshot) => selectIsLoggedIn(snapshot) && snapshot.context.user?.guided !== true);
  const other: Language = wanted === 'en' ? 'es' : 'en';
  return (
    <Button
      variant="subtle"
      {...buttonProps}
      lang={LANGUAGE_TAGS[other]}
      aria-label={LANGUAGE_NAMES[other]}
      onClick={() => {
        language?.send({ type: 'language.chosen', language: other, forUser });
        onChosen?.();
      }}
    >
      {compact ? (
        <>
          <span className={classes.languageName}>{LANGUAGE_NAMES[other]}</span>
          <span className={classes.languageCode}>{other.toUpperCase()}</span>
        </>
      ) : (
        LANGUAGE_NAMES[other]
      )}
    </Button>
  );
}
