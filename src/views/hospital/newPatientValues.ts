import { MAX_NAME_LENGTH } from '../../contract/limits';
import type { CreatePatientRequest } from '../../contract/planner';
import { fiveDigitZip } from '../../domain/zipCodes';
import { hospitalEn } from '../../i18n/en.hospital';
import { tooLongField } from '../forms/validators';

/**
 * The New Patient form's values, rules and request. Dates are the browser's date field's YYYY-MM-DD
 * (empty while incomplete); the rules are the server's (contract/planner.ts NewPatient), said in the form's words.
 */
export interface NewPatientValues {
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  mrn: string;
  homeZip: string;
  expectedDischargeDate: string;
  /** 'en', 'es', or '' when the planner does not know it (the hospital's language of family invitations applies). */
  preferredLanguage: string;
  /** Level-of-care keys, in the order chosen. */
  services: string[];
}

export const EMPTY_NEW_PATIENT: NewPatientValues = {
  firstName: '',
  lastName: '',
  dateOfBirth: '',
  mrn: '',
  homeZip: '',
  expectedDischargeDate: '',
  preferredLanguage: '',
  services: [],
};

const errors = hospitalEn.newPatient.errors;
const labels = hospitalEn.newPatient;
const MRN = /^[A-Za-z0-9](?:[A-Za-z0-9.-]{0,18}[A-Za-z0-9])?$/;

/** A day as YYYY-MM-DD in the browser's time zone (the planner's calendar, not UTC's). */
export const isoDay = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

const addDays = (date: Date, days: number) => new Date(date.getFullYear(), date.getMonth(), date.getDate() + days);

/** @mantine/form's rules: a message, or null when the value is right. `now` is read when the form checks. */
export const newPatientRules = (now: () => Date = () => new Date()) => ({
  // Names are checked as they are sent, trimmed; a longer one stays in its field with the message.
  firstName: (value: string) => {
    if (value.trim() === '') return errors.firstName;
    if (!/^\p{L}/u.test(value.trim())) return errors.firstLetter;
    return tooLongField(labels.firstName, MAX_NAME_LENGTH)(value.trim());
  },
  lastName: (value: string) => (value.trim() === '' ? errors.lastName : tooLongField(labels.lastName, MAX_NAME_LENGTH)(value.trim())),
  dateOfBirth: (value: string) => {
    if (value === '') return errors.dateOfBirth;
    return value >= '1890-01-01' && value <= isoDay(now()) ? null : errors.birthRange;
  },
  mrn: (value: string) => (value.trim() === '' || MRN.test(value.trim()) ? null : errors.mrn),
  homeZip: (value: string) => (fiveDigitZip(value) ? null : errors.homeZip),
  expectedDischargeDate: (value: string) => {
    if (value === '') return errors.discharge;
    return value >= isoDay(now()) && value <= isoDay(addDays(now(), 365)) ? null : errors.dischargeRange;
  },
  services: (value: string[]) => (value.length === 0 ? errors.services : null),
});

/** The request the values make: the initial is the first name's first letter; an empty MRN is none. */
export function newPatientRequest(values: NewPatientValues): CreatePatientRequest {
  const firstName = values.firstName.trim();
  return {
    patient: {
      initial: firstName[0]!.toUpperCase(),
      firstName,
      lastName: values.lastName.trim(),
      dateOfBirth: values.dateOfBirth,
      mrn: values.mrn.trim() || null,
      homeZip: fiveDigitZip(values.homeZip)!,
      expectedDischargeDate: values.expectedDischargeDate,
      preferredLanguage: values.preferredLanguage === 'en' || values.preferredLanguage === 'es' ? values.preferredLanguage : null,
    },
    services: values.services.map((levelOfCare) => ({ levelOfCare })),
  };
}

/** The server's field messages ('patient.mrn', 'services.0.levelOfCare') on the form's fields. */
export function formErrorsOf(fields: Record<string, string>): Partial<Record<keyof NewPatientValues, string>> {
  const found: Partial<Record<keyof NewPatientValues, string>> = {};
  for (const [path, message] of Object.entries(fields)) {
    const field = path.startsWith('services') ? 'services' : path.replace(/^patient\./, '');
    if (field in EMPTY_NEW_PATIENT) found[field as keyof NewPatientValues] ??= message;
  }
  return found;
}
