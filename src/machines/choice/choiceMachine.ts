/**
 * The choice flow of one option list (SPEC §4), steps 0–6 as tagged states: list (0), provider (1), map (2),
 * rank (3), confirm (4), saving (5), review (6).
 *
 * In a guided session (a case manager's tablet, no family account) the rank step begins with
 * `identifying`, at the rank address: the family member present gives their name and relationship and accepts the
 * acknowledgement on screen (`present.given`) before ranking; the save sends it along. It is kept in memory only
 * (a name is the family's), so a reload asks again; any way to rank or confirm goes through it first.
 *
 * Compare is a view of step 0 at its own address: up to three saved providers side by side, the first three
 * saved unless the family picks others; it needs two saved. It changes neither the shortlist nor the filters. The chart's quality child loads Medicare's quality data of
 * the providers on the provider and compare steps (qualityMachine.ts).
 *
 * opening waits for the first address; then loading → loadingProviders → routing, each skipped for what this login
 * already loaded of the list (the dashboard actor keeps it: SPEC §4 fetches only what is missing). Routing picks the
 * step the address asked for if the flow allows it, and otherwise the nearest one, correcting the address (replace).
 * Every `route.entered` goes through routing again, so back, forward, reload and deep links obey the same rules:
 * provider needs a provider of this list, rank needs a shortlist, confirm needs rankings, saving is never entered from
 * an address, a completed list only has review. A provider of this list whose details the list's providers call did
 * not bring is fetched on its own step.
 *
 * Invariants: rankings ⊆ shortlist, in the order chosen; only the last ranking can be undone; when ranking leaves
 * exactly one shortlisted provider unranked it is ranked too and the flow moves to confirm. Filters only change the
 * order, dimming and (with 'Show only matches') hiding of the list and the map, never the shortlist.
 */
import { and, assign, sendTo, setup, type ActorRefFrom } from 'xstate';
import { qualityMachine } from './qualityMachine';
import type { GuidedConfirmation, Hospital, Location, OptionList, Provider } from '../../contract/choice';
import type { MinCmsRating, SortKey } from '../../domain/sortProviders';
import { pathFor } from '../../routePaths';
import type { dashboardMachine, KeptList } from '../dashboard/dashboardMachine';
import { shellOf } from '../shell';
import type { ToastNotice } from '../toast';
import { DASHBOARD_ID } from '../systemIds';
import { loadListActor, loadProviderActor, loadProvidersActor, saveChoicesActor, type PatientName } from './choiceActors';
import { choicePath, type ChoiceStep } from './choicePaths';
import { savePersistedChoice, savePersistedLocation } from './choiceStorage';

export const SAVE_DELAY_MS = 1000;
/** Care Compare's own limit: three columns still fit a phone's width, a fourth would not. */
export const MAX_COMPARED = 3;
/** Comparing needs two. */
export const MIN_COMPARED = 2;


export interface ChoiceFilters {
  /** null: the hospital. */
  location: Location | null;
  sort: SortKey;
  minCmsRating: MinCmsRating;
  /** Show only the providers passing the filters; off: the others stay, dimmed (SPEC §2). */
  onlyMatches: boolean;
}

export interface ChoiceContext {
  optionListId: number;
  list: OptionList | null;
  hospital: Hospital | null;
  /** Whose choices they are: the Review screen names the patient. */
  patient: PatientName | null;
  providers: Record<number, Provider>;
  shortlist: number[];
  rankings: number[];
  filters: ChoiceFilters;
  /** The saved providers side by side on the compare view (at most MAX_COMPARED, all of the shortlist); set on entering it. */
  compared: number[];
  /** The provider on screen (step 1), or selected on the map (step 2). */
  providerId: number | null;
  /** Where 'back' leads from the map: the provider it was opened from, or the list. */
  mapFrom: 'list' | 'provider';
  /** The step (and provider) the address asks for; routing reads it. */
  requested: { step: ChoiceStep; providerId: number | null };
  /** The family tried to leave the flow with providers saved, and is asked whether to clear them. */
  leaveAsked: boolean;
  /** A guided session: who is present must be given before ranking. */
  guided: boolean;
  /** The family member present, as given in a guided session; null until then (and always outside one). */
  present: GuidedConfirmation | null;
}

