import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiFailure } from '../../src/api/client';
import * as requests from '../../src/api/requests';
import type { ProviderQuality } from '../../src/contract/quality';
import { spanish } from '../../src/i18n/es';
import { skilledNursingProvider } from '../fixtures/providers';
import { renderApp } from '../render';
import { mockChoiceList, openListOf } from '../support/apiMocks';

vi.mock('../../src/api/requests');
const api = vi.mocked(requests);

/**
 * Medicare's quality data as a family reads it — the provider page's "Quality in detail", and up to
 * three saved providers side by side.
 */
const PROVIDERS = [
  skilledNursingProvider(1, 'Maple Grove Care Center', 3, { languages: ['en', 'es'] }),
  skilledNursingProvider(2, 'Willow Creek Manor', 5, {
    preferredBy: [1],
    // One service the catalogue names, and one of the provider's own.
    nonMedicalServices: [{ key: 'salon', name: 'Beauty Salon' }, { key: 'koi_pond', name: 'Koi Pond' }],
  }),
  skilledNursingProvider(3, 'Cedar Ridge Nursing', 2, { nonMedicalServices: [] }),
  skilledNursingProvider(4, 'Oak Hill Health Center', 4),
];
const { service: SERVICE, list: LIST } = openListOf(PROVIDERS.map((provider) => ({ optionListId: 4, providerId: provider.id, rank: null, shortlisted: false })));

const quality = (providerId: number, measures: ProviderQuality['measures']): ProviderQuality => ({
  providerId,
  dataset: 'nursing-homes',
  dataDate: '2026-10-01',
  measures,
  stateAverages: { nurseHoursPerResidentDay: 3.67, rnHoursPerResidentDay: 0.7 },
  nationalAverages: { nurseHoursPerResidentDay: 3.85, rnHoursPerResidentDay: 0.68 },
});
const MAPLE = quality(1, {
  nurseHoursPerResidentDay: 4.1,
  rnHoursPerResidentDay: 0.95,
  weekendNurseHoursPerResidentDay: 3.5,
  nursingStaffTurnover: 41.2,
  rnTurnover: null,
  fines: 2,
  finesTotalDollars: 12500,
  penalties: 3,
  substantiatedComplaints: 1,
  shortStayQualityRating: 4,
  longStayQualityRating: 2,
  abuseIcon: true,
  specialFocusStatus: 'SFF Candidate',
  ownershipChanged: false,
});
const WILLOW = quality(2, { nurseHoursPerResidentDay: 3.25, rnHoursPerResidentDay: 0.5, fines: 0, finesTotalDollars: 0, substantiatedComplaints: 0, abuseIcon: false, specialFocusStatus: null });

beforeEach(() => {
  mockChoiceList(api, { service: SERVICE, list: LIST }, PROVIDERS);
  api.fetchProviderQuality.mockImplementation(async (ids) => [MAPLE, WILLOW].filter((entry) => ids.includes(entry.providerId)));
});

/** The first screen of a test loads the choice flow's chunks (and the quality section's) in jsdom: a few seconds. */
const SLOW = { timeout: 5000 };

/** A measure's row of the definition list: its name, value and notes, as read. */
const measure = (section: HTMLElement, name: string) => within(section).getByText(name, { selector: 'dt' }).parentElement!.textContent;

