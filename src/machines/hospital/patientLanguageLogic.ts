import { setPatientLanguage } from '../../api/staffRequests';
import { requestLogic } from '../request/requestMachine';

/** The patient page's save of the family's language: one call (requestMachine.ts, walked in request.model.test.ts). */
export const patientLanguageLogic = requestLogic(setPatientLanguage);
