import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, fromPromise, type EventFromLogic, type SnapshotFrom } from 'xstate';
import { ApiFailure } from '../../../src/api/client';
import type { User } from '../../../src/contract/user';
import { staffSessionMachine, WORKLIST_ID, type StaffSessionInput } from '../../../src/machines/hospital/staffSessionMachine';
import type { StaffLoginInput, StaffLoginOutput } from '../../../src/machines/hospital/staffSessionActors';
import { loadStaffSession, saveStaffSession, STAFF_STORAGE_KEY } from '../../../src/machines/hospital/staffStorage';
import { REFRESH_LEAD_MS } from '../../../src/machines/session/sessionMachine';
import type { ShellCommand, ShellInput } from '../../../src/machines/shell';
import type { ToastNotice } from '../../../src/machines/toast';
import { allowedEdges, leafStateNames, stateKey, type ExecutorsFor } from '../../support/modelWalk';
import { transitionCoverage } from '../../support/transitionCoverage';

/**
 * The console's session, every allowed edge: log in (staff only), refresh 60 s before expiry, log out, and the ends
 * it does not choose (401, a failed refresh, another tab), with what each state keeps, where the console goes and
 * what it says checked after every step; then the restore of a kept session on reload.
 */
type StaffEvent = EventFromLogic<typeof staffSessionMachine>;
type StaffSnapshot = SnapshotFrom<typeof staffSessionMachine>;
type WalkEvent = StaffEvent | { type: `xstate.${string}`; output?: unknown; error?: unknown };

const NOW = new Date('2026-11-25T15:00:00Z');
const nowSeconds = () => Math.floor(Date.now() / 1000);
const PLANNER: User = { id: 2, name: 'Dana Okafor', email: 'dana@riverside.example', cellPhone: '6145550100', createdAt: 1_763_807_400, group: { type: 'planner' } };
const LOGIN_EXPIRY = Math.floor(NOW.getTime() / 1000) + 30 * 60;
const LOGIN: StaffLoginOutput = { expiresAt: LOGIN_EXPIRY, user: PLANNER };
const REFRESHED = { expiresAt: LOGIN_EXPIRY + 30 * 60 };
/** The server's absolute limit reached: the refresh answers the expiry the session already has (the first login's). */
const CAPPED = { expiresAt: LOGIN_EXPIRY };
const LOCKED = new ApiFailure(429, 'TooManyAttempts', 'Too many attempts. Try again in 15 minutes.');
const REFUSED = new ApiFailure(400, 'InvalidCredentials', 'The e-mail or password is not correct.');

const coverage = transitionCoverage([staffSessionMachine]);

type IoName = 'login' | 'refresh' | 'logout';

function createHarness(input: StaffSessionInput) {
  const pending: Partial<Record<IoName, { resolve(value: unknown): void; reject(error: unknown): void }>> = {};
  const calls = { login: [] as StaffLoginInput[], refresh: 0, logout: 0, navigate: [] as string[], toasts: [] as ToastNotice[], worklists: 0 };
  const io = <Output>(name: IoName) =>
    fromPromise<Output, unknown>(({ input: ioInput }) => {
      if (name === 'login') calls.login.push(ioInput as StaffLoginInput);
      else calls[name]++;
      return new Promise<Output>((resolve, reject) => (pending[name] = { resolve: resolve as (value: unknown) => void, reject }));
    });
  const machine = staffSessionMachine.provide({
    actors: {
      staffLoginActor: io<StaffLoginOutput>('login') as never,
      refreshActor: io<{ expiresAt: number }>('refresh') as never,
      logoutActor: io<void>('logout') as never,
      shell: fromCallback<ShellCommand, ShellInput>(({ receive }) => {
        receive((command) => {
          if (command.type === 'shell.navigate') calls.navigate.push(command.to);
          if (command.type === 'shell.toast') calls.toasts.push(command.toast);
        });
      }),
      worklist: fromCallback(() => {
        calls.worklists++;
      }) as never,
    },
  });
  const actor = createActor(machine, { input, inspect: coverage.inspect });
  actor.start();
  return { actor, pending, calls };
}
type Harness = ReturnType<typeof createHarness>;

const flush = () => vi.advanceTimersByTimeAsync(0);
const settle = async (h: Harness, name: IoName, outcome: 'resolve' | 'reject', value: unknown) => {
  const waiting = h.pending[name];
  if (!waiting) throw new Error(`No ${name} request is waiting`);
  delete h.pending[name];
  waiting[outcome](value);
  await flush();
};

