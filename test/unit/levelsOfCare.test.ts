import { describe, expect, it } from 'vitest';
import { findLevelOfCare, LEVEL_OF_CARE_ICONS, LEVELS_OF_CARE, normaliseLevelName } from '../../src/domain/levelsOfCare';
import { provider } from './providerFixture';

// SPEC §3 'Levels of care catalogue': key, display name, location-based (the last three: our choice, flag not shown).
const CATALOGUE: [key: string, name: string, isLocationBased: boolean][] = [
  ['skilled_nursing', 'Skilled Nursing', true],
  ['acute_inpatient_rehab', 'Inpatient Rehab', true],
  ['ACUTE_REHAB_PEDIATRIC', 'Acute Rehab (Pediatric)', true],
  ['ADOPTION_AGENCY', 'Adoption Agency', true],
  ['ambulatory_infusion_center', 'Infusion', true],
  ['assisted_living', 'Assisted Living', true],
  ['adult_family_home', 'Adult Family Home', true],
  ['OUTPATIENT_BEHAVIORAL_HEALTH', 'Behavioral Health Outpatient', true],
  ['INPATIENT_BEHAVIORAL_HEALTH', 'Behavioral Health Inpatient', true],
  ['ccrc', 'CCRC', true],
  ['independent_living', 'Independent Living', true],
  ['ltac', 'Long Term Acute Care', true],
  ['INPATIENT_LTC', 'Long Term Care', true],
  ['OUTPATIENT_LTC', 'Long Term Care', true],
  ['OUTPATIENT_MEDICAL_DAY_CARE', 'Medical Day Care', true],
  ['psychiatric_hospital', 'Psychiatric Hospital', true],
  ['prtf', 'Psychiatric Treatment Facility', true],
  ['psychiatry', 'Behavioral Health/Psychiatry', true],
  ['subacute_care', 'Subacute Care', true],
  ['swing_bed', 'Swing Bed', true],
  ['ca_hospital', 'Critical Access Hospital', true],
  ['memory_care', 'Memory Care', true],
  ['retirement_center', 'Retirement Center', true],
  ['childrens_hospital', 'Childrens Hospital', true],
  ['hospital', 'Acute Care Hospital', true],
  ['facility_based_hospice', 'Hospice', true],
  ['icf', 'Intermediate Care Facility', true],
  ['va_hospital', 'VA Hospital', true],
  ['in_center_dialysis', 'Dialysis', true],
  ['rehab', 'Outpatient Rehab', true],
  ['GROUP_HOME', 'Group Home', true],
  ['OTHER_PLACEMENT', 'Other Placement', true],
  ['PT_OT_SPEECH', 'PT/OT/SPEECH', true],
  ['INPATIENT_RESPITE', 'Respite', true],
  ['OUTPATIENT_RESPITE', 'Respite', true],
  ['INPATIENT_SHELTER', 'Shelter (Inpatient)', true],
  ['OUTPATIENT_SHELTER', 'Shelter (Outpatient)', true],
  ['INPATIENT_SUBSTANCE_REHAB', 'Substance Abuse', true],
  ['INPATIENT_VENTILATOR_CARE', 'Ventilator Care', true],
  ['OUTPATIENT_VENTILATOR_CARE', 'Ventilator Care', true],
  ['INPATIENT_WOUND_CARE', 'Wound Care', true],
  ['OUTPATIENT_WOUND_CARE', 'Wound Care', true],
  ['non_medical_home_care', 'Private Duty', false],
  ['home_healthcare', 'Home Healthcare', false],
  ['transportation', 'Transportation', false],
  ['respite', 'Respite', false],
  ['home_infusion', 'Home Infusion', false],
  ['home_dialysis', 'Home Dialysis', false],
  ['hospice', 'Home Hospice', false],
  ['dme', 'Durable Medical Equipment', false],
  ['other', 'Other Care', false],
  ['OTHER_SERVICE', 'Other Service', false],
  ['PALLIATIVE_CARE', 'Palliative Care', false],
  ['PAYER', 'Payer', false],
];

