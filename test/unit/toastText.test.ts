import { describe, expect, it } from 'vitest';
import type { ToastNotice } from '../../src/machines/toast';
import { toastFor } from '../../src/views/shell/toastText';

/** Machines ask for toasts by kind; the shell's wording of each is the spec's, letter for letter. */
describe('the words of each toast a machine asks for', () => {
  it.each<[ToastNotice, ReturnType<typeof toastFor>]>([
    [{ kind: 'loginFailed' }, { type: 'error', title: 'Could Not Login', message: 'Your login is invalid, please try again.', timeout: 3000 }],
    [
      { kind: 'loginLocked', detail: 'Too many login attempts. Please try again in 30 seconds.' },
      { type: 'error', title: 'Could Not Login', message: 'Too many login attempts. Please try again in 30 seconds.', timeout: 8000 },
    ],
    [{ kind: 'accountCreated' }, { type: 'success', title: 'Account Created', message: 'Logging in...', timeout: 2000 }],
    [{ kind: 'createAccountFailed' }, { type: 'error', title: 'Could Not Create Account', message: 'Please check your details and try again.', timeout: 2000 }],
    [
      { kind: 'claimFailed' },
      { type: 'error', title: 'Could Not Verify Patient', message: 'Another user has already logged in or Please check patient details and try again.', timeout: 6000 },
    ],
    [{ kind: 'choicesSaved' }, { type: 'success', title: 'Choices saved', message: 'Your discharge planner can now see them.', timeout: 3000 }],
    [{ kind: 'saveChoicesFailed' }, { type: 'error', title: 'Oops!', message: 'Could not save choices, please try again.', timeout: 2000 }],
  ])('%o', (notice, shown) => {
    expect(toastFor(notice)).toEqual(shown);
  });
});
