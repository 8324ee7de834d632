import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createActor, fromPromise, type ActorRefFrom, type EventFromLogic, type SnapshotFrom } from 'xstate';
import { ApiFailure } from '../../../src/api/client';
import type { LoginRequest } from '../../../src/contract/auth';
import type { KioskConfig } from '../../../src/contract/kiosk';
import { kioskDeviceMachine } from '../../../src/machines/kiosk/kioskDeviceMachine';
import type { ConsoleSession } from '../../../src/machines/kiosk/kioskDeviceActors';
import { KIOSK_IDLE_MS } from '../../../src/machines/kiosk/kioskIdleMachine';
import type { kioskVisitMachine } from '../../../src/machines/kiosk/kioskVisitMachine';
import { KIOSK_ID, KIOSK_VISIT_ID } from '../../../src/machines/systemIds';
import { besideLanguageTask } from '../../support/besideLanguageTask';
import { KIOSK_STORAGE_KEY, loadKiosk, saveKiosk, type KeptKiosk } from '../../../src/machines/kiosk/kioskStorage';
import { loadDeviceLanguage, saveDeviceLanguage } from '../../../src/machines/language/languageStorage';
import { allowedEdges, leafStateNames, stateKey } from '../../support/modelWalk';
import { transitionCoverage } from '../../support/transitionCoverage';

/**
 * Whether the device is a kiosk, every allowed edge: a kept kiosk checked with the server, kept
 * offline, forgotten once turned off elsewhere; made one by the console; turned off with a staff member's password.
 * After every step, the state and what the device keeps.
 */
type DeviceEvent = EventFromLogic<typeof kioskDeviceMachine>;
type DeviceSnapshot = SnapshotFrom<typeof kioskDeviceMachine>;
type WalkEvent = DeviceEvent | { type: `xstate.${string}`; output?: unknown; error?: unknown };

const KEPT: KeptKiosk = { token: 'a'.repeat(43), config: { hospitalName: 'Riverside General', idleMinutes: 3, familyLanguage: 'en' } };
const FRESH: KioskConfig = { hospitalName: 'Riverside General', idleMinutes: 5, familyLanguage: 'es' };
const STARTED: KeptKiosk = { token: 'b'.repeat(43), config: { hospitalName: 'Riverside General', idleMinutes: 4, familyLanguage: 'es' } };
const STAFF: LoginRequest = { email: 'dana@riverside.example', password: 'planner-secret' };
const TURNED_OFF = new ApiFailure(404, 'KioskUnknown', 'This device is not a kiosk.');
const OFFLINE = new ApiFailure(0, 'Network', 'offline');
const WRONG = new ApiFailure(400, 'InvalidCredentials', 'The e-mail or password is not correct.');

const coverage = transitionCoverage([kioskDeviceMachine]);

/**
 * `language`: the device runs in a system beside a stand-in language task, which records what it is told there (alone,
 * there is none, and nothing is told).
 */
