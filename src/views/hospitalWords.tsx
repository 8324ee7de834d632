import type { Hospital } from '../contract/choice';
import type { Language } from '../contract/language';
import { choiceEn } from '../i18n/en.choice';
import { LANGUAGE_TAGS } from '../i18n/language';
import { versionFor, type Quoted } from './shell/QuotedText';

/**
 * The hospital's own words for its labels, as a family reads them: the version its admins wrote in the language on
 * screen, else CareChoice's words where the hospital kept them, else the hospital's English, marked as such.
 */

/** The word a hospital has for preferred until its admins choose their own (SPEC §3). */
const DEFAULT_PREFERRED_PHRASE = 'Preferred';

type LabelledHospital = Pick<Hospital, 'name' | 'preferredByPhrase' | 'preferredLanguage' | 'affiliatedLanguage' | 'spanish'>;

/** The hospital's word for preferred in `shown`. */
export function preferredWord(hospital: LabelledHospital, shown: Language): Quoted {
  const spanish = hospital.spanish?.preferredByPhrase;
  if (shown === 'es' && spanish) return { text: spanish, language: 'es' };
  if (hospital.preferredByPhrase === DEFAULT_PREFERRED_PHRASE) return { text: choiceEn.list.preferred, language: shown };
  return { text: hospital.preferredByPhrase, language: 'en' };
}

/** The preferred label as a badge or a row name: marked with its language where it is the hospital's English. */
export function PreferredWord({ hospital, shown }: { hospital: LabelledHospital; shown: Language }) {
  const word = preferredWord(hospital, shown);
  return word.language === shown ? word.text : <span lang={LANGUAGE_TAGS[word.language]}>{word.text}</span>;
}

/** What the preferred label means, in the language on screen (for a modal drawn again on a language switch). */
export function preferredExplanation(hospital: LabelledHospital, shown: Language): string | Quoted {
  const written = versionFor({ en: hospital.preferredLanguage, es: hospital.spanish?.preferredLanguage }, shown);
  return written ?? choiceEn.provider.preferredExplanation(preferredWord(hospital, shown).text, hospital.name);
}

/** What 'Affiliated' means, in the language on screen. */
export function affiliatedExplanation(hospital: LabelledHospital, shown: Language): string | Quoted {
  const written = versionFor({ en: hospital.affiliatedLanguage, es: hospital.spanish?.affiliatedLanguage }, shown);
  return written ?? choiceEn.provider.affiliatedExplanation(hospital.name);
}
