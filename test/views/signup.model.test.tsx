import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SimulatedClock, type EventFromLogic } from 'xstate';
import { ApiFailure } from '../../src/api/client';
import * as requests from '../../src/api/requests';
import { INVITE_DELAY_MS, signupMachine } from '../../src/machines/signup/signupMachine';
import { allowedEdges, leafStateNames, stateKey, type ExecutorsFor } from '../support/modelWalk';
import { transitionCoverage, transitionKey } from '../support/transitionCoverage';
import { FAMILY_USER, renderApp } from '../render';
import { mockEmptyDashboard } from '../support/apiMocks';

vi.mock('../../src/api/requests');
const api = vi.mocked(requests);
beforeEach(() => mockEmptyDashboard(api));
/** Every transition the chart defines must be taken by the app's sign-up actor in some test. */
const coverage = transitionCoverage([signupMachine]);

/**
 * Model-based test of the sign-up flow through the whole app: every transition the chart defines is taken through
 * the UI (typing, clicking, navigating) against stand-in API answers the test gives by hand, with a simulated clock,
 * each walk from a fresh app. Each form's states are drawn on their own in signup.screens.test.tsx.
 */
type SignupEvent = EventFromLogic<typeof signupMachine>;
type WalkEvent = SignupEvent | { type: `xstate.${string}`; output?: unknown };

const INVITE = { email: FAMILY_USER.email, cellPhone: FAMILY_USER.cellPhone, customAcknowledgementText: null };
const PATIENT = { initial: 'M', lastName: 'Rivera', dateOfBirth: '03/14/1948' };
const ACCOUNT = {
  relationship: 'fc_family' as const,
  firstName: 'Ana',
  lastName: 'Rivera',
  email: FAMILY_USER.email,
  cellPhone: '6145550123',
  password: 'family-secret',
  confirmPassword: 'family-secret',
};
const DEFAULT_ACK = "By creating an account I acknowledge that I am being given the right to choose the care provider for the patient's post-acute care.";

type Call = 'fetchInvite' | 'fetchCurrentInvite' | 'createUser' | 'login' | 'claimPatient';

function createHarness() {
  const pending: Partial<Record<Call, { resolve(value: unknown): void; reject(error: unknown): void }>> = {};
  const defer = (name: Call) => new Promise((resolve, reject) => (pending[name] = { resolve, reject }));
  api.fetchInvite.mockImplementation(() => defer('fetchInvite') as never);
  api.fetchCurrentInvite.mockImplementation(() => defer('fetchCurrentInvite') as never);
  api.createUser.mockImplementation(() => defer('createUser') as never);
  api.login.mockImplementation(() => defer('login') as never);
  api.claimPatient.mockImplementation(() => defer('claimPatient') as never);
  api.fetchMe.mockResolvedValue(FAMILY_USER);
  api.logout.mockResolvedValue({ success: true });
  return {
    pending,
    clock: new SimulatedClock(),
    user: userEvent.setup({ delay: null }) as UserEvent,
    app: null as ReturnType<typeof renderApp> | null,
    /** Whether the browser holds a session (the verify path starts signed in; the sign-up path logs in). */
    signedIn: false,
    loginSucceeded: false,
    /** Whether the patient form was submitted on this path (a reload starts without it). */
    patientGiven: false,
    links: 0,
  };
}
type Harness = ReturnType<typeof createHarness>;

let current: Harness | null = null;
/** Answers the request the flow is waiting on. */
const settle = (name: Call, outcome: 'resolve' | 'reject', value: unknown) =>
  act(async () => {
    const waiting = current!.pending[name];
    if (!waiting) throw new Error(`No ${name} request is waiting`);
    waiting[outcome](value);
  });

/**
 * Fills a field as autofill or a paste does, in one input event: most walks fill both forms, and typing them key by
 * key was half of the walk's time. Key-by-key typing is signup.reload.test.tsx's, and keyboard.e2e's in a browser.
 */
async function fill(h: Harness, field: HTMLElement, value: string) {
  await h.user.clear(field);
  await h.user.paste(value);
}

