import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiFailure } from '../../../src/api/client';
import * as requests from '../../../src/api/requests';
import * as staffRequests from '../../../src/api/staffRequests';
import type { Catalogue, CatalogueProvider, HospitalSettings } from '../../../src/contract/catalogue';
import { TAGLINES } from '../../../src/i18n/taglines';
import { loadStaffSession } from '../../../src/machines/hospital/staffStorage';
import { PLANNER, renderConsole } from '../../renderConsole';
import { screenOfWidth } from '../../support/screenWidth';

vi.mock('../../../src/api/requests');
vi.mock('../../../src/api/staffRequests');
vi.mocked(requests);
const staffApi = vi.mocked(staffRequests);

/** The catalogue at /hospital/providers, for a planner (reads) and an admin (labels, wording). */
const ADMIN = { ...PLANNER, id: 3, name: 'Ada Admin', group: { type: 'hospitalAdmin' as const } };
const ROSEWOOD: CatalogueProvider = {
  id: 11,
  name: 'Rosewood Care',
  city: 'Columbus',
  state: 'OH',
  levelOfCare: 'skilled_nursing',
  rating: 4.5,
  preferred: true,
  affiliated: false,
  disclosure: null,
  medicareDataDate: null,
  warnings: [],
};
const HARBOR: CatalogueProvider = {
  id: 12,
  name: 'Quiet Harbor Hospice',
  city: 'Dayton',
  state: 'OH',
  levelOfCare: 'hospice',
  rating: null,
  preferred: false,
  affiliated: true,
  disclosure: null,
  medicareDataDate: null,
  warnings: [],
};
const PAGE: Catalogue = { providers: [ROSEWOOD, HARBOR], total: 2, page: 1, pageSize: 25 };

const RIVERSIDE: HospitalSettings = { id: 1, name: 'Riverside', preferredByPhrase: 'Riverside Recommended', preferredByPhraseEs: null, preferredExplanation: null, preferredExplanationEs: null, affiliatedExplanation: null, affiliatedExplanationEs: null, kioskIdleMinutes: 3, kioskTokenDays: 30, familyLanguage: 'en', taglines: [...TAGLINES], timeZone: 'America/New_York', stateTimeZone: 'America/New_York', ownTimeZone: false, ehrBaseUrl: null, ehrTokenSet: false };

beforeEach(() => {
  staffApi.searchCatalogue.mockResolvedValue(PAGE);
  staffApi.fetchHospitalSettings.mockResolvedValue(RIVERSIDE);
});
afterEach(() => vi.restoreAllMocks());

const rowOf = async (name: string) => (await screen.findByRole('rowheader', { name })).closest('tr')!;

