import { afterEach, beforeEach, describe, expect, vi } from 'vitest';
import { createActor, type EventFromLogic, type SnapshotFrom } from 'xstate';
import { ApiFailure } from '../../../src/api/client';
import type { CatalogueProvider } from '../../../src/contract/catalogue';
import type { CatalogueAnswer, CatalogueSearch } from '../../../src/machines/hospital/catalogueActors';
import { catalogueMachine } from '../../../src/machines/hospital/catalogueMachine';
import { SEARCH_PAUSE_MS } from '../../../src/machines/hospital/worklistMachine';
import { handAnswered } from '../../support/handAnswered';
import { walkEveryEdge } from '../../support/edgeWalk';
import { allowedEdges, type ExecutorsFor } from '../../support/modelWalk';
import { transitionCoverage } from '../../support/transitionCoverage';

/**
 * The catalogue machine on its own, every allowed edge: entering the page (the hospital's wording read with the
 * first page only), a search once typing pauses, a level chosen, a page turned, a failure and its retry, and the
 * saves handed over by the rows and the wording form; after every step, what is held and what was asked.
 */
type CatalogueEvent = EventFromLogic<typeof catalogueMachine>;
type CatalogueSnapshot = SnapshotFrom<typeof catalogueMachine>;
type WalkEvent = CatalogueEvent | { type: `xstate.${string}`; output?: unknown; error?: unknown };

const PROVIDER: CatalogueProvider = {
  id: 3,
  name: 'Provider 3',
  city: 'Columbus',
  state: 'OH',
  levelOfCare: 'skilled_nursing',
  rating: 4,
  preferred: false,
  affiliated: false,
  disclosure: null,
  medicareDataDate: null,
  warnings: [],
};
const LABELLED: CatalogueProvider = { ...PROVIDER, preferred: true };
const HOSPITAL = { id: 1, name: 'Riverside', preferredByPhrase: 'Riverside Recommended', preferredByPhraseEs: null, preferredExplanation: null, preferredExplanationEs: null, affiliatedExplanation: null, affiliatedExplanationEs: null, kioskIdleMinutes: 3, kioskTokenDays: 30, familyLanguage: 'en' as const, taglines: [], timeZone: 'America/New_York', stateTimeZone: 'America/New_York', ownTimeZone: false, ehrBaseUrl: null, ehrTokenSet: false };
const ANSWER: CatalogueAnswer = { catalogue: { providers: [PROVIDER], total: 30, page: 1, pageSize: 25 }, hospital: HOSPITAL };
const DOWN = new ApiFailure(0, 'Network', 'offline');

const coverage = transitionCoverage([catalogueMachine]);

function createHarness() {
  const call = handAnswered<CatalogueAnswer, CatalogueSearch>();
  const actor = createActor(catalogueMachine.provide({ actors: { fetchCatalogueActor: call.logic } }), { inspect: coverage.inspect });
  actor.start();
  return { actor, asked: call.asked, answer: call.answer, pending: call.pending };
}
type Harness = ReturnType<typeof createHarness>;

type Executor = (h: Harness, event: WalkEvent) => Promise<void>;
const sendIt: Executor = async (h, event) => {
  const underWay = h.pending();
  h.actor.send(event as CatalogueEvent);
  // Whatever replaces a load under way cancels it; what keeps it (spaces only, a save handed over) does not.
  if (underWay) expect(underWay.signal.aborted).toBe(h.pending() !== underWay);
};
const executors = {
  'catalogue.entered': sendIt,
  'catalogue.searched': sendIt,
  'catalogue.levelChosen': sendIt,
  'catalogue.paged': sendIt,
  'catalogue.retried': sendIt,
  'catalogue.providerSaved': async (h, event) => {
    await sendIt(h, event);
    // The saved provider replaces its row in the page held, if the page holds it.
    const held = h.actor.getSnapshot().context.answer;
    if (held) expect(held.providers).toEqual([LABELLED]);
  },
  'hospital.saved': async (h, event) => {
    await sendIt(h, event);
    expect(h.actor.getSnapshot().context.hospital).toEqual({ ...HOSPITAL, preferredByPhrase: 'Our Pick' });
  },
  'xstate.after.searchPause.catalogue.typing': async (h) => {
    const before = h.asked.length;
    await vi.advanceTimersByTimeAsync(SEARCH_PAUSE_MS - 1);
    expect(h.asked).toHaveLength(before);
    await vi.advanceTimersByTimeAsync(1);
    expect(h.asked).toHaveLength(before + 1);
  },
  'xstate.done.actor.fetchCatalogue': (h, event) => h.answer('resolve', (event as { output: unknown }).output),
  'xstate.error.actor.fetchCatalogue': (h, event) => h.answer('reject', (event as { error: unknown }).error),
} satisfies ExecutorsFor<CatalogueEvent['type'], Executor>;

const stateAssertions: Record<string, (h: Harness, snapshot: CatalogueSnapshot) => void> = {
  idle: (h, snapshot) => {
    expect(snapshot.context.answer).toBeNull();
    expect(h.pending()).toBeNull();
  },
  loading: (h, snapshot) => {
    expect(snapshot.hasTag('busy')).toBe(true);
    const { levelOfCare, query, page, hospital } = snapshot.context;
    // The level and page on show, the query without its spaces, and the hospital's wording until it is known.
    expect(h.asked.at(-1)).toMatchObject({ levelOfCare, query: query.trim(), page });
    if (hospital === null) expect(h.asked.at(-1)!.withHospital).toBe(true);
  },
  shown: (h, snapshot) => {
    expect(snapshot.context.answer?.total).toBe(30);
    expect(snapshot.context.hospital).not.toBeNull();
    expect(snapshot.context.error).toBeNull();
    expect(snapshot.hasTag('busy')).toBe(false);
    expect(h.pending()).toBeNull();
  },
  typing: (h, snapshot) => {
    expect(snapshot.hasTag('busy')).toBe(true);
    expect(snapshot.context.page).toBe(1);
    expect(h.pending()).toBeNull();
  },
  failed: (h, snapshot) => {
    expect(snapshot.context.error).toBe('Network');
    expect(snapshot.can({ type: 'catalogue.retried' })).toBe(true);
    expect(h.pending()).toBeNull();
  },
};

const events: WalkEvent[] = [
  { type: 'catalogue.entered' },
  { type: 'catalogue.searched', query: 'rose' },
  { type: 'catalogue.searched', query: 'rose ' },
  { type: 'catalogue.levelChosen', levelOfCare: 'hospice' },
  { type: 'catalogue.levelChosen', levelOfCare: '' },
  { type: 'catalogue.paged', page: 2 },
  { type: 'catalogue.retried' },
  { type: 'catalogue.providerSaved', provider: LABELLED },
  { type: 'hospital.saved', hospital: { ...HOSPITAL, preferredByPhrase: 'Our Pick' } },
  { type: 'xstate.after.searchPause.catalogue.typing' },
  { type: 'xstate.done.actor.fetchCatalogue', output: ANSWER },
  { type: 'xstate.error.actor.fetchCatalogue', error: DOWN },
];
const serializeState = (snapshot: CatalogueSnapshot) =>
  `${JSON.stringify(snapshot.value)} query=${JSON.stringify(snapshot.context.query)} level=${snapshot.context.levelOfCare} page=${snapshot.context.page}`;
const edges = allowedEdges(catalogueMachine, { events: events as CatalogueEvent[], input: undefined, serializeState });

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('catalogue machine, every allowed transition', () => {
  walkEveryEdge({ machine: catalogueMachine, edges, createHarness, executors, stateAssertions, serializeState });
});
