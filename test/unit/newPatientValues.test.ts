import { describe, expect, it } from 'vitest';
import { EMPTY_NEW_PATIENT, newPatientRequest, newPatientRules } from '../../src/views/hospital/newPatientValues';

/** New Patient's home ZIP code, as the form checks it and sends it (the form's own test types one of these). */
describe('New Patient’s home ZIP code', () => {
  const rules = newPatientRules(() => new Date(2026, 11, 7));
  const FILLED = { ...EMPTY_NEW_PATIENT, firstName: 'Łukasz', lastName: 'Nguyễn', dateOfBirth: '1939-07-21', expectedDischargeDate: '2026-12-09', services: ['skilled_nursing'] };

  it.each([' 43215 ', '43215-1234', '43215 1234', '432151234'])('takes %j as the ZIP code 43215, as people write it', (typed) => {
    expect(rules.homeZip(typed)).toBeNull();
    expect(newPatientRequest({ ...FILLED, homeZip: typed }).patient.homeZip).toBe('43215');
  });

  it.each(['4321-12345', '4321', '43215-12', ''])('refuses %j, saying so on the field', (typed) => {
    expect(rules.homeZip(typed)).toBe('Home ZIP code must be 5 digits.');
  });
});
