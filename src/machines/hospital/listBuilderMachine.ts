/**
 * Building a service's list of options (`/hospital/patients/{id}/services/{serviceId}/list`).
 *
 * idle      nothing asked yet.
 * loading   the candidates for the area and radius asked (none: the list's, else the patient's home, else the
 *           hospital); the draft survives another area or radius, and providers newly within the radius are checked.
 * editing   choosing: checking and unchecking; unchecking a provider within the radius goes to askingReason, since
 *           CMS's rule (42 CFR 482.43(c)) lets the list leave one off only for a reason on the record.
 * readOnly  the family confirmed the list: nothing changes it; `list.reoffered` starts a new version from it.
 * saving    the list as drafted; then editing the saved list (a new version is not confirmed yet), or editing with
 *           the server's refusal (`saveError`), nothing lost.
 * notFound  no such service in this hospital (404).
 * failed    the candidates could not be loaded (`error`: its code); `candidates.retried` asks again.
 */
import { assign, setup } from 'xstate';
import { toApiFailure } from '../../api/client';
import type { Candidates, CandidatesRequest, ListArea, SavedOptionList, SaveOutcome } from '../../contract/plannerLists';
import { fetchCandidatesActor, saveOptionListActor } from './listBuilderActors';
import { areaOf, check, draftFrom, extendDraft, saveBody, uncheck, type ListDraft } from './listDraft';

export interface ListBuilderContext {
  serviceId: number | null;
  /** What the next load asks for. */
  request: CandidatesRequest;
  answer: Candidates | null;
  draft: ListDraft | null;
  /** The provider whose removal waits for its reason. */
  pendingRemoval: number | null;
  /** The last load's failure code. */
  error: string | null;
  /** A place the server did not know, or the save's refusal, in its words. */
  areaError: string | null;
  saveError: string | null;
  /** What the last save did, for the notice. */
  outcome: SaveOutcome | null;
}

export type ListBuilderEvent =
  | { type: 'list.entered'; serviceId: number }
  | { type: 'area.changed'; area: ListArea }
  | { type: 'radius.changed'; radiusMiles: number }
  | { type: 'provider.checked'; providerId: number }
  | { type: 'provider.unchecked'; providerId: number }
  | { type: 'reason.given'; reason: string }
  | { type: 'reason.cancelled' }
  | { type: 'list.saved' }
  | { type: 'list.reoffered' }
  | { type: 'candidates.retried' };

const fresh = { answer: null, draft: null, pendingRemoval: null, error: null, areaError: null, saveError: null, outcome: null };