// SPEC §3 'Care service type values'.
const SERVICE_TYPES =
  'SKILLED_NURSING ACUTE_INPATIENT_REHAB AMBULATORY_INFUSION_CENTER ASSISTED_LIVING INDEPENDENT_LIVING LTAC PSYCHIATRY SUBACUTE_CARE SWING_BED CRITICAL_ACCESS_HOSPITAL MEMORY_CARE CHILDRENS_HOSPITAL HOSPITAL FACILITY_BASED_HOSPICE VA_HOSPITAL IN_CENTER_DIALYSIS REHAB NON_MEDICAL_HOME_CARE HOME_HEALTHCARE TRANSPORTATION HOME_INFUSION HOME_DIALYSIS HOSPICE DME MAIL_ORDER_DME INPATIENT_NEURO_REHAB OUTPATIENT_NEURO_REHAB INPATIENT_SUBSTANCE_REHAB OUTPATIENT_SUBSTANCE_REHAB ADULT_FAMILY_HOME CCRC PSYCHIATRIC_HOSPITAL PRTF RETIREMENT_CENTER ICF RESPITE OTHER ACUTE_REHAB_PEDIATRIC ADOPTION_AGENCY INPATIENT_BEHAVIORAL_HEALTH OUTPATIENT_BEHAVIORAL_HEALTH GROUP_HOME INPATIENT_LTC OUTPATIENT_LTC OUTPATIENT_MEDICAL_DAY_CARE OTHER_PLACEMENT OTHER_SERVICE PALLIATIVE_CARE PAYER PT_OT_SPEECH INPATIENT_RESPITE OUTPATIENT_RESPITE INPATIENT_SHELTER OUTPATIENT_SHELTER INPATIENT_VENTILATOR_CARE OUTPATIENT_VENTILATOR_CARE INPATIENT_WOUND_CARE OUTPATIENT_WOUND_CARE'.split(
    ' ',
  );

describe('levels-of-care catalogue', () => {
  it.each(CATALOGUE)('%s is displayed as %j, location-based: %s', (key, name, isLocationBased) => {
    const level = findLevelOfCare(key);
    expect(level.key).toBe(key);
    expect(level.name).toBe(name);
    expect(level.isLocationBased).toBe(isLocationBased);
  });

  it('holds exactly the spec keys plus the three levels for type values the spec does not name', () => {
    const extra = ['INPATIENT_NEURO_REHAB', 'OUTPATIENT_NEURO_REHAB', 'OUTPATIENT_SUBSTANCE_REHAB'];
    expect(LEVELS_OF_CARE.map((level) => level.key).sort()).toEqual([...CATALOGUE.map(([key]) => key), ...extra].sort());
    expect(extra.map((key) => findLevelOfCare(key).name)).toEqual(['Neuro Rehab (Inpatient)', 'Neuro Rehab (Outpatient)', 'Substance Abuse Outpatient']);
  });

  it('resolves every care service type value of SPEC §3 to a catalogue level', () => {
    for (const type of SERVICE_TYPES) expect(LEVELS_OF_CARE, type).toContain(findLevelOfCare(type));
  });

  it.each([
    ['SKILLED_NURSING', 'skilled_nursing'],
    ['HOME_HEALTHCARE', 'home_healthcare'],
    ['HOSPICE', 'hospice'],
    ['FACILITY_BASED_HOSPICE', 'facility_based_hospice'],
    ['CRITICAL_ACCESS_HOSPITAL', 'ca_hospital'],
    ['MAIL_ORDER_DME', 'dme'],
    ['INPATIENT_NEURO_REHAB', 'INPATIENT_NEURO_REHAB'],
    ['RESPITE', 'respite'],
    ['INPATIENT_RESPITE', 'INPATIENT_RESPITE'],
    ['OTHER', 'other'],
    ['LTAC', 'ltac'],
  ])('service type %s is level %s', (type, key) => {
    expect(findLevelOfCare(type).key).toBe(key);
  });

  it.each(['SKILLED_NURSING', 'skilled nursing', 'Skilled Nursing Facility', 'skilled nursing home', 'skilled nursing with dialysis', 'skilled nursing bariatric', 'skilled-nursing', '  Skilled_Nursing  '])(
    'matches %j to skilled nursing, ignoring case, spaces, underscores and hyphens',
    (alias) => {
      expect(findLevelOfCare(alias).key).toBe('skilled_nursing');
    },
  );

  it('matches the spec-named aliases of Other Care and equipment of DME', () => {
    expect(findLevelOfCare('Insurance Company').key).toBe('other');
    for (const alias of ['wheelchair', 'Hospital Bed', 'oxygen', 'CPAP']) expect(findLevelOfCare(alias).key, alias).toBe('dme');
  });

  it('lets keys win over display names: HOSPICE is Home Hospice, Respite the non-location level', () => {
    expect(findLevelOfCare('Hospice').name).toBe('Home Hospice');
    expect(findLevelOfCare('respite').isLocationBased).toBe(false);
    expect(findLevelOfCare('Long Term Care').key).toBe('INPATIENT_LTC');
  });

  it('has unique keys, and every key and alias resolves to its own level', () => {
    expect(new Set(LEVELS_OF_CARE.map((level) => normaliseLevelName(level.key))).size).toBe(LEVELS_OF_CARE.length);
    for (const level of LEVELS_OF_CARE) {
      expect(findLevelOfCare(level.key), level.key).toBe(level);
      for (const alias of level.aliases) expect(findLevelOfCare(alias).key, alias).toBe(level.key);
    }
  });

  it('gives every level one of the listed icons', () => {
    for (const level of LEVELS_OF_CARE) expect(LEVEL_OF_CARE_ICONS, level.key).toContain(level.icon);
    expect(findLevelOfCare('skilled_nursing').icon).toBe('nursing-home');
    expect(findLevelOfCare('home_healthcare').icon).toBe('home-health');
  });

  it('offers a CMS profile only for skilled nursing, inpatient rehab, LTAC, hospitals, hospice, dialysis and home health', () => {
    const profiled = Object.fromEntries(LEVELS_OF_CARE.filter((level) => level.hasCmsProfile).map((level) => [level.key, level.cmsProfileType]));
    expect(profiled).toEqual({
      skilled_nursing: 'nursing-home',
      acute_inpatient_rehab: 'inpatient-rehabilitation',
      ltac: 'long-term-care-hospital',
      ca_hospital: 'hospital',
      hospital: 'hospital',
      facility_based_hospice: 'hospice',
      in_center_dialysis: 'dialysis-facility',
      home_healthcare: 'home-health',
      hospice: 'hospice',
    });
    expect(LEVELS_OF_CARE.filter((level) => !level.hasCmsProfile).every((level) => level.cmsProfileType === null)).toBe(true);
  });

  it('gives an unknown value a generic level named after it, instead of failing', () => {
    const level = findLevelOfCare('BARIATRIC_SERVICES');
    expect(level).toMatchObject({ key: 'BARIATRIC_SERVICES', name: 'Bariatric Services', icon: 'building', isLocationBased: true, hasOverallRating: false, hasCmsProfile: false });
    expect(LEVELS_OF_CARE).not.toContain(level);
    expect(findLevelOfCare('  ').name).toBe('Care Options');
  });
});

