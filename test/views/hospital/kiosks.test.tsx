import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiFailure } from '../../../src/api/client';
import * as kioskRequests from '../../../src/api/kioskRequests';
import * as requests from '../../../src/api/requests';
import * as staffRequests from '../../../src/api/staffRequests';
import type { HospitalSettings } from '../../../src/contract/catalogue';
import type { KioskList, KioskSummary } from '../../../src/contract/kiosk';
import type { User } from '../../../src/contract/user';
import { TAGLINES } from '../../../src/i18n/taglines';
import { axeViolations } from '../../support/axe';
import { PLANNER, renderConsole } from '../../renderConsole';

vi.mock('../../../src/api/requests');
vi.mock('../../../src/api/staffRequests');
vi.mock('../../../src/api/kioskRequests');
vi.mocked(requests);
const staffApi = vi.mocked(staffRequests);
const kioskApi = vi.mocked(kioskRequests);

/**
 * In the console: the hospital's admins see the kiosks that are on, on the staff page, and
 * revoke one after a confirmation; they set how many days a kiosk works beside the kiosks' idle time.
 */
const ADMIN: User = { ...PLANNER, id: 3, name: 'Ada Admin', group: { type: 'hospitalAdmin' } };
/** Noon UTC, so that the day is the same wherever the test runs. */
const NOV_20 = Date.UTC(2026, 10, 20, 12) / 1000;
const DAY = 24 * 60 * 60;
const LOBBY: KioskSummary = { id: 12, startedBy: 'Dana Okafor', createdAt: NOV_20, expiresAt: NOV_20 + 30 * DAY, lastSeenAt: NOV_20 + DAY };
const WARD: KioskSummary = { id: 15, startedBy: 'Ada Admin', createdAt: NOV_20 + 2 * DAY, expiresAt: NOV_20 + 32 * DAY, lastSeenAt: null };
const BOTH: KioskList = { kiosks: [WARD, LOBBY] };
const SETTINGS: HospitalSettings = { id: 1, name: 'Riverside', preferredByPhrase: 'Riverside Recommended', preferredByPhraseEs: null, preferredExplanation: null, preferredExplanationEs: null, affiliatedExplanation: null, affiliatedExplanationEs: null, kioskIdleMinutes: 3, kioskTokenDays: 30, familyLanguage: 'en', taglines: [...TAGLINES], timeZone: 'America/New_York', stateTimeZone: 'America/New_York', ownTimeZone: false, ehrBaseUrl: null, ehrTokenSet: false };

beforeEach(() => {
  staffApi.fetchStaffDirectory.mockResolvedValue({ members: [], invites: [] });
  kioskApi.fetchKiosks.mockResolvedValue(BOTH);
  staffApi.searchCatalogue.mockResolvedValue({ providers: [], total: 0, page: 1, pageSize: 25 });
  staffApi.fetchHospitalSettings.mockResolvedValue(SETTINGS);
});
afterEach(() => vi.restoreAllMocks());

const kiosksSection = async () => screen.findByRole('region', { name: 'Kiosks' });
const itemOf = async (name: string) => (await within(await kiosksSection()).findByText(name)).closest('li')!;