export interface ChoiceInput {
  optionListId: number;
  hospital?: Hospital | null;
  /** The patient, when the dashboard has looked it up. */
  patient?: PatientName | null;
  /** What this login already loaded of the list (the dashboard actor keeps it), if anything. */
  kept?: KeptList | null;
  shortlist?: number[];
  rankings?: number[];
  location?: Location | null;
  /** The session is a guided one (User.guided). */
  guided?: boolean;
}

export type ChoiceEvent =
  | { type: 'route.entered'; step: ChoiceStep; providerId?: number | null }
  | { type: 'shortlist.toggled'; providerId: number }
  | { type: 'provider.saved' }
  | { type: 'map.providerSelected'; providerId: number }
  /** From the saved bar: the saved providers side by side. */
  | { type: 'compare.opened' }
  /** On the compare view: a saved provider in or out of the comparison. */
  | { type: 'compare.toggled'; providerId: number }
  | { type: 'rank.toggled'; providerId: number }
  | { type: 'rank.undone' }
  | { type: 'flow.continued' }
  | { type: 'flow.back' }
  | { type: 'choices.confirmed' }
  /** Guided sessions: the family member present, and the acknowledgement they accepted on screen. */
  | { type: 'present.given'; present: GuidedConfirmation }
  | { type: 'filter.locationSet'; location: Location | null }
  | { type: 'filter.sortSet'; sort: SortKey }
  | { type: 'filter.minRatingSet'; minCmsRating: MinCmsRating }
  | { type: 'filter.onlyMatchesSet'; onlyMatches: boolean }
  | { type: 'load.retried' }
  | { type: 'leave.requested' }
  | { type: 'leave.confirmed' }
  | { type: 'leave.cancelled' };



/** Navigation by step: the machine moves the address itself after a user's action. */
const goTo = (step: ChoiceStep) =>
  ({ type: 'navigateTo', params: ({ context }: { context: ChoiceContext }) => ({ to: pathOf(context, step), replace: false }) }) as const;

/** After routing: correct the address (replacing it) only when the flow went somewhere else than asked. */
const redirectTo = (step: ChoiceStep) =>
  ({
    type: 'navigateTo',
    params: ({ context }: { context: ChoiceContext }) => {
      const asked = context.requested;
      const same = asked.step === step && (step !== 'provider' || asked.providerId === context.providerId);
      return { to: same ? null : pathOf(context, step), replace: true };
    },
  }) as const;

const pathOf = (context: ChoiceContext, step: ChoiceStep) =>
  choicePath(step, { optionListId: context.optionListId, providerId: context.providerId, serviceId: context.list?.serviceId });

const offered = (context: Pick<ChoiceContext, 'list'>, providerId: number | null | undefined) =>
  providerId != null && Boolean(context.list?.options?.some((option) => option.providerId === providerId));

/** The list's options whose providers' details it does not have yet. */
const missingProviders = (context: Pick<ChoiceContext, 'list' | 'providers'>) =>
  (context.list?.options ?? []).map((option) => option.providerId).filter((id) => !context.providers[id]);

/**
 * The shortlist and rankings with a loaded list: a confirmed list shows what was saved; an open one keeps what this
 * browser had chosen, of the providers it still offers.
 */
function choicesFor(list: OptionList, shortlist: number[], rankings: number[]) {
  if (list.complete) {
    const saved = list.options ?? [];
    return {
      shortlist: saved.filter((option) => option.shortlisted).map((option) => option.providerId),
      rankings: saved.filter((option) => option.rank !== null).sort((a, b) => a.rank! - b.rank!).map((option) => option.providerId),
    };
  }
  return { shortlist: shortlist.filter((id) => offered({ list }, id)), rankings: rankings.filter((id) => offered({ list }, id)) };
}

/**
 * SPEC §4 clears the shortlist when the family leaves the flow; the product asks first ('You have 3 providers saved.
 * Leave and clear them?'), in every step that holds an unsaved shortlist. The way out itself is the React layer's.
 */
