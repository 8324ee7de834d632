import type { recordEn } from '../en.record';
import type { Translation } from '../translation';

/**
 * The choice record's words in Spanish: the family's copy, for a family that used CareChoice in Spanish. The chart's
 * copy stays in the hospital's language (English) and says which language the family used. Rendered on the server
 * only (server/domain/recordWords.ts): the family's screens link to the PDF and never load this catalogue.
 */
export const recordEs: Translation<typeof recordEn> = {
  title: 'Registro de la elección de cuidado posterior al alta',
  documentTitle: (id: number) => `Registro de elección de CareChoice ${id}`,
  patient: (name: string) => `Paciente: ${name}`,
  dateOfBirth: (date: string) => `Fecha de nacimiento: ${date}`,
  mrn: (mrn: string | null) => `Expediente médico (MRN): ${mrn ?? 'no indicado'}`,
  hospital: (name: string) => `Hospital: ${name}`,
  generatedAt: (when: string) => `Generado: ${when}`,
  footer: 'Generado por CareChoice',
  page: (page: number, pages: number) => `Página ${page} de ${pages}`,
  noLists: 'Todavía no se le ha ofrecido a este paciente ninguna lista de proveedores.',
  list: (level: string, version: number) => (version === 1 ? level : `${level} (versión ${version} de la lista)`),
  confirmed: (when: string) => `Opciones confirmadas el ${when}`,
  notConfirmed: 'Todavía sin confirmar: esta parte muestra la lista tal como está ahora.',
  area: {
    home: (name: string | null) => `el código postal del domicilio del paciente${name ? ` (${name})` : ''}`,
    hospital: (name: string | null) => `el hospital${name ? ` (${name})` : ''}`,
    zip: (name: string | null) => `el código postal ${name ?? ''}`.trim(),
    city: (name: string | null) => `${name ?? 'una ciudad'}`,
    line: (where: string, radius: number | null) =>
      `Zona: distancias desde ${where}${radius === null ? '' : `; se incluyeron todos los proveedores a menos de ${radius} millas`}.`,
    none: 'Zona: no se registró para esta lista; las distancias son desde el hospital.',
  },
  builtBy: (name: string) => `Lista preparada por ${name}.`,
  presented: (count: number) => `Proveedores presentados, en el orden en que se mostraron (${count})`,
  ccn: (ccn: string | null) => (ccn ? `Número de certificación de CMS ${ccn}` : 'Sin número de certificación de CMS'),
  rating: (rating: number | null) => (rating === null ? 'Sin calificación general de Medicare' : `Calificación general de Medicare: ${rating} de 5`),
  starRating: (name: string, stars: number | null) => (stars === null ? `${name}: sin calificar` : `${name}: ${stars} de 5`),
  measure: (name: string, value: string) => `${name}: ${value}`,
  measureValue: (value: number | boolean | null, format: string) => {
    if (value === null) return 'sin datos';
    if (typeof value === 'boolean') return value ? 'sí' : 'no';
    const rounded = Math.round(value * 10) / 10;
    if (format === 'percent') return `${rounded}%`;
    if (format === 'outOf10') return `${rounded} de 10`;
    if (format === 'stars') return `${rounded} de 5`;
    if (format === 'hours') return `${rounded} horas`;
    if (format === 'dollars') return value.toLocaleString('es-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
    return value.toLocaleString('es-US');
  },
  noMeasures: 'Sin datos de calidad de Medicare',
  ratingsDate: (date: string | null) => (date ? `datos de ${date}` : 'fecha de los datos no registrada'),
  distance: (miles: number | null) => (miles === null ? null : `${miles.toFixed(1)} millas`),
  preferred: 'Preferido por el hospital',
  affiliated: 'Afiliado al hospital',
  disclosure: (text: string) => `Interés financiero declarado: ${text}`,
  familyChoice: (shortlisted: boolean, rank: number | null) =>
    rank !== null ? `Opción n.º ${rank} de la familia` : shortlisted ? 'Guardado por la familia, sin ordenar' : null,
  removed: (count: number) => `Proveedores que el hospital dejó fuera de la lista, con el motivo (${count})`,
  removedLine: (name: string, place: string, reason: string, by: string | null, when: string) =>
    `${name}, ${place}. Motivo: ${reason} (${by ? `${by}, ` : ''}${when})`,
  notServingHome: (zip: string) => `No presta servicio en el código postal del domicilio del paciente, ${zip} (datos de CMS)`,
  removedByRuleLine: (name: string, place: string, reason: string) =>
    `${name}, ${place}. Motivo: ${reason} (CareChoice lo dejó fuera; no se le mostró a la familia)`,
  invite: 'Invitación',
  inviteLine: (email: string, relationship: string | null, when: string, by: string | null) =>
    `Enviada a ${email}${relationship ? ` (${relationship})` : ''} el ${when}${by ? ` por ${by}` : ''}.`,
  noInvite: 'No se envió ninguna invitación.',
  acknowledgement: 'Declaración de conocimiento',
  acknowledgedBy: (name: string, relationship: string | null, when: string) => `Aceptada por ${name}${relationship ? ` (${relationship})` : ''}, el ${when}.`,
  noAcknowledgement: 'Todavía no se ha aceptado.',
  choices: 'Las opciones de la familia',
  shortlist: (names: string[]) => (names.length ? `Guardados: ${names.join('; ')}.` : 'Guardados: ninguno.'),
  ranking: (names: string[]) =>
    names.length ? `Orden de preferencia: ${names.map((name, index) => `${index + 1}. ${name}`).join('; ')}.` : 'Orden de preferencia: ninguno todavía.',
  confirmedBy: (name: string, relationship: string | null, when: string) => `Confirmadas por ${name}${relationship ? ` (${relationship})` : ''}, el ${when}.`,
  guidedBy: (staff: string) => `Confirmadas en una sesión guiada con ${staff}.`,
  language: (language: string) => `Idioma que usó la familia: ${language}.`,
  languages: { en: 'inglés', es: 'español' },
  relationships: { fc_patient: 'Paciente', fc_family: 'Familiar', fc_planner: 'Planificador', fc_other: 'Otro' },
  quoted: (text: string) => `“${text}”`,
  downloadPdf: 'Descargar PDF',
  openPdf: 'Abrir PDF',
  print: 'Imprimir',
};
