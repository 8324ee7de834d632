import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiFailure } from '../../../src/api/client';
import * as requests from '../../../src/api/requests';
import * as staffRequests from '../../../src/api/staffRequests';
import type { CreatedInvite, PlannerPatient } from '../../../src/contract/planner';
import { renderConsole } from '../../renderConsole';
import { hospitalTime } from '../../support/hospitalTime';

vi.mock('../../../src/api/requests');
vi.mock('../../../src/api/staffRequests');
const api = vi.mocked(requests);
const staffApi = vi.mocked(staffRequests);

/**
 * Item 4 on the patient page: 'Invite Family' and its form (field messages, nothing typed lost when the
 * server refuses), the link with 'Copy invite link', and Resend and Revoke (after a confirmation) on open invites.
 */
const at = (year: number, month: number, day: number) => hospitalTime(year, month - 1, day, 9, 5);
const NOV_20 = at(2026, 11, 20);
const LATER = at(2030, 12, 31);
const STANDARD =
  "By creating an account I acknowledge that I am being given the right to choose the care provider for the patient's post-acute care.";

type Invite = PlannerPatient['invites'][number];
const invite = (id: number, email: string, extra: Partial<Invite> = {}): Invite => ({
  id,
  email,
  createdAt: NOV_20,
  expiresAt: LATER,
  usedAt: null,
  failedClaims: 0,
  revokedAt: null,
  relationship: 'fc_family',
  revokedBy: null,
  language: 'en',
  ...extra,
});
const patientWith = (invites: Invite[]): PlannerPatient => ({
  id: 7,
  initial: 'M',
  firstName: null,
  lastName: 'Rivera',
  mrn: null,
  homeZip: null,
  expectedDischargeDate: null,
  dateOfBirth: '1948-03-14',
  claimed: false,
  claimedAt: null,
  claimedBy: null,
  familyLanguage: 'en',
  invites,
  services: [],
});
const answer = (inviteId: number, code: string): CreatedInvite => ({ inviteId, inviteCode: code, url: `https://carechoice.example/go/c/${code}`, expiresAt: LATER });

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  api.logout.mockResolvedValue({ success: true });
  staffApi.fetchPatientRecord.mockResolvedValue(patientWith([]));
  staffApi.fetchPatientActivity.mockResolvedValue([]);
});
afterEach(() => vi.restoreAllMocks());

async function openPatient() {
  const user = userEvent.setup();
  const app = renderConsole('/hospital/patients/7', { signedIn: true });
  expect(await screen.findByRole('heading', { level: 2, name: 'Rivera, M.' })).toBeInTheDocument();
  return { user, app };
}

