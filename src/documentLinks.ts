import { config } from './config';
import type { Language } from './contract/language';

/**
 * Documents the family's browser opens itself, in a tab of its own, with the session's cookie: a
 * link, not a call, so it is not in src/api (views may not import it) and needs no anti-forgery header (a GET). The
 * base is the API client's (src/api/client.ts), written out again: importing it from there would change the family's
 * first load, and this module loads with the review screen only. (The console's copy: `choiceRecordPdfUrl` in
 * src/api/staffRequests.ts, part of the console's chunk.)
 */
/**
 * The family's copy of the choice record, saved as a file (choice-record-<id>-<day>.pdf: no name in it), in the
 * language the family is reading the app in.
 */
export const familyChoiceRecordPdf = (language: Language) => `${config.apiHost}/internal/app/choice/v1/choice-record.pdf?download=1&lang=${language}`;
