/**
 * The family's patient services (SPEC §4 Dashboard).
 *
 * idle          nothing fetched yet (or everything forgotten at logout); entering looks the patient up first.
 * checkingPatient  the claimed patient is looked up once; 404 means the claim is missing → CHOICE_VERIFY.
 * loading       option lists, services and hospital, fetched once until logout.
 * ready         shows them; entering the dashboard again uses what was fetched (no new calls).
 * failed        the look-up (`failed.patient`) or the load (`failed.lists`) did not work; `dashboard.retry` tries that
 *               request again.
 *
 * The choice flow reports a confirmed list with `service.completed` (in any state), which marks it complete here and
 * remembers it as the last completed one (the all-set banner). It also hands over each list it has loaded
 * (`list.loaded`), kept here until logout so that opening the list again asks the server nothing (SPEC §4: the option
 * list route fetches only what is missing); the choice actor stops whenever the family leaves the list.
 */
import { assign, sendTo, setup } from 'xstate';
import { toApiFailure } from '../../api/client';
import type { Hospital, OptionList, Patient, Provider, Service } from '../../contract/choice';
import { pathFor } from '../../routePaths';
import { shellOf, type NavigateParams } from '../shell';
import { fetchDashboardActor, fetchPatientActor } from './dashboardActors';

/** An option list as the choice flow loaded it this login: with its options and service, and its providers' details. */
export interface KeptList {
  list: OptionList;
  hospital: Hospital;
  providers: Record<number, Provider>;
}

export interface DashboardContext {
  /** The claimed patient, once looked up: named on the dashboard. */
  patient: Pick<Patient, 'initial' | 'lastName'> | null;
  services: Service[];
  optionLists: OptionList[];
  hospital: Hospital | null;
  /** The list confirmed last (SPEC: remember the last completed service), known even before services load. */
  lastCompletedOptionListId: number | null;
  /** The lists the choice flow loaded, by id (the choice actor's input when one is opened again). */
  keptLists: Record<number, KeptList>;
}

export type DashboardEvent =
  | { type: 'dashboard.entered' }
  | { type: 'dashboard.retry' }
  | { type: 'dashboard.reset' }
  | { type: 'service.completed'; optionListId: number; rankings: number[]; completedAt: number }
  | { type: 'list.loaded'; kept: KeptList };

const emptyContext = (): DashboardContext => ({
  patient: null,
  services: [],
  optionLists: [],
  hospital: null,
  lastCompletedOptionListId: null,
  keptLists: {},
});

export const dashboardMachine = setup({
  types: { context: {} as DashboardContext, events: {} as DashboardEvent },
  actors: { fetchPatientActor, fetchDashboardActor },
  actions: {
    storePatient: assign((_, params: { patient: Patient }) => ({ patient: { initial: params.patient.initial, lastName: params.patient.lastName } })),
    storeData: assign((_, params: { services: Service[]; optionLists: OptionList[]; hospital: Hospital }) => params),
    completeService: assign(({ context }, params: { optionListId: number; rankings: number[]; completedAt: number }) => {
      const rankOf = (providerId: number) => {
        const index = params.rankings.indexOf(providerId);
        return index === -1 ? null : index + 1;
      };
      const services = context.services.map((service) =>
        service.latestOptionList?.id === params.optionListId
          ? {
              ...service,
              complete: true,
              latestOptionList: {
                ...service.latestOptionList,
                options: service.latestOptionList.options.map((option) => ({ ...option, rank: rankOf(option.providerId) })),
              },
            }
          : service,
      );
      const optionLists = context.optionLists.map((list) =>
        list.id === params.optionListId ? { ...list, complete: true, completedAt: params.completedAt } : list,
      );
      return { services, optionLists, lastCompletedOptionListId: params.optionListId };
    }),
    keepList: assign(({ context }, params: { kept: KeptList }) => ({ keptLists: { ...context.keptLists, [params.kept.list.id]: params.kept } })),
    forget: assign(emptyContext),
    navigateTo: sendTo(shellOf, (_, params: NavigateParams) => ({ type: 'shell.navigate' as const, to: params.to, replace: params.replace })),
  },
  guards: {
    isNotFound: (_, params: { error: unknown }) => toApiFailure(params.error).status === 404,
  },
}).createMachine({
  id: 'dashboard',
  context: emptyContext,
  initial: 'idle',
  on: {
    'dashboard.reset': { target: '.idle', actions: 'forget' },
    // A list confirmed while the services are loading (or before they ever were) is still remembered.
    'service.completed': { actions: { type: 'completeService', params: ({ event }) => event } },
    'list.loaded': { actions: { type: 'keepList', params: ({ event }) => event } },
  },
  states: {
    idle: {
      on: {
        // Every way into idle leaves the patient unknown (reset forgets it, a 404 never had it): look it up first.
        'dashboard.entered': 'checkingPatient',
      },
    },
    checkingPatient: {
      tags: ['loading'],
      invoke: {
        id: 'fetchPatient',
        src: 'fetchPatientActor',
        onDone: { target: 'loading', actions: { type: 'storePatient', params: ({ event }) => ({ patient: event.output }) } },
        onError: [
          {
            guard: { type: 'isNotFound', params: ({ event }) => ({ error: event.error }) },
            target: 'idle',
            actions: { type: 'navigateTo', params: { to: pathFor('CHOICE_VERIFY') } },
          },
          { target: 'failed.patient' },
        ],
      },
    },
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'fetchDashboard',
        src: 'fetchDashboardActor',
        onDone: { target: 'ready', actions: { type: 'storeData', params: ({ event }) => event.output } },
        onError: 'failed.lists',
      },
    },
    ready: {},
    // Which request failed is where the chart is, so a retry asks that one again (no guard reading the context).
    // Always entered at a child; XState wants an initial one all the same.
    failed: {
      initial: 'patient',
      states: {
        patient: { on: { 'dashboard.retry': '#dashboard.checkingPatient' } },
        lists: { on: { 'dashboard.retry': '#dashboard.loading' } },
      },
    },
  },
});
