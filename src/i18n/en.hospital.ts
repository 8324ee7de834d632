import type { SERVICE_STATUSES } from '../contract/planner';

/**
 * The hospital console's words (issue 21). A catalogue of its own: it loads with the console's chunk, never with
 * the family's first load. Shared words (the toasts, 'Log out', the footer) come from `en.ts`.
 */
export const hospitalEn = {
  titles: {
    staffLogin: 'Staff Login',
    worklist: 'Patients',
    patient: 'Patient',
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
    /** Mantine's page controls by kind: 'first', 'previous', 'next', 'last'. */
    pageControl: (control: string) => `${control[0]!.toUpperCase()}${control.slice(1)} page`,
    page: (page: number) => `Page ${page}`,
    updating: 'Updating the list…',
  },
  patient: {
    back: 'All patients',
    born: (date: string) => `Born ${date}`,
    added: (date: string) => `added ${date}`,
    family: 'Family',
    claimedBy: (who: string, date: string) => `Claimed by ${who}, ${date}`,
    notClaimed: 'Not claimed yet.',
    invites: 'Invites',
    noInvites: 'No invite sent yet.',
    inviteSent: (email: string, date: string) => `To ${email}, sent ${date}`,
    inviteUsed: (date: string) => `Used ${date}`,
    inviteRevoked: (date: string) => `Revoked ${date} after too many failed claims`,
    inviteExpired: (date: string) => `Expired ${date}`,
    inviteOpen: (date: string) => `Open until ${date}`,
    services: 'Services',
    noServices: 'No services yet.',
    confirmed: (date: string) => `Confirmed ${date}`,
    ranking: 'The family’s ranking',
    saved: (count: number) => `Saved so far (${count})`,
    offered: (count: number) => `Options offered (${count})`,
    rankedAs: (rank: number) => `#${rank}`,
    activity: 'Activity',
    noActivity: 'Nothing recorded yet.',
    notFound: 'This patient is not on your hospital’s list.',
    loadFailed: 'This patient could not be loaded.',
    loading: 'Loading the patient…',
  },
  /** The audit trail in plain words (issue 21, item 5): "Family member Ana Smith (Family) confirmed 3 choices, …". */
  activity: {
    someone: 'Someone',
    family: (name: string, relationship: string | null) => `Family member ${name}${relationship ? ` (${relationship})` : ''}`,
    staff: { planner: 'Planner', hospitalAdmin: 'Hospital admin' } as Record<string, string>,
    relationships: { fc_patient: 'Patient', fc_family: 'Family', fc_planner: 'Planner', fc_other: 'Other' } as Record<string, string>,
    actions: {
      'invite.issued': 'invited the family',
      'claim.succeeded': 'claimed the patient',
      'claim.failed': 'entered patient details that did not match',
      'claim.refused': 'was refused the claim after too many attempts',
      'patient.viewed.staff': 'opened this patient',
      'patient.viewed.family': 'opened the patient’s services',
      'optionList.viewed': (level: string) => `looked at the ${level} options`,
      'ranking.saved': (count: number, level: string) => `confirmed ${count} ${count === 1 ? 'choice' : 'choices'} for ${level}`,
      'optionList.built': (level: string) => `built the ${level} list of options`,
      'optionList.changed': (level: string) => `changed the ${level} list of options`,
      'optionList.reoffered': (level: string) => `offered a new ${level} list of options`,
    },
    sentence: (who: string, did: string, when: string) => `${who} ${did}, ${when}`,
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
