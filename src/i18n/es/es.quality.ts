import type { QualityWords } from '../en.quality';
import type { Translation } from '../translation';
import { icu } from './icu';
import { hoursAndMinutes } from '../hoursAndMinutes';

/**
 * The words of Medicare's quality data in Spanish: a translation of `qualityWords` (i18n/en.quality.ts). Names
 * follow Medicare's Spanish site where it has one (Centro de Enfoque Especial, Índice de Cuidado de Hospicio,
 * enfermeros registrados, multas); the rest are plain words a family understands.
 */
export const qualityEs: Translation<QualityWords> = {
  title: 'Calidad en detalle',
  updated: icu('Datos de Medicare, actualizados en {month}', 'month'),
  loading: 'Cargando los datos de calidad de Medicare…',
  failed: 'No pudimos cargar los datos de calidad de Medicare.',
  retry: 'Intentar de nuevo',
  none: 'Medicare no publica datos detallados de calidad sobre este proveedor.',
  notReported: 'No informado',
  stateAverage: icu('Promedio de {state}', 'state'),
  nationalAverage: 'Promedio nacional',
  averages: icu('Promedio de {state}: {stateAverage} · Promedio nacional: {national}', 'state', 'stateAverage', 'national'),
  hours: (hours: number) => {
    const [h, m] = hoursAndMinutes(hours);
    const hourText = `${h} ${h === 1 ? 'hora' : 'horas'}`;
    if (h === 0) return `${m} min`;
    return m === 0 ? hourText : `${hourText} ${m} min`;
  },
  percent: (value: number) => `${Math.round(value * 10) / 10}%`,
  count: (value: number) => value.toLocaleString('es-US'),
  dollars: (value: number) => value.toLocaleString('es-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }),
  yes: 'Sí',
  no: 'No',
  groups: {
    staffing: {
      title: 'Personal',
      intro: 'Horas de cuidado de enfermería por residente cada día, comparadas con los promedios: más horas significan más tiempo para cada residente.',
    },
    inspections: {
      title: 'Inspecciones y multas',
      intro: 'Lo que encontraron los inspectores de Medicare y las investigaciones de quejas en los últimos tres años.',
    },
    care: { title: 'Calidad del cuidado', intro: 'Lo que mide Medicare sobre qué tan bien se cuida a los pacientes.' },
    services: { title: 'Servicios que ofrece', intro: null },
    outcomes: { title: 'Resultados para los pacientes', intro: 'Cómo les fue a los pacientes, comparado con los promedios.' },
    survey: { title: 'Lo que dijeron los pacientes y sus familias', intro: 'De la encuesta de Medicare a los pacientes o a sus familiares.' },
  },
  measures: {
    nurseHoursPerResidentDay: 'Todo el personal de enfermería',
    rnHoursPerResidentDay: 'Enfermeros registrados',
    weekendNurseHoursPerResidentDay: 'Todo el personal de enfermería los fines de semana',
    nursingStaffTurnover: 'Personal de enfermería que se fue en un año',
    rnTurnover: 'Enfermeros registrados que se fueron en un año',
    fines: 'Multas',
    finesTotalDollars: 'Total de multas',
    penalties: 'Sanciones (multas y denegaciones de pago)',
    substantiatedComplaints: 'Quejas que resultaron ser ciertas',
    shortStayQualityRating: 'Estadías cortas (rehabilitación después de una estadía en el hospital)',
    longStayQualityRating: 'Estadías largas (personas que viven en el hogar de ancianos)',
    timelyCarePercent: 'El cuidado comenzó a tiempo',
    walkingImprovedPercent: 'Pacientes que mejoraron al caminar o moverse',
    preventableHospitalizationRate: 'Pacientes internados en un hospital cuando se pudo haber evitado',
    dischargeToCommunityRate: 'Pacientes que después volvieron a casa, no a un hospital ni a un hogar de ancianos',
    preventableReadmissionRate: 'Pacientes que volvieron a un hospital dentro de los 30 días cuando se pudo haber evitado',
    wouldRecommendPercent: 'Definitivamente lo recomendarían',
    familySurveyRating: 'Calificación de los cuidadores familiares',
    hospiceCareIndex: 'Índice de Cuidado de Hospicio (diez señales de un buen cuidado de hospicio)',
    visitsLastDaysOfLifePercent: 'Pacientes que recibieron la visita de personal de enfermería o de trabajo social en sus últimos días',
    offersNursing: 'Cuidado de enfermería',
    offersPhysicalTherapy: 'Terapia física',
    offersOccupationalTherapy: 'Terapia ocupacional',
    offersSpeechPathology: 'Terapia del habla',
    offersMedicalSocialServices: 'Servicios sociales médicos',
    offersHomeHealthAide: 'Asistentes de salud en el hogar',
  },
  lowerIsBetter: 'Cuanto más bajo, mejor.',
  outOf10: (value: number) => `${Math.round(value * 10) / 10} de 10`,
  abuse: {
    label: 'Citado por abuso',
    explanation:
      'Medicare marca a un hogar de ancianos que fue citado por abuso, negligencia o explotación de residentes en sus inspecciones recientes.',
  },
  specialFocus: {
    label: 'Centro de Enfoque Especial',
    explanation:
      'Medicare inspecciona un Centro de Enfoque Especial el doble de veces porque tiene un historial de problemas graves de calidad; un candidato puede llegar a serlo.',
    values: { SFF: 'Sí', 'SFF Candidate': 'Candidato' },
  },
  ownership: {
    label: 'Nuevos dueños en los últimos 12 meses',
    explanation: 'Un cambio de dueños puede traer cambios en el personal y en la forma de administrar el hogar.',
  },
  compare: {
    button: 'Comparar',
    needTwo: 'Guarde dos proveedores para compararlos.',
    title: 'Comparar proveedores guardados',
    allOptions: 'Todas las opciones',
    print: 'Imprimir',
    choose: icu('Se muestran {shown} de sus {saved} proveedores guardados. Elija hasta tres.', 'shown', 'saved'),
    rows: {
      distance: 'Distancia',
      place: 'Ciudad',
      preferred: 'Recomendado por el hospital',
      affiliated: 'Afiliado al hospital',
      languages: 'Idiomas',
      amenities: 'Comodidades e información',
      nurseHours: 'Cuidado de enfermería por residente cada día',
      rnHours: 'Cuidado de enfermeros registrados por residente cada día',
      fines: 'Multas en los últimos tres años',
      complaints: 'Quejas que resultaron ser ciertas',
      abuse: 'Citado por abuso',
      specialFocus: 'Centro de Enfoque Especial',
    },
    none: 'Ninguno indicado',
    view: icu('Ver {name}', 'name'),
  },
};
