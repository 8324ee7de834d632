import type { SERVICE_STATUSES } from '../contract/planner';

/**
 * The hospital console's words (issue 21). A catalogue of its own: it loads with the console's chunk, never with
 * the family's first load. Shared words (the toasts, 'Log out', the footer) come from `en.ts`.
 */
export const hospitalEn = {
  titles: {
    staffLogin: 'Staff Login',
    worklist: 'Patients',
  },
  shell: {
    consoleName: 'Hospital console',
    patients: 'Patients',
    signedInAs: (name: string) => `Signed in as ${name}`,
  },
  login: {
    heading: 'Hospital staff login',
    intro: 'For discharge planners, case managers and hospital administrators.',
    email: 'Email',
    password: 'Password',
    submit: 'Log in',
    familyLink: 'Family member or patient? Log in here',
  },
  worklist: {
    search: 'Search by name',
    searchHint: 'Last name, or first initial and last name',
    columns: { patient: 'Patient', dateOfBirth: 'Date of birth', added: 'Added', services: 'Services' },
    /** "Showing 1–25 of 2,000 patients" */
    showing: (from: number, to: number, total: number) =>
      `Showing ${from.toLocaleString('en-US')}–${to.toLocaleString('en-US')} of ${total.toLocaleString('en-US')} ${total === 1 ? 'patient' : 'patients'}`,
    none: 'No patients yet. Patients the hospital adds appear here, newest first.',
    noMatch: (query: string) => `No patients match “${query}”.`,
    noServices: 'No services',
    loadFailed: 'The patient list could not be loaded.',
    retry: 'Try again',
    pages: 'Pages of the patient list',
    updating: 'Updating the list…',
  },
  status: {
    notInvited: 'Not invited',
    invited: (date: string) => `Invited ${date}`,
    inviteRevoked: 'Invite revoked',
    claimed: 'Claimed',
    inProgress: (saved: number) => `In progress (${saved} saved)`,
    ranked: (date: string) => `Ranked ${date}`,
  } satisfies Record<(typeof SERVICE_STATUSES)[number], unknown>,
};
