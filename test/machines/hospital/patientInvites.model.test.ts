import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, type EventFromLogic, type SnapshotFrom } from 'xstate';
import { ApiFailure } from '../../../src/api/client';
import type { CreatedInvite, CreateInviteRequest } from '../../../src/contract/planner';
import { patientInvitesMachine, type InviteFormValues } from '../../../src/machines/hospital/patientInvitesMachine';
import { walkEveryEdge } from '../../support/edgeWalk';
import { allowedEdges, type ExecutorsFor } from '../../support/modelWalk';
import { transitionCoverage } from '../../support/transitionCoverage';

/**
 * The patient page's invites machine on its own, every allowed edge: entering a patient's page (the same again, or
 * another), inviting (and a refusal, back to the form), resending, revoking after a confirmation (or cancelling it),
 * dismissing the link; after every step, what the page holds, what was asked of the server, and that the record was
 * reloaded after each change.
 */
type InvitesEvent = EventFromLogic<typeof patientInvitesMachine>;
type InvitesSnapshot = SnapshotFrom<typeof patientInvitesMachine>;
type WalkEvent = InvitesEvent | { type: `xstate.${string}`; output?: unknown; error?: unknown };

const VALUES: InviteFormValues = { email: 'ana.smith@example.com', cellPhone: '6145550123', relationship: 'fc_family', customAcknowledgementText: null };
const answerFor = (inviteId: number, code: string): CreatedInvite => ({
  inviteId,
  inviteCode: code,
  url: `http://carechoice.test/go/c/${code}`,
  expiresAt: 1_800_000_000,
});
const REFUSED = new ApiFailure(409, 'InviteUsed', 'This invite has already been used.');
const DOWN = new ApiFailure(0, 'Network', 'offline');

const coverage = transitionCoverage([patientInvitesMachine]);

type Call = { kind: 'create'; input: CreateInviteRequest } | { kind: 'resend' | 'revoke'; input: { inviteId: number } };

/** A real actor whose calls the test answers by hand, with the record reloads it asked for. */
function createHarness() {
  const calls: Call[] = [];
  const reloads: number[] = [];
  /** The events the page sent, in order. */
  const sent: string[] = [];
  let pending: { resolve(value: unknown): void; reject(error: unknown): void; signal: AbortSignal } | null = null;
  const waitFor = <T,>(call: Call, signal: AbortSignal) => {
    calls.push(call);
    signal.addEventListener('abort', () => {
      if (pending?.signal === signal) pending = null;
    });
    return new Promise<T>((resolve, reject) => (pending = { resolve: resolve as (value: unknown) => void, reject, signal }));
  };
  const machine = patientInvitesMachine.provide({
    actors: {
      createInviteActor: fromPromise<CreatedInvite, CreateInviteRequest>(({ input, signal }) => waitFor({ kind: 'create', input }, signal)),
      resendInviteActor: fromPromise<CreatedInvite, { inviteId: number }>(({ input, signal }) => waitFor({ kind: 'resend', input }, signal)),
      revokeInviteActor: fromPromise<unknown, { inviteId: number }>(({ input, signal }) => waitFor({ kind: 'revoke', input }, signal)),
    },
    actions: { reloadRecord: (_, params: { patientId: number }) => void reloads.push(params.patientId) },
  });
  const actor = createActor(machine, { inspect: coverage.inspect });
  actor.start();
  const answer = async (outcome: 'resolve' | 'reject', value: unknown) => {
    if (!pending) throw new Error('No request is waiting');
    const waiting = pending;
    pending = null;
    waiting[outcome](value);
    await vi.advanceTimersByTimeAsync(0);
  };
  return { actor, calls, reloads, sent, answer, pending: () => pending };
}
type Harness = ReturnType<typeof createHarness>;

type Executor = (h: Harness, event: WalkEvent) => Promise<void>;
const sendIt: Executor = async (h, event) => {
  const underWay = h.pending();
  const reloads = h.reloads.length;
  const before = h.actor.getSnapshot().context;
  h.sent.push(event.type);
  h.actor.send(event as InvitesEvent);
  // A link stays on its own patient's page only.
  if (event.type === 'invites.entered') expect(h.actor.getSnapshot().context.link).toBe(event.patientId === before.patientId ? before.link : null);
  // Entering a page again leaves what was under way (the request is cancelled), and reloads nothing itself.
  if (underWay && event.type === 'invites.entered') expect(underWay.signal.aborted).toBe(true);
  expect(h.reloads).toHaveLength(reloads);
};
/** An answer: the record reloads for the patient on show, whether the server did it or refused. */
const answerIt =
  (outcome: 'resolve' | 'reject', value: (h: Harness, event: WalkEvent) => unknown, reloads: boolean): Executor =>
  async (h, event) => {
    const before = h.reloads.length;
    await h.answer(outcome, value(h, event));
    expect(h.reloads).toEqual(reloads ? [...h.reloads.slice(0, before), h.actor.getSnapshot().context.patientId] : h.reloads.slice(0, before));
  };
const lastTarget = (h: Harness) => (h.calls.at(-1)!.input as { inviteId: number }).inviteId;
const executors = {
  'invites.entered': sendIt,
  'form.opened': sendIt,
  'form.closed': sendIt,
  'form.submitted': sendIt,
  'resend.asked': sendIt,
  'revoke.asked': sendIt,
  'revoke.confirmed': sendIt,
  'revoke.cancelled': sendIt,
  'link.dismissed': sendIt,
  'xstate.done.actor.createInvite': answerIt('resolve', () => answerFor(21, 'new-code'), true),
  'xstate.error.actor.createInvite': answerIt('reject', (_, event) => (event as { error: unknown }).error, false),
  'xstate.done.actor.resendInvite': answerIt('resolve', (h) => answerFor(lastTarget(h), 'fresh-code'), true),
  'xstate.error.actor.resendInvite': answerIt('reject', (_, event) => (event as { error: unknown }).error, true),
  'xstate.done.actor.revokeInvite': answerIt('resolve', () => ({ success: true }), true),
  'xstate.error.actor.revokeInvite': answerIt('reject', (_, event) => (event as { error: unknown }).error, true),
} satisfies ExecutorsFor<InvitesEvent['type'], Executor>;

