import { fromPromise } from 'xstate';
import { isStaffGroup, type User } from '../../contract/user';
import { fetchMe, login, logout } from '../../api/requests';

export interface StaffLoginInput {
  email: string;
  password: string;
}
export interface StaffLoginOutput {
  expiresAt: number;
  user: User;
}

/**
 * Only hospital staff (planners, case managers, admins) may use the console; a family account is a failed login,
 * the same failure as a wrong password, and its server session is ended at once.
 */
export const staffLoginActor = fromPromise<StaffLoginOutput, StaffLoginInput>(async ({ input, signal }) => {
  const { expiresAt } = await login({ email: input.email, password: input.password }, signal);
  const user = await fetchMe(signal);
  if (!isStaffGroup(user.group.type)) {
    await logout().catch(() => undefined);
    throw new Error('Only hospital staff can log in here.');
  }
  return { expiresAt, user };
});
