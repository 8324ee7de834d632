import type { vi } from 'vitest';
import type * as requests from '../../src/api/requests';

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

/** What the dashboard loads, for tests that only pass through it: a claimed patient with no services yet. */
export function mockEmptyDashboard(api: MockedRequests) {
  api.fetchPatient.mockResolvedValue({ id: 1, initial: 'M', lastName: 'Rivera', dateOfBirth: '1948-03-14', claimed: true });
  api.fetchServices.mockResolvedValue([]);
  api.fetchOptionLists.mockResolvedValue([]);
  api.fetchHospital.mockResolvedValue(TEST_HOSPITAL);
}