describe('the kiosks on the staff page (admins)', () => {
  it('lists each kiosk that is on, newest first: who turned it on, when, until when, when it was last seen', async () => {
    renderConsole('/hospital/staff', { signedIn: true, user: ADMIN });
    const section = await kiosksSection();
    expect(within(section).getByRole('heading', { level: 2, name: 'Kiosks' })).toBeInTheDocument();
    const items = await within(section).findAllByRole('listitem');
    expect(items.map((item) => within(item).getByText(/^Kiosk \d+$/).textContent)).toEqual(['Kiosk 15', 'Kiosk 12']);
    expect(items[0]).toHaveTextContent('Turned on 11/22/2026 by Ada Admin · works until 12/22/2026 · not seen since it was turned on');
    expect(items[1]).toHaveTextContent(`Turned on 11/20/2026 by Dana Okafor · works until 12/20/2026 · last seen Nov 21, 2026, 7:00 AM EST`);
    expect(within(items[1]!).getByRole('button', { name: 'Revoke kiosk 12' })).toBeInTheDocument();
    expect(kioskApi.fetchKiosks).toHaveBeenCalledTimes(1);
    expect(await axeViolations()).toEqual([]);
  });

  it('says when no kiosk is on', async () => {
    kioskApi.fetchKiosks.mockResolvedValue({ kiosks: [] });
    renderConsole('/hospital/staff', { signedIn: true, user: ADMIN });
    expect(await within(await kiosksSection()).findByText('No kiosks are on.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Revoke kiosk/ })).not.toBeInTheDocument();
  });

  it('says when the list could not be loaded, and tries again', async () => {
    kioskApi.fetchKiosks.mockRejectedValueOnce(new ApiFailure(0, 'Network', 'offline'));
    const user = userEvent.setup();
    renderConsole('/hospital/staff', { signedIn: true, user: ADMIN });
    const section = await kiosksSection();
    const alert = await within(section).findByRole('alert');
    expect(alert).toHaveTextContent('The kiosks could not be loaded.');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await within(section).findByText('Kiosk 15')).toBeInTheDocument();
    expect(kioskApi.fetchKiosks).toHaveBeenCalledTimes(2);
  });

  it('asks before revoking: Keep it changes nothing; Revoke kiosk revokes it, says so and shows the kiosks still on', async () => {
    kioskApi.revokeKiosk.mockResolvedValue({ kiosks: [WARD] });
    const user = userEvent.setup();
    renderConsole('/hospital/staff', { signedIn: true, user: ADMIN });
    const lobby = await itemOf('Kiosk 12');
    await user.click(within(lobby).getByRole('button', { name: 'Revoke kiosk 12' }));
    const question = within(lobby).getByRole('group', { name: 'Revoke kiosk 12' });
    expect(question).toHaveTextContent(
      "Revoke kiosk 12, turned on by Dana Okafor? It stops working at once; turning that device into a kiosk again takes a staff member's login on it.",
    );
    // The safe answer has the focus: a second Enter does not revoke.
    await waitFor(() => expect(within(question).getByRole('button', { name: 'Keep it' })).toHaveFocus());
    expect(await axeViolations()).toEqual([]);
    await user.click(within(question).getByRole('button', { name: 'Keep it' }));
    expect(within(lobby).queryByRole('group')).not.toBeInTheDocument();
    expect(kioskApi.revokeKiosk).not.toHaveBeenCalled();

    await user.click(within(lobby).getByRole('button', { name: 'Revoke kiosk 12' }));
    await user.click(within(lobby).getByRole('button', { name: 'Revoke kiosk' }));
    expect(kioskApi.revokeKiosk).toHaveBeenCalledWith(12, expect.anything());
    expect(await screen.findByText('Kiosk Revoked')).toBeInTheDocument();
    expect(screen.getByText('Kiosk 12 no longer works.')).toBeInTheDocument();
    const section = await kiosksSection();
    await waitFor(() => expect(within(section).queryByText('Kiosk 12')).not.toBeInTheDocument());
    expect(within(section).getByText('Kiosk 15')).toBeInTheDocument();
    expect(kioskApi.fetchKiosks).toHaveBeenCalledTimes(1);
  });

  it('says when a revoke failed, keeping the question to try again', async () => {
    kioskApi.revokeKiosk.mockRejectedValueOnce(new ApiFailure(0, 'Network', 'offline')).mockResolvedValueOnce({ kiosks: [LOBBY] });
    const user = userEvent.setup();
    renderConsole('/hospital/staff', { signedIn: true, user: ADMIN });
    const ward = await itemOf('Kiosk 15');
    await user.click(within(ward).getByRole('button', { name: 'Revoke kiosk 15' }));
    await user.click(within(ward).getByRole('button', { name: 'Revoke kiosk' }));
    expect(await within(ward).findByRole('alert')).toHaveTextContent('The kiosk could not be revoked. Try again.');
    expect(within(ward).getByText('Kiosk 15')).toBeInTheDocument();
    await user.click(within(ward).getByRole('button', { name: 'Revoke kiosk' }));
    await waitFor(() => expect(within(screen.getByRole('region', { name: 'Kiosks' })).queryByText('Kiosk 15')).not.toBeInTheDocument());
    expect(kioskApi.revokeKiosk).toHaveBeenCalledTimes(2);
  });

  it('says when the kiosk was off already, and shows the list afresh on request', async () => {
    kioskApi.revokeKiosk.mockRejectedValue(new ApiFailure(409, 'KioskOff', 'This kiosk was already turned off, revoked or past its time.'));
    const user = userEvent.setup();
    renderConsole('/hospital/staff', { signedIn: true, user: ADMIN });
    const lobby = await itemOf('Kiosk 12');
    await user.click(within(lobby).getByRole('button', { name: 'Revoke kiosk 12' }));
    await user.click(within(lobby).getByRole('button', { name: 'Revoke kiosk' }));
    expect(await within(lobby).findByRole('alert')).toHaveTextContent(
      'This kiosk is off already: it was turned off on the device, revoked by another administrator, or its time ran out.',
    );
    expect(within(lobby).getByRole('button', { name: 'Revoke kiosk' })).toBeDisabled();
    kioskApi.fetchKiosks.mockResolvedValue({ kiosks: [WARD] });
    await user.click(within(lobby).getByRole('button', { name: 'Refresh the list' }));
    const section = await kiosksSection();
    await waitFor(() => expect(within(section).queryByText('Kiosk 12')).not.toBeInTheDocument());
    expect(kioskApi.fetchKiosks).toHaveBeenCalledTimes(2);
  });

  it('is not offered to a planner, and nothing is asked of the server', async () => {
    renderConsole('/hospital/staff', { signedIn: true });
    expect(await screen.findByText(/^Only your hospital’s administrators can see its staff/)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Kiosks' })).not.toBeInTheDocument();
    expect(kioskApi.fetchKiosks).not.toHaveBeenCalled();
  });
});

describe('how many days a kiosk works (the catalogue page, beside the idle time)', () => {
  const daysField = () => screen.findByLabelText(/^Kiosk life \(days\)/);

  it('shows an admin the days, refuses days out of 1–365 on the field, and saves whole days with the settings PUT', async () => {
    staffApi.updateHospitalSettings.mockResolvedValue({ ...SETTINGS, kioskTokenDays: 90 });
    const user = userEvent.setup();
    renderConsole('/hospital/providers', { signedIn: true, user: ADMIN });
    const field = await daysField();
    expect(field).toHaveValue('30');
    expect(screen.getByText(/^A kiosk stops working this many days after it was turned on/)).toBeInTheDocument();
    for (const typed of ['366', '0', '']) {
      await user.clear(field);
      if (typed) await user.type(field, typed);
      await user.click(screen.getByRole('button', { name: 'Save Kiosk Life' }));
      expect(screen.getByText('Enter whole days from 1 to 365.')).toBeInTheDocument();
      expect(field).toHaveValue(typed);
    }
    expect(staffApi.updateHospitalSettings).not.toHaveBeenCalled();
    await user.clear(field);
    await user.type(field, '90');
    await user.click(screen.getByRole('button', { name: 'Save Kiosk Life' }));
    expect(staffApi.updateHospitalSettings).toHaveBeenCalledWith({ kioskTokenDays: 90 }, expect.anything());
    expect(await screen.findByText('Saved.')).toBeInTheDocument();
    expect(screen.queryByText('Enter whole days from 1 to 365.')).not.toBeInTheDocument();
    // The idle time's form keeps its own value: each form saves only its own setting.
    expect(screen.getByLabelText(/^Kiosk idle time \(minutes\)/)).toHaveValue('3');
  });

  it('keeps what the admin typed when the save fails, and says so', async () => {
    staffApi.updateHospitalSettings.mockRejectedValue(new ApiFailure(0, 'Network', 'offline'));
    const user = userEvent.setup();
    renderConsole('/hospital/providers', { signedIn: true, user: ADMIN });
    const field = await daysField();
    await user.clear(field);
    await user.type(field, '7');
    await user.click(screen.getByRole('button', { name: 'Save Kiosk Life' }));
    expect(await screen.findByText('The kiosk life could not be saved. What you typed is kept: please try again.')).toBeInTheDocument();
    expect(field).toHaveValue('7');
  });

  it('is not offered to a planner', async () => {
    renderConsole('/hospital/providers', { signedIn: true });
    expect(await screen.findByText('Only the hospital’s administrators change labels, disclosures and wording.')).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Kiosk life \(days\)/)).not.toBeInTheDocument();
  });
});
