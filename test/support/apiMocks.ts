import type { vi } from 'vitest';
import type * as requests from '../../src/api/requests';
import { ApiFailure } from '../../src/api/client';

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
