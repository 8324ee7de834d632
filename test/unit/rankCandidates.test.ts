import { describe, expect, it } from 'vitest';
import type { CandidateDetails, ListContext } from '../../src/contract/plannerLists';
import { distanceMiles } from '../../src/domain/distance';
import { rankCandidates } from '../../src/domain/rankCandidates';

/**
 * The console ranks the level's providers for the list's area: nearest first, then in the
 * details' (catalogue) order, each within the radius when its 3-decimal distance is at most the radius, as the
 * server's save checks it.
 */
const hospital = { type: 'hospital' as const, name: 'Test General', state: null, latitude: 40, longitude: -83 };
const context = (radiusMiles: number): ListContext => ({
  serviceId: 5,
  patientId: 9,
  levelOfCare: 'skilled_nursing',
  area: hospital,
  radiusMiles,
  home: null,
  hospital,
  notServingHome: null,
  list: null,
});
/** Due north of the hospital: one degree of latitude is 69.132 miles. */
const north = (providerId: number, name: string, degrees: number): CandidateDetails => ({
  providerId,
  name,
  city: 'Columbus',
  state: 'OH',
  latitude: 40 + degrees,
  longitude: -83,
  overallRating: 4,
  preferred: providerId === 2,
  affiliated: false,
});
// In catalogue order (by name); Birch and Cedar are as far as each other.
const DETAILS = [north(1, 'Alder House', 0.5), north(2, 'Birch Court', 0.1), north(3, 'Cedar Manor', 0.1), north(4, 'Dogwood', 0)];

describe('rankCandidates', () => {
  it('puts the nearest first, ties in catalogue order, each with its distance and without its coordinates', () => {
    const ranked = rankCandidates(context(25), DETAILS);
    expect(ranked.candidates.map((candidate) => candidate.name)).toEqual(['Dogwood', 'Birch Court', 'Cedar Manor', 'Alder House']);
    expect(ranked.candidates[1]).toEqual({
      providerId: 2,
      name: 'Birch Court',
      city: 'Columbus',
      state: 'OH',
      overallRating: 4,
      preferred: true,
      affiliated: false,
      distanceMiles: distanceMiles(hospital, DETAILS[1]!),
      withinRadius: true,
    });
    expect(ranked).toMatchObject({ serviceId: 5, patientId: 9, radiusMiles: 25, list: null, area: hospital });
  });

  it('counts a provider within the radius when its 3-decimal distance is at most the radius', () => {
    const within = (radiusMiles: number) =>
      rankCandidates(context(radiusMiles), DETAILS)
        .candidates.filter((candidate) => candidate.withinRadius)
        .map((candidate) => candidate.providerId);
    expect(distanceMiles(hospital, DETAILS[2]!)).toBe(6.913);
    expect(within(6)).toEqual([4]);
    expect(within(7)).toEqual([4, 2, 3]);
    expect(distanceMiles(hospital, DETAILS[0]!)).toBe(34.566);
    expect(within(34)).toEqual([4, 2, 3]);
    expect(within(35)).toEqual([4, 2, 3, 1]);
    // Exactly the radius away is within it.
    expect(rankCandidates({ ...context(1), area: { ...hospital, latitude: 40 - 1 / 69.132 } }, [north(7, 'Edge', 0)]).candidates[0]).toMatchObject({
      distanceMiles: 1,
      withinRadius: true,
    });
  });

  it('leaves out the home health agencies that do not serve the patient’s home ZIP (42 CFR 482.43(c))', () => {
    // Ids of agencies the details do not hold (another catalogue's minute) change nothing.
    const homeHealth = { ...context(25), levelOfCare: 'home_healthcare', notServingHome: { zip: '43215', providerIds: [2, 4, 99] } };
    const ranked = rankCandidates(homeHealth, DETAILS);
    expect(ranked.candidates.map((candidate) => candidate.providerId)).toEqual([3, 1]);
    expect(ranked.candidates[0]).toMatchObject({ name: 'Cedar Manor', distanceMiles: distanceMiles(hospital, DETAILS[2]!), withinRadius: true });
    expect(ranked.notServingHome).toEqual({ zip: '43215', providerIds: [2, 4, 99] });
    expect(rankCandidates({ ...homeHealth, notServingHome: { zip: '43215', providerIds: [] } }, DETAILS).candidates).toHaveLength(4);
  });

  it('has no candidates for a level without providers', () => {
    expect(rankCandidates(context(25), []).candidates).toEqual([]);
  });
});