export const listBuilderMachine = setup({
  types: { context: {} as ListBuilderContext, events: {} as ListBuilderEvent },
  actors: { fetchCandidatesActor, saveOptionListActor },
  actions: {
    enterService: assign((_, params: { serviceId: number }) => ({ serviceId: params.serviceId, request: {}, ...fresh })),
    askArea: assign(({ context }, params: { area: ListArea }) => ({ request: { ...context.request, area: params.area }, areaError: null, outcome: null })),
    askRadius: assign(({ context }, params: { radiusMiles: number }) => ({ request: { ...context.request, radiusMiles: params.radiusMiles }, outcome: null })),
    /** The answer, and the draft: started from it the first time, else kept with providers newly in the area checked. */
    storeAnswer: assign(({ context }, params: { answer: Candidates }) => ({
      answer: params.answer,
      request: { area: areaOf(params.answer.area), radiusMiles: params.answer.radiusMiles },
      draft: context.draft ? extendDraft(context.draft, params.answer) : draftFrom(params.answer),
      error: null,
    })),
    storeSaved: assign((_, params: { saved: SavedOptionList }) => ({
      answer: params.saved.candidates,
      request: { area: areaOf(params.saved.candidates.area), radiusMiles: params.saved.candidates.radiusMiles },
      draft: draftFrom(params.saved.candidates),
      outcome: params.saved.outcome,
      saveError: null,
    })),
    restartDraft: assign(({ context }) => ({ draft: draftFrom(context.answer!), outcome: null })),
    checkProvider: assign(({ context }, params: { providerId: number }) => ({ draft: check(context.draft!, params.providerId), outcome: null })),
    removeProvider: assign(({ context }, params: { providerId: number }) => ({ draft: uncheck(context.draft!, params.providerId, null), outcome: null })),
    holdRemoval: assign((_, params: { providerId: number }) => ({ pendingRemoval: params.providerId })),
    removeWithReason: assign(({ context }, params: { reason: string }) => ({
      draft: uncheck(context.draft!, context.pendingRemoval!, params.reason.trim()),
      outcome: null,
    })),
    dropRemoval: assign({ pendingRemoval: null }),
    storeLoadError: assign((_, params: { error: unknown }) => ({ error: toApiFailure(params.error).code })),
    storeAreaError: assign((_, params: { error: unknown }) => ({ areaError: toApiFailure(params.error).message })),
    storeSaveError: assign((_, params: { error: unknown }) => ({ saveError: toApiFailure(params.error).message })),
  },
  guards: {
    isMissing: (_, params: { error: unknown }) => toApiFailure(params.error).status === 404,
    /** A place the server does not know (400) while a list is on show: said beside the area, the list stays. */
    isUnknownPlace: ({ context }, params: { error: unknown }) => context.answer !== null && toApiFailure(params.error).status === 400,
    isConfirmed: (_, params: { answer: Candidates }) => params.answer.list?.complete === true,
    /** Checked on the draft: only those can be unchecked. */
    isOffered: ({ context }, params: { providerId: number }) => context.draft?.chosen.includes(params.providerId) === true,
    /** Checked, and within the radius: leaving it off needs a reason. */
    needsReason: ({ context }, params: { providerId: number }) =>
      context.draft?.chosen.includes(params.providerId) === true &&
      context.answer?.candidates.find((candidate) => candidate.providerId === params.providerId)?.withinRadius === true,
    hasReason: (_, params: { reason: string }) => params.reason.trim().length > 0,
    hasOptions: ({ context }) => (context.draft?.chosen.length ?? 0) > 0,
  },
}).createMachine({
  id: 'listBuilder',
  context: { serviceId: null, request: {}, ...fresh },
  initial: 'idle',
  states: {
    idle: {},
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'fetchCandidates',
        src: 'fetchCandidatesActor',
        input: ({ context }) => ({ serviceId: context.serviceId!, request: context.request }),
        onDone: [
          {
            guard: { type: 'isConfirmed', params: ({ event }) => ({ answer: event.output }) },
            target: 'readOnly',
            actions: { type: 'storeAnswer', params: ({ event }) => ({ answer: event.output }) },
          },
          { target: 'editing', actions: { type: 'storeAnswer', params: ({ event }) => ({ answer: event.output }) } },
        ],
        onError: [
          {
            guard: { type: 'isMissing', params: ({ event }) => ({ error: event.error }) },
            target: 'notFound',
            actions: { type: 'storeLoadError', params: ({ event }) => ({ error: event.error }) },
          },
          {
            guard: { type: 'isUnknownPlace', params: ({ event }) => ({ error: event.error }) },
            target: 'editing',
            actions: { type: 'storeAreaError', params: ({ event }) => ({ error: event.error }) },
          },
          { target: 'failed', actions: { type: 'storeLoadError', params: ({ event }) => ({ error: event.error }) } },
        ],
      },
    },
    editing: {
      initial: 'choosing',
      on: {
        'area.changed': { target: 'loading', actions: { type: 'askArea', params: ({ event }) => ({ area: event.area }) } },
        'radius.changed': { target: 'loading', actions: { type: 'askRadius', params: ({ event }) => ({ radiusMiles: event.radiusMiles }) } },
      },
      states: {
        choosing: {
          // A question left unanswered (another area, radius or service) leaves the provider on the list.
          entry: 'dropRemoval',
          on: {
            'provider.checked': { actions: { type: 'checkProvider', params: ({ event }) => ({ providerId: event.providerId }) } },
            'provider.unchecked': [
              {
                guard: { type: 'needsReason', params: ({ event }) => ({ providerId: event.providerId }) },
                target: 'askingReason',
                actions: { type: 'holdRemoval', params: ({ event }) => ({ providerId: event.providerId }) },
              },
              {
                guard: { type: 'isOffered', params: ({ event }) => ({ providerId: event.providerId }) },
                actions: { type: 'removeProvider', params: ({ event }) => ({ providerId: event.providerId }) },
              },
            ],
            'list.saved': { guard: 'hasOptions', target: '#listBuilder.saving' },
          },
        },
        askingReason: {
          on: {
            'reason.given': {
              guard: { type: 'hasReason', params: ({ event }) => ({ reason: event.reason }) },
              target: 'choosing',
              actions: { type: 'removeWithReason', params: ({ event }) => ({ reason: event.reason }) },
            },
            'reason.cancelled': { target: 'choosing' },
          },
        },
      },
    },
    readOnly: {
      on: { 'list.reoffered': { target: 'editing', actions: 'restartDraft' } },
    },
    saving: {
      tags: ['busy'],
      invoke: {
        id: 'saveOptionList',
        src: 'saveOptionListActor',
        input: ({ context }) => ({ serviceId: context.serviceId!, body: saveBody(context.answer!, context.draft!) }),
        onDone: { target: 'editing', actions: { type: 'storeSaved', params: ({ event }) => ({ saved: event.output }) } },
        onError: { target: 'editing', actions: { type: 'storeSaveError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    notFound: {},
    failed: {
      on: { 'candidates.retried': 'loading' },
    },
  },
  on: {
    'list.entered': { target: '.loading', actions: { type: 'enterService', params: ({ event }) => ({ serviceId: event.serviceId }) } },
  },
});
