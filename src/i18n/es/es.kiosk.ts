import type { kioskWords } from '../en.kiosk';
import type { Translation } from '../translation';
import { icu } from './icu';

/** Kiosk mode's words in Spanish: a translation of `kioskWords` (i18n/en.kiosk.ts). */
export const kioskEs: Translation<typeof kioskWords.english> = {
  bar: {
    label: 'Controles del quiosco',
    hospital: icu('Quiosco de {name}', 'name'),
    textSize: 'Tamaño del texto',
    smaller: 'Texto más pequeño',
    larger: 'Texto más grande',
    startOver: 'Empezar de nuevo',
  },
  startOver: {
    title: '¿Empezar de nuevo?',
    body: 'Esto borra la pantalla para la siguiente persona y cierra su sesión. Las opciones que usted confirmó se guardan.',
    confirm: 'Empezar de nuevo',
    cancel: 'Seguir',
    close: 'Cerrar',
  },
  guided: {
    title: icu('Sesión guiada con {guide}', 'guide'),
    returnToConsole: 'Volver a la consola',
    returnTitle: 'Volver a la consola',
    returnIntro: 'Un miembro del personal del hospital inicia sesión para terminar la sesión guiada. Las opciones confirmadas se guardan.',
    email: 'Correo electrónico del personal',
    password: 'Contraseña',
    submit: 'Terminar la sesión y volver',
    close: 'Cerrar',
    refused: {
      InvalidCredentials: 'Ese correo electrónico y esa contraseña no corresponden a ningún miembro del personal de este hospital.',
      Forbidden: 'Solo un miembro del personal del hospital del paciente puede terminar esta sesión guiada.',
      TooManyAttempts: 'Demasiados intentos con este correo electrónico. Por favor, espere unos minutos (hasta 15) e intente de nuevo.',
      Network: 'No se pudo conectar con CareChoice, así que la sesión continúa. Revise la conexión e intente de nuevo.',
      other: 'No se pudo terminar la sesión guiada. Por favor, intente de nuevo.',
    },
    /** A refusal in words, by the server's code (a 429's exact wait is not kept by the device's actor). */
    refusal(code: string): string {
      return this.refused[code === 'TooManyRequests' ? 'TooManyAttempts' : code] ?? this.refused.other!;
    },
    ended: {
      heading: 'La sesión guiada terminó',
      body: 'Se borró todo lo que se ingresó en esta tableta. Por favor, devuélvala al miembro del personal que inició la sesión.',
      staff: 'Personal: inicie sesión en la consola',
    },
  },
  stillThere: {
    title: '¿Sigue ahí?',
    countdown: icu(
      'Para proteger su privacidad, esta pantalla se borrará y se cerrará su sesión en {seconds, plural, one {# segundo} other {# segundos}}.',
      'seconds',
    ),
    continue: 'Continuar',
    close: 'Cerrar y continuar',
    logOut: 'Cerrar sesión',
  },
};