describe('inviting the family from the patient page', () => {
  it('asks for each field, sends the invite, shows the link to copy, and reloads the record', async () => {
    const { user, app } = await openPatient();
    expect(screen.getByText('No invite sent yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Invite Family' }));
    const form = screen.getByRole('region', { name: 'Invite the family' });
    // What families accept when the planner writes nothing.
    expect(within(form).getByText(`Leave it empty and the family accepts the standard text: “${STANDARD}”`)).toBeInTheDocument();

    await user.click(within(form).getByRole('button', { name: 'Send Invite' }));
    expect(within(form).getByText('Email is required.')).toBeInTheDocument();
    expect(within(form).getByText('Cell Phone is required.')).toBeInTheDocument();
    expect(within(form).getByText('Relationship to the patient is required')).toBeInTheDocument();
    await user.type(within(form).getByLabelText(/^Email/), 'ana.smith@example');
    await user.type(within(form).getByLabelText(/^Cell Phone/), '614555012');
    await user.click(within(form).getByRole('button', { name: 'Send Invite' }));
    expect(within(form).getByText('Email format is invalid.')).toBeInTheDocument();
    expect(within(form).getByText('Cell Phone must be 10 digits.')).toBeInTheDocument();
    expect(staffApi.createInvite).not.toHaveBeenCalled();

    await user.type(within(form).getByLabelText(/^Email/), '.com');
    await user.type(within(form).getByLabelText(/^Cell Phone/), '3');
    expect(within(form).getByLabelText(/^Cell Phone/)).toHaveValue('(614) 555-0123');
    await user.click(within(form).getByRole('radio', { name: 'Family' }));
    expect(within(form).queryByRole('radio', { name: 'Planner' })).not.toBeInTheDocument();
    staffApi.createInvite.mockResolvedValue(answer(21, 'desk-code'));
    staffApi.fetchPatientRecord.mockResolvedValue(patientWith([invite(21, 'ana.smith@example.com')]));
    await user.click(within(form).getByRole('button', { name: 'Send Invite' }));

    expect(staffApi.createInvite).toHaveBeenCalledWith(
      { patientId: 7, email: 'ana.smith@example.com', cellPhone: '6145550123', relationship: 'fc_family', customAcknowledgementText: null, customAcknowledgementTextEs: null, language: 'en' },
      expect.anything(),
    );
    const link = await screen.findByRole('status');
    expect(within(link).getByText('Invite sent to ana.smith@example.com.')).toBeInTheDocument();
    expect(within(link).getByText('If the family is with you, they can open this link now. It works once, until 12/31/2030, and is shown only this once.')).toBeInTheDocument();
    expect(within(link).getByLabelText('Invite link')).toHaveValue('https://carechoice.example/go/c/desk-code');
    expect(screen.queryByRole('region', { name: 'Invite the family' })).not.toBeInTheDocument();
    expect(within(link).getByRole('button', { name: 'Copy invite link' })).toHaveFocus();

    await user.click(within(link).getByRole('button', { name: 'Copy invite link' }));
    expect(within(link).getByRole('button', { name: 'Copied' })).toBeInTheDocument();
    expect(within(link).getByText('The invite link is copied.')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe('https://carechoice.example/go/c/desk-code');

    // The record reloaded: the invite is on the list, open.
    expect(await screen.findByText('To ana.smith@example.com (Family), sent 11/20/2026 in English: Open until 12/31/2030')).toBeInTheDocument();
    expect(staffApi.fetchPatientRecord).toHaveBeenCalledTimes(2);
    // The link is in memory only: not in the address, not in storage.
    expect(app.history.join(' ')).not.toContain('desk-code');
    expect(JSON.stringify({ ...localStorage })).not.toContain('desk-code');
    expect(JSON.stringify({ ...sessionStorage })).not.toContain('desk-code');

    await user.click(within(link).getByRole('button', { name: 'Done' }));
    expect(screen.queryByLabelText('Invite link')).not.toBeInTheDocument();
  });

  it('keeps what was typed when the server refuses, and sends it again', async () => {
    const { user } = await openPatient();
    await user.click(screen.getByRole('button', { name: 'Invite Family' }));
    const form = screen.getByRole('region', { name: 'Invite the family' });
    await user.type(within(form).getByLabelText(/^Email/), 'sam.lee@example.com');
    await user.type(within(form).getByLabelText(/^Cell Phone/), '6145550188');
    await user.click(within(form).getByRole('radio', { name: 'Other' }));
    await user.type(within(form).getByLabelText('Acknowledgement text (optional)'), 'I may choose for my neighbour.');
    await user.type(within(form).getByLabelText('The same text in Spanish (optional)'), ' Puedo elegir por mi vecino. ');
    await user.click(within(form).getByRole('radio', { name: 'Español' }));
    staffApi.createInvite.mockRejectedValueOnce(new ApiFailure(0, 'Network', 'offline'));
    await user.click(within(form).getByRole('button', { name: 'Send Invite' }));

    expect(await within(form).findByRole('alert')).toHaveTextContent('The invite could not be sent: no connection to CareChoice. What you typed is kept: try again.');
    expect(within(form).getByLabelText(/^Email/)).toHaveValue('sam.lee@example.com');
    expect(within(form).getByLabelText(/^Cell Phone/)).toHaveValue('(614) 555-0188');
    expect(within(form).getByRole('radio', { name: 'Other' })).toBeChecked();
    expect(within(form).getByLabelText('Acknowledgement text (optional)')).toHaveValue('I may choose for my neighbour.');
    expect(within(form).getByLabelText('The same text in Spanish (optional)')).toHaveValue(' Puedo elegir por mi vecino. ');
    expect(within(form).getByRole('radio', { name: 'Español' })).toBeChecked();

    staffApi.createInvite.mockResolvedValueOnce(answer(22, 'second-try'));
    await user.click(within(form).getByRole('button', { name: 'Send Invite' }));
    expect(staffApi.createInvite).toHaveBeenLastCalledWith(
      {
        patientId: 7,
        email: 'sam.lee@example.com',
        cellPhone: '6145550188',
        relationship: 'fc_other',
        customAcknowledgementText: 'I may choose for my neighbour.',
        customAcknowledgementTextEs: 'Puedo elegir por mi vecino.',
        language: 'es',
      },
      expect.anything(),
    );
    expect(await screen.findByLabelText('Invite link')).toHaveValue('https://carechoice.example/go/c/second-try');
  });

  it('offers the hospital’s language of family invitations first, and sends the one the planner picks', async () => {
    staffApi.fetchPatientRecord.mockResolvedValue({ ...patientWith([]), familyLanguage: 'es' });
    const { user } = await openPatient();
    await user.click(screen.getByRole('button', { name: 'Invite Family' }));
    const form = screen.getByRole('region', { name: 'Invite the family' });
    const language = within(form).getByRole('radiogroup', { name: 'Language' });
    expect(language).toHaveAccessibleDescription('The invitation e-mail and the family’s first screens are in this language.');
    expect(within(language).getByRole('radio', { name: 'Español' })).toBeChecked();
    expect(within(language).getByText('Español')).toHaveAttribute('lang', 'es');
    await user.type(within(form).getByLabelText(/^Email/), 'rosa.diaz@example.com');
    await user.type(within(form).getByLabelText(/^Cell Phone/), '6145550177');
    await user.click(within(form).getByRole('radio', { name: 'Family' }));
    staffApi.createInvite.mockResolvedValueOnce(answer(23, 'spanish-code'));
    await user.click(within(form).getByRole('button', { name: 'Send Invite' }));
    expect(staffApi.createInvite).toHaveBeenLastCalledWith(
      { patientId: 7, email: 'rosa.diaz@example.com', cellPhone: '6145550177', relationship: 'fc_family', customAcknowledgementText: null, customAcknowledgementTextEs: null, language: 'es' },
      expect.anything(),
    );
    expect(await screen.findByLabelText('Invite link')).toHaveValue('https://carechoice.example/go/c/spanish-code');

    // Picked otherwise for one family: English, though the hospital's is Spanish.
    await user.click(screen.getByRole('button', { name: 'Done' }));
    await user.click(screen.getByRole('button', { name: 'Invite Family' }));
    const again = screen.getByRole('region', { name: 'Invite the family' });
    expect(within(again).getByRole('radio', { name: 'Español' })).toBeChecked();
    await user.type(within(again).getByLabelText(/^Email/), 'sam.lee@example.com');
    await user.type(within(again).getByLabelText(/^Cell Phone/), '6145550188');
    await user.click(within(again).getByRole('radio', { name: 'Other' }));
    await user.click(within(again).getByRole('radio', { name: 'English' }));
    staffApi.createInvite.mockResolvedValueOnce(answer(24, 'english-code'));
    await user.click(within(again).getByRole('button', { name: 'Send Invite' }));
    expect(staffApi.createInvite).toHaveBeenLastCalledWith(expect.objectContaining({ email: 'sam.lee@example.com', language: 'en' }), expect.anything());
  });

  it('says each invite’s language on the list, as it was sent, whatever the hospital’s is now', async () => {
    staffApi.fetchPatientRecord.mockResolvedValue({
      ...patientWith([invite(3, 'rosa.diaz@example.com', { language: 'es' }), invite(4, 'sam.lee@example.com', { relationship: 'fc_other' })]),
      familyLanguage: 'es',
    });
    await openPatient();
    expect(screen.getByText('To sam.lee@example.com (Other), sent 11/20/2026 in English: Open until 12/31/2030')).toBeInTheDocument();
    expect(screen.getByText('To rosa.diaz@example.com (Family), sent 11/20/2026 in Spanish: Open until 12/31/2030')).toBeInTheDocument();
  });

  it('closes the form with Cancel, sending nothing', async () => {
    const { user } = await openPatient();
    await user.click(screen.getByRole('button', { name: 'Invite Family' }));
    expect(screen.getByLabelText(/^Email/)).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('region', { name: 'Invite the family' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Invite Family' })).toHaveFocus();
    expect(staffApi.createInvite).not.toHaveBeenCalled();
  });
});

describe('resending and revoking an invite', () => {
  it('resends with a new link to copy, saying the earlier one no longer works', async () => {
    staffApi.fetchPatientRecord.mockResolvedValue(patientWith([invite(3, 'ana.smith@example.com')]));
    const { user } = await openPatient();
    staffApi.resendInvite.mockResolvedValue(answer(3, 'fresh-code'));
    await user.click(screen.getByRole('button', { name: 'Resend the invite to ana.smith@example.com' }));
    expect(staffApi.resendInvite).toHaveBeenCalledWith(3, expect.anything());
    const link = await screen.findByRole('status');
    expect(within(link).getByText('A new invite was sent to ana.smith@example.com. The earlier link no longer works.')).toBeInTheDocument();
    expect(within(link).getByLabelText('Invite link')).toHaveValue('https://carechoice.example/go/c/fresh-code');
    expect(within(link).getByRole('button', { name: 'Copy invite link' })).toBeInTheDocument();
    await waitFor(() => expect(staffApi.fetchPatientRecord).toHaveBeenCalledTimes(2));
  });

  it('no longer offers a link once the record shows its invite used', async () => {
    staffApi.fetchPatientRecord.mockResolvedValue(patientWith([invite(3, 'ana.smith@example.com')]));
    const { user } = await openPatient();
    staffApi.resendInvite.mockResolvedValue(answer(3, 'fresh-code'));
    await user.click(screen.getByRole('button', { name: 'Resend the invite to ana.smith@example.com' }));
    expect(await screen.findByRole('button', { name: 'Copy invite link' })).toBeInTheDocument();
    await waitFor(() => expect(staffApi.fetchPatientRecord).toHaveBeenCalledTimes(2));
    // The family signs up with it; the planner comes back to the patient, whose record now says so.
    staffApi.fetchPatientRecord.mockResolvedValue(patientWith([invite(3, 'ana.smith@example.com', { usedAt: NOV_20 })]));
    staffApi.searchWorklist.mockResolvedValue({
      patients: [{ id: 7, initial: 'M', firstName: null, lastName: 'Rivera', mrn: null, dateOfBirth: '1948-03-14', createdAt: NOV_20, confirmedSinceViewed: false, services: [] }],
      total: 1,
      page: 1,
      pageSize: 25,
    });
    await user.click(screen.getByRole('link', { name: '← All patients' }));
    await user.click(await screen.findByRole('link', { name: 'Rivera, M.' }));
    await waitFor(() => expect(staffApi.fetchPatientRecord).toHaveBeenCalledTimes(3));
    expect(await screen.findByText(/Used 11\/20\/2026/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Copy invite link' })).not.toBeInTheDocument();
  });

  it('revokes only after a confirmation, and words the hospital’s revoke apart from failed claims', async () => {
    staffApi.fetchPatientRecord.mockResolvedValue(
      patientWith([invite(2, 'old.link@example.com', { revokedAt: NOV_20, revokedBy: 'failedClaims', relationship: null }), invite(3, 'ana.smith@example.com')]),
    );
    const { user } = await openPatient();
    expect(screen.getByText('To old.link@example.com, sent 11/20/2026 in English: Revoked 11/20/2026 after too many failed claims')).toBeInTheDocument();
    // A revoked invite offers nothing more.
    expect(screen.queryByRole('button', { name: 'Resend the invite to old.link@example.com' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Revoke the invite to ana.smith@example.com' }));
    const question = screen.getByRole('group', { name: 'Revoke the invite to ana.smith@example.com' });
    expect(within(question).getByText('Revoke the invite to ana.smith@example.com? Its link stops working at once, and the family will need a new invite.')).toBeInTheDocument();
    expect(within(question).getByRole('button', { name: 'Keep it' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Invite Family' })).toBeDisabled();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('group', { name: 'Revoke the invite to ana.smith@example.com' })).not.toBeInTheDocument();
    expect(staffApi.revokeInvite).not.toHaveBeenCalled();

    staffApi.revokeInvite.mockResolvedValue({ success: true });
    await user.click(screen.getByRole('button', { name: 'Revoke the invite to ana.smith@example.com' }));
    staffApi.fetchPatientRecord.mockResolvedValue(
      patientWith([
        invite(2, 'old.link@example.com', { revokedAt: NOV_20, revokedBy: 'failedClaims', relationship: null }),
        invite(3, 'ana.smith@example.com', { revokedAt: at(2026, 11, 25), revokedBy: 'staff' }),
      ]),
    );
    await user.click(within(screen.getByRole('group', { name: 'Revoke the invite to ana.smith@example.com' })).getByRole('button', { name: 'Revoke invite' }));
    expect(staffApi.revokeInvite).toHaveBeenCalledWith(3, expect.anything());
    expect(await screen.findByRole('status')).toHaveTextContent('The invite was revoked: its link no longer works.');
    expect(await screen.findByText('To ana.smith@example.com (Family), sent 11/20/2026 in English: Revoked 11/25/2026 by the hospital')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Revoke the invite/ })).not.toBeInTheDocument();
  });

  it('says why a resend or revoke was refused', async () => {
    staffApi.fetchPatientRecord.mockResolvedValue(patientWith([invite(3, 'ana.smith@example.com')]));
    const { user } = await openPatient();
    staffApi.resendInvite.mockRejectedValue(new ApiFailure(409, 'InviteUsed', 'This invite has already been used.'));
    await user.click(screen.getByRole('button', { name: 'Resend the invite to ana.smith@example.com' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This invite has been used: the family has an account now.');

    staffApi.revokeInvite.mockRejectedValue(new ApiFailure(0, 'Network', 'offline'));
    await user.click(screen.getByRole('button', { name: 'Revoke the invite to ana.smith@example.com' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Revoke invite' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The invite could not be revoked. Try again.');
  });

  it('words the resends and revokes of the trail', async () => {
    const planner = { name: 'Dana Okafor', group: 'planner' as const, relationship: null };
    const event = (action: string, day: number) => ({ id: String(day), at: at(2026, 11, day), action, userId: 2, actor: planner, email: null, subject: '3', ip: null });
    staffApi.fetchPatientActivity.mockResolvedValue([event('invite.issued', 20), event('invite.resent', 21), event('invite.revoked', 22)]);
    await openPatient();
    const trail = within(screen.getByRole('region', { name: 'Activity' })).getAllByRole('listitem').map((item) => item.textContent);
    expect(trail).toEqual([
      'Planner Dana Okafor revoked an invite, Nov 22, 2026, 9:05 AM EST',
      'Planner Dana Okafor sent an invite again, with a new link, Nov 21, 2026, 9:05 AM EST',
      'Planner Dana Okafor invited the family, Nov 20, 2026, 9:05 AM EST',
    ]);
  });
});
