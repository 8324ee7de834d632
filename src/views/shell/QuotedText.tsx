import { Text } from '@mantine/core';
import type { Language } from '../../contract/language';
import { t } from '../../i18n/en';
import { LANGUAGE_TAGS } from '../../i18n/language';
import { useShownLanguage } from './shownWords';

/** Words someone else wrote (a hospital, a provider), with the language they wrote them in. */
export interface Quoted {
  text: string;
  language: Language;
}

/** Hospitals and providers write their own texts in English (the console's language). */
export const inEnglish = (text: string): Quoted => ({ text, language: 'en' });

/** Words someone else wrote, in each language they wrote them in; null or absent where they wrote none. */
export type Versions = Partial<Record<Language, string | null>>;

/** The version in the language on screen, else the English one, else any: quoted in its own language; null if none. */
export function versionFor(versions: Versions, shown: Language): Quoted | null {
  for (const language of [shown, 'en', ...Object.keys(versions)] as Language[]) {
    const text = versions[language];
    if (text) return { text, language };
  }
  return null;
}

/**
 * Text CareChoice shows as its author wrote it: marked with its language so a screen reader reads it in that voice,
 * and, on a page in another language, followed by a note saying it exists only in that language.
 */
export function QuotedText({ text, language, ...props }: Quoted & { size?: string; id?: string }) {
  const shown = useShownLanguage();
  return (
    <>
      <Text lang={LANGUAGE_TAGS[language]} {...props}>
        {text}
      </Text>
      {language !== shown && (
        <Text size="sm" c="dimmed" mt={4}>
          {t.shell.onlyIn[language]}
        </Text>
      )}
    </>
  );
}