const LEAVING = {
  'leave.requested': { guard: 'hasUnsavedChoices', actions: 'askToLeave' },
  'leave.cancelled': { guard: 'askingToLeave', actions: 'stopAsking' },
  'leave.confirmed': { guard: 'askingToLeave', target: '#choice.left' },
} as const;

export const choiceMachine = setup({
  types: {
    context: {} as ChoiceContext,
    events: {} as ChoiceEvent,
    input: {} as ChoiceInput,
  },
  actors: { loadListActor, loadProvidersActor, loadProviderActor, saveChoicesActor, qualityMachine },
  actions: {
    rememberRequest: assign((_, params: { step: ChoiceStep; providerId?: number | null }) => ({
      requested: { step: params.step, providerId: params.providerId ?? null },
    })),
    storeList: assign(({ context }, params: { list: OptionList; hospital: Hospital; patient: PatientName }) => ({
      list: params.list,
      hospital: params.hospital,
      patient: params.patient,
      ...choicesFor(params.list, context.shortlist, context.rankings),
    })),
    /** Adds to the details it has (a list kept from earlier this login may have some). */
    storeProviders: assign(({ context }, params: { providers: Provider[] }) => ({
      providers: { ...context.providers, ...Object.fromEntries(params.providers.map((provider) => [provider.id, provider])) },
    })),
    storeProvider: assign(({ context }, params: { provider: Provider }) => ({
      providers: { ...context.providers, [params.provider.id]: params.provider },
    })),
    toggleShortlist: assign(({ context }, params: { providerId: number }) => {
      if (!offered(context, params.providerId)) return {};
      const saved = context.shortlist.includes(params.providerId);
      return {
        shortlist: saved ? context.shortlist.filter((id) => id !== params.providerId) : [...context.shortlist, params.providerId],
        rankings: context.rankings.filter((id) => id !== params.providerId),
      };
    }),
    saveProvider: assign(({ context }) =>
      context.providerId !== null && !context.shortlist.includes(context.providerId) ? { shortlist: [...context.shortlist, context.providerId] } : {},
    ),
    rank: assign(({ context }, params: { providerId: number }) => {
      const rankings = [...context.rankings, params.providerId];
      const leftover = context.shortlist.filter((id) => !rankings.includes(id));
      // SPEC §4: with one shortlisted provider left unranked, it is ranked last automatically.
      return { rankings: leftover.length === 1 ? [...rankings, leftover[0]!] : rankings };
    }),
    undoRank: assign(({ context }) => ({ rankings: context.rankings.slice(0, -1) })),
    /** The first three saved: the family can pick others on the view. */
    chooseCompared: assign(({ context }) => ({ compared: context.shortlist.slice(0, MAX_COMPARED) })),
    toggleCompared: assign(({ context }, params: { providerId: number }) => ({
      compared: context.compared.includes(params.providerId)
        ? context.compared.filter((id) => id !== params.providerId)
        : // In the order saved, as the columns show them.
          context.shortlist.filter((id) => id === params.providerId || context.compared.includes(id)),
    })),
    /** The quality child loads Medicare's data of these providers, if not loaded yet. */
    wantQuality: sendTo('quality', (_, params: { ids: number[] }) => ({ type: 'quality.wanted' as const, ids: params.ids })),
    selectProvider: assign((_, params: { providerId: number | null }) => ({ providerId: params.providerId })),
    setMapFrom: assign((_, params: { from: 'list' | 'provider' }) => ({ mapFrom: params.from })),
    setLocation: assign(({ context }, params: { location: Location | null }) => ({ filters: { ...context.filters, location: params.location } })),
    setSort: assign(({ context }, params: { sort: SortKey }) => ({ filters: { ...context.filters, sort: params.sort } })),
    resetFilters: assign(({ context }) => ({ filters: { location: context.filters.location, sort: 'best' as const, minCmsRating: null, onlyMatches: false } })),
    setMinRating: assign(({ context }, params: { minCmsRating: MinCmsRating }) => ({
      filters: { ...context.filters, minCmsRating: params.minCmsRating },
    })),
    setOnlyMatches: assign(({ context }, params: { onlyMatches: boolean }) => ({
      filters: { ...context.filters, onlyMatches: params.onlyMatches },
    })),
    /** The dashboard marks the service complete (and shows the all-set banner); this tab forgets the shortlist. */
    announceCompleted: sendTo(
      // Alone (a unit test) there is no dashboard: the event goes to this actor, which ignores it.
      ({ system, self }) => (system.get(DASHBOARD_ID) as ActorRefFrom<typeof dashboardMachine> | undefined) ?? self,
      ({ context }) => ({
        type: 'service.completed' as const,
        optionListId: context.optionListId,
        rankings: context.rankings,
        completedAt: context.list?.completedAt ?? Math.floor(Date.now() / 1000),
      }),
    ),
    forgetPersistedChoice: () => savePersistedChoice(null),
    /** Hands what it has loaded of the list to the dashboard actor, which keeps it until logout for the next opening. */
    keepLoaded: sendTo(
      // Alone (a unit test) there is no dashboard: the event goes to this actor, which ignores it.
      ({ system, self }) => (system.get(DASHBOARD_ID) as ActorRefFrom<typeof dashboardMachine> | undefined) ?? self,
      ({ context }) => ({
        type: 'list.loaded' as const,
        kept: { list: context.list!, hospital: context.hospital!, providers: context.providers },
      }),
    ),
    /** What the server now holds: the list complete, a rank per option (SPEC §4 Confirm). */
    markComplete: assign(({ context }, params: { completedAt: number }) => ({
      list: context.list
        ? {
            ...context.list,
            complete: true,
            completedAt: params.completedAt,
            options: context.list.options?.map((option) => ({
              ...option,
              shortlisted: context.shortlist.includes(option.providerId),
              rank: context.rankings.includes(option.providerId) ? context.rankings.indexOf(option.providerId) + 1 : null,
            })),
          }
        : null,
    })),
    storePresent: assign((_, params: { present: GuidedConfirmation }) => ({ present: params.present })),
    askToLeave: assign({ leaveAsked: true }),
    stopAsking: assign({ leaveAsked: false }),
    clearChoices: assign({ shortlist: [], rankings: [] }),
    // `to: null` (the address is already right) sends nothing to the shell: the command goes to this actor, which has no
    // transition for it.
    navigateTo: sendTo(
      (args, params: { to: string | null; replace: boolean }) => (params.to ? shellOf(args) : args.self),
      (_, params: { to: string | null; replace: boolean }) => ({ type: 'shell.navigate' as const, to: params.to, replace: params.replace }),
    ),
    showToast: sendTo(shellOf, (_, params: { toast: ToastNotice }) => ({ type: 'shell.toast' as const, toast: params.toast })),
    /** The tab keeps the shortlist and rankings over a reload, and the location for every list (SPEC §3). */
    persist: ({ context }) => {
      savePersistedChoice({ optionListId: context.optionListId, shortlist: context.shortlist, rankings: context.rankings });
      savePersistedLocation(context.filters.location);
    },
    /** Goes where the family was going when they were asked (a link, the menu, Back or Log out). */
    leave: sendTo(shellOf, { type: 'shell.leave' as const }),
  },
  guards: {
    knowsList: ({ context }) => context.list !== null,
    knowsEveryProvider: ({ context }) => context.list !== null && missingProviders(context).length === 0,
    isComplete: ({ context }) => Boolean(context.list?.complete),
    askedProvider: ({ context }) => context.requested.step === 'provider' && offered(context, context.requested.providerId),
    providerMissing: ({ context }) => context.providerId !== null && !context.providers[context.providerId],
    askedMap: ({ context }) => context.requested.step === 'map',
    askedRank: ({ context }) => ['rank', 'confirm', 'saving'].includes(context.requested.step) && context.shortlist.length > 0,
    askedConfirm: ({ context }) => ['confirm', 'saving'].includes(context.requested.step) && context.rankings.length > 0,
    hasShortlist: ({ context }) => context.shortlist.length > 0,
    canCompare: ({ context }) => context.shortlist.length >= MIN_COMPARED,
    askedCompare: ({ context }) => context.requested.step === 'compare' && context.shortlist.length >= MIN_COMPARED,
    /** Out while two stay; in while fewer than three are, and only a saved one. */
    canToggleCompared: ({ context }, params: { providerId: number }) =>
      context.compared.includes(params.providerId)
        ? context.compared.length > MIN_COMPARED
        : context.shortlist.includes(params.providerId) && context.compared.length < MAX_COMPARED,
    needsPresence: ({ context }) => context.guided && context.present === null,
    hasRankings: ({ context }) => context.rankings.length > 0,
    canRank: ({ context }, params: { providerId: number }) =>
      context.shortlist.includes(params.providerId) && !context.rankings.includes(params.providerId),
    rankingCompletes: ({ context }, params: { providerId: number }) =>
      context.shortlist.includes(params.providerId) &&
      !context.rankings.includes(params.providerId) &&
      context.shortlist.filter((id) => id !== params.providerId && !context.rankings.includes(id)).length === 1,
    fromProvider: ({ context }) => context.mapFrom === 'provider',
    hasUnsavedChoices: ({ context }) => context.shortlist.length > 0 && !context.list?.complete,
    askingToLeave: ({ context }) => context.leaveAsked,
    /** The server does not know the list, or the address is not a list's (…/option-list/abc): retrying cannot help. */
    listNotFound: ({ event }) => [400, 404].includes((event as { error?: { status?: unknown } }).error?.status as number),
  },
  delays: { saveDelay: SAVE_DELAY_MS },
}).createMachine({
  id: 'choice',
  context: ({ input }) => {
    const shortlist = input.shortlist ?? [];
    const rankings = (input.rankings ?? []).filter((id) => shortlist.includes(id));
    const { kept } = input;
    return {
      optionListId: input.optionListId,
      list: kept?.list ?? null,
      hospital: input.hospital ?? kept?.hospital ?? null,
      patient: input.patient ?? null,
      providers: kept?.providers ?? {},
      ...(kept ? choicesFor(kept.list, shortlist, rankings) : { shortlist, rankings }),
      filters: { location: input.location ?? null, sort: 'best', minCmsRating: null, onlyMatches: false },
      providerId: null,
      mapFrom: 'list',
      requested: { step: 'list', providerId: null },
      compared: [],
      leaveAsked: false,
      guided: input.guided === true,
      present: null,
    };
  },
  // The address is an input: once the list is loaded, every step it asks for is routed (allowed, or the nearest).
  // Loading and error states only remember it, saving puts its own address back. The map's back button leads to the
  // grid, unless the map was entered from a provider (that step says so).
  on: {
    'route.entered': {
      target: '.routing',
      actions: [{ type: 'setMapFrom', params: { from: 'list' } }, { type: 'rememberRequest', params: ({ event }) => event }],
    },
  },
  invoke: { id: 'quality', src: 'qualityMachine' },
  initial: 'opening',
  states: {
    /** Spawned as its list's address opens: that first address says what to load, if anything (SPEC §4). */
    opening: {
      tags: ['loading'],
      on: {
        'route.entered': [
          { guard: 'knowsEveryProvider', target: 'routing', actions: { type: 'rememberRequest', params: ({ event }) => event } },
          { guard: 'knowsList', target: 'loadingProviders', actions: { type: 'rememberRequest', params: ({ event }) => event } },
          { target: 'loading', actions: { type: 'rememberRequest', params: ({ event }) => event } },
        ],
      },
    },
    loading: {
      tags: ['loading'],
      on: { 'route.entered': { actions: { type: 'rememberRequest', params: ({ event }) => event } } },
      invoke: {
        id: 'loadList',
        src: 'loadListActor',
        input: ({ context }) => ({ optionListId: context.optionListId, hospital: context.hospital, patient: context.patient }),
        onDone: { target: 'loadingProviders', actions: { type: 'storeList', params: ({ event }) => event.output } },
        onError: [{ guard: 'listNotFound', target: 'notFound' }, { target: 'failed' }],
      },
    },
    loadingProviders: {
      tags: ['loading'],
      on: { 'route.entered': { actions: { type: 'rememberRequest', params: ({ event }) => event } } },
      invoke: {
        id: 'loadProviders',
        src: 'loadProvidersActor',
        input: ({ context }) => ({ ids: missingProviders(context) }),
        onDone: { target: 'routing', actions: [{ type: 'storeProviders', params: ({ event }) => ({ providers: event.output }) }, 'keepLoaded'] },
      },
    },
    failed: {
      on: {
        'load.retried': 'loading',
        'route.entered': { actions: { type: 'rememberRequest', params: ({ event }) => event } },
      },
    },
    notFound: {
      on: { 'route.entered': { actions: { type: 'rememberRequest', params: ({ event }) => event } } },
    },
    routing: {
      always: [
        { guard: 'isComplete', target: 'review', actions: redirectTo('review') },
        {
          guard: 'askedProvider',
          target: 'browsing.provider',
          actions: [
            { type: 'selectProvider', params: ({ context }) => ({ providerId: context.requested.providerId }) },
            redirectTo('provider'),
          ],
        },
        { guard: 'askedMap', target: 'browsing.map', actions: redirectTo('map') },
        { guard: 'askedCompare', target: 'browsing.compare', actions: ['chooseCompared', redirectTo('compare')] },
        { guard: and(['askedRank', 'needsPresence']), target: 'identifying', actions: redirectTo('rank') },
        { guard: 'askedConfirm', target: 'confirm', actions: redirectTo('confirm') },
        { guard: 'askedRank', target: 'rank', actions: redirectTo('rank') },
        { target: 'browsing.list', actions: redirectTo('list') },
      ],
    },
    browsing: {
      initial: 'list',
      on: {
        ...LEAVING,
        'shortlist.toggled': { actions: [{ type: 'toggleShortlist', params: ({ event }) => event }, 'persist'] },
        'filter.locationSet': { actions: [{ type: 'setLocation', params: ({ event }) => event }, 'persist'] },
        'filter.sortSet': { actions: { type: 'setSort', params: ({ event }) => event } },
        'filter.minRatingSet': { actions: { type: 'setMinRating', params: ({ event }) => event } },
        'filter.onlyMatchesSet': { actions: { type: 'setOnlyMatches', params: ({ event }) => event } },
      },
      states: {
        list: {
          tags: ['step:0'],
          on: {
            'flow.continued': [
              { guard: and(['hasShortlist', 'needsPresence']), target: '#choice.identifying', actions: goTo('rank') },
              { guard: 'hasShortlist', target: '#choice.rank', actions: goTo('rank') },
            ],
            'compare.opened': { guard: 'canCompare', target: 'compare', actions: ['chooseCompared', goTo('compare')] },
          },
        },
        /** Step 0's other view: the saved providers side by side. */
        compare: {
          tags: ['step:0', 'compare'],
          entry: { type: 'wantQuality', params: ({ context }) => ({ ids: context.compared }) },
          on: {
            'compare.toggled': {
              guard: { type: 'canToggleCompared', params: ({ event }) => event },
              actions: [{ type: 'toggleCompared', params: ({ event }) => event }, { type: 'wantQuality', params: ({ event }) => ({ ids: [event.providerId] }) }],
            },
            'flow.back': { target: 'list', actions: goTo('list') },
            // Forbidden here (the view has neither hearts nor filters): the columns stay saved providers.
            'shortlist.toggled': undefined,
            'filter.locationSet': undefined,
            'filter.sortSet': undefined,
            'filter.minRatingSet': undefined,
            'filter.onlyMatchesSet': undefined,
          },
        },
        provider: {
          tags: ['step:1'],
          entry: { type: 'wantQuality', params: ({ context }) => ({ ids: context.providerId === null ? [] : [context.providerId] }) },
          on: {
            // The map opened from a provider leads back to it ('Provider View').
            'route.entered': {
              target: '#choice.routing',
              actions: [{ type: 'setMapFrom', params: { from: 'provider' } }, { type: 'rememberRequest', params: ({ event }) => event }],
            },
            'flow.back': { target: 'list', actions: goTo('list') },
          },
          // SPEC §4: the provider route fetches the provider if missing (a provider of this list whose details the
          // list's providers call did not bring).
          initial: 'checking',
          states: {
            checking: {
              always: [{ guard: 'providerMissing', target: 'fetching' }, { target: 'shown' }],
            },
            fetching: {
              invoke: {
                id: 'loadProvider',
                src: 'loadProviderActor',
                input: ({ context }) => ({ providerId: context.providerId! }),
                onDone: { target: 'shown', actions: [{ type: 'storeProvider', params: ({ event }) => ({ provider: event.output }) }, 'keepLoaded'] },
                onError: 'failed',
              },
            },
            shown: {
              on: { 'provider.saved': { target: '#choice.browsing.list', actions: ['saveProvider', 'persist', goTo('list')] } },
            },
            failed: {
              on: { 'load.retried': 'fetching' },
            },
          },
        },
        map: {
          tags: ['step:2'],
          on: {
            'map.providerSelected': { actions: { type: 'selectProvider', params: ({ event }) => event } },
            'flow.back': [
              { guard: 'fromProvider', target: 'provider', actions: goTo('provider') },
              { target: 'list', actions: goTo('list') },
            ],
          },
        },
      },
    },
    /** Guided sessions only: who is present, before ranking (at the rank address, step 3). */
    identifying: {
      tags: ['step:3', 'identifying'],
      entry: 'resetFilters',
      on: {
        ...LEAVING,
        'present.given': { target: 'rank', actions: { type: 'storePresent', params: ({ event }) => event } },
        'flow.back': { target: 'browsing.list', actions: goTo('list') },
      },
    },
    rank: {
      tags: ['step:3'],
      // SPEC §4: leaving the list routes (list, provider, map) resets the filters, except the location.
      entry: 'resetFilters',
      on: {
        ...LEAVING,
        'rank.toggled': [
          {
            // Ranking the next-to-last leaves one: it is ranked too, and the flow moves on to confirm.
            guard: { type: 'rankingCompletes', params: ({ event }) => event },
            target: 'confirm',
            actions: [{ type: 'rank', params: ({ event }) => event }, 'persist', goTo('confirm')],
          },
          { guard: { type: 'canRank', params: ({ event }) => event }, actions: [{ type: 'rank', params: ({ event }) => event }, 'persist'] },
        ],
        'rank.undone': { guard: 'hasRankings', actions: ['undoRank', 'persist'] },
        'flow.continued': { guard: 'hasRankings', target: 'confirm', actions: goTo('confirm') },
        'flow.back': { target: 'browsing.list', actions: goTo('list') },
      },
    },
    confirm: {
      tags: ['step:4'],
      entry: 'resetFilters',
      on: {
        ...LEAVING,
        'flow.back': { target: 'rank', actions: goTo('rank') },
        'choices.confirmed': { target: 'saving', actions: goTo('saving') },
      },
    },
    saving: {
      tags: ['step:5'],
      // The save goes on whatever the address asks meanwhile (Back, say): the address is put back, and the save moves
      // it itself when it ends.
      on: { 'route.entered': { actions: [{ type: 'rememberRequest', params: ({ event }) => event }, redirectTo('saving')] } },
      initial: 'posting',
      states: {
        posting: {
          invoke: {
            id: 'saveChoices',
            src: 'saveChoicesActor',
            input: ({ context }) => ({
              optionListId: context.optionListId,
              rankings: context.rankings,
              shortlist: context.shortlist,
              completedAt: Math.floor(Date.now() / 1000),
              ...(context.present ? { guided: context.present } : {}),
            }),
            onDone: { target: 'saved', actions: { type: 'markComplete', params: ({ event }) => ({ completedAt: event.output.completedAt }) } },
            onError: 'failed',
          },
        },
        saved: {
          after: {
            saveDelay: {
              target: '#choice.done',
              actions: ['announceCompleted', 'keepLoaded', 'forgetPersistedChoice', { type: 'showToast', params: { toast: { kind: 'choicesSaved' } } }, { type: 'navigateTo', params: { to: pathFor('DASHBOARD'), replace: false } }],
            },
          },
        },
        failed: {
          after: {
            saveDelay: {
              target: '#choice.confirm',
              actions: [{ type: 'showToast', params: { toast: { kind: 'saveChoicesFailed' } } }, goTo('confirm')],
            },
          },
        },
      },
    },
    review: {
      tags: ['step:6'],
    },
    /** The family chose to leave with providers saved: they are cleared, and the way out goes on. */
    left: {
      entry: ['stopAsking', 'clearChoices', 'persist', 'leave'],
    },
    done: {},
  },
});
