import { createPatient } from '../../api/staffRequests';
import { requestLogic } from '../request/requestMachine';

/**
 * The New Patient form's one call: idle → submitting → succeeded | failed (requestMachine.ts, walked in
 * test/machines/request.model.test.ts). The page provides what a success does: the toast, then the patient's page.
 */
export const newPatientLogic = requestLogic(createPatient);
