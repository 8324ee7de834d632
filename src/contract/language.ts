import { enums, object } from 'superstruct';
import type { Infer } from 'superstruct';

/**
 * The languages families can use CareChoice in: English and Spanish. The console stays English; a
 * hospital chooses which of these its family invitations are written in.
 */
export const LANGUAGES = ['en', 'es'] as const;
export const Language = enums(LANGUAGES);
export type Language = Infer<typeof Language>;

/** PUT /user/v1/language: the language the signed-in user chose; answers the user (GET /user/v1/me). */
export const LanguageChange = object({ language: Language });
export type LanguageChange = Infer<typeof LanguageChange>;
