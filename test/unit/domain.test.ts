import { describe, expect, it } from 'vitest';
import type { Provider } from '../../src/contract/choice';
import { cmsLink } from '../../src/domain/cmsLink';
import { displayMiles, distanceKm, distanceMiles } from '../../src/domain/distance';
import { findLevelOfCare, LEVELS_OF_CARE } from '../../src/domain/levelsOfCare';
import { NOT_RATED_TEXT, starParts } from '../../src/domain/ratings';
import { availableSortOptions, markerSymbol, passesMinRating, sortProviders } from '../../src/domain/sortProviders';
import { titleCase } from '../../src/domain/titleCase';

const provider = (id: number, name: string, ratings: Partial<NonNullable<Provider['medicareRatings']>> | null, extra: Partial<Provider> = {}): Provider => ({
  id,
  name,
  displayName: name,
  city: 'Columbus',
  state: 'OH',
  latitude: 39.96,
  longitude: -82.99,
  description: null,
  profileImage: null,
  preferredBy: [],
  affiliations: [],
  providerServices: [{ type: 'SKILLED_NURSING', providerNumber: '365123' }],
  medicareRatings: ratings ? { overall: null, quality: null, healthInspection: null, staffing: null, survey: null, ...ratings } : null,
  ...extra,
});

describe('levels of care', () => {
  it('names every key of SPEC §3 as the spec does', () => {
    const names: Record<string, string> = {
      skilled_nursing: 'Skilled Nursing',
      acute_inpatient_rehab: 'Inpatient Rehab',
      ACUTE_REHAB_PEDIATRIC: 'Acute Rehab (Pediatric)',
      ambulatory_infusion_center: 'Infusion',
      assisted_living: 'Assisted Living',
      ccrc: 'CCRC',
      ltac: 'Long Term Acute Care',
      INPATIENT_LTC: 'Long Term Care',
      hospital: 'Acute Care Hospital',
      facility_based_hospice: 'Hospice',
      in_center_dialysis: 'Dialysis',
      rehab: 'Outpatient Rehab',
      PT_OT_SPEECH: 'PT/OT/SPEECH',
      INPATIENT_SHELTER: 'Shelter (Inpatient)',
      OUTPATIENT_WOUND_CARE: 'Wound Care',
      non_medical_home_care: 'Private Duty',
      home_healthcare: 'Home Healthcare',
      hospice: 'Home Hospice',
      dme: 'Durable Medical Equipment',
      other: 'Other Care',
      PALLIATIVE_CARE: 'Palliative Care',
    };
    for (const [key, name] of Object.entries(names)) expect(findLevelOfCare(key).name, key).toBe(name);
  });

  it('matches by alias, whatever the case or separators', () => {
    for (const alias of ['SKILLED_NURSING', 'skilled nursing', 'Skilled Nursing Facility', 'skilled nursing with dialysis']) {
      expect(findLevelOfCare(alias).key, alias).toBe('skilled_nursing');
    }
    expect(findLevelOfCare('Insurance Company').key).toBe('other');
    expect(findLevelOfCare('CRITICAL_ACCESS_HOSPITAL').key).toBe('ca_hospital');
  });

  it('resolves every care service type value of SPEC §3', () => {
    const types = 'SKILLED_NURSING ACUTE_INPATIENT_REHAB AMBULATORY_INFUSION_CENTER ASSISTED_LIVING INDEPENDENT_LIVING LTAC PSYCHIATRY SUBACUTE_CARE SWING_BED CRITICAL_ACCESS_HOSPITAL MEMORY_CARE CHILDRENS_HOSPITAL HOSPITAL FACILITY_BASED_HOSPICE VA_HOSPITAL IN_CENTER_DIALYSIS REHAB NON_MEDICAL_HOME_CARE HOME_HEALTHCARE TRANSPORTATION HOME_INFUSION HOME_DIALYSIS HOSPICE DME MAIL_ORDER_DME INPATIENT_NEURO_REHAB OUTPATIENT_NEURO_REHAB INPATIENT_SUBSTANCE_REHAB OUTPATIENT_SUBSTANCE_REHAB ADULT_FAMILY_HOME CCRC PSYCHIATRIC_HOSPITAL PRTF RETIREMENT_CENTER ICF RESPITE OTHER ACUTE_REHAB_PEDIATRIC ADOPTION_AGENCY INPATIENT_BEHAVIORAL_HEALTH OUTPATIENT_BEHAVIORAL_HEALTH GROUP_HOME INPATIENT_LTC OUTPATIENT_LTC OUTPATIENT_MEDICAL_DAY_CARE OTHER_PLACEMENT OTHER_SERVICE PALLIATIVE_CARE PAYER PT_OT_SPEECH INPATIENT_RESPITE OUTPATIENT_RESPITE INPATIENT_SHELTER OUTPATIENT_SHELTER INPATIENT_VENTILATOR_CARE OUTPATIENT_VENTILATOR_CARE INPATIENT_WOUND_CARE OUTPATIENT_WOUND_CARE'.split(' ');
    const known = new Set(LEVELS_OF_CARE);
    for (const type of types) expect(known.has(findLevelOfCare(type)), type).toBe(true);
  });

  it('rates skilled nursing by the overall rating and home health by quality; CCRC and LTAC have none', () => {
    const snf = findLevelOfCare('skilled_nursing');
    expect(snf.overallRatingText).toBe('Overall Medicare Rating');
    expect(snf.detailedRatings.map((rating) => rating.name)).toEqual(['Health Inspection', 'Quality', 'Staffing']);
    expect(snf.overallRating(provider(1, 'A', { overall: 4, quality: 2 }))).toBe(4);
    const hh = findLevelOfCare('home_healthcare');
    expect(hh.overallRatingText).toBe('Medicare Quality Rating');
    expect(hh.overallRatingDescription).toContain('9 of the 23');
    expect(hh.overallRating(provider(1, 'A', { overall: 4, quality: 2.5 }))).toBe(2.5);
    expect(hh.detailedRatings[0]!.rating(provider(1, 'A', { survey: 3 }))).toBe(3);
    for (const key of ['ccrc', 'independent_living', 'ltac']) expect(findLevelOfCare(key).hasOverallRating, key).toBe(false);
  });

  it('gives an unknown level a readable name instead of failing', () => {
    expect(findLevelOfCare('bariatric_services').name).toBe('Bariatric Services');
  });
});

