import { fromPromise } from 'xstate';
import { fetchMe } from '../../api/requests';
import { fetchStaffDirectory, fetchStaffInvite, joinStaff } from '../../api/staffRequests';
import type { StaffDirectory, StaffInviteDetails, StaffJoinRequest } from '../../contract/staff';
import type { StaffLoginOutput } from './staffSessionActors';

/** The staff page's directory. */
export const fetchStaffDirectoryActor = fromPromise<StaffDirectory>(({ signal }) => fetchStaffDirectory(signal));

/** What a staff invitation's link is for. */
export const fetchStaffInviteActor = fromPromise<StaffInviteDetails, { code: string }>(({ input, signal }) => fetchStaffInvite(input.code, signal));

/** Sets the password from the invitation: the new account is logged in, and answered as a login is. */
export const joinStaffActor = fromPromise<StaffLoginOutput, StaffJoinRequest>(async ({ input, signal }) => {
  const { expiresAt } = await joinStaff(input, signal);
  return { expiresAt, user: await fetchMe(signal) };
});
