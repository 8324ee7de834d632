import type { helpWords } from '../en.help';
import type { Translation } from '../translation';

/**
 * The Spanish of en.help.ts: the help drawers' paragraphs. The quoted words are the Spanish labels of the buttons and
 * tags they name (en.choice.ts: View Options, Completed, Review Choices, Learn More, Filter, Continue).
 */
export const helpParagraphsEs: Translation<typeof helpWords.english> = {
  HELP_PATIENT_CLAIM: [
    'Su hospital le envió una invitación para ayudar a elegir el cuidado de un paciente. Primero nos aseguramos de que su cuenta quede vinculada al paciente correcto.',
    'Escriba la primera letra del nombre del paciente, su apellido y su fecha de nacimiento tal como aparecen en los registros del hospital.',
    'Después, cree su cuenta. La usará para comparar proveedores, guardar sus favoritos y ordenar sus opciones según su preferencia.',
    'Si algo no coincide, pregunte al planificador de alta o al administrador de casos que le envió la invitación.',
  ],
  HELP_PATIENT_SERVICES: [
    'Cada tarjeta es un tipo de cuidado que el hospital coordinó para el paciente, como el cuidado en un centro de enfermería especializada o el cuidado de la salud en el hogar.',
    'Elija “Ver opciones” para ver los proveedores que el hospital ofrece para ese cuidado, guarde los que le gusten y ordénelos según su preferencia.',
    'Cuando haya confirmado sus selecciones, la tarjeta mostrará “Completado”; elija “Revisar selecciones” para ver lo que eligió.',
    'Su planificador de alta verá el orden que usted eligió y se comunicará con usted sobre los próximos pasos.',
  ],
  HELP_PROVIDER_LISTING: [
    'Estos son los proveedores que su hospital ofrece para este tipo de cuidado. Toque “Más información” para ver fotos, calificaciones y detalles.',
    'Toque el corazón de cada proveedor que le interese. Use “Filtrar” para ordenar la lista o para ver solo los proveedores con mejor calificación por estrellas de Medicare.',
    'Cuando haya guardado los proveedores que le gustan, toque “Continuar” para ordenarlos según su preferencia.',
  ],
};
