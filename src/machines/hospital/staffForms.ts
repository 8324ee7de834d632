import { revokeKiosk } from '../../api/kioskRequests';
import { deactivateStaff, inviteStaff, revokeStaffInvite } from '../../api/staffRequests';
import { requestLogic } from '../request/requestMachine';

/**
 * The staff page's three changes (admins only), each one call (requestMachine.ts, walked in
 * test/machines/request.model.test.ts): invite someone, revoke an invitation, deactivate an account. Each answers
 * the whole directory, which the view hands to the directory actor (`resource.changed`).
 */
export const staffInviteLogic = requestLogic(inviteStaff);
export const revokeStaffInviteLogic = requestLogic(revokeStaffInvite);
export const deactivateStaffLogic = requestLogic(deactivateStaff);
/** Revokes a kiosk of the hospital; answers the kiosks still on (`resource.changed`). */
export const revokeKioskLogic = requestLogic(revokeKiosk);
