import { describe, expect, it } from 'vitest';
import { cmsLink } from '../../src/domain/cmsLink';
import { findLevelOfCare, LEVELS_OF_CARE } from '../../src/domain/levelsOfCare';
import { provider } from './providerFixture';

const at = (type: string, providerNumber: string | null = '365123') => provider(1, 'Sunrise', null, { providerServices: [{ type, providerNumber }] });
const link = (kind: string, ccn: string) => `https://www.medicare.gov/care-compare/details/${kind}/${ccn}/view-all?city=Columbus&state=OH`;

describe("'Tap for CMS data' link", () => {
  it.each([
    ['skilled_nursing', 'SKILLED_NURSING', 'nursing-home'],
    ['home_healthcare', 'HOME_HEALTHCARE', 'home-health'],
    ['hospice', 'HOSPICE', 'hospice'],
    ['facility_based_hospice', 'FACILITY_BASED_HOSPICE', 'hospice'],
    ['acute_inpatient_rehab', 'ACUTE_INPATIENT_REHAB', 'inpatient-rehabilitation'],
    ['ltac', 'LTAC', 'long-term-care-hospital'],
    ['in_center_dialysis', 'IN_CENTER_DIALYSIS', 'dialysis-facility'],
    ['hospital', 'HOSPITAL', 'hospital'],
    ['ca_hospital', 'CRITICAL_ACCESS_HOSPITAL', 'hospital'],
  ])('links %s to the Care Compare %s profile', (key, type, kind) => {
    expect(cmsLink(at(type), findLevelOfCare(key))).toBe(link(kind, '365123'));
  });

  it('gives no link for any other level of care, nor an unknown one', () => {
    const others = LEVELS_OF_CARE.filter((level) => !level.hasCmsProfile);
    expect(others.map((level) => level.key)).toEqual(expect.arrayContaining(['assisted_living', 'ccrc', 'home_dialysis', 'dme']));
    for (const level of others) expect(cmsLink(at('SKILLED_NURSING'), level), level.key).toBeNull();
    expect(cmsLink(at('SKILLED_NURSING'), findLevelOfCare('something_new'))).toBeNull();
  });

  it('gives no link without a provider number', () => {
    const snf = findLevelOfCare('skilled_nursing');
    expect(cmsLink(provider(1, 'None', null, { providerServices: [] }), snf)).toBeNull();
    expect(cmsLink(at('SKILLED_NURSING', null), snf)).toBeNull();
    expect(cmsLink(at('SKILLED_NURSING', '  '), snf)).toBeNull();
  });

  it("uses the number filed under the level's own service type, else the first number", () => {
    const campus = provider(1, 'Campus', null, {
      providerServices: [
        { type: 'HOME_HEALTHCARE', providerNumber: '367001' },
        { type: 'SKILLED_NURSING', providerNumber: '365002' },
      ],
    });
    expect(cmsLink(campus, findLevelOfCare('skilled_nursing'))).toBe(link('nursing-home', '365002'));
    expect(cmsLink(campus, findLevelOfCare('home_healthcare'))).toBe(link('home-health', '367001'));
    expect(cmsLink(campus, findLevelOfCare('hospice'))).toBe(link('hospice', '367001'));
  });

  it('percent-encodes the city and upper-cases the state', () => {
    const saintPaul = provider(1, 'North', null, { city: 'St. Paul Park & Co', state: 'mn' });
    expect(cmsLink(saintPaul, findLevelOfCare('skilled_nursing'))).toBe(
      'https://www.medicare.gov/care-compare/details/nursing-home/365123/view-all?city=St.%20Paul%20Park%20%26%20Co&state=MN',
    );
  });
});
