import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiFailure } from '../../../src/api/client';
import * as requests from '../../../src/api/requests';
import * as staffRequests from '../../../src/api/staffRequests';
import type { PlannerPatient } from '../../../src/contract/planner';
import { axeViolations } from '../../support/axe';
import { RECORD } from '../../fixtures/choiceRecord';
import { renderConsole } from '../../renderConsole';

vi.mock('../../../src/api/requests');
vi.mock('../../../src/api/staffRequests');
const api = vi.mocked(requests);
const staffApi = vi.mocked(staffRequests);

/**
 * The choice record's page, in the PDF's words (test/unit/choiceRecordLines.test.ts checks those
 * against the PDF) with the console's times (the workstation's zone): a confirmed list and one not confirmed yet.
 */
const PATIENT: PlannerPatient = {
  id: 7,
  initial: 'M',
  firstName: 'Maria',
  lastName: 'Rivera',
  mrn: 'RH-20417',
  homeZip: null,
  expectedDischargeDate: null,
  dateOfBirth: '1948-03-14',
  claimed: false,
  claimedAt: null,
  claimedBy: null,
  familyLanguage: 'en',
  invites: [],
  services: [],
};

const texts = (items: HTMLElement[]) => items.map((item) => item.textContent);

const { choiceRecordPdfUrl } = await vi.importActual<typeof staffRequests>('../../../src/api/staffRequests');

beforeEach(() => {
  localStorage.clear();
  // The PDF's address is the API layer's (not a call): the real one, so the link is checked as it is.
  staffApi.choiceRecordPdfUrl.mockImplementation(choiceRecordPdfUrl);
  api.logout.mockResolvedValue({ success: true });
  staffApi.fetchChoiceRecord.mockResolvedValue(RECORD);
  staffApi.fetchPatientRecord.mockResolvedValue(PATIENT);
  staffApi.fetchPatientActivity.mockResolvedValue([]);
});
afterEach(() => vi.restoreAllMocks());

