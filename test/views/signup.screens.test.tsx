import { MantineProvider } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { getInitialSnapshot, type SnapshotFrom } from 'xstate';
import type { Language } from '../../src/contract/language';
import type { AcceptedAcknowledgement, AccountForm, PatientForm } from '../../src/machines/signup/signupActors';
import { signupMachine, type SignupContext, type SignupEvent } from '../../src/machines/signup/signupMachine';
import {
  selectAccount,
  selectBusy,
  selectClaimError,
  selectCreateError,
  selectPatient,
  selectSignupScreen,
} from '../../src/machines/signup/signupSelectors';
import { AccountScreen, StartScreen, VerifyScreen } from '../../src/views/signup/SignupScreens';
import { leafStateNames } from '../support/modelWalk';

/**
 * The sign-up screens on their own, as functions of the flow's state: every leaf state that shows a form, drawn from
 * the selectors the route's container uses, with what each says and whether it is busy, and one gesture per event a
 * screen sends. The whole flow through the app (routes, titles, toasts, the session) is signup.model.test.tsx's.
 */
type SignupSnapshot = SnapshotFrom<typeof signupMachine>;

const INITIAL = getInitialSnapshot(signupMachine, {}).context;
const at = (value: string | Record<string, string>, context: Partial<SignupContext> = {}): SignupSnapshot =>
  signupMachine.resolveState({ value, context: { ...INITIAL, ...context } });

const PATIENT: PatientForm = { initial: 'N', lastName: 'Nguyễn', dateOfBirth: '03/14/1948' };
const ACCOUNT: AccountForm = {
  relationship: 'fc_family',
  firstName: 'Łukasz',
  lastName: '王秀英',
  email: 'lukasz@example.org',
  cellPhone: '6145550123',
  password: 'family-secret',
  confirmPassword: 'family-secret',
};
const ACKNOWLEDGEMENT: AcceptedAcknowledgement = { text: 'I choose my own care provider.', language: 'en' };

/** The screen the route's container draws for `snapshot` (SignupFlow.tsx), with the same selectors. */
function drawn(snapshot: SignupSnapshot, language: Language = 'en', kiosk = false) {
  const send = vi.fn<(event: SignupEvent) => void>();
  const screenName = selectSignupScreen(snapshot);
  const props = { send, busy: selectBusy(snapshot) };
  const element =
    screenName === 'start' ? (
      <StartScreen patient={selectPatient(snapshot)} acknowledgement={ACKNOWLEDGEMENT} send={send} />
    ) : screenName === 'verify' ? (
      <VerifyScreen patient={selectPatient(snapshot)} claimError={selectClaimError(snapshot)} acknowledgement={ACKNOWLEDGEMENT} {...props} />
    ) : (
      <AccountScreen account={selectAccount(snapshot)} createError={selectCreateError(snapshot)} language={language} kiosk={kiosk} {...props} />
    );
  render(<MantineProvider env="test">{element}</MantineProvider>);
  return { send, user: userEvent.setup({ delay: null }) };
}

const submitButton = (name: string) => screen.getByRole('button', { name });
const sent = (send: ReturnType<typeof drawn>['send']) => send.mock.calls.map(([event]) => event);

/** The leaf states a form screen shows in, each with its screen's heading and button, and whether it is busy. */
const FORM_STATES = {
  start: { heading: 'Welcome', submit: 'Next', busy: false },
  account: { heading: 'Create Your Account', submit: 'Get Started', busy: false },
  creatingAccount: { heading: 'Create Your Account', submit: 'Get Started', busy: true },
  loggingIn: { heading: 'Create Your Account', submit: 'Get Started', busy: true },
  claiming: { heading: 'Create Your Account', submit: 'Get Started', busy: true },
  'verify.ready': { heading: 'One More Thing', submit: 'Confirm', busy: false },
  'verify.claiming': { heading: 'One More Thing', submit: 'Confirm', busy: true },
} as const;
const valueOf = (name: string) => (name.includes('.') ? { [name.split('.')[0]!]: name.split('.')[1]! } : name);

describe('the sign-up screens, each leaf state with a form', () => {
  it('names every leaf state: those with a form here, the rest (loaders, the invalid invite, none) the flow’s', () => {
    const others = ['idle', 'fetchingInvite', 'invitePause', 'resuming.start', 'resuming.account', 'inviteInvalid', 'verify.loading', 'verify.pause', 'done'];
    expect([...Object.keys(FORM_STATES), ...others].sort()).toEqual(leafStateNames(signupMachine).sort());
  });

  it.each(Object.entries(FORM_STATES))('%s: its heading, what was typed, and a busy button while it waits', (name, expected) => {
    drawn(at(valueOf(name), { patient: PATIENT, account: ACCOUNT }));
    expect(screen.getByRole('heading', { name: expected.heading })).toBeInTheDocument();
    if (expected.heading === 'Create Your Account') {
      expect(screen.getByLabelText(/^First Name/)).toHaveValue('Łukasz');
      expect(screen.getByLabelText(/^Last Name/)).toHaveValue('王秀英');
      expect(screen.getByLabelText(/^Cell Phone/)).toHaveValue('(614) 555-0123');
      expect(screen.getByRole('button', { name: 'Back' })).toHaveProperty('disabled', expected.busy);
    } else {
      expect(screen.getByLabelText(/Last Name/)).toHaveValue('Nguyễn');
    }
    if (expected.busy) expect(submitButton(expected.submit)).toHaveAttribute('data-loading', 'true');
    else expect(submitButton(expected.submit)).not.toHaveAttribute('data-loading');
  });
});