describe('quality in detail', () => {
  it('shows staffing against the averages, inspections, ratings and the warning signs in words, with the data date', async () => {
    renderApp('/choice/option-list/4/provider/1', { signedIn: true });
    const section = (await screen.findByRole('heading', { name: 'Quality in detail' }, SLOW)).closest('section')!;
    expect(await within(section).findByText('Data from Medicare, updated 10/2026')).toBeInTheDocument();
    expect(api.fetchProviderQuality).toHaveBeenCalledWith([1], expect.anything());
    expect(measure(section, 'All nursing staff')).toBe('All nursing staff4 hours 6 minOH average 3 hours 40 min · National average 3 hours 51 min');
    expect(measure(section, 'Registered nurses')).toBe('Registered nurses57 minOH average 42 min · National average 41 min');
    expect(measure(section, 'Nursing staff who left in a year')).toBe('Nursing staff who left in a year41.2%');
    expect(measure(section, 'Registered nurses who left in a year')).toBe('Registered nurses who left in a yearNot reported');
    expect(measure(section, 'Total of fines')).toBe('Total of fines$12,500');
    expect(measure(section, 'Complaints found to be true')).toBe('Complaints found to be true1');
    expect(within(section).getByRole('img', { name: '4 out of 5 stars' })).toBeInTheDocument();
    // Each warning sign says whether it applies and what it means.
    expect(measure(section, 'Cited for abuse')).toBe(
      'Cited for abuseYesMedicare marks a nursing home that was cited for abuse, neglect or exploitation of residents in its recent inspections.',
    );
    expect(measure(section, 'Special Focus Facility')).toMatch(/^Special Focus FacilityCandidateMedicare inspects a Special Focus Facility twice as often/);
    expect(measure(section, 'New owners in the last 12 months')).toMatch(/^New owners in the last 12 monthsNo/);
  });

  it('has no section for a provider Medicare has no data on', async () => {
    renderApp('/choice/option-list/4/provider/3', { signedIn: true });
    expect(await screen.findByRole('heading', { name: 'Cedar Ridge Nursing' }, SLOW)).toBeInTheDocument();
    await waitFor(() => expect(api.fetchProviderQuality).toHaveBeenCalledWith([3], expect.anything()));
    await waitFor(() => expect(screen.queryByText('Loading Medicare’s quality data…')).not.toBeInTheDocument());
    expect(screen.queryByRole('heading', { name: 'Quality in detail' })).not.toBeInTheDocument();
  });

  it('says when the data could not load, keeps the page, and tries again', async () => {
    api.fetchProviderQuality.mockRejectedValueOnce(new ApiFailure(0, 'Offline', 'offline'));
    const user = userEvent.setup();
    renderApp('/choice/option-list/4/provider/1', { signedIn: true });
    expect(await screen.findByText('We could not load Medicare’s quality data.', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Maple Grove Care Center' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Data from Medicare, updated 10/2026')).toBeInTheDocument();
    expect(api.fetchProviderQuality).toHaveBeenCalledTimes(2);
  });
});

describe('quality of other levels of care', () => {
  it('shows a home health agency’s results, survey and services, and which way is better', async () => {
    const agency = skilledNursingProvider(7, 'Buckeye Home Health', 4, { providerServices: [{ type: 'HOME_HEALTHCARE', providerNumber: '367001' }] });
    const { service, list } = openListOf([{ optionListId: 4, providerId: 7, rank: null, shortlisted: false }]);
    const homeHealth = { ...service, levelOfCare: 'home_healthcare' };
    mockChoiceList(api, { service: homeHealth, list: { ...list, service: homeHealth } }, [agency]);
    api.fetchProviderQuality.mockResolvedValue([
      {
        providerId: 7,
        dataset: 'home-health',
        dataDate: '2026-07-01',
        measures: { timelyCarePercent: 94.5, preventableHospitalizationRate: 9.1, wouldRecommendPercent: 83, offersNursing: true, offersSpeechPathology: false },
        stateAverages: { timelyCarePercent: 92.04, preventableHospitalizationRate: 10.2, wouldRecommendPercent: 80 },
        nationalAverages: { timelyCarePercent: 93.1, preventableHospitalizationRate: 10.6, wouldRecommendPercent: 79.5 },
      },
    ]);
    renderApp('/choice/option-list/4/provider/7', { signedIn: true });
    const section = (await screen.findByRole('heading', { name: 'Quality in detail' }, SLOW)).closest('section')!;
    expect(await within(section).findByText('Data from Medicare, updated 07/2026')).toBeInTheDocument();
    expect(measure(section, 'Care began on time')).toBe('Care began on time94.5%OH average 92% · National average 93.1%');
    expect(measure(section, 'Patients admitted to a hospital when it could have been prevented')).toBe(
      'Patients admitted to a hospital when it could have been prevented9.1%OH average 10.2% · National average 10.6% Lower is better.',
    );
    expect(measure(section, 'Would definitely recommend it')).toBe('Would definitely recommend it83%OH average 80% · National average 79.5%');
    expect(measure(section, 'Nursing care')).toBe('Nursing careYes');
    expect(measure(section, 'Speech therapy')).toBe('Speech therapyNo');
    expect(measure(section, 'Home health aides')).toBe('Home health aidesNot reported');
    // The warning signs are nursing homes' alone.
    expect(within(section).queryByText('Cited for abuse')).not.toBeInTheDocument();
  });
});

