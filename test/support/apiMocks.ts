import type { vi } from 'vitest';
import type * as requests from '../../src/api/requests';
import { ApiFailure } from '../../src/api/client';
import type { Option, OptionList, Provider, Service } from '../../src/contract/choice';
import { TAGLINES } from '../../src/i18n/taglines';

type MockedRequests = ReturnType<typeof vi.mocked<typeof requests>>;

export const TEST_HOSPITAL = {
  id: 1,
  name: 'Riverside General Hospital',
  city: 'Columbus',
  state: 'OH',
  latitude: 39.9612,
  longitude: -82.9988,
  preferredLanguage: null,
  preferredByPhrase: 'Riverside Recommended',
  affiliatedLanguage: null,
  /** The national list, as the server answers for a hospital without its own. */
  taglines: [...TAGLINES],
};

/**
 * What the dashboard and the choice routes load, for tests that only pass through them: a claimed patient with no
 * services yet, and no option list to open.
 */
export function mockEmptyDashboard(api: MockedRequests) {
  api.fetchOptionList.mockRejectedValue(new ApiFailure(404, 'NotFound', 'No such option list.'));
  api.fetchProviders.mockResolvedValue([]);
  api.fetchPatient.mockResolvedValue({ id: 1, initial: 'M', lastName: 'Rivera', dateOfBirth: '1948-03-14', claimed: true });
  api.fetchServices.mockResolvedValue([]);
  api.fetchOptionLists.mockResolvedValue([]);
  api.fetchHospital.mockResolvedValue(TEST_HOSPITAL);
}

/** The open skilled-nursing list the choice tests use (list 4 of service 2), offering `options`. */
export function openListOf(options: Option[]): { service: Service; list: OptionList } {
  const service: Service = { id: 2, levelOfCare: 'skilled_nursing', complete: false, optionLists: [4], latestOptionList: { id: 4, options } };
  return { service, list: { id: 4, serviceId: 2, complete: false, completedAt: null, options, service } };
}

/** Each provider offered once, none ranked or saved yet. */
export const unrankedOptions = (providers: Provider[]): Option[] =>
  providers.map((provider) => ({ optionListId: 4, providerId: provider.id, rank: null, shortlisted: false }));

/** What the dashboard and the choice flow load for a claimed patient whose one service offers `list`. */
export function mockChoiceList(api: MockedRequests, { service, list }: { service: Service; list: OptionList }, providers: Provider[]) {
  api.fetchPatient.mockResolvedValue({ id: 1, initial: 'M', lastName: 'Rivera', dateOfBirth: '1948-03-14', claimed: true });
  api.fetchServices.mockResolvedValue([service]);
  api.fetchOptionLists.mockResolvedValue([list]);
  api.fetchHospital.mockResolvedValue(TEST_HOSPITAL);
  api.fetchOptionList.mockResolvedValue(list);
  api.fetchProviders.mockResolvedValue(providers);
  // Medicare's quality data: none, unless a test gives some.
  api.fetchProviderQuality.mockResolvedValue([]);
}