type Executor = (h: Harness, event: WalkEvent) => Promise<void>;
const sendIt: Executor = async (h, event) => h.actor.send(event as StaffEvent);
const executors = {
  'staff.login': sendIt,
  'staff.signedIn': sendIt,
  'staff.logout': sendIt,
  'hospital.timeZoneChanged': sendIt,
  'session.unauthorized': sendIt,
  'session.ended': sendIt,
  'xstate.done.actor.login': (h, event) => settle(h, 'login', 'resolve', (event as { output: unknown }).output),
  'xstate.error.actor.login': (h, event) => settle(h, 'login', 'reject', (event as { error: unknown }).error),
  // The refresh goes exactly 60 s before the expiry, not a millisecond sooner.
  'xstate.after.refreshDelay.staffSession.signedIn.active': async (h) => {
    const due = h.actor.getSnapshot().context.tokenExpiresAt! * 1000 - REFRESH_LEAD_MS;
    const before = h.calls.refresh;
    await vi.advanceTimersByTimeAsync(due - Date.now() - 1);
    expect(h.calls.refresh).toBe(before);
    await vi.advanceTimersByTimeAsync(1);
    expect(h.calls.refresh).toBe(before + 1);
  },
  'xstate.done.actor.refresh': (h, event) => settle(h, 'refresh', 'resolve', (event as { output: unknown }).output),
  'xstate.error.actor.refresh': (h) => settle(h, 'refresh', 'reject', new ApiFailure(401, 'Unauthorized', 'ended')),
  // At the absolute limit the session ends at its expiry, not a millisecond sooner, with no refresh in between.
  'xstate.after.untilExpiry.staffSession.signedIn.lastMinute': async (h) => {
    const refreshes = h.calls.refresh;
    await vi.advanceTimersByTimeAsync(h.actor.getSnapshot().context.tokenExpiresAt! * 1000 - Date.now() - 1);
    expect(h.actor.getSnapshot().matches({ signedIn: 'lastMinute' })).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(h.calls.refresh).toBe(refreshes);
  },
  'xstate.done.actor.logout': (h) => settle(h, 'logout', 'resolve', { success: true }),
  'xstate.error.actor.logout': (h) => settle(h, 'logout', 'reject', new ApiFailure(0, 'Network', 'offline')),
} satisfies ExecutorsFor<StaffEvent['type'], Executor>;

const expectForgotten = (h: Harness, snapshot: StaffSnapshot) => {
  expect(snapshot.context.user).toBeNull();
  expect(snapshot.context.tokenExpiresAt).toBeNull();
  expect(localStorage.getItem(STAFF_STORAGE_KEY)).toBeNull();
  expect(h.actor.system.get(WORKLIST_ID)).toBeUndefined();
};

const stateAssertions: Record<string, (h: Harness, snapshot: StaffSnapshot, last: WalkEvent) => void> = {
  loggedOut: (h, snapshot, last) => {
    expectForgotten(h, snapshot);
    if (last.type === 'xstate.error.actor.login') {
      const error = (last as { error: unknown }).error;
      expect(h.calls.toasts.at(-1)).toEqual(error === LOCKED ? { kind: 'loginLocked', detail: LOCKED.message } : { kind: 'loginFailed' });
      expect(snapshot.context.loginError).toBe(error === LOCKED ? 'TooManyAttempts' : 'InvalidCredentials');
    }
  },
  loggingIn: (h, snapshot) => {
    expect(snapshot.hasTag('busy')).toBe(true);
    expect(snapshot.context.loginError).toBeNull();
    expect(h.calls.login.at(-1)).toEqual({ email: 'dana@riverside.example', password: 'planner-secret' });
  },
  'signedIn.active': (h, snapshot, last) => {
    expect(snapshot.hasTag('signedIn')).toBe(true);
    // An admin's saved time zone is the console's clock at once, and kept for a reload.
    const user = last.type === 'hospital.timeZoneChanged' ? { ...PLANNER, timeZone: last.timeZone } : PLANNER;
    expect(snapshot.context.user).toEqual(user);
    expect(loadStaffSession()).toEqual({ user, tokenExpiresAt: snapshot.context.tokenExpiresAt });
    // The worklist runs with the session: one actor for the whole signed-in stretch, refreshes included.
    expect(h.actor.system.get(WORKLIST_ID)).toBeDefined();
    expect(h.calls.worklists).toBe(1);
    if (last.type === 'xstate.done.actor.login' || last.type === 'staff.signedIn') expect(h.calls.navigate.at(-1)).toBe('/hospital');
    if (last.type === 'xstate.done.actor.refresh') expect(snapshot.context.tokenExpiresAt).toBe(REFRESHED.expiresAt);
  },
  'signedIn.lastMinute': (h, snapshot) => {
    expect(snapshot.hasTag('signedIn')).toBe(true);
    expect(h.pending.refresh).toBeUndefined();
    expect(h.actor.system.get(WORKLIST_ID)).toBeDefined();
  },
  'signedIn.refreshing': (h, snapshot) => {
    expect(snapshot.hasTag('signedIn')).toBe(true);
    expect(h.pending.refresh).toBeDefined();
    expect(h.actor.system.get(WORKLIST_ID)).toBeDefined();
  },
  loggingOut: (h, snapshot) => {
    expectForgotten(h, snapshot);
    expect(h.calls.navigate.at(-1)).toBe('/hospital/login');
    expect(h.calls.logout).toBe(1);
  },
};

