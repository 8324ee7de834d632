import { fromPromise } from 'xstate';
import { fetchKiosks } from '../../api/kioskRequests';
import type { KioskList } from '../../contract/kiosk';

/** The hospital's kiosks that are on, for the staff page. */
export const fetchKiosksActor = fromPromise<KioskList>(({ signal }) => fetchKiosks(signal));
