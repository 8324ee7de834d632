import { fromPromise } from 'xstate';
import type { User } from '../../contract/user';
import { fetchInvite, fetchMe, login, logout, refreshSession } from '../../api/requests';

export interface LoginInput {
  email: string;
  password: string;
}
export interface LoginOutput {
  expiresAt: number;
  user: User;
}

/** Only family accounts (group type patientChoice) may use the app; anything else is a failed login. */
export const loginActor = fromPromise<LoginOutput, LoginInput>(async ({ input, signal }) => {
  const { expiresAt } = await login({ email: input.email, password: input.password }, signal);
  const user = await fetchMe(signal);
  if (user.group.type !== 'patientChoice') {
    await logout().catch(() => undefined); // do not leave a planner's server session behind
    throw new Error('Only family accounts can log in here.');
  }
  return { expiresAt, user };
});

export const refreshActor = fromPromise<{ expiresAt: number }>(({ signal }) => refreshSession(signal));

export const logoutActor = fromPromise<void>(async ({ signal }) => {
  await logout(signal);
});

/** Whether an invite link opened while logged in can still be used (a used one, such as the family's own, cannot). */
export const checkInviteActor = fromPromise<{ inviteCode: string }, { inviteCode: string }>(async ({ input, signal }) => {
  await fetchInvite(input.inviteCode, signal);
  return { inviteCode: input.inviteCode };
});
