/**
 * The hospital's staff (`/hospital/staff`, admins only): its accounts and open invitations,
 * loaded afresh each time the page is entered.
 *
 * idle     nothing asked yet.
 * loading  the directory; what was on show stays meanwhile.
 * shown    the directory.
 * failed   the load did not work (`error` is its code); `staff.retried` asks again.
 *
 * An invitation sent or revoked and an account deactivated are the page's own requests (staffForms.ts); each answers
 * the whole directory, which `staff.changed` puts in place in any state.
 */
import { assign, setup } from 'xstate';
import { toApiFailure } from '../../api/client';
import type { StaffDirectory } from '../../contract/staff';
import { fetchStaffDirectoryActor } from './staffActors';

export interface StaffDirectoryContext {
  directory: StaffDirectory | null;
  error: string | null;
}

export type StaffDirectoryEvent = { type: 'staff.entered' } | { type: 'staff.retried' } | { type: 'staff.changed'; directory: StaffDirectory };

export const staffDirectoryMachine = setup({
  types: { context: {} as StaffDirectoryContext, events: {} as StaffDirectoryEvent },
  actors: { fetchStaffDirectoryActor },
  actions: {
    storeDirectory: assign((_, params: { directory: StaffDirectory }) => ({ directory: params.directory, error: null })),
    storeError: assign((_, params: { error: unknown }) => ({ error: toApiFailure(params.error).code })),
  },
}).createMachine({
  id: 'staffDirectory',
  context: { directory: null, error: null },
  initial: 'idle',
  states: {
    idle: {},
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'fetchStaffDirectory',
        src: 'fetchStaffDirectoryActor',
        onDone: { target: 'shown', actions: { type: 'storeDirectory', params: ({ event }) => ({ directory: event.output }) } },
        onError: { target: 'failed', actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    shown: {},
    failed: {
      on: { 'staff.retried': 'loading' },
    },
  },
  on: {
    'staff.entered': '.loading',
    'staff.changed': { target: '.shown', actions: { type: 'storeDirectory', params: ({ event }) => ({ directory: event.directory }) } },
  },
});