describe('hospice quality', () => {
  it('shows the Hospice Care Index out of 10 and the family caregivers’ star', async () => {
    const hospice = skilledNursingProvider(8, 'Riverbend Hospice', null, {
      providerServices: [{ type: 'HOSPICE', providerNumber: '361501' }],
      medicareRatings: { overall: null, quality: null, healthInspection: null, staffing: null, survey: 4 },
    });
    const { service, list } = openListOf([{ optionListId: 4, providerId: 8, rank: null, shortlisted: false }]);
    const homeHospice = { ...service, levelOfCare: 'hospice' };
    mockChoiceList(api, { service: homeHospice, list: { ...list, service: homeHospice } }, [hospice]);
    api.fetchProviderQuality.mockResolvedValue([
      {
        providerId: 8,
        dataset: 'hospice',
        dataDate: '2026-08-01',
        measures: { hospiceCareIndex: 9, visitsLastDaysOfLifePercent: 61.4, wouldRecommendPercent: 88 },
        stateAverages: { hospiceCareIndex: 8.46, visitsLastDaysOfLifePercent: 55, wouldRecommendPercent: 84 },
        nationalAverages: { hospiceCareIndex: 8.1, visitsLastDaysOfLifePercent: 52.3, wouldRecommendPercent: 83.2 },
      },
    ]);
    renderApp('/choice/option-list/4/provider/8', { signedIn: true });
    const section = (await screen.findByRole('heading', { name: 'Quality in detail' }, SLOW)).closest('section')!;
    expect(await within(section).findByText('Data from Medicare, updated 08/2026')).toBeInTheDocument();
    expect(measure(section, 'Hospice Care Index (ten signs of good hospice care)')).toBe(
      'Hospice Care Index (ten signs of good hospice care)9 of 10OH average 8.5 of 10 · National average 8.1 of 10',
    );
    expect(within(section).getByRole('img', { name: '4 out of 5 stars' })).toBeInTheDocument();
    expect(measure(section, 'Family caregivers’ rating')).toBe('Family caregivers’ rating4 of 5');
  });
});