async function fillPatient(h: Harness, withConfirmation: boolean) {
  await fill(h, screen.getByLabelText(/First Initial/), PATIENT.initial);
  await fill(h, screen.getByLabelText(/Last Name/), PATIENT.lastName);
  await h.user.selectOptions(screen.getByLabelText('Month'), '3');
  await h.user.selectOptions(screen.getByLabelText('Year'), '1948');
  await h.user.selectOptions(screen.getByLabelText('Day'), '14');
  if (withConfirmation) {
    const box = screen.getByRole('checkbox');
    if (!(box as HTMLInputElement).checked) await h.user.click(box);
  }
}

async function fillAccount(h: Harness) {
  await h.user.click(screen.getByRole('radio', { name: 'Family' }));
  for (const [label, value] of [
    [/^First Name/, ACCOUNT.firstName],
    [/^Last Name/, ACCOUNT.lastName],
    [/^Email/, ACCOUNT.email],
    [/^Cell Phone/, ACCOUNT.cellPhone],
    [/^Password/, ACCOUNT.password],
    [/^Confirm Password/, ACCOUNT.confirmPassword],
  ] as const) {
    await fill(h, screen.getByLabelText(label), value);
  }
}

/** Delays must pass in full: one millisecond short, nothing moves. */
async function passInviteDelay(h: Harness, stillText: string) {
  act(() => h.clock.increment(INVITE_DELAY_MS - 1));
  expect(screen.getByText(stillText)).toBeInTheDocument();
  act(() => h.clock.increment(1));
}

type Executor = (h: Harness, event: WalkEvent, first: boolean) => Promise<void>;
const executors = {
  'invite.opened': async (h, _event, first) => {
    if (first) h.app = renderApp('/go/c/invite-code', { clock: h.clock, inspect: coverage.inspect });
    // Opening a link again loads it afresh; here, another invite link in the same tab.
    else act(() => h.app!.navigate(`/go/c/invite-code-${++h.links}`));
  },
  'route.entered': async (h, event, first) => {
    const step = (event as { step: string }).step;
    if (first && step === 'verify') {
      h.signedIn = true;
      h.app = renderApp(`/choice/${step}`, { clock: h.clock, inspect: coverage.inspect, signedIn: true });
    } else if (first) {
      // A reload on Welcome or Create Your Account: the tab kept the invite's code, and nothing else.
      sessionStorage.setItem('carechoice:invite', 'invite-code');
      h.app = renderApp(`/choice/${step}`, { clock: h.clock, inspect: coverage.inspect });
    } else act(() => h.app!.navigate(`/choice/${step}`));
  },
  'patient.changed': async (h) => {
    await h.user.type(screen.getByLabelText(/Last Name/), 'z');
  },
  'patient.submitted': async (h) => {
    h.patientGiven = true;
    await fillPatient(h, true);
    await h.user.click(screen.getByRole('button', { name: 'Next' }));
  },
  'account.changed': async (h) => {
    await h.user.type(screen.getByLabelText(/^First Name/), 'x');
  },
  'account.back': async (h) => {
    await h.user.click(screen.getByRole('button', { name: 'Back' }));
  },
  'account.submitted': async (h) => {
    await fillAccount(h);
    await h.user.click(screen.getByRole('button', { name: 'Get Started' }));
  },
  'verify.submitted': async (h) => {
    await fillPatient(h, false);
    await h.user.click(screen.getByRole('button', { name: 'Confirm' }));
  },
  'signup.reset': async (h, _event, first) => {
    // From the start: a tab that opened an invite, then logged in on the login page.
    if (first) {
      h.app = renderApp('/', { clock: h.clock, inspect: coverage.inspect, signedIn: true });
      await screen.findByRole('banner');
    }
    const logOut = within(screen.getByRole('banner')).queryByRole('button', { name: 'Log out' });
    // On CHOICE_VERIFY the header has no 'Log out' (SPEC §2: sign-up is not finished): the session ends elsewhere.
    if (logOut) await h.user.click(logOut);
    else act(() => window.dispatchEvent(new StorageEvent('storage', { key: 'carechoice:session', oldValue: '{}', newValue: null })));
    h.signedIn = false;
  },
  'xstate.done.actor.fetchInvite': async () => settle('fetchInvite', 'resolve', INVITE),
  'xstate.error.actor.fetchInvite': async () => settle('fetchInvite', 'reject', new ApiFailure(404, 'InviteInvalid', 'used')),
  'xstate.done.actor.resumeInvite': async () => settle('fetchInvite', 'resolve', INVITE),
  'xstate.error.actor.resumeInvite': async () => settle('fetchInvite', 'reject', new ApiFailure(404, 'InviteInvalid', 'used')),
  'xstate.after.inviteDelay.signup.invitePause': async (h) => passInviteDelay(h, 'Checking your invitation…'),
  'xstate.after.inviteDelay.signup.verify.pause': async (h) => passInviteDelay(h, 'Loading your invitation…'),
  'xstate.done.actor.fetchCurrentInvite': async () => settle('fetchCurrentInvite', 'resolve', INVITE),
  'xstate.error.actor.fetchCurrentInvite': async () => settle('fetchCurrentInvite', 'reject', new ApiFailure(500, 'Error', 'down')),
  'xstate.done.actor.createAccount': async () => settle('createUser', 'resolve', FAMILY_USER),
  'xstate.error.actor.createAccount': async () =>
    settle('createUser', 'reject', new ApiFailure(400, 'EmailTaken', 'taken', { 'user.email': 'is already in use' })),
  'xstate.done.actor.login': async (h) => {
    h.loginSucceeded = true;
    // Without the patient's details there is no claim: the new session is handed over at once.
    if (!h.patientGiven) h.signedIn = true;
    await settle('login', 'resolve', { expiresAt: Math.floor(Date.now() / 1000) + 1800 });
  },
  'xstate.error.actor.login': async () => settle('login', 'reject', new ApiFailure(400, 'InvalidCredentials', 'no')),
  'xstate.done.actor.claim': async (h) => {
    if (h.loginSucceeded) h.signedIn = true;
    await settle('claimPatient', 'resolve', { id: 1, initial: 'M', lastName: 'Rivera', dateOfBirth: '1948-03-14', claimed: true });
  },
  'xstate.error.actor.claim': async (h) => {
    if (h.loginSucceeded) h.signedIn = true;
    await settle('claimPatient', 'reject', new ApiFailure(404, 'NotFound', 'no match'));
  },
  'xstate.done.actor.verifyClaim': async () =>
    settle('claimPatient', 'resolve', { id: 1, initial: 'M', lastName: 'Rivera', dateOfBirth: '1948-03-14', claimed: true }),
  'xstate.error.actor.verifyClaim': async () => settle('claimPatient', 'reject', new ApiFailure(500, 'Error', 'down')),
} satisfies ExecutorsFor<SignupEvent['type'], Executor>;

