import type { Language } from '../src/contract/language';
import type { Mail } from './mail';

/**
 * The words of the e-mails families get, in each language they can use CareChoice in: the invitation, in
 * the invite's language, and the password reset, in the user's. Spanish is the plain, formal (usted) Spanish of the
 * family app; CareChoice keeps its name. Staff e-mails (the planner's confirmation notice, staff invites) stay English,
 * as the console does.
 */
type Words = Pick<Mail, 'subject' | 'text'>;

const paragraphs = (...lines: string[]) => lines.join('\n\n');

/** The invitation: the link only, never the patient's details. */
const INVITE: Record<Language, (hospitalName: string, url: string) => Words> = {
  en: (hospitalName, url) => ({
    subject: `${hospitalName} invites you to choose care on CareChoice`,
    text: paragraphs(
      `${hospitalName} has invited you to compare and choose care providers on CareChoice.`,
      `Open this link to get started (it works once and expires in 14 days): ${url}`,
    ),
  }),
  es: (hospitalName, url) => ({
    subject: `${hospitalName} le invita a elegir atención en CareChoice`,
    text: paragraphs(
      `${hospitalName} le ha invitado a comparar y elegir proveedores de atención en CareChoice.`,
      `Abra este enlace para empezar (funciona una sola vez y vence en 14 días): ${url}`,
    ),
  }),
};

/** The password reset: the link, its hour, and what to do when the request was not theirs. */
const RESET: Record<Language, (url: string) => Words> = {
  en: (url) => ({
    subject: 'Reset your CareChoice password',
    text: paragraphs(
      'Someone asked to reset the password of your CareChoice account.',
      `To choose a new password, open this link within one hour: ${url}`,
      'If it was not you, ignore this message; your password stays the same.',
    ),
  }),
  es: (url) => ({
    subject: 'Restablezca su contraseña de CareChoice',
    text: paragraphs(
      'Alguien pidió restablecer la contraseña de su cuenta de CareChoice.',
      `Para elegir una contraseña nueva, abra este enlace dentro de la próxima hora: ${url}`,
      'Si no fue usted, ignore este mensaje; su contraseña no cambiará.',
    ),
  }),
};

export const inviteMailWords = (language: Language, hospitalName: string, url: string): Words => INVITE[language](hospitalName, url);
export const resetMailWords = (language: Language, url: string): Words => RESET[language](url);
