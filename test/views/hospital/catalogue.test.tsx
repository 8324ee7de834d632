import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiFailure } from '../../../src/api/client';
import * as requests from '../../../src/api/requests';
import * as staffRequests from '../../../src/api/staffRequests';
import type { Catalogue, CatalogueProvider } from '../../../src/contract/catalogue';
import { PLANNER, renderConsole } from '../../renderConsole';

vi.mock('../../../src/api/requests');
vi.mock('../../../src/api/staffRequests');
vi.mocked(requests);
const staffApi = vi.mocked(staffRequests);

/** Issue 21, item 7: the catalogue at /hospital/providers, for a planner (reads) and an admin (labels, wording). */
const ADMIN = { ...PLANNER, id: 3, name: 'Ada Admin', group: { type: 'hospitalAdmin' as const } };
const ROSEWOOD: CatalogueProvider = { id: 11, name: 'Rosewood Care', city: 'Columbus', state: 'OH', levelOfCare: 'skilled_nursing', rating: 4.5, preferred: true, affiliated: false, disclosure: null };
const HARBOR: CatalogueProvider = { id: 12, name: 'Quiet Harbor Hospice', city: 'Dayton', state: 'OH', levelOfCare: 'hospice', rating: null, preferred: false, affiliated: true, disclosure: null };
const PAGE: Catalogue = { providers: [ROSEWOOD, HARBOR], total: 2, page: 1, pageSize: 25 };

beforeEach(() => {
  staffApi.searchCatalogue.mockResolvedValue(PAGE);
  staffApi.fetchHospitalSettings.mockResolvedValue({ id: 1, name: 'Riverside', preferredByPhrase: 'Riverside Recommended' });
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
    expect(screen.getByText('Only the hospital’s administrators change labels and wording.')).toBeInTheDocument();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
    expect(staffApi.searchCatalogue).toHaveBeenCalledWith({ levelOfCare: undefined, query: '', page: 1 }, expect.anything());
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

  it('lets an admin change the hospital’s word for preferred, which the switches then use', async () => {
    staffApi.updateHospitalSettings.mockResolvedValue({ id: 1, name: 'Riverside', preferredByPhrase: 'Our Pick' });
    const user = userEvent.setup();
    renderConsole('/hospital/providers', { signedIn: true, user: ADMIN });
    const wording = await screen.findByLabelText(/^The hospital’s word for preferred/);
    await user.clear(wording);
    await user.click(screen.getByRole('button', { name: 'Save Wording' }));
    expect(screen.getByText('The wording is required (up to 40 characters).')).toBeInTheDocument();
    await user.type(wording, '  Our Pick ');
    await user.click(screen.getByRole('button', { name: 'Save Wording' }));
    expect(staffApi.updateHospitalSettings).toHaveBeenCalledWith({ preferredByPhrase: 'Our Pick' }, expect.anything());
    expect(await screen.findByText('Saved.')).toBeInTheDocument();
    expect(await screen.findByRole('switch', { name: 'Our Pick: Rosewood Care' })).toBeChecked();
  });
});
