import { Language } from '../../contract/language';
import { keptJson } from '../keptJson';
import { is } from 'superstruct';

/**
 * The language this device last showed. Outside the session's `carechoice:` keys on purpose: a language
 * is no patient data, and a Spanish-speaking family's phone should open the login page in Spanish after logging out.
 */
const kept = keptJson('carechoice-language', (value: unknown): value is Language => is(value, Language));

export const loadDeviceLanguage = (): Language | null => kept.load();
/** Keeps the language; null forgets it. */
export const saveDeviceLanguage = (language: Language | null): void => kept.save(language);
