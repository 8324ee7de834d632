import { fromPromise } from 'xstate';
import type { CreatedInvite, CreateInviteRequest } from '../../contract/planner';
import { createInvite, resendInvite, revokeInvite } from '../../api/staffRequests';

export const createInviteActor = fromPromise<CreatedInvite, CreateInviteRequest>(({ input, signal }) => createInvite(input, signal));

export const resendInviteActor = fromPromise<CreatedInvite, { inviteId: number }>(({ input, signal }) => resendInvite(input.inviteId, signal));

export const revokeInviteActor = fromPromise<unknown, { inviteId: number }>(({ input, signal }) => revokeInvite(input.inviteId, signal));
