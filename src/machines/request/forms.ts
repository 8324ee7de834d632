import { changePassword, requestPasswordReset, resetPassword, updateMe } from '../../api/requests';
import { requestLogic } from './requestMachine';

/** The one-call forms of the app, each with its API call as its actor: views send values and render the state. */
export const forgotPasswordLogic = requestLogic((values: { email: string }, signal) => requestPasswordReset(values.email, signal));
export const passwordResetLogic = requestLogic(resetPassword);
export const passwordChangeLogic = requestLogic(changePassword);
export const contactUpdateLogic = requestLogic(updateMe);
