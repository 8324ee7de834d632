/**
 * The Spanish translation: every family-facing catalogue, one chunk, loaded only when Spanish is chosen
 * (views/shell/languageLoader.ts). The keys name the catalogue parts of `localized` (i18n/language.ts).
 */
import type { Translations } from '../language';
import { appEs } from './es';
import { choiceEs } from './es.choice';
import { helpParagraphsEs } from './es.help';
import { kioskEs } from './es.kiosk';
import { levelsEs } from './es.levels';
import { qualityEs } from './es.quality';
import { securityEs } from './es.security';
import { signupEs } from './es.signup';

export const spanish = {
  app: appEs,
  signup: signupEs,
  choice: choiceEs,
  quality: qualityEs,
  kiosk: kioskEs,
  help: helpParagraphsEs,
  security: securityEs,
  levels: levelsEs,
} satisfies Translations;