function createHarness(kept: KeptKiosk | null, guided = false, language: unknown[] | null = null) {
  const calls = {
    checks: [] as string[],
    releases: [] as { token: string; credentials: LoginRequest }[],
    returns: [] as LoginRequest[],
    handedToConsole: [] as ConsoleSession[],
  };
  const pending = new Map<string, { resolve(value: unknown): void; reject(error: unknown): void }>();
  const waiting =
    <Input,>(id: string, record: (input: Input) => void) =>
    ({ input }: { input: Input }) => {
      record(input);
      return new Promise((resolve, reject) => pending.set(id, { resolve, reject }));
    };
  const machine = kioskDeviceMachine.provide({
    actors: {
      checkKioskActor: fromPromise(waiting<{ token: string }>('checkKiosk', (input) => calls.checks.push(input.token))) as never,
      releaseKioskActor: fromPromise(waiting<{ token: string; credentials: LoginRequest }>('releaseKiosk', (input) => calls.releases.push(input))) as never,
      returnToConsoleActor: fromPromise(waiting<{ credentials: LoginRequest }>('returnToConsole', (input) => calls.returns.push(input.credentials))) as never,
    },
    actions: { handToConsole: (_, { session }) => calls.handedToConsole.push(session) },
  });
  const actor = language ? (besideLanguageTask(machine, KIOSK_ID, { kept, guided }, language) as ActorRefFrom<typeof kioskDeviceMachine>) : createActor(machine, { input: { kept, guided }, inspect: coverage.inspect }).start();
  const answer = async (id: string, outcome: 'resolve' | 'reject', value: unknown) => {
    const call = pending.get(id);
    expect(call, `${id} is under way`).toBeDefined();
    pending.delete(id);
    call![outcome](value);
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return { actor, calls, answer };
}
type Harness = ReturnType<typeof createHarness>;

type Executor = (h: Harness, event: WalkEvent) => Promise<void>;

const executors: Record<string, Executor> = {
  'kiosk.started': async (h, event) => void h.actor.send(event as DeviceEvent),
  'kiosk.releaseAsked': async (h, event) => {
    h.actor.send(event as DeviceEvent);
    expect(h.calls.releases.at(-1)).toEqual({ token: h.actor.getSnapshot().context.kept!.token, credentials: STAFF });
  },
  'guided.returnAsked': async (h, event) => {
    h.actor.send(event as DeviceEvent);
    expect(h.calls.returns.at(-1)).toEqual(STAFF);
  },
  // The session ended: the visit hears of it and clears the screen once more (a guided session's visit ends with it).
  'visit.ended': async (h, event) => {
    if (h.actor.getSnapshot().matches('guided')) return void h.actor.send(event as DeviceEvent);
    const visit = visitOf(h.actor.getSnapshot())!;
    const clears = visit.getSnapshot().context.clears;
    h.actor.send(event as DeviceEvent);
    expect(visit.getSnapshot().context.clears).toBe(clears + 1);
  },
  'xstate.done.actor.checkKiosk': (h, event) => h.answer('checkKiosk', 'resolve', (event as { output: unknown }).output),
  'xstate.error.actor.checkKiosk': (h, event) => h.answer('checkKiosk', 'reject', (event as { error: unknown }).error),
  'xstate.done.actor.releaseKiosk': (h) => h.answer('releaseKiosk', 'resolve', { success: true }),
  'xstate.error.actor.releaseKiosk': (h, event) => h.answer('releaseKiosk', 'reject', (event as { error: unknown }).error),
  'xstate.done.actor.returnToConsole': (h, event) => h.answer('returnToConsole', 'resolve', (event as { output: unknown }).output),
  'xstate.error.actor.returnToConsole': (h, event) => h.answer('returnToConsole', 'reject', (event as { error: unknown }).error),
};

const visitOf = (snapshot: DeviceSnapshot) => snapshot.children[KIOSK_VISIT_ID] as ActorRefFrom<typeof kioskVisitMachine> | undefined;

const stateAssertions: Record<string, (h: Harness, snapshot: DeviceSnapshot) => void> = {
  off: (_h, snapshot) => {
    expect(snapshot.context.kept).toBeNull();
    expect(visitOf(snapshot)).toBeUndefined();
    expect(localStorage.getItem(KIOSK_STORAGE_KEY)).toBeNull();
  },
  'on.checking': (h, snapshot) => {
    expect(h.calls.checks.at(-1)).toBe(snapshot.context.kept!.token);
    expect(loadKiosk()).toEqual(snapshot.context.kept);
  },
  'on.ready': (_h, snapshot) => {
    // What the device keeps is what it shows: the config as last read, with its token.
    expect(loadKiosk()).toEqual(snapshot.context.kept);
    expect(snapshot.context.kept).not.toBeNull();
    // The family's visit watches for the hospital's idle time as last read.
    expect(visitOf(snapshot)?.getSnapshot().context.idleMs).toBe(snapshot.context.kept!.config.idleMinutes * 60_000);
  },
  'on.releasing': (_h, snapshot) => {
    expect(snapshot.context.releaseError).toBeNull();
    expect(JSON.stringify(snapshot.context)).not.toContain(STAFF.password);
  },
  // A guided session: the kiosk's rules (the visit, the default idle time), no kiosk kept.
  'guided.ready': (h, snapshot) => {
    expect(visitOf(snapshot)?.getSnapshot().context.idleMs).toBe(KIOSK_IDLE_MS);
    expect(visitOf(snapshot)?.getSnapshot().value).toBe('present');
    expect(h.calls.handedToConsole).toEqual([]);
  },
  'guided.returning': (h, snapshot) => {
    expect(snapshot.context.returnError).toBeNull();
    expect(JSON.stringify(snapshot.context)).not.toContain(STAFF.password);
    expect(h.calls.handedToConsole).toEqual([]);
  },
  returnedToConsole: (h, snapshot) => {
    expect(h.calls.handedToConsole).toEqual([CONSOLE]);
    expect(visitOf(snapshot)).toBeUndefined();
  },
  guidedOver: (h, snapshot) => {
    expect(visitOf(snapshot)).toBeUndefined();
    expect(h.calls.handedToConsole).toEqual([]);
  },
};

const events: WalkEvent[] = [
  { type: 'kiosk.started', kept: STARTED },
  { type: 'kiosk.releaseAsked', credentials: STAFF },
  { type: 'visit.ended' },
  { type: 'xstate.done.actor.checkKiosk', output: FRESH },
  { type: 'xstate.error.actor.checkKiosk', error: TURNED_OFF },
  { type: 'xstate.error.actor.checkKiosk', error: OFFLINE },
  { type: 'xstate.done.actor.releaseKiosk' },
  { type: 'xstate.error.actor.releaseKiosk', error: WRONG },
];
const serializeState = (snapshot: DeviceSnapshot) =>
  `${JSON.stringify(snapshot.value)} ${snapshot.context.kept?.config.idleMinutes ?? '-'} ${snapshot.context.releaseError ?? ''}${snapshot.context.returnError ?? ''}`;
const edges = allowedEdges(kioskDeviceMachine, { events: events as DeviceEvent[], input: { kept: KEPT }, serializeState });

const CONSOLE: ConsoleSession = { expiresAt: 1_800_000_000, user: { id: 7, name: 'Dana Reyes', email: STAFF.email, cellPhone: '6145550100', createdAt: 1_700_000_000, group: { type: 'planner' } } };
const guidedEdges = allowedEdges(kioskDeviceMachine, {
  events: [
    ...events,
    { type: 'guided.returnAsked', credentials: STAFF },
    { type: 'xstate.done.actor.returnToConsole', output: CONSOLE },
    { type: 'xstate.error.actor.returnToConsole', error: WRONG },
    { type: 'xstate.error.actor.returnToConsole', error: OFFLINE },
  ] as DeviceEvent[],
  input: { kept: null, guided: true },
  serializeState,
});

beforeEach(() => {
  localStorage.clear();
  saveKiosk(KEPT);
});
afterEach(() => localStorage.clear());

/** Takes one edge's steps, checking the state and what must hold in it after each. */
async function walk(h: Harness, edge: (typeof edges)[number]) {
  for (const step of edge.steps) {
    await executors[step.event.type]!(h, step.event as WalkEvent);
    const snapshot = h.actor.getSnapshot();
    expect(serializeState(snapshot)).toBe(serializeState(step.state));
    stateAssertions[stateKey(snapshot.value)]!(h, snapshot);
  }
  h.actor.stop();
}

describe('kiosk device machine, every allowed transition', () => {
  it.each(edges.map((edge) => [edge.name, edge] as const))('%s', async (_name, edge) => walk(createHarness(KEPT), edge));

  it.each(guidedEdges.map((edge) => [`guided: ${edge.name}`, edge] as const))('%s', async (_name, edge) => {
    localStorage.clear();
    await walk(createHarness(null, true), edge);
  });

  it('covers the chart: every lasting state has an assertion, and the walk reaches each', () => {
    // `deciding` is passed through at once (always).
    const lasting = leafStateNames(kioskDeviceMachine).filter((name) => name !== 'deciding');
    expect(Object.keys(stateAssertions).sort()).toEqual(lasting.sort());
    const reached = new Set([...edges, ...guidedEdges].flatMap((edge) => [edge.from, edge.to]).map((key) => stateKey(JSON.parse(key.split(' ')[0]!))));
    expect([...reached].sort()).toEqual(Object.keys(stateAssertions).sort());
  });
});

describe('kiosk device machine', () => {
  it('is off on a device that keeps no kiosk, and asks nothing', () => {
    localStorage.clear();
    const h = createHarness(null);
    expect(h.actor.getSnapshot().value).toBe('off');
    expect(h.calls.checks).toEqual([]);
  });

  it('says why a release was refused, keeps the kiosk, and forgets the reason on the next try', async () => {
    const h = createHarness(KEPT);
    await h.answer('checkKiosk', 'resolve', KEPT.config);
    h.actor.send({ type: 'kiosk.releaseAsked', credentials: STAFF });
    await h.answer('releaseKiosk', 'reject', WRONG);
    expect(h.actor.getSnapshot().context.releaseError).toBe('InvalidCredentials');
    expect(loadKiosk()).toEqual(KEPT);
    h.actor.send({ type: 'kiosk.releaseAsked', credentials: STAFF });
    expect(h.actor.getSnapshot().context.releaseError).toBeNull();
  });
  it("forgets the device's last language when made a kiosk, so its first family starts in the family language", () => {
    localStorage.clear();
    saveDeviceLanguage('es');
    const h = createHarness(null);
    h.actor.send({ type: 'kiosk.started', kept: STARTED });
    expect(loadDeviceLanguage()).toBeNull();
    expect(h.actor.getSnapshot().context.kept?.config.familyLanguage).toBe('es');
  });

  it('reads a kiosk kept before the family language was answered as an English one, and still a kiosk', () => {
    localStorage.clear();
    localStorage.setItem(KIOSK_STORAGE_KEY, JSON.stringify({ token: KEPT.token, config: { hospitalName: 'Riverside General', idleMinutes: 3 } }));
    expect(loadKiosk()).toEqual({ token: KEPT.token, config: { hospitalName: 'Riverside General', idleMinutes: 3, familyLanguage: 'en' } });
    localStorage.setItem(KIOSK_STORAGE_KEY, JSON.stringify({ token: KEPT.token, config: { hospitalName: 'Riverside General', idleMinutes: 3, familyLanguage: 'fr' } }));
    expect(loadKiosk()).toBeNull();
    localStorage.setItem(KIOSK_STORAGE_KEY, 'null');
    expect(loadKiosk()).toBeNull();
  });

  it("starts each next family in the hospital's family language, and a kiosk whose device kept no language", async () => {
    localStorage.clear();
    const told: unknown[] = [];
    const h = createHarness(KEPT, false, told);
    // Known from what the device keeps, then read afresh: both in the family language while none is chosen here.
    expect(told).toEqual([{ type: 'language.reset', language: 'en' }]);
    await h.answer('checkKiosk', 'resolve', FRESH);
    expect(told).toEqual([
      { type: 'language.reset', language: 'en' },
      { type: 'language.reset', language: 'es' },
    ]);
    // A family chose a language: the page stays in it until their visit ends, and the next family starts afresh.
    saveDeviceLanguage('en');
    h.actor.send({ type: 'visit.ended' });
    expect(told.at(-1)).toEqual({ type: 'language.reset', language: 'es' });
    expect(told).toHaveLength(3);
  });

  it('leaves the language chosen on the device alone when a kiosk page is reloaded mid-visit', async () => {
    localStorage.clear();
    saveDeviceLanguage('es');
    const told: unknown[] = [];
    const h = createHarness(KEPT, false, told);
    await h.answer('checkKiosk', 'resolve', KEPT.config);
    expect(told).toEqual([]);
  });
});