describe('compare', () => {
  const save = async (user: ReturnType<typeof userEvent.setup>, name: string) => user.click(await screen.findByRole('checkbox', { name: `Save ${name}` }, SLOW));

  it('opens from the saved bar with two saved, side by side, and back to the list', async () => {
    const user = userEvent.setup();
    const app = renderApp('/choice/option-list/4', { signedIn: true });
    await save(user, 'Maple Grove Care Center');
    expect(screen.getByRole('button', { name: 'Compare' })).toBeDisabled();
    expect(screen.getByText('Save two providers to compare them.')).toBeInTheDocument();
    await save(user, 'Willow Creek Manor');
    expect(screen.queryByText('Save two providers to compare them.')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Compare' }));
    await waitFor(() => expect(app.location()).toBe('/choice/option-list/4/compare'));
    expect(await screen.findByRole('heading', { name: 'Compare saved providers' })).toBeInTheDocument();
    expect(document.title).toBe('Skilled Nursing | CareChoice');
    const table = screen.getByRole('table', { name: 'Compare saved providers' });
    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Maple Grove Care Center', 'Willow Creek Manor']);
    // Two saved: nothing to choose.
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    await waitFor(() => expect(cells(table, 'Nursing care per resident each day')).toEqual(['4 hours 6 min', '3 hours 15 min']));
    expect(cells(table, 'Fines in the last three years')).toEqual(['2 ($12,500)', '0']);
    expect(cells(table, 'Cited for abuse')).toEqual(['Yes', 'No']);
    expect(cells(table, 'Special Focus Facility')).toEqual(['Candidate', 'No']);
    expect(cells(table, 'Riverside Recommended')).toEqual(['No', 'Yes']);
    expect(cells(table, 'Languages')).toEqual(['English and Spanish', 'English']);
    expect(cells(table, 'Overall Medicare Rating')).toEqual(['3 of 5', '5 of 5']);
    expect(screen.getByText('Data from Medicare, updated 10/2026')).toBeInTheDocument();
    // Each name leads to the provider's page.
    expect(within(table).getByRole('link', { name: 'Willow Creek Manor' })).toHaveAttribute('href', '/choice/option-list/4/provider/2');
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    await user.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledOnce();
    await user.click(screen.getByRole('button', { name: 'All Options' }));
    await waitFor(() => expect(app.location()).toBe('/choice/option-list/4'));
    expect(await screen.findByText('You have 2 providers saved')).toBeInTheDocument();
  });

  it('shows three of four saved, and lets the family pick which, never fewer than two', async () => {
    const user = userEvent.setup();
    renderApp('/choice/option-list/4', { signedIn: true });
    for (const provider of PROVIDERS) await save(user, provider.name);
    await user.click(screen.getByRole('button', { name: 'Compare' }));
    const table = await screen.findByRole('table', { name: 'Compare saved providers' });
    const names = () => within(table).getAllByRole('columnheader').map((header) => header.textContent);
    expect(names()).toEqual(['Maple Grove Care Center', 'Willow Creek Manor', 'Cedar Ridge Nursing']);
    expect(screen.getByText('Showing 3 of your 4 saved providers. Choose up to three.')).toBeInTheDocument();
    const box = (name: string) => screen.getByRole('checkbox', { name });
    expect(box('Oak Hill Health Center')).toBeDisabled();
    await user.click(box('Willow Creek Manor'));
    expect(names()).toEqual(['Maple Grove Care Center', 'Cedar Ridge Nursing']);
    expect(box('Maple Grove Care Center')).toBeDisabled();
    await user.click(box('Oak Hill Health Center'));
    expect(names()).toEqual(['Maple Grove Care Center', 'Cedar Ridge Nursing', 'Oak Hill Health Center']);
    // Medicare's data of a provider that joins is asked for; one with none reads 'Not reported'.
    await waitFor(() => expect(cells(table, 'Nursing care per resident each day')).toEqual(['4 hours 6 min', 'Not reported', 'Not reported']));
    expect(cells(table, 'Amenities & Information')).toEqual(['Wi-Fi', 'None listed', 'Wi-Fi']);
  });

  it("names languages and amenities in Spanish, and keeps a provider's own amenity in English, marked so", async () => {
    localStorage.setItem('carechoice-language', '"es"');
    const user = userEvent.setup();
    renderApp('/choice/option-list/4', { signedIn: true });
    for (const name of ['Maple Grove Care Center', 'Willow Creek Manor']) {
      await user.click(await screen.findByRole('checkbox', { name: spanish.choice.list.saveProvider(name) }, SLOW));
    }
    await user.click(screen.getByRole('button', { name: spanish.quality.compare.button }));
    const table = await screen.findByRole('table', { name: spanish.quality.compare.title });
    expect(cells(table, spanish.quality.compare.rows.languages)).toEqual(['Inglés y español', 'Inglés']);
    expect(cells(table, spanish.quality.compare.rows.amenities)).toEqual(['Wi-Fi', 'Salón de bellezaKoi Pond']);
    expect(within(table).getByText('Koi Pond')).toHaveAttribute('lang', 'en-US');
    expect(within(table).getByText('Salón de belleza')).not.toHaveAttribute('lang');
    // The hospital's own word for preferred, with no Spanish version: as written, marked English.
    expect(within(table).getByText('Riverside Recommended')).toHaveAttribute('lang', 'en-US');
  });

  it('sends an address typed with fewer than two saved back to the list', async () => {
    const app = renderApp('/choice/option-list/4/compare', { signedIn: true });
    await waitFor(() => expect(app.location()).toBe('/choice/option-list/4'));
    expect(await screen.findByText('Please choose all of the options below that you would like to rank, then click Continue')).toBeInTheDocument();
  });
});

/** The cells of a row of the comparison, by the row's name (its own line above the values). */
function cells(table: HTMLElement, rowName: string): string[] {
  const nameCell = within(table).getByRole('rowheader', { name: rowName });
  const valuesRow = nameCell.closest('tr')!.nextElementSibling!;
  return [...valuesRow.querySelectorAll('td')].map((cell) => cell.textContent ?? '');
}