const events: WalkEvent[] = [
  { type: 'staff.login', email: 'dana@riverside.example', password: 'planner-secret' },
  // A staff invitation's password just set: that call logged in already.
  { type: 'staff.signedIn', login: LOGIN },
  { type: 'staff.logout' },
  { type: 'hospital.timeZoneChanged', timeZone: 'America/Chicago' },
  { type: 'session.unauthorized' },
  { type: 'session.ended' },
  { type: 'xstate.done.actor.login', output: LOGIN },
  { type: 'xstate.error.actor.login', error: REFUSED },
  { type: 'xstate.error.actor.login', error: LOCKED },
  { type: 'xstate.after.refreshDelay.staffSession.signedIn.active' },
  { type: 'xstate.done.actor.refresh', output: REFRESHED },
  { type: 'xstate.done.actor.refresh', output: CAPPED },
  { type: 'xstate.after.untilExpiry.staffSession.signedIn.lastMinute' },
  { type: 'xstate.error.actor.refresh', error: new Error('401') },
  { type: 'xstate.done.actor.logout' },
  { type: 'xstate.error.actor.logout', error: new Error('offline') },
];
/** The state plus whether it was refreshed once (the refresh can then happen again only after a new login). */
const serializeState = (snapshot: StaffSnapshot) => `${JSON.stringify(snapshot.value)}${snapshot.context.tokenExpiresAt === REFRESHED.expiresAt ? ' (refreshed)' : ''}`;
// CAPPED answers the first login's expiry: after a refresh moved it later, no server answers an earlier one.
const edges = allowedEdges(staffSessionMachine, { events: events as StaffEvent[], input: { persisted: null }, serializeState }).filter(
  (edge) => !(edge.from.endsWith('(refreshed)') && (edge.event as { output?: unknown }).output === CAPPED),
);

beforeEach(() => {
  vi.useFakeTimers({ now: NOW });
  localStorage.clear();
});
afterEach(() => vi.useRealTimers());

describe('staff session machine, every allowed transition', () => {
  it.each(edges.map((edge) => [edge.name, edge] as const))('%s', async (_name, edge) => {
    const h = createHarness({ persisted: null });
    for (const step of edge.steps) {
      const navigated = h.calls.navigate.length;
      await (executors as Record<string, Executor>)[step.event.type]!(h, step.event as WalkEvent);
      const snapshot = h.actor.getSnapshot();
      expect(serializeState(snapshot)).toBe(serializeState(step.state));
      stateAssertions[stateKey(snapshot.value)]!(h, snapshot, step.event as WalkEvent);
      // Every end of a session, chosen or not, lands on the staff login.
      const ends = ['staff.logout', 'session.unauthorized', 'session.ended', 'xstate.error.actor.refresh', 'xstate.after.untilExpiry.staffSession.signedIn.lastMinute'].includes(
        step.event.type,
      );
      if (ends) expect(h.calls.navigate.slice(navigated)).toEqual(['/hospital/login']);
    }
    h.actor.stop();
  });

  it('covers the chart: every state has an assertion and every assertion names a real state', () => {
    // `restoring` and `ended` are passed through at once (always); the walks go through both.
    const lasting = leafStateNames(staffSessionMachine).filter((name) => name !== 'restoring' && name !== 'ended');
    expect(Object.keys(stateAssertions).sort()).toEqual(lasting.sort());
    const reached = new Set(edges.flatMap((edge) => [edge.from, edge.to]).map((key) => stateKey(JSON.parse(key.split(' (')[0]!))));
    expect([...reached].sort()).toEqual(Object.keys(stateAssertions).sort());
  });
});

describe('a reload', () => {
  it('restores a kept session that has not expired, with its worklist', () => {
    saveStaffSession({ user: PLANNER, tokenExpiresAt: nowSeconds() + 600 });
    const h = createHarness({ persisted: loadStaffSession() });
    expect(h.actor.getSnapshot().matches({ signedIn: 'active' })).toBe(true);
    expect(h.calls.worklists).toBe(1);
    expect(h.calls.navigate).toEqual([]);
  });

  it('forgets an expired one', () => {
    saveStaffSession({ user: PLANNER, tokenExpiresAt: nowSeconds() - 1 });
    const h = createHarness({ persisted: loadStaffSession() });
    expect(h.actor.getSnapshot().value).toBe('loggedOut');
    expect(localStorage.getItem(STAFF_STORAGE_KEY)).toBeNull();
  });
});