describe('the catalogue (/hospital/providers)', () => {
  it('is reached from the header, titled Providers, and shows each provider with its rating and labels to a planner', async () => {
    const user = userEvent.setup();
    const app = renderConsole('/hospital', { signedIn: true });
    staffApi.searchWorklist.mockResolvedValue({ patients: [], total: 0, page: 1, pageSize: 25 });
    await user.click(await screen.findByRole('link', { name: 'Providers' }));
    await waitFor(() => expect(app.location()).toBe('/hospital/providers'));
    expect(document.title).toBe('Providers | CareChoice');
    const rosewood = await rowOf('Rosewood Care');
    expect(within(rosewood).getByText('Skilled Nursing')).toBeInTheDocument();
    expect(within(rosewood).getByText('Columbus, OH')).toBeInTheDocument();
    expect(within(rosewood).getByText('Riverside Recommended')).toBeInTheDocument();
    expect(within(await rowOf('Quiet Harbor Hospice')).getByText('Affiliated')).toBeInTheDocument();
    expect(screen.getByText('Showing 1–2 of 2 providers')).toBeInTheDocument();
    expect(screen.getByText('Only the hospital’s administrators change labels, disclosures and wording.')).toBeInTheDocument();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /disclosure/ })).not.toBeInTheDocument();
    expect(staffApi.searchCatalogue).toHaveBeenCalledWith({ levelOfCare: undefined, query: '', page: 1 }, expect.anything());
  });

  it('fits a phone: the level, place and Medicare’s data above the labels, the name alone in its column', async () => {
    screenOfWidth(390);
    staffApi.searchCatalogue.mockResolvedValue({ ...PAGE, providers: [{ ...ROSEWOOD, medicareDataDate: '2026-10-01', warnings: ['abuse'] }, HARBOR] });
    renderConsole('/hospital/providers', { signedIn: true });
    const rosewood = await rowOf('Rosewood Care');
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Provider', 'Hospital’s labels']);
    const [details] = within(rosewood).getAllByRole('cell');
    expect(details).toHaveTextContent(/^Skilled Nursing · Columbus, OH4\.5 of 5Medicare data 10\/2026Cited for abuseRiverside Recommended$/);
    // Each warning sign once, still a button that explains itself.
    expect(within(rosewood).getAllByRole('button', { name: 'Cited for abuse: Rosewood Care' })).toHaveLength(1);
    // A level without an overall rating says nothing of it, rather than a dash no column header explains.
    expect(within(await rowOf('Quiet Harbor Hospice')).getAllByRole('cell')[0]).toHaveTextContent(/^Home Hospice · Dayton, OHAffiliated$/);
  });

  it('shows a planner the hospital’s financial-interest disclosure, read-only', async () => {
    staffApi.searchCatalogue.mockResolvedValue({ ...PAGE, providers: [{ ...ROSEWOOD, disclosure: 'Riverside owns 40% of Rosewood Care.' }, HARBOR] });
    renderConsole('/hospital/providers', { signedIn: true });
    // Under the hospital's labels, in the same column (the table fits the lounge tablet).
    expect(within(await rowOf('Rosewood Care')).getByText('Financial interest:').parentElement).toHaveTextContent('Financial interest: Riverside owns 40% of Rosewood Care.');
    expect(within(await rowOf('Quiet Harbor Hospice')).queryByText('Financial interest:')).toBeNull();
    expect(screen.queryByRole('button', { name: /disclosure/ })).not.toBeInTheDocument();
  });

  it('shows the month of Medicare’s data and a badge per warning sign, each explaining itself when pressed', async () => {
    const GLENVIEW: CatalogueProvider = { ...ROSEWOOD, id: 13, name: 'Glenview Manor', preferred: false, medicareDataDate: '2026-09-01', warnings: ['specialFocus'] };
    staffApi.searchCatalogue.mockResolvedValue({
      ...PAGE,
      providers: [{ ...ROSEWOOD, medicareDataDate: '2026-10-01', warnings: ['abuse', 'specialFocusCandidate'] }, GLENVIEW, { ...HARBOR, medicareDataDate: '2026-07-01' }],
      total: 3,
    });
    const user = userEvent.setup();
    renderConsole('/hospital/providers', { signedIn: true });
    const rosewood = await rowOf('Rosewood Care');
    expect(within(rosewood).getByText('Medicare data 10/2026')).toBeInTheDocument();
    expect(within(rosewood).getByRole('button', { name: 'Cited for abuse: Rosewood Care' })).toHaveTextContent('Cited for abuse');
    expect(within(rosewood).getByRole('button', { name: 'Special Focus candidate: Rosewood Care' })).toHaveTextContent('Special Focus candidate');
    expect(within(rosewood).queryByText('Special Focus Facility')).toBeNull();
    const glenview = await rowOf('Glenview Manor');
    expect(within(glenview).getByText('Medicare data 09/2026')).toBeInTheDocument();
    expect(within(glenview).getByRole('button', { name: 'Special Focus Facility: Glenview Manor' })).toHaveTextContent('Special Focus Facility');
    expect(within(glenview).queryByText('Cited for abuse')).toBeNull();
    // A level without a rating still shows the month; no warning signs, no badges.
    const harbor = await rowOf('Quiet Harbor Hospice');
    expect(within(harbor).getByText('Medicare data 07/2026')).toBeInTheDocument();
    expect(within(harbor).queryAllByRole('button')).toEqual([]);

    // A click (or a tap, or Enter) opens the sign's one-sentence explanation, named by its badge; Escape closes it.
    const abuse = within(rosewood).getByRole('button', { name: 'Cited for abuse: Rosewood Care' });
    await user.click(abuse);
    const explained = await screen.findByRole('dialog', { name: 'Cited for abuse: Rosewood Care' });
    expect(explained).toHaveTextContent('Medicare marks a nursing home that was cited for abuse, neglect or exploitation of residents in its recent inspections.');
    expect(abuse).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(abuse).toHaveFocus());
    await user.click(within(rosewood).getByRole('button', { name: 'Special Focus candidate: Rosewood Care' }));
    expect(await screen.findByRole('dialog', { name: 'Special Focus candidate: Rosewood Care' })).toHaveTextContent(
      'Medicare inspects a Special Focus Facility twice as often because it has a history of serious quality problems; a candidate may become one.',
    );
  });

  it('shows no Medicare date or badges for a provider without Medicare data', async () => {
    renderConsole('/hospital/providers', { signedIn: true });
    const rosewood = await rowOf('Rosewood Care');
    expect(within(rosewood).queryByText(/^Medicare data/)).toBeNull();
    expect(within(rosewood).queryAllByRole('button')).toEqual([]);
  });

  it('narrows to a level of care, from page 1', async () => {
    const user = userEvent.setup();
    renderConsole('/hospital/providers', { signedIn: true });
    await rowOf('Rosewood Care');
    await user.selectOptions(screen.getByLabelText('Level of care'), 'Home Hospice');
    await waitFor(() => expect(staffApi.searchCatalogue).toHaveBeenLastCalledWith({ levelOfCare: 'hospice', query: '', page: 1 }, expect.anything()));
    // The hospital's wording is read once, with the first page.
    expect(staffApi.fetchHospitalSettings).toHaveBeenCalledTimes(1);
  });

  it('lets an admin switch a label, showing the saved answer', async () => {
    staffApi.setProviderLabels.mockResolvedValue({ ...HARBOR, preferred: true });
    const user = userEvent.setup();
    renderConsole('/hospital/providers', { signedIn: true, user: ADMIN });
    const preferHarbor = await screen.findByRole('switch', { name: 'Riverside Recommended: Quiet Harbor Hospice' });
    expect(preferHarbor).not.toBeChecked();
    expect(screen.getByRole('switch', { name: 'Affiliated: Quiet Harbor Hospice' })).toBeChecked();
    await user.click(preferHarbor);
    expect(staffApi.setProviderLabels).toHaveBeenCalledWith({ providerId: 12, labels: { preferred: true, affiliated: true } }, expect.anything());
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Riverside Recommended: Quiet Harbor Hospice' })).toBeChecked());
    expect(screen.getByRole('switch', { name: 'Riverside Recommended: Quiet Harbor Hospice' })).toBeEnabled();
  });

  it('puts a label back and says so when the save fails', async () => {
    staffApi.setProviderLabels.mockRejectedValue(new ApiFailure(0, 'Network', 'offline'));
    const user = userEvent.setup();
    renderConsole('/hospital/providers', { signedIn: true, user: ADMIN });
    await user.click(await screen.findByRole('switch', { name: 'Affiliated: Quiet Harbor Hospice' }));
    expect(await within(await rowOf('Quiet Harbor Hospice')).findByRole('alert')).toHaveTextContent('The labels could not be saved. Please try again.');
    expect(screen.getByRole('switch', { name: 'Affiliated: Quiet Harbor Hospice' })).toBeChecked();
  });

  it('lets an admin write a provider’s financial-interest disclosure in a modal, with a count and a toast', async () => {
    const DISCLOSED = 'Riverside Health owns part of Quiet Harbor Hospice.';
    staffApi.setProviderDisclosure.mockResolvedValue({ ...HARBOR, disclosure: DISCLOSED });
    const user = userEvent.setup();
    renderConsole('/hospital/providers', { signedIn: true, user: ADMIN });
    expect(within(await rowOf('Rosewood Care')).getByRole('button', { name: 'Add disclosure: Rosewood Care' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add disclosure: Quiet Harbor Hospice' }));
    const dialog = await screen.findByRole('dialog', { name: 'Financial interest in Quiet Harbor Hospice' });
    const field = within(dialog).getByRole('textbox', { name: 'Financial interest disclosure' });
    expect(field).toHaveValue('');
    expect(
      within(dialog).getByText('The hospital’s financial interest in this provider, in the words families will read on it. Leave it empty to remove the disclosure.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('0 / 500 characters')).toBeInTheDocument();
    await user.type(field, `  ${DISCLOSED} `);
    expect(within(dialog).getByText('51 / 500 characters')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(staffApi.setProviderDisclosure).toHaveBeenCalledWith({ providerId: 12, text: DISCLOSED }, expect.anything());
    expect(await screen.findByText('Disclosure Saved')).toBeInTheDocument();
    expect(screen.getByText('Families now see it on Quiet Harbor Hospice.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const harbor = await rowOf('Quiet Harbor Hospice');
    expect(within(harbor).getByText(DISCLOSED)).toBeInTheDocument();
    expect(within(harbor).getByRole('button', { name: 'Edit disclosure: Quiet Harbor Hospice' })).toBeInTheDocument();
  });

  it('keeps what the admin typed when the server refuses, and Cancel closes without saving', async () => {
    staffApi.setProviderDisclosure.mockRejectedValue(new ApiFailure(0, 'Network', 'offline'));
    const user = userEvent.setup();
    renderConsole('/hospital/providers', { signedIn: true, user: ADMIN });
    await user.click(await screen.findByRole('button', { name: 'Add disclosure: Rosewood Care' }));
    const dialog = await screen.findByRole('dialog', { name: 'Financial interest in Rosewood Care' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Financial interest disclosure' }), 'Riverside leases the building.');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The disclosure could not be saved. Nothing you typed was lost: please try again.');
    expect(within(dialog).getByRole('textbox', { name: 'Financial interest disclosure' })).toHaveValue('Riverside leases the building.');
    expect(screen.queryByText('Disclosure Saved')).not.toBeInTheDocument();
    // Editing again takes the refusal away.
    await user.type(within(dialog).getByRole('textbox', { name: 'Financial interest disclosure' }), ' Since 2019.');
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(staffApi.setProviderDisclosure).toHaveBeenCalledTimes(1);
    expect(within(await rowOf('Rosewood Care')).queryByText(/leases/)).not.toBeInTheDocument();
  });

  it('removes a disclosure saved empty, and refuses one over 500 characters without asking the server', async () => {
    const disclosed = { ...ROSEWOOD, disclosure: 'Riverside owns 40% of Rosewood Care.' };
    staffApi.searchCatalogue.mockResolvedValue({ ...PAGE, providers: [disclosed, HARBOR] });
    staffApi.setProviderDisclosure.mockResolvedValue({ ...ROSEWOOD, disclosure: null });
    const user = userEvent.setup();
    renderConsole('/hospital/providers', { signedIn: true, user: ADMIN });
    await user.click(await screen.findByRole('button', { name: 'Edit disclosure: Rosewood Care' }));
    const dialog = await screen.findByRole('dialog', { name: 'Financial interest in Rosewood Care' });
    const field = within(dialog).getByRole('textbox', { name: 'Financial interest disclosure' });
    expect(field).toHaveValue('Riverside owns 40% of Rosewood Care.');
    await user.clear(field);
    await user.click(field);
    await user.paste('x'.repeat(501));
    expect(within(dialog).getByText('501 / 500 characters')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('The disclosure can be up to 500 characters.')).toBeInTheDocument();
    expect(staffApi.setProviderDisclosure).not.toHaveBeenCalled();
    await user.clear(field);
    await user.type(field, '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(staffApi.setProviderDisclosure).toHaveBeenCalledWith({ providerId: 11, text: null }, expect.anything());
    expect(await screen.findByText('Disclosure Removed')).toBeInTheDocument();
    expect(screen.getByText('Families no longer see a financial interest on Rosewood Care.')).toBeInTheDocument();
    const rosewood = await rowOf('Rosewood Care');
    await waitFor(() => expect(within(rosewood).queryByText('Riverside owns 40% of Rosewood Care.')).not.toBeInTheDocument());
    expect(within(rosewood).getByRole('button', { name: 'Add disclosure: Rosewood Care' })).toBeInTheDocument();
  });

  it('lets an admin change the hospital’s word for preferred, which the switches then use', async () => {
    staffApi.updateHospitalSettings.mockResolvedValue({ id: 1, name: 'Riverside', preferredByPhrase: 'Our Pick', preferredByPhraseEs: null, preferredExplanation: null, preferredExplanationEs: null, affiliatedExplanation: null, affiliatedExplanationEs: null, kioskIdleMinutes: 3, kioskTokenDays: 30, familyLanguage: 'en', taglines: [...TAGLINES], timeZone: 'America/New_York', stateTimeZone: 'America/New_York', ownTimeZone: false, ehrBaseUrl: null, ehrTokenSet: false });
    const user = userEvent.setup();
    renderConsole('/hospital/providers', { signedIn: true, user: ADMIN });
    const wording = await screen.findByLabelText(/^The hospital’s word for preferred/);
    await user.clear(wording);
    await user.click(screen.getByRole('button', { name: 'Save Wording' }));
    expect(screen.getByText('The wording is required (up to 40 characters).')).toBeInTheDocument();
    await user.type(wording, '  Our Pick ');
    await user.click(screen.getByRole('button', { name: 'Save Wording' }));
    expect(staffApi.updateHospitalSettings).toHaveBeenCalledWith({ preferredByPhrase: 'Our Pick', familyLanguage: 'en' }, expect.anything());
    expect(await screen.findByText('Saved.')).toBeInTheDocument();
    expect(await screen.findByRole('switch', { name: 'Our Pick: Rosewood Care' })).toBeChecked();
  });
});

describe('the hospital’s words for families', () => {
  it('lets an admin write the explanations and their Spanish, sends blanks as null, and keeps what was typed on a failure', async () => {
    const user = userEvent.setup();
    renderConsole('/hospital/providers', { signedIn: true, user: ADMIN });
    const form = await screen.findByRole('form', { name: 'Words for families' });
    // Empty boxes show what families read without them.
    expect(within(form).getByLabelText('What preferred means')).toHaveAttribute('placeholder', 'Riverside Recommended providers are recommended by Riverside.');
    await user.type(within(form).getByLabelText(/^The word for preferred in Spanish/), ' Recomendado por Riverside ');
    await user.type(within(form).getByLabelText('What preferred means, in Spanish'), 'Elegidos por Riverside.');
    await user.click(within(form).getByLabelText('What Affiliated means'));
    await user.paste('x'.repeat(1001));
    await user.click(within(form).getByRole('button', { name: 'Save Words for Families' }));
    expect(within(form).getByText('What Affiliated means must be at most 1000 characters.')).toBeInTheDocument();
    expect(staffApi.updateHospitalSettings).not.toHaveBeenCalled();

    await user.clear(within(form).getByLabelText('What Affiliated means'));
    await user.type(within(form).getByLabelText('What Affiliated means'), 'Part of Riverside Health.');
    staffApi.updateHospitalSettings.mockRejectedValueOnce(new ApiFailure(0, 'Network', 'offline'));
    await user.click(within(form).getByRole('button', { name: 'Save Words for Families' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('The words for families could not be saved. Please try again.');
    expect(within(form).getByLabelText('What preferred means, in Spanish')).toHaveValue('Elegidos por Riverside.');

    staffApi.updateHospitalSettings.mockImplementationOnce(async (update) => ({ ...RIVERSIDE, ...update }) as HospitalSettings);
    await user.click(within(form).getByRole('button', { name: 'Save Words for Families' }));
    expect(staffApi.updateHospitalSettings).toHaveBeenLastCalledWith(
      {
        preferredByPhraseEs: 'Recomendado por Riverside',
        preferredExplanation: null,
        preferredExplanationEs: 'Elegidos por Riverside.',
        affiliatedExplanation: 'Part of Riverside Health.',
        affiliatedExplanationEs: null,
      },
      expect.anything(),
    );
    expect(await within(form).findByText('Saved.')).toBeInTheDocument();
  });
});

describe('the hospital’s language of family invitations', () => {
  const languageGroup = () => screen.findByRole('radiogroup', { name: 'Language of family invitations' });

  it('shows an admin the hospital’s language, English or Español, and saves the one chosen with the wording', async () => {
    staffApi.updateHospitalSettings.mockResolvedValue({ id: 1, name: 'Riverside', preferredByPhrase: 'Riverside Recommended', preferredByPhraseEs: null, preferredExplanation: null, preferredExplanationEs: null, affiliatedExplanation: null, affiliatedExplanationEs: null, kioskIdleMinutes: 3, kioskTokenDays: 30, familyLanguage: 'es', taglines: [...TAGLINES], timeZone: 'America/New_York', stateTimeZone: 'America/New_York', ownTimeZone: false, ehrBaseUrl: null, ehrTokenSet: false });
    const user = userEvent.setup();
    renderConsole('/hospital/providers', { signedIn: true, user: ADMIN });
    const group = await languageGroup();
    expect(within(group).getByRole('radio', { name: 'English' })).toBeChecked();
    // Each language named in itself, and marked as that language for screen readers.
    expect(within(group).getByText('Español')).toHaveAttribute('lang', 'es');
    expect(group).toHaveAccessibleDescription('The invitation e-mail and the family’s first screens are in this language. Planners can pick another for each invite.');
    await user.click(within(group).getByRole('radio', { name: 'Español' }));
    expect(within(group).getByRole('radio', { name: 'Español' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Save Wording' }));
    expect(staffApi.updateHospitalSettings).toHaveBeenCalledWith({ preferredByPhrase: 'Riverside Recommended', familyLanguage: 'es' }, expect.anything());
    expect(await screen.findByText('Saved.')).toBeInTheDocument();
    expect(within(group).getByRole('radio', { name: 'Español' })).toBeChecked();
  });

  it('starts from the hospital’s saved language, and keeps the choice when the save fails', async () => {
    staffApi.fetchHospitalSettings.mockResolvedValue({ id: 1, name: 'Riverside', preferredByPhrase: 'Riverside Recommended', preferredByPhraseEs: null, preferredExplanation: null, preferredExplanationEs: null, affiliatedExplanation: null, affiliatedExplanationEs: null, kioskIdleMinutes: 3, kioskTokenDays: 30, familyLanguage: 'es', taglines: [...TAGLINES], timeZone: 'America/New_York', stateTimeZone: 'America/New_York', ownTimeZone: false, ehrBaseUrl: null, ehrTokenSet: false });
    staffApi.updateHospitalSettings.mockRejectedValue(new ApiFailure(0, 'Network', 'offline'));
    const user = userEvent.setup();
    renderConsole('/hospital/providers', { signedIn: true, user: ADMIN });
    const group = await languageGroup();
    expect(within(group).getByRole('radio', { name: 'Español' })).toBeChecked();
    await user.click(within(group).getByRole('radio', { name: 'English' }));
    await user.click(screen.getByRole('button', { name: 'Save Wording' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The wording could not be saved. Please try again.');
    expect(within(group).getByRole('radio', { name: 'English' })).toBeChecked();
  });

  it('is not offered to a planner', async () => {
    renderConsole('/hospital/providers', { signedIn: true });
    expect(await screen.findByText('Only the hospital’s administrators change labels, disclosures and wording.')).toBeInTheDocument();
    expect(screen.queryByRole('radiogroup', { name: 'Language of family invitations' })).not.toBeInTheDocument();
  });
});

describe('the hospital’s time zone', () => {
  const SETTINGS = { id: 1, name: 'Riverside', preferredByPhrase: 'Riverside Recommended', preferredByPhraseEs: null, preferredExplanation: null, preferredExplanationEs: null, affiliatedExplanation: null, affiliatedExplanationEs: null, kioskIdleMinutes: 3, kioskTokenDays: 30, familyLanguage: 'en' as const, taglines: [...TAGLINES] };
  const zoneField = () => screen.findByLabelText(/^Time zone/);

  it('shows the state’s zone until an admin chooses another, saves the choice, and gives the state’s back', async () => {
    staffApi.updateHospitalSettings.mockResolvedValueOnce({ ...SETTINGS, timeZone: 'America/Chicago', stateTimeZone: 'America/New_York', ownTimeZone: true, ehrBaseUrl: null, ehrTokenSet: false });
    staffApi.updateHospitalSettings.mockResolvedValueOnce({ ...SETTINGS, timeZone: 'America/New_York', stateTimeZone: 'America/New_York', ownTimeZone: false, ehrBaseUrl: null, ehrTokenSet: false });
    const user = userEvent.setup();
    renderConsole('/hospital/providers', { signedIn: true, user: ADMIN });
    const field = await zoneField();
    expect(field).toHaveValue('America/New_York');
    expect(screen.getByText('The choice record, this console and e-mails write every time in it. Until you choose one, it is your state’s: America/New_York.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Use the State’s Zone' })).not.toBeInTheDocument();
    // The states' zones come first.
    const groups = within(field).getAllByRole('group');
    expect(groups.map((group) => group.getAttribute('label'))).toEqual(['United States', 'Every time zone']);
    expect(within(groups[0]!).getAllByRole('option').map((option) => option.textContent)).toContain('America/Chicago');
    await user.selectOptions(field, within(groups[0]!).getByRole('option', { name: 'America/Chicago' }));
    await user.click(screen.getByRole('button', { name: 'Save Time Zone' }));
    expect(staffApi.updateHospitalSettings).toHaveBeenLastCalledWith({ timeZone: 'America/Chicago' }, expect.anything());
    expect(await screen.findByText('Saved.')).toBeInTheDocument();
    expect(field).toHaveValue('America/Chicago');
    // The admin's own console writes times in it from now on, a reload too.
    expect(loadStaffSession()?.user.timeZone).toBe('America/Chicago');
    await user.click(await screen.findByRole('button', { name: 'Use the State’s Zone' }));
    expect(staffApi.updateHospitalSettings).toHaveBeenLastCalledWith({ timeZone: null }, expect.anything());
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Use the State’s Zone' })).not.toBeInTheDocument());
    expect(field).toHaveValue('America/New_York');
  });

  it('keeps the choice when the save fails, and says so', async () => {
    staffApi.updateHospitalSettings.mockRejectedValue(new ApiFailure(0, 'Network', 'offline'));
    const user = userEvent.setup();
    renderConsole('/hospital/providers', { signedIn: true, user: ADMIN });
    const field = await zoneField();
    await user.selectOptions(field, within(within(field).getAllByRole('group')[1]!).getByRole('option', { name: 'America/Denver' }));
    await user.click(screen.getByRole('button', { name: 'Save Time Zone' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The time zone could not be saved. Your choice is kept: please try again.');
    expect(field).toHaveValue('America/Denver');
  });
});

describe('the hospital’s EHR', () => {
  const SETTINGS = { id: 1, name: 'Riverside', preferredByPhrase: 'Riverside Recommended', preferredByPhraseEs: null, preferredExplanation: null, preferredExplanationEs: null, affiliatedExplanation: null, affiliatedExplanationEs: null, kioskIdleMinutes: 3, kioskTokenDays: 30, familyLanguage: 'en' as const, taglines: [...TAGLINES], timeZone: 'America/New_York', stateTimeZone: 'America/New_York', ownTimeZone: false };

  it('takes an https address and a token that is never shown again, and stops filing on request', async () => {
    staffApi.updateHospitalSettings.mockResolvedValueOnce({ ...SETTINGS, ehrBaseUrl: 'https://ehr.example.org/fhir', ehrTokenSet: true });
    staffApi.updateHospitalSettings.mockResolvedValueOnce({ ...SETTINGS, ehrBaseUrl: null, ehrTokenSet: false });
    const user = userEvent.setup();
    renderConsole('/hospital/providers', { signedIn: true, user: ADMIN });
    const address = await screen.findByLabelText(/^EHR’s FHIR address/);
    const token = screen.getByLabelText(/^Access token/);
    expect(address).toHaveValue('');
    expect(screen.queryByRole('button', { name: 'Stop Filing' })).not.toBeInTheDocument();
    await user.type(address, 'http://ehr.example.org/fhir');
    await user.click(screen.getByRole('button', { name: 'Save EHR Settings' }));
    expect(screen.getByText('Enter an https:// address, such as https://ehr.example.org/fhir, with no user or password in it.')).toBeInTheDocument();
    expect(staffApi.updateHospitalSettings).not.toHaveBeenCalled();
    await user.clear(address);
    await user.type(address, 'https://ehr.example.org/fhir');
    await user.type(token, 'secret-token');
    await user.click(screen.getByRole('button', { name: 'Save EHR Settings' }));
    expect(staffApi.updateHospitalSettings).toHaveBeenLastCalledWith({ ehrBaseUrl: 'https://ehr.example.org/fhir', ehrToken: 'secret-token' }, expect.anything());
    expect(await screen.findByText('Saved.')).toBeInTheDocument();
    // The token is not kept on the page: its box empties, and says one is kept.
    expect(token).toHaveValue('');
    expect(screen.getByText('A token is kept, and never shown again. Type a new one to replace it, or leave this empty to keep it.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Stop Filing' }));
    expect(staffApi.updateHospitalSettings).toHaveBeenLastCalledWith({ ehrBaseUrl: null, ehrToken: null }, expect.anything());
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Stop Filing' })).not.toBeInTheDocument());
    expect(address).toHaveValue('');
  });
});

describe('the hospital’s kiosk idle time', () => {
  const idleField = () => screen.findByLabelText(/^Kiosk idle time \(minutes\)/);

  it('shows an admin the idle time, refuses minutes out of 1–30 on the field, and saves whole minutes with the same PUT', async () => {
    staffApi.updateHospitalSettings.mockResolvedValue({ id: 1, name: 'Riverside', preferredByPhrase: 'Riverside Recommended', preferredByPhraseEs: null, preferredExplanation: null, preferredExplanationEs: null, affiliatedExplanation: null, affiliatedExplanationEs: null, kioskIdleMinutes: 10, kioskTokenDays: 30, familyLanguage: 'en', taglines: [...TAGLINES], timeZone: 'America/New_York', stateTimeZone: 'America/New_York', ownTimeZone: false, ehrBaseUrl: null, ehrTokenSet: false });
    const user = userEvent.setup();
    renderConsole('/hospital/providers', { signedIn: true, user: ADMIN });
    const field = await idleField();
    expect(field).toHaveValue('3');
    expect(screen.getByText('On this hospital’s kiosks, families are asked “Are you still there?” after this long without a touch.')).toBeInTheDocument();
    for (const typed of ['45', '0', '']) {
      await user.clear(field);
      if (typed) await user.type(field, typed);
      await user.click(screen.getByRole('button', { name: 'Save Idle Time' }));
      expect(screen.getByText('Enter whole minutes from 1 to 30.')).toBeInTheDocument();
      // Not clamped behind the admin's back: what was typed stays to be corrected.
      expect(field).toHaveValue(typed);
    }
    expect(staffApi.updateHospitalSettings).not.toHaveBeenCalled();
    // Only whole minutes can be typed: the decimal point is not taken.
    await user.type(field, '1.0');
    expect(field).toHaveValue('10');
    await user.click(screen.getByRole('button', { name: 'Save Idle Time' }));
    expect(staffApi.updateHospitalSettings).toHaveBeenCalledWith({ kioskIdleMinutes: 10 }, expect.anything());
    expect(await screen.findByText('Saved.')).toBeInTheDocument();
    expect(screen.queryByText('Enter whole minutes from 1 to 30.')).not.toBeInTheDocument();
    // The wording's form keeps its own value: each form saves only its own setting.
    expect(screen.getByLabelText(/^The hospital’s word for preferred/)).toHaveValue('Riverside Recommended');
  });

  it('keeps what the admin typed when the save fails, and says so', async () => {
    staffApi.updateHospitalSettings.mockRejectedValue(new ApiFailure(0, 'Network', 'offline'));
    const user = userEvent.setup();
    renderConsole('/hospital/providers', { signedIn: true, user: ADMIN });
    const field = await idleField();
    await user.clear(field);
    await user.type(field, '12');
    await user.click(screen.getByRole('button', { name: 'Save Idle Time' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The idle time could not be saved. What you typed is kept: please try again.');
    expect(field).toHaveValue('12');
    expect(screen.queryByText('Saved.')).not.toBeInTheDocument();
  });

  it('is not offered to a planner', async () => {
    renderConsole('/hospital/providers', { signedIn: true });
    await rowOf('Rosewood Care');
    expect(screen.queryByLabelText(/^Kiosk idle time/)).not.toBeInTheDocument();
  });
});