const expectAt = async (h: Harness, path: string) => {
  await waitFor(() => expect(h.app!.location()).toBe(path));
};
const expectTitle = async (title: string) => {
  await waitFor(() => expect(document.title).toBe(`${title} | CareChoice`));
};
const expectBusy = async (name: string) => {
  await waitFor(() => expect(screen.getByRole('button', { name })).toHaveAttribute('data-loading', 'true'));
};

/** What each state looks like to the user. Every state of the chart has one; each names a real state. */
const stateAssertions: Record<string, (h: Harness) => Promise<void>> = {
  idle: async (h) => expectAt(h, '/login'),
  fetchingInvite: async () => {
    expect(await screen.findByText('Checking your invitation…')).toBeInTheDocument();
    await expectTitle('Get Started');
  },
  invitePause: async () => {
    expect(await screen.findByText('Checking your invitation…')).toBeInTheDocument();
  },
  // A reload stays at its address while the kept invite is looked up again.
  'resuming.start': async (h) => {
    expect(await screen.findByText('Checking your invitation…')).toBeInTheDocument();
    expect(h.app!.location()).toBe('/choice/start');
  },
  'resuming.account': async (h) => {
    expect(await screen.findByText('Checking your invitation…')).toBeInTheDocument();
    expect(h.app!.location()).toBe('/choice/account');
  },
  inviteInvalid: async () => {
    expect(await screen.findByRole('heading', { name: 'Invalid Invite Code' })).toBeInTheDocument();
    expect(screen.getByText('Either your code is invalid or the invite has already been used.')).toBeInTheDocument();
  },
  start: async (h) => {
    await expectAt(h, '/choice/start');
    expect(await screen.findByRole('heading', { name: 'Welcome' })).toBeInTheDocument();
    await expectTitle('Enter Patient Details');
  },
  account: async (h) => {
    await expectAt(h, '/choice/account');
    expect(await screen.findByRole('heading', { name: 'Create Your Account' })).toBeInTheDocument();
    await expectTitle('Account Details');
    // The e-mail and phone the hospital invited are filled in; every walk keeps them.
    expect(screen.getByLabelText(/^Email/)).toHaveValue(INVITE.email);
    expect(screen.getByLabelText(/^Cell Phone/)).toHaveValue('(614) 555-0123');
  },
  creatingAccount: async () => expectBusy('Get Started'),
  loggingIn: async () => expectBusy('Get Started'),
  claiming: async () => expectBusy('Get Started'),
  'verify.loading': async (h) => {
    if (!h.signedIn) return expectAt(h, '/login');
    await expectAt(h, '/choice/verify');
    expect(await screen.findByText('Loading your invitation…')).toBeInTheDocument();
  },
  'verify.pause': async (h) => {
    if (!h.signedIn) return expectAt(h, '/login');
    expect(await screen.findByText('Loading your invitation…')).toBeInTheDocument();
  },
  'verify.ready': async (h) => {
    if (!h.signedIn) return expectAt(h, '/login');
    await expectAt(h, '/choice/verify');
    expect(await screen.findByRole('heading', { name: 'One More Thing' })).toBeInTheDocument();
    await expectTitle('Verify Patient Details');
    // Sign-up is not finished: the header has no way to the dashboard, the account or out (SPEC §2).
    const header = screen.getByRole('banner');
    for (const name of ['Patient Services', 'My Account', 'Log out', 'CareChoice home', 'Open menu']) {
      expect(within(header).queryByRole('link', { name })).not.toBeInTheDocument();
      expect(within(header).queryByRole('button', { name })).not.toBeInTheDocument();
    }
  },
  'verify.claiming': async () => expectBusy('Confirm'),
  done: async (h) => {
    await expectAt(h, h.signedIn ? '/' : '/login');
    if (h.signedIn) await expectTitle('Patient Services');
  },
};

