/**
 * The patient page (`/hospital/patients/{id}`): one patient of the hospital with their services, the
 * family's choices and the audit trail, loaded afresh each time the page is entered (a family may confirm meanwhile).
 *
 * idle      nothing asked yet.
 * loading   the patient and their trail; a patient already on show stays while the same one reloads.
 * shown     the record, with the latest page of its trail; `activity.earlierRequested` reads the page before the
 *           oldest one shown (shown.loadingEarlier), while the last page read was full. A failure keeps what is
 *           shown (shown.earlierFailed) and may be asked again. `patient.languageSaved` keeps the family's language
 *           the page saved, so the invite form opens in it without a reload.
 * notFound  no such patient in this hospital (404): another hospital's patient looks exactly like none.
 * failed    the load did not work (`error` is its code); `patient.retried` asks again.
 */
import { assign, setup } from 'xstate';
import { toApiFailure } from '../../api/client';
import type { Language } from '../../contract/language';
import type { AuditEvent } from '../../contract/planner';
import { earlierBefore, fetchEarlierActivityActor, fetchPatientRecordActor, type PatientRecord } from './patientRecordActors';

export interface PatientRecordContext {
  patientId: number | null;
  record: PatientRecord | null;
  error: string | null;
}

export type PatientRecordEvent =
  | { type: 'patient.entered'; patientId: number }
  | { type: 'patient.retried' }
  | { type: 'activity.earlierRequested' }
  | { type: 'patient.languageSaved'; preferredLanguage: Language | null };

export const patientRecordMachine = setup({
  types: { context: {} as PatientRecordContext, events: {} as PatientRecordEvent },
  actors: { fetchPatientRecordActor, fetchEarlierActivityActor },
  actions: {
    /** Another patient's record never shows under this one's address, not even for the moment of the load. */
    enterPatient: assign(({ context }, params: { patientId: number }) => ({
      patientId: params.patientId,
      record: context.patientId === params.patientId ? context.record : null,
    })),
    storeRecord: assign((_, params: { record: PatientRecord }) => ({ record: params.record, error: null })),
    storeError: assign((_, params: { error: unknown }) => ({ error: toApiFailure(params.error).code, record: null })),
    storeLanguage: assign(({ context }, params: { preferredLanguage: Language | null }) => ({
      record: { ...context.record!, patient: { ...context.record!.patient, preferredLanguage: params.preferredLanguage } },
    })),
    /** The earlier page goes before what is shown; the record and the page's place stay as they were. */
    addEarlierActivity: assign(({ context }, params: { page: AuditEvent[] }) => ({
      record: { ...context.record!, activity: [...params.page, ...context.record!.activity], earlierBefore: earlierBefore(params.page) },
    })),
  },
  guards: {
    hasEarlierActivity: ({ context }) => context.record?.earlierBefore != null,
    isMissing: (_, params: { error: unknown }) => toApiFailure(params.error).status === 404,
  },
}).createMachine({
  id: 'patientRecord',
  context: { patientId: null, record: null, error: null },
  initial: 'idle',
  states: {
    idle: {},
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'fetchPatientRecord',
        src: 'fetchPatientRecordActor',
        input: ({ context }) => ({ patientId: context.patientId! }),
        onDone: { target: 'shown', actions: { type: 'storeRecord', params: ({ event }) => ({ record: event.output }) } },
        onError: [
          {
            guard: { type: 'isMissing', params: ({ event }) => ({ error: event.error }) },
            target: 'notFound',
            actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) },
          },
          { target: 'failed', actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) } },
        ],
      },
    },
    shown: {
      on: {
        'patient.languageSaved': { actions: { type: 'storeLanguage', params: ({ event }) => ({ preferredLanguage: event.preferredLanguage }) } },
      },
      initial: 'idle',
      states: {
        idle: {
          on: { 'activity.earlierRequested': { guard: 'hasEarlierActivity', target: 'loadingEarlier' } },
        },
        loadingEarlier: {
          tags: ['loadingEarlier'],
          invoke: {
            id: 'fetchEarlierActivity',
            src: 'fetchEarlierActivityActor',
            input: ({ context }) => ({ patientId: context.patientId!, before: context.record!.earlierBefore! }),
            onDone: { target: 'idle', actions: { type: 'addEarlierActivity', params: ({ event }) => ({ page: event.output }) } },
            onError: 'earlierFailed',
          },
        },
        earlierFailed: {
          on: { 'activity.earlierRequested': 'loadingEarlier' },
        },
      },
    },
    notFound: {},
    failed: {
      on: { 'patient.retried': 'loading' },
    },
  },
  on: {
    'patient.entered': { target: '.loading', actions: { type: 'enterPatient', params: ({ event }) => ({ patientId: event.patientId }) } },
  },
});
