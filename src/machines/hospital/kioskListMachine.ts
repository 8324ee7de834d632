/**
 * The hospital's kiosks that are on (on the staff page, admins only), loaded afresh each time the page is entered, as
 * the staff directory beside it is. A kiosk revoked is the page's own request (staffForms.ts), which answers the
 * whole list: `resource.changed` puts it in place.
 */
import { resourceMachine } from '../request/resourceMachine';
import { fetchKiosksActor } from './kioskListActors';

export const kioskListMachine = resourceMachine('kioskList', fetchKiosksActor);
