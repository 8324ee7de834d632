/**
 * The hospital's staff (`/hospital/staff`, admins only): its accounts and open invitations, loaded afresh each time
 * the page is entered. An invitation sent or revoked and an account deactivated are the page's own requests
 * (staffForms.ts); each answers the whole directory, which `resource.changed` puts in place.
 */
import { resourceMachine } from '../request/resourceMachine';
import { fetchStaffDirectoryActor } from './staffActors';

export const staffDirectoryMachine = resourceMachine('staffDirectory', fetchStaffDirectoryActor);