describe('level-of-care ratings', () => {
  const snf = findLevelOfCare('skilled_nursing');
  const hh = findLevelOfCare('home_healthcare');
  const rated = provider(1, 'Rated', { overall: 4, quality: 3, healthInspection: 2, staffing: 5, survey: 1 });

  it('rates skilled nursing by the Medicare overall rating with three detailed ratings', () => {
    expect(snf).toMatchObject({ hasOverallRating: true, hasDetailedRatings: true, overallRatingText: 'Overall Medicare Rating' });
    expect(snf.overallRatingDescription).toMatch(/\w+/);
    expect(snf.overallRating(rated)).toBe(4);
    expect(snf.detailedRatings.map(({ name, description, rating }) => [name, description, rating(rated)])).toEqual([
      ['Health Inspection', 'How the facility performs in health inspections', 2],
      ['Quality', "How well the facility cares for resident's needs", 3],
      ['Staffing', 'How well-staffed the facility is', 5],
    ]);
  });

  it('rates home health by quality, with Patient Satisfaction from the survey and the 9-of-23 note', () => {
    expect(hh).toMatchObject({ hasOverallRating: true, hasDetailedRatings: true, overallRatingText: 'Medicare Quality Rating' });
    expect(hh.overallRatingDescription).toContain('summarizes 9 of the 23 quality measures');
    expect(hh.overallRating(rated)).toBe(3);
    expect(hh.detailedRatings.map(({ name, description, rating }) => [name, description, rating(rated)])).toEqual([
      ['Patient Satisfaction', 'What patients said about their recent experiences', 1],
    ]);
  });

  it('reads a missing rating as null', () => {
    expect(snf.overallRating(provider(2, 'None'))).toBeNull();
    expect(hh.detailedRatings[0]!.rating(provider(2, 'Partial', { quality: 4 }))).toBeNull();
  });

  it('sorts skilled nursing and home health by 5 − overall, then 5 − quality, a missing rating counted as 0', () => {
    expect(snf.sortValue(rated)).toEqual([1, 2]);
    expect(snf.sortValue(provider(2, 'None'))).toEqual([5, 5]);
    expect(snf.sortValue(provider(3, 'Overall only', { overall: 5 }))).toEqual([0, 5]);
    expect(hh.sortValue(provider(4, 'Half', { overall: 1, quality: 3.5 }))).toEqual([1.5, 1.5]);
  });

  it('gives CCRC, independent living, LTAC and every other level no ratings and a flat sort value', () => {
    const others = LEVELS_OF_CARE.filter((level) => level !== snf && level !== hh);
    expect(others.map((level) => level.key)).toEqual(expect.arrayContaining(['ccrc', 'independent_living', 'ltac']));
    for (const level of others) {
      expect(level, level.key).toMatchObject({ hasOverallRating: false, hasDetailedRatings: false, overallRatingText: null, overallRatingDescription: null, detailedRatings: [] });
      expect(level.overallRating(rated), level.key).toBeNull();
      expect(level.sortValue(rated), level.key).toEqual([0]);
    }
  });
});
