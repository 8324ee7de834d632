import { setProviderDisclosure, setProviderLabels, updateHospitalSettings } from '../../api/staffRequests';
import { requestLogic } from '../request/requestMachine';

/**
 * The catalogue's four saves (admins only), each one call (requestMachine.ts, walked in
 * test/machines/request.model.test.ts): a provider's labels, from its row; a provider's financial-interest
 * disclosure, from its modal; the hospital's wording for 'preferred'; its kiosks' idle time (issue 22, item 2). Their
 * views hand the saved answer to the catalogue actor (`catalogue.providerSaved`, `hospital.saved`).
 */
export const providerLabelsLogic = requestLogic(setProviderLabels);
export const providerDisclosureLogic = requestLogic(setProviderDisclosure);
export const hospitalWordingLogic = requestLogic(updateHospitalSettings);
/** The same PUT as the wording's, with the idle time only: each form saves its own setting. */
export const kioskIdleLogic = requestLogic(updateHospitalSettings);
