import type { securityWords } from '../en.security';
import type { Translation } from '../translation';

/** The Spanish of en.security.ts: what screens say when a protection against abuse refuses something. */
export const securityEs: Translation<typeof securityWords.english> = {
  passwordTooCommon:
    'Esta contraseña es una de las más comunes, que son las primeras que se intentan adivinar. Elija otra.',
  tooManyClaimAttempts:
    'Hubo demasiados intentos de identificar al paciente. Vuelva a intentarlo en 15 minutos.',
  inviteRevoked:
    'Después de demasiados intentos, esta invitación ya no funciona. Pida una nueva invitación al hospital.',
};
