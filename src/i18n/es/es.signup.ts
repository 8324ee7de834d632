import type { signupEn } from '../en.signup';
import type { Translation } from '../translation';

/** The Spanish of en.signup.ts: the invite, sign-up and claim screens. */
export const signupEs: Translation<typeof signupEn> = {
  invite: {
    loading: 'Revisando su invitación…',
    invalidHeading: 'Código de invitación no válido',
    invalidText: 'El código no es válido o la invitación ya se usó.',
    login: 'Iniciar sesión >',
  },
  start: {
    heading: 'Le damos la bienvenida',
    intro:
      'Su hospital le envió una invitación para ayudar a elegir el cuidado de un paciente. Primero, díganos quién es el paciente.',
    initial: 'Inicial del nombre del paciente',
    lastName: 'Apellido del paciente',
    dateOfBirth: 'Fecha de nacimiento del paciente',
    month: 'Mes',
    day: 'Día',
    year: 'Año',
    // Followed by the link termsOfUse, then confirmAfter.
    confirmBefore: 'Tengo autorización para actuar en nombre de este paciente y acepto los ',
    termsOfUse: 'Términos de uso',
    confirmAfter: '.',
    next: 'Siguiente',
    acknowledgementTitle: 'Términos de uso',
    acknowledgement:
      'Al crear una cuenta, reconozco que se me otorga el derecho de elegir el proveedor del cuidado post-agudo del paciente.',
  },
  account: {
    heading: 'Crear su cuenta',
    intro: 'Usará esta cuenta para comparar proveedores y ordenar sus opciones según su preferencia.',
    relationship: 'Relación con el paciente',
    relationships: {
      fc_patient: 'Paciente',
      fc_family: 'Familiar',
      fc_planner: 'Planificador de alta',
      fc_other: 'Otro',
    },
    firstName: 'Nombre',
    lastName: 'Apellido',
    email: 'Correo electrónico',
    cellPhone: 'Teléfono celular',
    password: 'Contraseña',
    passwordHint: 'Al menos 6 caracteres',
    confirmPassword: 'Confirmar la contraseña',
    back: 'Atrás',
    submit: 'Comenzar',
    emailTaken: 'Ya existe una cuenta con este correo electrónico. Inicie sesión o use otra dirección.',
    inviteUsed: 'Esta invitación ya se usó. Pida una nueva a su hospital.',
    genericError: 'Revise sus datos e inténtelo de nuevo.',
  },
  verify: {
    heading: 'Un paso más',
    notMatched:
      'Creamos su cuenta, pero los datos del paciente que escribió no coinciden con nuestros registros.',
    checkBelow: 'Revise los datos que aparecen abajo e inténtelo de nuevo.',
    intro: 'Confirme los datos del paciente para quien está eligiendo el cuidado.',
    submit: 'Confirmar',
    loading: 'Cargando su invitación…',
  },
  otherInvite: {
    heading: 'Ya inició sesión',
    // Followed by the account's e-mail address on a line of its own.
    signedInAs: 'Inició sesión como',
    explanation:
      'El enlace de invitación que abrió es para otro paciente. Para usarlo, primero cierre sesión; su cuenta y sus selecciones no cambiarán.',
    logOut: 'Cerrar sesión y continuar',
    stay: 'No cerrar sesión',
  },
  months: [
    'Enero',
    'Febrero',
    'Marzo',
    'Abril',
    'Mayo',
    'Junio',
    'Julio',
    'Agosto',
    'Septiembre',
    'Octubre',
    'Noviembre',
    'Diciembre',
  ],
};