describe('the choice record page (/hospital/patients/{id}/choice-record)', () => {
  it('shows who it is about, then each version of each list in the PDF’s words', async () => {
    renderConsole('/hospital/patients/7/choice-record', { signedIn: true });
    const record = await screen.findByRole('article', { name: 'Post-acute care choice record' });
    expect(screen.getByRole('heading', { level: 1, name: 'Choice Record' })).toBeInTheDocument();
    expect(document.title).toBe('Choice Record | CareChoice');
    expect(staffApi.fetchChoiceRecord).toHaveBeenCalledWith(7, expect.any(AbortSignal));
    for (const line of ['Patient: Maria Rivera', 'Date of birth: 03/14/1948', 'MRN: RH-20417', 'Hospital: Riverside General Hospital', 'Generated: Nov 25, 2026, 9:30 AM EST']) {
      expect(within(record).getByText(line)).toBeInTheDocument();
    }

    const confirmed = screen.getByRole('region', { name: 'Skilled Nursing' });
    expect(within(confirmed).getByText('Choices confirmed Nov 24, 2026, 3:41 PM EST')).toBeInTheDocument();
    expect(within(confirmed).getByText('Area: distances from Columbus, OH; every provider within 10 miles was listed.')).toBeInTheDocument();
    expect(within(confirmed).getByText('List built by Dana Okafor.')).toBeInTheDocument();
    expect(within(confirmed).getByRole('heading', { level: 4, name: 'Providers presented, in the order shown (3)' })).toBeInTheDocument();
    // In the order presented, each with its facts as the PDF joins them.
    const [presented, removed] = within(confirmed).getAllByRole('list');
    expect(presented!.tagName).toBe('OL');
    expect(texts(within(presented!).getAllByRole('listitem'))).toEqual([
      "Willow Creek Manor, Columbus, OHCMS certification number 365001 · Medicare overall rating 4 of 5 (data of 10/2026) · 2.3 miles · Preferred by the hospital · Family's choice #2",
      "Maple Grove Care Center, Columbus, OHCMS certification number 365002 · Medicare overall rating 5 of 5 (data of 10/2026) · 3.5 miles · Affiliated with the hospital · Family's choice #1Financial interest disclosed: Riverside General owns part of this provider.",
      'Cedar Ridge Nursing, Columbus, OHNo CMS certification number · No Medicare overall rating (data date not recorded) · 7.1 miles · Saved by the family, not ranked',
    ]);
    // Who was left off, why, by whom and when (42 CFR 482.43(c)).
    expect(within(confirmed).getByRole('heading', { level: 4, name: 'Left off the list by the hospital, with the reason (1)' })).toBeInTheDocument();
    expect(texts(within(removed!).getAllByRole('listitem'))).toEqual(['Birch Hollow, Dublin, OH. Reason: Does not take the patient’s insurance (Dana Okafor, Nov 20, 2026, 8:50 AM EST)']);
    expect(within(confirmed).getByText('Sent to ana.smith@example.com (Family) on Nov 20, 2026, 9:05 AM EST by Dana Okafor.')).toBeInTheDocument();
    expect(within(confirmed).getByText('“I understand that I may choose any provider on this list.”')).toBeInTheDocument();
    expect(within(confirmed).getByText('Acknowledged by Ana Smith (Family), Nov 21, 2026, 10:00 AM EST.')).toBeInTheDocument();
    expect(within(confirmed).getByRole('heading', { level: 4, name: 'The family’s choices' })).toBeInTheDocument();
    expect(within(confirmed).getByText('Saved: Willow Creek Manor; Maple Grove Care Center; Cedar Ridge Nursing.')).toBeInTheDocument();
    expect(within(confirmed).getByText('Ranking: 1. Maple Grove Care Center; 2. Willow Creek Manor.')).toBeInTheDocument();
    expect(within(confirmed).getByText('Confirmed by Ana Smith (Family), Nov 24, 2026, 3:41 PM EST.')).toBeInTheDocument();
    expect(within(confirmed).getByText('Confirmed in a guided session with Dana Okafor.')).toBeInTheDocument();
    expect(within(confirmed).getByText('Language the family used: English.')).toBeInTheDocument();

    const open = screen.getByRole('region', { name: 'Home Healthcare (version 2 of the list)' });
    expect(within(open).getByText('Not confirmed yet: this part shows the list as it is now.')).toBeInTheDocument();
    expect(within(open).getByText('Area: not recorded for this list; distances are from the hospital.')).toBeInTheDocument();
    expect(within(open).queryByText(/^List built by/)).toBeNull();
    expect(within(open).queryByText(/^Left off the list/)).toBeNull();
    expect(within(open).getByText('No invitation was sent.')).toBeInTheDocument();
    expect(within(open).getByText('Not acknowledged yet.')).toBeInTheDocument();
    expect(within(open).getByText('Saved: CareFirst Home Health.')).toBeInTheDocument();
    expect(within(open).getByText('Ranking: none yet.')).toBeInTheDocument();
    expect(within(open).queryByText(/^Confirmed (by|in a guided session)/)).toBeNull();

    expect(await axeViolations()).toEqual([]);
  });

  it('downloads the PDF or opens it in a tab of its own, prints, and goes back to the patient', async () => {
    const user = userEvent.setup();
    const app = renderConsole('/hospital/patients/7/choice-record', { signedIn: true });
    const pdf = await screen.findByRole('link', { name: 'Download PDF' });
    expect(pdf).toHaveAttribute('href', '/internal/app/planner/v1/patients/7/choice-record.pdf?download=1');
    expect(pdf).toHaveAttribute('download');
    const opened = screen.getByRole('link', { name: 'Open PDF' });
    expect(opened).toHaveAttribute('href', '/internal/app/planner/v1/patients/7/choice-record.pdf');
    expect(opened).toHaveAttribute('target', '_blank');
    expect(opened).toHaveAttribute('rel', 'noopener');
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    await user.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('link', { name: '← Back to the patient' }));
    await waitFor(() => expect(app.location()).toBe('/hospital/patients/7'));
  });

  it('offers the family’s own copy in the language the family used', async () => {
    const lists = RECORD.lists.map((list) => ({ ...list, language: 'es' as const }));
    staffApi.fetchChoiceRecord.mockResolvedValue({ ...RECORD, lists });
    renderConsole('/hospital/patients/7/choice-record', { signedIn: true });
    const copy = await screen.findByRole('link', { name: 'Family’s Copy in Spanish' });
    expect(copy).toHaveAttribute('href', '/internal/app/planner/v1/patients/7/choice-record.pdf?lang=es');
    expect(copy).toHaveAttribute('target', '_blank');
    // The chart's copy stays the hospital's, in English.
    expect(screen.getByRole('link', { name: 'Download PDF' })).toHaveAttribute('href', '/internal/app/planner/v1/patients/7/choice-record.pdf?download=1');
    expect(screen.getAllByText('Language the family used: Spanish.')).toHaveLength(2);
  });

  it('has no family’s copy apart from the chart’s when the family used English', async () => {
    renderConsole('/hospital/patients/7/choice-record', { signedIn: true });
    await screen.findByRole('link', { name: 'Download PDF' });
    expect(screen.queryByRole('link', { name: /^Family’s Copy/ })).toBeNull();
  });

  it('is reached from the patient page', async () => {
    const user = userEvent.setup();
    const app = renderConsole('/hospital/patients/7', { signedIn: true });
    await user.click(await screen.findByRole('link', { name: 'Choice record' }));
    await waitFor(() => expect(app.location()).toBe('/hospital/patients/7/choice-record'));
    expect(await screen.findByRole('heading', { level: 2, name: 'Post-acute care choice record' })).toBeInTheDocument();
  });

  it('says when there is no list yet', async () => {
    staffApi.fetchChoiceRecord.mockResolvedValue({ ...RECORD, lists: [] });
    renderConsole('/hospital/patients/7/choice-record', { signedIn: true });
    expect(await screen.findByText('No list of providers has been offered to this patient yet.')).toBeInTheDocument();
  });

  it('says when the hospital has no such patient', async () => {
    staffApi.fetchChoiceRecord.mockRejectedValue(new ApiFailure(404, 'NotFound', 'No such patient.'));
    renderConsole('/hospital/patients/99/choice-record', { signedIn: true });
    expect(await screen.findByRole('alert')).toHaveTextContent('This patient is not on your hospital’s list.');
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Download PDF' })).not.toBeInTheDocument();
  });

  it('says when the record could not be loaded, and tries again', async () => {
    const user = userEvent.setup();
    staffApi.fetchChoiceRecord.mockRejectedValueOnce(new ApiFailure(0, 'Network', 'offline'));
    renderConsole('/hospital/patients/7/choice-record', { signedIn: true });
    expect(await screen.findByRole('alert')).toHaveTextContent('The choice record could not be loaded.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Skilled Nursing' })).toBeInTheDocument();
    expect(staffApi.fetchChoiceRecord).toHaveBeenCalledTimes(2);
  });

  it('sends a signed-out visitor to the staff login', async () => {
    const app = renderConsole('/hospital/patients/7/choice-record');
    await waitFor(() => expect(app.location()).toBe('/hospital/login'));
    expect(staffApi.fetchChoiceRecord).not.toHaveBeenCalled();
  });
});