describe('CHOICE_START', () => {
  it('asks for the acknowledgement before Next, and sends what was typed with the acknowledgement shown', async () => {
    const { send, user } = drawn(at('start', { patient: PATIENT }));
    expect(submitButton('Next')).toBeDisabled();
    await user.click(screen.getByRole('checkbox'));
    await user.click(submitButton('Next'));
    expect(sent(send)).toEqual([{ type: 'patient.submitted', patient: PATIENT, acknowledgement: ACKNOWLEDGEMENT }]);
  });

  it('tells the flow each change, so that going back keeps it', async () => {
    const { send, user } = drawn(at('start'));
    await user.type(screen.getByLabelText(/Last Name/), 'R');
    expect(sent(send).at(-1)).toEqual({ type: 'patient.changed', patient: expect.objectContaining({ lastName: 'R' }) });
  });
});

describe('CHOICE_ACCOUNT', () => {
  it('sends the account in the language on screen, and Back', async () => {
    const { send, user } = drawn(at('account', { account: ACCOUNT }), 'es');
    await user.click(submitButton('Get Started'));
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(sent(send)).toEqual([{ type: 'account.submitted', account: ACCOUNT, language: 'es' }, { type: 'account.back' }]);
  });

  it('offers no autofill on a kiosk', () => {
    drawn(at('account'), 'en', true);
    expect(screen.getByLabelText(/^Email/)).toHaveAttribute('autocomplete', 'off');
    expect(screen.getByLabelText(/^Password/)).toHaveAttribute('autocomplete', 'off');
  });

  it('fills in as the browser offers elsewhere', () => {
    drawn(at('account'));
    expect(screen.getByLabelText(/^Email/)).toHaveAttribute('autocomplete', 'email');
    expect(screen.getByLabelText(/^Password/)).toHaveAttribute('autocomplete', 'new-password');
  });

  it('tells the flow each change', async () => {
    const { send, user } = drawn(at('account'));
    await user.type(screen.getByLabelText(/^First Name/), 'x');
    expect(sent(send).at(-1)).toEqual({ type: 'account.changed', account: expect.objectContaining({ firstName: 'x' }) });
  });

  it.each([
    ['EmailTaken', 'An account with this e-mail already exists. Log in instead, or use another address.', /^Email/],
    ['PasswordTooCommon', null, /^Password/],
    ['InviteInvalid', 'This invitation has already been used. Ask your hospital for a new one.', null],
    ['Unexpected', 'Please check your details and try again.', null],
  ] as const)('says why a create failed (%s), keeping what was typed', (code, message, field) => {
    drawn(at('account', { account: ACCOUNT, createError: { code } }));
    const alert = screen.getByRole('alert');
    if (message) expect(alert).toHaveTextContent(message);
    else expect(alert.textContent).not.toBe('');
    if (field) expect(screen.getByLabelText(field)).toHaveAccessibleDescription(expect.stringContaining(alert.textContent!));
    expect(screen.getByLabelText(/^Email/)).toHaveValue(ACCOUNT.email);
  });
});

describe('CHOICE_VERIFY', () => {
  it('asks to confirm the details, and sends them with the acknowledgement accepted before', async () => {
    const { send, user } = drawn(at({ verify: 'ready' }, { patient: PATIENT }));
    expect(screen.getByText('Please confirm the details of the patient you are choosing care for.')).toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    await user.click(submitButton('Confirm'));
    expect(sent(send)).toEqual([{ type: 'verify.submitted', patient: PATIENT, acknowledgement: ACKNOWLEDGEMENT }]);
  });

  it('tells the flow each change', async () => {
    const { send, user } = drawn(at({ verify: 'ready' }));
    await user.type(screen.getByLabelText(/Last Name/), 'z');
    expect(sent(send).at(-1)).toEqual({ type: 'patient.changed', patient: expect.objectContaining({ lastName: 'z' }) });
  });

  it.each([
    [{ code: 'NotFound', limit: null }, ['We successfully created your account, but we could not match the patient details you entered against our database.', 'Please check the details below and try again.']],
    [{ code: 'Error', limit: 'TooManyAttempts' }, []],
    [{ code: 'Error', limit: 'InviteRevoked' }, []],
  ] as const)('says why a claim failed (%o)', (claimError, lines) => {
    drawn(at({ verify: 'ready' }, { claimError }));
    const alert = screen.getByRole('alert');
    for (const line of lines) expect(within(alert).getByText(line)).toBeInTheDocument();
    if (claimError.limit) expect(alert.textContent).not.toContain('Please check the details below');
    expect(screen.queryByText('Please confirm the details of the patient you are choosing care for.')).not.toBeInTheDocument();
  });
});