const events = [
  { type: 'invite.opened', inviteCode: 'invite-code' },
  { type: 'route.entered', step: 'start' },
  { type: 'route.entered', step: 'account' },
  { type: 'route.entered', step: 'verify' },
  { type: 'patient.changed', patient: PATIENT },
  { type: 'patient.submitted', patient: PATIENT },
  { type: 'account.changed', account: ACCOUNT },
  { type: 'account.back' },
  { type: 'account.submitted', account: ACCOUNT },
  { type: 'verify.submitted', patient: PATIENT },
  { type: 'signup.reset' },
  { type: 'xstate.done.actor.fetchInvite', output: INVITE },
  { type: 'xstate.error.actor.fetchInvite', error: {} },
  { type: 'xstate.done.actor.resumeInvite', output: INVITE },
  { type: 'xstate.error.actor.resumeInvite', error: {} },
  { type: 'xstate.after.inviteDelay.signup.invitePause' },
  { type: 'xstate.after.inviteDelay.signup.verify.pause' },
  { type: 'xstate.done.actor.fetchCurrentInvite', output: INVITE },
  { type: 'xstate.error.actor.fetchCurrentInvite', error: {} },
  { type: 'xstate.done.actor.createAccount', output: FAMILY_USER },
  { type: 'xstate.error.actor.createAccount', error: {} },
  { type: 'xstate.done.actor.login', output: { expiresAt: 1, user: FAMILY_USER } },
  { type: 'xstate.error.actor.login', error: {} },
  { type: 'xstate.done.actor.claim', output: {} },
  { type: 'xstate.error.actor.claim', error: {} },
  { type: 'xstate.done.actor.verifyClaim', output: {} },
  { type: 'xstate.error.actor.verifyClaim', error: {} },
] as unknown as SignupEvent[];

const serializeState = (snapshot: { value: unknown; context: { patientDone: boolean; login: unknown } }) =>
  `${stateKey(snapshot.value)}${snapshot.context.patientDone ? ' (patient given)' : ''}${snapshot.context.login ? ' (logged in)' : ''}`;

// The walk starts in a tab that kept an invite's code, so that a reload on Welcome or Create Your Account is an edge.
const edges = allowedEdges(signupMachine, { events, input: { keptInviteCode: 'invite-code' }, serializeState: serializeState as never });

