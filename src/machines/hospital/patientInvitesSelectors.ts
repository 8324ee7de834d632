import type { SnapshotFrom } from 'xstate';
import type { patientInvitesMachine } from './patientInvitesMachine';

type PatientInvitesSnapshot = SnapshotFrom<typeof patientInvitesMachine>;

/** What the patient page's invites show: the form, the link on show, what is under way and the last refusal. */
export const selectInviteFormOpen = (snapshot: PatientInvitesSnapshot) => snapshot.matches('editing') || snapshot.matches('creating');
export const selectInviteCreating = (snapshot: PatientInvitesSnapshot) => snapshot.matches('creating');
export const selectInviteLink = (snapshot: PatientInvitesSnapshot) => snapshot.context.link;
export const selectInviteFailure = (snapshot: PatientInvitesSnapshot) => snapshot.context.failure;
export const selectRevokedInvite = (snapshot: PatientInvitesSnapshot) => snapshot.context.revoked;
/** The invite a resend, a revoke or its confirmation is about, and which of them. */
export const selectInviteAction = (snapshot: PatientInvitesSnapshot): { inviteId: number; step: 'resending' | 'confirming' | 'revoking' } | null => {
  const inviteId = snapshot.context.target;
  if (inviteId === null) return null;
  if (snapshot.matches('resending')) return { inviteId, step: 'resending' };
  if (snapshot.matches('confirming')) return { inviteId, step: 'confirming' };
  if (snapshot.matches('revoking')) return { inviteId, step: 'revoking' };
  return null;
};
/** Whether a row's Resend and Revoke can be pressed now (not while the form is open or another is under way). */
export const selectCanActOnInvites = (snapshot: PatientInvitesSnapshot) => snapshot.can({ type: 'resend.asked', inviteId: 0 });
export const selectCanOpenInviteForm = (snapshot: PatientInvitesSnapshot) => snapshot.can({ type: 'form.opened' });