const noRequest = (h: Harness) => expect(h.pending()).toBeNull();
const stateAssertions: Record<string, (h: Harness, snapshot: InvitesSnapshot) => void> = {
  inactive: (h, snapshot) => {
    expect(snapshot.context).toEqual({ patientId: null, link: null, target: null, failure: null, revoked: null });
    expect(snapshot.can({ type: 'form.opened' })).toBe(false);
    expect(h.calls).toEqual([]);
  },
  idle: (h, snapshot) => {
    noRequest(h);
    expect(snapshot.context.patientId).not.toBeNull();
    expect(snapshot.can({ type: 'form.opened' })).toBe(true);
    expect(snapshot.can({ type: 'resend.asked', inviteId: 3 })).toBe(true);
    expect(snapshot.can({ type: 'revoke.confirmed' })).toBe(false);
    // A link on show is the last answer's, and the revoked invite's link never stays on show.
    const link = snapshot.context.link;
    if (link) expect(link.url).toBe(`http://carechoice.test/go/c/${link.resent ? 'fresh-code' : 'new-code'}`);
    if (link && snapshot.context.revoked !== null) expect(link.inviteId).not.toBe(snapshot.context.revoked);
  },
  editing: (h, snapshot) => {
    noRequest(h);
    expect(snapshot.context.target).toBeNull();
    // While the form is open, nothing else can start: the rows' buttons are off.
    expect(snapshot.can({ type: 'resend.asked', inviteId: 3 })).toBe(false);
    expect(snapshot.can({ type: 'revoke.asked', inviteId: 3 })).toBe(false);
    if (snapshot.context.failure) expect(snapshot.context.failure.action).toBe('create');
  },
  creating: (h, snapshot) => {
    expect(snapshot.hasTag('busy')).toBe(true);
    expect(snapshot.context.failure).toBeNull();
    expect(h.calls.at(-1)).toEqual({ kind: 'create', input: { ...VALUES, patientId: snapshot.context.patientId } });
    expect(h.pending()).not.toBeNull();
  },
  resending: (h, snapshot) => {
    expect(snapshot.hasTag('busy')).toBe(true);
    expect(h.calls.at(-1)).toEqual({ kind: 'resend', input: { inviteId: snapshot.context.target } });
    expect(h.pending()).not.toBeNull();
  },
  confirming: (h, snapshot) => {
    noRequest(h);
    // Asking is not revoking: an invite is revoked only after a confirmation, one call each.
    expect(h.calls.filter((call) => call.kind === 'revoke')).toHaveLength(h.sent.filter((type) => type === 'revoke.confirmed').length);
    expect(snapshot.context.target).toBe(3);
    expect(snapshot.can({ type: 'revoke.confirmed' })).toBe(true);
  },
  revoking: (h, snapshot) => {
    expect(snapshot.hasTag('busy')).toBe(true);
    expect(h.calls.at(-1)).toEqual({ kind: 'revoke', input: { inviteId: snapshot.context.target } });
    expect(h.pending()).not.toBeNull();
  },
};

const events: WalkEvent[] = [
  { type: 'invites.entered', patientId: 7 },
  { type: 'invites.entered', patientId: 8 },
  { type: 'form.opened' },
  { type: 'form.closed' },
  { type: 'form.submitted', values: VALUES },
  { type: 'resend.asked', inviteId: 3 },
  { type: 'revoke.asked', inviteId: 3 },
  { type: 'revoke.confirmed' },
  { type: 'revoke.cancelled' },
  { type: 'link.dismissed' },
  { type: 'xstate.done.actor.createInvite', output: answerFor(21, 'new-code') },
  { type: 'xstate.error.actor.createInvite', error: DOWN },
  { type: 'xstate.done.actor.resendInvite', output: answerFor(3, 'fresh-code') },
  { type: 'xstate.error.actor.resendInvite', error: REFUSED },
  { type: 'xstate.done.actor.revokeInvite', output: { success: true } },
  { type: 'xstate.error.actor.revokeInvite', error: DOWN },
];
/** The state, the patient, and the few context facts the page shows: the link (new or resent), the refusal, a revoke. */
const serializeState = (snapshot: InvitesSnapshot) => {
  const { patientId, link, failure, revoked } = snapshot.context;
  return `${JSON.stringify(snapshot.value)} patient=${patientId} link=${link ? `${link.inviteId}${link.resent ? 'r' : ''}` : '-'} failure=${failure?.action ?? '-'} revoked=${revoked ?? '-'}`;
};
const edges = allowedEdges(patientInvitesMachine, { events: events as InvitesEvent[], input: undefined, serializeState });

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('patient invites machine, every allowed transition', () => {
  walkEveryEdge({ machine: patientInvitesMachine, edges, createHarness, executors, stateAssertions, serializeState });

  it('walks every edge the chart allows: their number, printed', () => {
    console.log(`patientInvites model: ${edges.length} edges walked`);
    expect(edges.length).toBe(EDGE_COUNT);
  });

});

/** Every allowed edge of the chart, with the context facts the page shows (the count the walk prints). */
const EDGE_COUNT = 270;
