import type { MedicareRatings, Provider } from '../../src/contract/choice';

/** A Columbus, OH provider for the domain tests; ratings default to none, anything else can be overridden. */
export function provider(id: number, name: string, ratings: Partial<MedicareRatings> | null = null, extra: Partial<Provider> = {}): Provider {
  return {
    id,
    name,
    displayName: name,
    city: 'Columbus',
    state: 'OH',
    latitude: 39.9612,
    longitude: -82.9988,
    description: null,
    profileImage: null,
    preferredBy: [],
    affiliations: [],
    providerServices: [{ type: 'SKILLED_NURSING', providerNumber: '365123' }],
    medicareRatings: ratings ? { overall: null, quality: null, healthInspection: null, staffing: null, survey: null, ...ratings } : null,
    ...extra,
  };
}

export const names = (providers: readonly Provider[]) => providers.map((entry) => entry.name);