describe('ratings, distance, titles', () => {
  it('shows five stars with halves, and Not Rated for 0 or none', () => {
    expect(starParts(3.5)).toEqual({ full: 3, half: 1, empty: 1 });
    expect(starParts(5)).toEqual({ full: 5, half: 0, empty: 0 });
    expect(starParts(0)).toBeNull();
    expect(starParts(null)).toBeNull();
    expect(NOT_RATED_TEXT).toBe('Not Rated');
  });

  it('measures great-circle distance with 3961 miles / 6373 km, to 3 decimals, shown rounded up', () => {
    const columbus = { latitude: 39.9612, longitude: -82.9988 };
    const dayton = { latitude: 39.7589, longitude: -84.1916 };
    expect(distanceMiles(columbus, dayton)).toBeCloseTo(64.82, 1);
    expect(Number.isInteger(distanceMiles(columbus, dayton) * 1000)).toBe(true);
    expect(distanceKm(columbus, dayton) / distanceMiles(columbus, dayton)).toBeCloseTo(6373 / 3961, 3);
    expect(displayMiles(2.001)).toBe(3);
    expect(displayMiles(0)).toBe(0);
  });

  it('title-cases with a, an, the, of lowercase inside', () => {
    expect(titleCase('the best of the rest')).toBe('The Best of the Rest');
    expect(titleCase('A TALE OF TWO CITIES')).toBe('A Tale of Two Cities');
    expect(titleCase('what it is  of')).toBe('What It Is Of');
  });
});

describe('sorting and filtering providers', () => {
  const snf = findLevelOfCare('skilled_nursing');
  const providers = [
    provider(1, 'Zeta', { overall: 5, quality: 5 }),
    provider(2, 'Alpha', { overall: 3, quality: 4 }),
    provider(3, 'Mid', { overall: 3, quality: 5 }),
    provider(4, 'Unrated', null),
    provider(5, 'Paid', { overall: 1 }, { subscription: { status: 'active' } }),
    provider(6, 'Partner', { overall: 2 }, { preferredBy: [9] }),
  ];
  const names = (list: Provider[]) => list.map((entry) => entry.name);

  it('orders best match: preferred, then active subscription, then 5 − overall, 5 − quality, then name', () => {
    expect(names(sortProviders(providers, { sortKey: 'best', level: snf, hospitalId: 9, location: null }))).toEqual([
      'Partner',
      'Paid',
      'Zeta',
      'Mid',
      'Alpha',
      'Unrated',
    ]);
  });

  it('sorts by name, by rating (highest first) and by distance (nearest first)', () => {
    expect(names(sortProviders(providers, { sortKey: 'name', level: snf, hospitalId: 9, location: null }))[0]).toBe('Alpha');
    expect(names(sortProviders(providers, { sortKey: 'rating', level: snf, hospitalId: 9, location: null })).slice(0, 1)).toEqual(['Zeta']);
    const near = provider(7, 'Near', null, { latitude: 40.0, longitude: -83.0 });
    const far = provider(8, 'Far', null, { latitude: 41.5, longitude: -81.7 });
    expect(names(sortProviders([far, near], { sortKey: 'distance', level: snf, hospitalId: null, location: { latitude: 39.96, longitude: -83.0 } }))).toEqual(['Near', 'Far']);
  });

  it('offers rating only with an overall rating and distance only for location-based levels', () => {
    expect(availableSortOptions(snf).map((option) => option.key)).toEqual(['best', 'name', 'rating', 'distance']);
    expect(availableSortOptions(findLevelOfCare('home_healthcare')).map((option) => option.key)).toEqual(['best', 'name', 'rating']);
    expect(availableSortOptions(findLevelOfCare('ccrc')).map((option) => option.key)).toEqual(['best', 'name', 'distance']);
  });

  it('keeps providers rated at least the minimum', () => {
    expect(providers.filter((entry) => passesMinRating(entry, snf, 3)).map((entry) => entry.name)).toEqual(['Zeta', 'Alpha', 'Mid']);
    expect(providers.every((entry) => passesMinRating(entry, snf, null))).toBe(true);
  });

  it('letters map markers a, b, c … z, aa', () => {
    expect([0, 1, 2, 25, 26, 27].map(markerSymbol)).toEqual(['a', 'b', 'c', 'z', 'aa', 'ab']);
  });

  it('links to Care Compare only for the levels Medicare profiles', () => {
    expect(cmsLink(providers[0]!, snf)).toBe('https://www.medicare.gov/care-compare/details/nursing-home/365123/view-all?city=Columbus&state=OH');
    expect(cmsLink(providers[0]!, findLevelOfCare('assisted_living'))).toBeNull();
    expect(cmsLink(provider(9, 'No number', null, { providerServices: [] }), snf)).toBeNull();
  });
});
