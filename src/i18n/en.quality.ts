import { hoursAndMinutes } from './hoursAndMinutes';
import { catalogue } from './language';

/**
 * The words of Medicare's quality data: the provider page's "Quality in detail" and the comparison. Each
 * measure is named as a family would say it, and each warning sign says in one sentence what it means.
 */
export const qualityWords = catalogue('quality', {
  title: 'Quality in detail',
  updated: (month: string) => `Data from Medicare, updated ${month}`,
  loading: 'Loading Medicare’s quality data…',
  failed: 'We could not load Medicare’s quality data.',
  retry: 'Try again',
  none: 'Medicare publishes no detailed quality data for this provider.',
  notReported: 'Not reported',
  stateAverage: (state: string) => `${state} average`,
  nationalAverage: 'National average',
  averages: (state: string, stateAverage: string, national: string) => `${state} average ${stateAverage} · National average ${national}`,
  hours: (hours: number) => {
    const [h, m] = hoursAndMinutes(hours);
    const hourText = `${h} ${h === 1 ? 'hour' : 'hours'}`;
    if (h === 0) return `${m} min`;
    return m === 0 ? hourText : `${hourText} ${m} min`;
  },
  percent: (value: number) => `${Math.round(value * 10) / 10}%`,
  count: (value: number) => value.toLocaleString('en-US'),
  dollars: (value: number) => value.toLocaleString('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }),
  yes: 'Yes',
  no: 'No',
  groups: {
    staffing: {
      title: 'Staffing',
      intro: 'Hours of nursing care per resident each day, against the averages: more hours mean more time for each resident.',
    },
    inspections: {
      title: 'Inspections and fines',
      intro: 'What Medicare’s inspectors and complaint investigations found in the last three years.',
    },
    care: { title: 'Quality of care', intro: 'What Medicare measures of how well patients are cared for.' },
    services: { title: 'Services offered', intro: null },
    outcomes: { title: 'Results for patients', intro: 'How patients fared, against the averages.' },
    survey: { title: 'What patients and families said', intro: 'From Medicare’s survey of patients or their families.' },
  },
  measures: {
    nurseHoursPerResidentDay: 'All nursing staff',
    rnHoursPerResidentDay: 'Registered nurses',
    weekendNurseHoursPerResidentDay: 'All nursing staff on weekends',
    nursingStaffTurnover: 'Nursing staff who left in a year',
    rnTurnover: 'Registered nurses who left in a year',
    fines: 'Fines',
    finesTotalDollars: 'Total of fines',
    penalties: 'Penalties (fines and payment denials)',
    substantiatedComplaints: 'Complaints found to be true',
    shortStayQualityRating: 'Short stays (rehab after a hospital stay)',
    longStayQualityRating: 'Long stays (living in the home)',
    timelyCarePercent: 'Care began on time',
    walkingImprovedPercent: 'Patients who got better at walking or moving around',
    preventableHospitalizationRate: 'Patients admitted to a hospital when it could have been prevented',
    dischargeToCommunityRate: 'Patients who went home afterwards, not to a hospital or nursing home',
    preventableReadmissionRate: 'Patients back in a hospital within 30 days when it could have been prevented',
    wouldRecommendPercent: 'Would definitely recommend it',
    familySurveyRating: 'Family caregivers’ rating',
    hospiceCareIndex: 'Hospice Care Index (ten signs of good hospice care)',
    visitsLastDaysOfLifePercent: 'Patients visited by a nurse or social worker in their last days',
    offersNursing: 'Nursing care',
    offersPhysicalTherapy: 'Physical therapy',
    offersOccupationalTherapy: 'Occupational therapy',
    offersSpeechPathology: 'Speech therapy',
    offersMedicalSocialServices: 'Medical social services',
    offersHomeHealthAide: 'Home health aides',
  } as Record<string, string>,
  lowerIsBetter: 'Lower is better.',
  outOf10: (value: number) => `${Math.round(value * 10) / 10} of 10`,
  abuse: {
    label: 'Cited for abuse',
    explanation: 'Medicare marks a nursing home that was cited for abuse, neglect or exploitation of residents in its recent inspections.',
  },
  specialFocus: {
    label: 'Special Focus Facility',
    explanation: 'Medicare inspects a Special Focus Facility twice as often because it has a history of serious quality problems; a candidate may become one.',
    values: { SFF: 'Yes', 'SFF Candidate': 'Candidate' } as Record<string, string>,
  },
  ownership: {
    label: 'New owners in the last 12 months',
    explanation: 'A change of owners can bring changes of staff and of how the home is run.',
  },
  compare: {
    button: 'Compare',
    needTwo: 'Save two providers to compare them.',
    title: 'Compare saved providers',
    allOptions: 'All Options',
    print: 'Print',
    choose: (shown: number, saved: number) => `Showing ${shown} of your ${saved} saved providers. Choose up to three.`,
    rows: {
      distance: 'Distance',
      place: 'City',
      preferred: 'Recommended by the hospital',
      affiliated: 'Affiliated with the hospital',
      languages: 'Languages',
      amenities: 'Amenities & Information',
      nurseHours: 'Nursing care per resident each day',
      rnHours: 'Registered nurse care per resident each day',
      fines: 'Fines in the last three years',
      complaints: 'Complaints found to be true',
      abuse: 'Cited for abuse',
      specialFocus: 'Special Focus Facility',
    },
    none: 'None listed',
    view: (name: string) => `View ${name}`,
  },
});

/** Medicare's quality words in one language. */
export type QualityWords = typeof qualityWords.english;
