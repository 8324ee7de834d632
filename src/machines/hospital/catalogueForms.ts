import { setProviderDisclosure, setProviderLabels, updateHospitalSettings } from '../../api/staffRequests';
import { requestLogic } from '../request/requestMachine';

/**
 * The catalogue's saves (admins only), each one call (requestMachine.ts, walked in
 * test/machines/request.model.test.ts): a provider's labels, from its row; a provider's financial-interest
 * disclosure, from its modal; the hospital's wording for 'preferred'; its explanations in English and Spanish; its kiosks' idle time and life; its
 * language-assistance taglines; its time zone; its EHR's address and token. Their views hand the saved answer to the catalogue actor
 * (`catalogue.providerSaved`, `hospital.saved`).
 */
export const providerLabelsLogic = requestLogic(setProviderLabels);
export const providerDisclosureLogic = requestLogic(setProviderDisclosure);
export const hospitalWordingLogic = requestLogic(updateHospitalSettings);
/** The same PUT, with the hospital's explanations of its labels and their Spanish versions. */
export const familyTextsLogic = requestLogic(updateHospitalSettings);
/** The same PUT as the wording's, with one kiosk setting only (idle time, or how many days a kiosk works). */
export const kioskSettingLogic = requestLogic(updateHospitalSettings);
/** The same PUT again, with the language-assistance taglines only: the admin's list, or null for the national one. */
export const taglinesLogic = requestLogic(updateHospitalSettings);
/** The same PUT, with the time zone only: an IANA zone, or null for the state's. */
export const timeZoneLogic = requestLogic(updateHospitalSettings);
/** The same PUT, with the EHR's address and token (a token left out stays as it is). */
export const ehrSettingsLogic = requestLogic(updateHospitalSettings);