/**
 * What one walk stands for: the transition the chart defines that its last step takes (each guarded branch on its
 * own) and the state it leads to; a failed claim with the new account logged in apart from one without, since the
 * screen words them apart. Whether the patient was given or the account logged in on the way changes nothing else
 * the screens show: every edge with every such fact is the machine walk's (test/machines/signup.model.test.ts).
 */
const walkKey = (edge: (typeof edges)[number]) => {
  const transitions = signupMachine.getTransitionData(edge.fromState as never, edge.event as never).map(transitionKey).join(' + ');
  const loggedIn = (edge.event as WalkEvent).type === 'xstate.error.actor.claim' && (edge.fromState.context as { login: unknown }).login ? ' (logged in)' : '';
  return `${transitions} => ${edge.to.split(' (')[0]}${loggedIn}`;
};
/** The shortest edge of each kind (walkKey): each walk starts the app afresh, so the walks are what costs. */
const walks = [
  ...edges
    .reduce((shortest, edge) => {
      const key = walkKey(edge);
      const kept = shortest.get(key);
      if (!kept || edge.steps.length < kept.steps.length) shortest.set(key, edge);
      return shortest;
    }, new Map<string, (typeof edges)[number]>())
    .values(),
];

beforeEach(() => {
  current = createHarness();
});

describe('sign-up flow, every transition the chart defines through the real screens', () => {
  it.each(walks.map((edge) => [edge.name, edge] as const))('%s', async (_name, edge) => {
    const h = current!;
    for (const [index, step] of edge.steps.entries()) {
      await (executors as Record<string, Executor>)[step.event.type]!(h, step.event as WalkEvent, index === 0);
      await stateAssertions[stateKey(step.state.value)]!(h);
    }
    // Promises of SPEC §4/§8 tied to particular edges:
    const type = (edge.event as WalkEvent).type;
    if (type === 'xstate.done.actor.createAccount') {
      expect(await screen.findByText('Account Created')).toBeInTheDocument();
      expect(screen.getByText('Logging in...')).toBeInTheDocument();
    }
    if (type === 'xstate.error.actor.createAccount') {
      expect(await screen.findByText('Could Not Create Account')).toBeInTheDocument();
      expect(screen.getByLabelText(/^Email/)).toHaveValue(ACCOUNT.email);
    }
    if (type === 'xstate.error.actor.claim' || type === 'xstate.error.actor.verifyClaim') {
      // One toast per failed claim on the path (6 s each, so an earlier one may still show).
      const failedClaims = edge.steps.filter((step) => /^xstate\.error\.actor\.(verifyC|c)laim$/.test(step.event.type)).length;
      expect(await screen.findAllByText('Could Not Verify Patient')).toHaveLength(failedClaims);
      expect(screen.getAllByText('Another user has already logged in or Please check patient details and try again.')).toHaveLength(failedClaims);
    }
    if (type === 'xstate.error.actor.claim' && h.signedIn) {
      expect(screen.getByText('We successfully created your account, but we could not match the patient details you entered against our database.')).toBeInTheDocument();
      expect(screen.getByText('Please check the details below and try again.')).toBeInTheDocument();
    }
    if (type === 'xstate.done.actor.claim') {
      expect(api.claimPatient).toHaveBeenCalledWith(
        {
          patient: { initial: 'M', lastName: 'Rivera', dateOfBirth: '1948-03-14' },
          acknowledgement: { at: expect.any(Number), text: DEFAULT_ACK, language: 'en', by: 'fc_family' },
        },
        expect.anything(),
      );
    }
    if (type === 'account.submitted') {
      // The account's first language is the one on screen: English here.
      expect(api.createUser).toHaveBeenCalledWith({ user: ACCOUNT, inviteCode: 'invite-code', language: 'en' }, expect.anything());
    }
    // The longest walks type both forms: 3–4 s alone, past vitest's 5 s when the 2 cores are shared.
  }, 15_000);

  it('covers the chart: every state has an assertion, every assertion names a real state', () => {
    expect(Object.keys(stateAssertions).sort()).toEqual(leafStateNames(signupMachine).sort());
    const walked = new Set(walks.flatMap((edge) => edge.steps.map((step) => stateKey(step.state.value))));
    expect([...walked].sort()).toEqual(Object.keys(stateAssertions).sort());
  });
});
