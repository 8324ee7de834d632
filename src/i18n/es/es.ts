import type { en } from '../en';
import type { Translation } from '../translation';
import { icu } from './icu';
import { spokenWait } from '../../domain/spokenWait';

/** The Spanish of en.ts: the same keys, addressing the reader as usted. */
export const appEs: Translation<typeof en> = {
  product: 'CareChoice',
  titleSuffix: ' | CareChoice',
  titles: {
    login: 'Iniciar sesión en CareChoice',
    forgotPassword: 'Restablecer su contraseña',
    forgotPasswordReset: 'Restablecer la contraseña',
    signUp: 'Crear una cuenta',
    goChoice: 'Comenzar',
    choiceStart: 'Datos del paciente',
    choiceAccount: 'Datos de la cuenta',
    choiceVerify: 'Verificar los datos del paciente',
    choiceReview: 'Revisar selecciones',
    account: 'Mi cuenta',
    dashboardPatientChoice: 'Servicios del paciente',
    dashboard: 'Panel principal',
    termsOfService: 'Términos del servicio',
    privacyPolicy: 'Política de privacidad',
    guidedEnded: 'La sesión guiada terminó',
    notFound: 'Página no encontrada',
    optionListFallback: 'Opciones de proveedores',
  },
  shell: {
    needHelp: '¿Necesita ayuda?',
    needHelpMenu: '¿Necesita ayuda?',
    dashboardLink: 'Servicios del paciente',
    myAccount: 'Mi cuenta',
    logOut: 'Cerrar sesión',
    openMenu: 'Abrir menú',
    closeMenu: 'Cerrar menú',
    logoHome: 'CareChoice, página de inicio',
    poweredBy: 'Con tecnología de CareChoice',
    terms: 'Términos del servicio',
    privacy: 'Política de privacidad',
    loading: 'Cargando…',
    skipToContent: 'Ir al contenido',
    onlyIn: { en: 'Disponible solo en inglés', es: 'Disponible solo en español' },
    showPassword: 'Mostrar contraseña',
    turnOffKiosk: 'Personal: desactivar el quiosco',
    languageFailed: {
      title: 'No se pudo cambiar el idioma · Could not change the language',
      message: 'Revise su conexión e inténtelo de nuevo. · Please check the connection and try again.',
      timeout: 6000,
    },
  },
  toasts: {
    close: 'Cerrar mensaje',
    loginFailed: {
      title: 'No se pudo iniciar sesión',
      message: 'El correo electrónico o la contraseña no son correctos. Inténtelo de nuevo.',
      timeout: 3000,
    },
    accountCreated: { title: 'Cuenta creada', message: 'Iniciando sesión...', timeout: 2000 },
    createAccountFailed: {
      title: 'No se pudo crear la cuenta',
      message: 'Revise sus datos e inténtelo de nuevo.',
      timeout: 2000,
    },
    claimFailed: {
      title: 'No se pudo verificar al paciente',
      message:
        'Otro usuario ya inició sesión con esta invitación, o los datos del paciente no coinciden. Revíselos e inténtelo de nuevo.',
      timeout: 6000,
    },
    saveChoicesFailed: {
      title: 'Algo salió mal',
      message: 'No pudimos guardar sus selecciones. Inténtelo de nuevo.',
      timeout: 2000,
    },
    choicesSaved: {
      title: 'Selecciones guardadas',
      message: 'Su planificador de alta ya puede verlas.',
      timeout: 3000,
    },
    contactUpdated: { title: 'Listo', message: 'Su información de contacto se actualizó.', timeout: 3000 },
    passwordUpdated: { title: 'Listo', message: 'Su contraseña se actualizó.', timeout: 3000 },
  },
  stars: {
    shown: icu('{rating} de {max}', 'rating', 'max'),
    spoken: icu('{rating} de {max} estrellas', 'rating', 'max'),
    notRated: 'Sin calificación',
  },
  slider: {
    slide: icu('{position} de {count}', 'position', 'count'),
    goTo: icu('Ir a {position}', 'position'),
    previous: 'Anterior',
    next: 'Siguiente',
  },
  // Spanish writes the day first (DD/MM/YYYY), and the time as "3:05 p. m.".
  dates: {
    shortDate: (day, month, year) => `${day}/${month}/${year}`,
    clockTime: (hour, minutes, afternoon) => `${hour}:${minutes} ${afternoon ? 'p. m.' : 'a. m.'}`,
  },
  validation: {
    // The label may be masculine or feminine in Spanish ('Nombre', 'Contraseña'): “El campo …” agrees with both.
    required: icu('El campo “{label}” es obligatorio.', 'label'),
    emailRequired: 'El correo electrónico es obligatorio.',
    emailInvalid: 'El correo electrónico no tiene un formato válido.',
    passwordRequired: 'La contraseña es obligatoria.',
    passwordMin: 'La contraseña debe tener al menos 6 caracteres.',
    minSix: icu('El campo “{label}” debe tener al menos 6 caracteres.', 'label'),
    cellPhoneDigits: 'El teléfono celular debe tener 10 dígitos.',
    mustMatchNewPassword: 'Debe coincidir con su nueva contraseña.',
    mustMatchPassword: 'Debe coincidir con su contraseña.',
    radioRequired: icu('El campo “{label}” es obligatorio', 'label'),
    oneCharacter: icu('El campo “{label}” debe tener 1 solo carácter.', 'label'),
    validDate: icu('El campo “{label}” debe ser una fecha válida.', 'label'),
    tooLong: icu('El campo “{label}” debe tener como máximo {max} caracteres.', 'label', 'max'),
  },
  login: {
    heading: 'Le damos la bienvenida. Inicie sesión',
    email: 'Correo electrónico',
    password: 'Contraseña',
    submit: 'Iniciar sesión',
    forgot: '¿Olvidó su contraseña?',
  },
  forgotPassword: {
    heading: 'Restablecer su contraseña',
    intro:
      'Escriba el correo electrónico de su cuenta y le enviaremos un enlace para restablecer su contraseña.',
    email: 'Correo electrónico',
    submit: 'Enviar instrucciones',
    success:
      '¡Listo! Si el correo electrónico que escribió coincide con uno de nuestros registros, le enviaremos a esa dirección las instrucciones para restablecer su contraseña.',
    error: 'Ocurrió un error. Inténtelo de nuevo.',
    backToLogin: 'Volver al inicio de sesión',
  },
  passwordReset: {
    heading: 'Restablecer la contraseña',
    intro: 'Elija una nueva contraseña para su cuenta.',
    email: 'Correo electrónico',
    newPassword: 'Nueva contraseña',
    newPasswordHint: 'Al menos 6 caracteres',
    confirmNewPassword: 'Confirmar la nueva contraseña',
    submit: 'Restablecer contraseña',
    success: 'Su contraseña se restableció correctamente.',
    error: 'Este enlace para restablecer la contraseña no es válido o ya venció. Pida uno nuevo.',
    newLink: 'Pedir un enlace nuevo >',
    login: 'Iniciar sesión >',
    // The server's words are English: the wait is said again from the refusal's Retry-After, rounded as they round it.
    tooManyTries: (_serverWords, waitSeconds) => {
      if (waitSeconds === null) return 'Hubo demasiados intentos. Espere unos minutos e inténtelo de nuevo.';
      const { count, unit } = spokenWait(waitSeconds);
      const units = { second: ['segundo', 'segundos'], minute: ['minuto', 'minutos'], hour: ['hora', 'horas'] }[unit];
      return `Hubo demasiados intentos. Vuelva a intentarlo en ${count} ${units[count === 1 ? 0 : 1]}.`;
    },
  },
  signUp: {
    heading: 'No disponible por ahora',
    text: 'Solo pueden tener una cuenta los familiares que recibieron una invitación de su hospital por correo electrónico.',
    login: 'Iniciar sesión >',
    forgot: '¿Olvidó su contraseña? >',
  },
  account: {
    heading: 'Mi cuenta',
    // date and time as `dates` writes them (DD/MM/YYYY, 3:05 p. m.); a comma avoids “a la 1:05” / “a las 2:05”.
    memberSince: icu('Cuenta creada el {date}, {time}', 'date', 'time'),
    contactHeading: 'Información de contacto',
    name: 'Nombre',
    email: 'Correo electrónico',
    cellPhone: 'Teléfono celular',
    cellPhonePlaceholder: '(555) 555-5555',
    saveContact: 'Guardar información de contacto',
    passwordHeading: 'Cambiar contraseña',
    currentPassword: 'Contraseña actual',
    newPassword: 'Nueva contraseña',
    newPasswordHint: 'Al menos 6 caracteres',
    confirmNewPassword: 'Confirmar la nueva contraseña',
    savePassword: 'Actualizar contraseña',
    currentPasswordIncorrect: 'La contraseña actual no es correcta',
    genericError: 'Ocurrió un error. Inténtelo de nuevo.',
  },
  help: {
    close: 'Cerrar',
    HELP_PATIENT_CLAIM: { title: 'Cómo empezar' },
    HELP_PATIENT_SERVICES: { title: 'Servicios del paciente' },
    HELP_PROVIDER_LISTING: { title: 'Cómo elegir proveedores' },
  },
  languageAssistance: {
    link: 'Asistencia lingüística',
    title: 'Asistencia lingüística',
    intro:
      'Hay intérpretes y ayuda en su idioma sin costo para usted. Pídalos al personal del hospital o a su planificador de alta, en persona o por teléfono.',
  },
  legal: {
    englishOnlyTitle: 'Esta página solo está disponible en inglés',
    englishOnly:
      'Los Términos de servicio y la Política de privacidad de CareChoice solo están disponibles en inglés. Si necesita ayuda para entenderlos en español, pida un intérprete al planificador de alta de su hospital, sin costo para usted.',
  },
  notFound: {
    heading: 'Algo salió mal',
    text: 'Lo sentimos, no pudimos mostrar el contenido que usted buscaba.',
    continue: 'Continuar',
  },
};
