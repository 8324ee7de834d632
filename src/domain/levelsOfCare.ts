import type { MedicareRatings, Provider } from '../contract/choice';
import { titleCase } from './titleCase';

/**
 * The levels-of-care catalogue (SPEC §3): every level's key, aliases, display name, icon, whether it is chosen by
 * location, and how its Medicare ratings are shown and sorted. A service's level of care is matched by key or alias.
 */

/** Icon ids the views draw; a handful of glyphs cover them (see LevelOfCareIcon). */
export const LEVEL_OF_CARE_ICONS = [
  'nursing-home',
  'home-health',
  'home',
  'assisted-living',
  'living',
  'rehab',
  'hospital',
  'medical',
  'infusion',
  'dialysis',
  'hospice',
  'palliative',
  'respite',
  'transport',
  'building',
] as const;
export type LevelOfCareIcon = (typeof LEVEL_OF_CARE_ICONS)[number];

/** The profile kinds of Medicare's Care Compare, which 'Tap for CMS data' links to. */
export type CmsProfileType =
  | 'nursing-home'
  | 'home-health'
  | 'hospice'
  | 'inpatient-rehabilitation'
  | 'long-term-care-hospital'
  | 'dialysis-facility'
  | 'hospital';

/** What a level reads its ratings from: a provider as the family's screens have it, or as the record's query reads it. */
export type RatedProvider = Pick<Provider, 'medicareRatings'>;

export interface DetailedRating {
  name: string;
  description: string;
  rating: (provider: RatedProvider) => number | null;
}

export interface LevelOfCare {
  key: string;
  aliases: readonly string[];
  name: string;
  icon: LevelOfCareIcon;
  isLocationBased: boolean;
  hasOverallRating: boolean;
  hasDetailedRatings: boolean;
  overallRatingText: string | null;
  overallRatingDescription: string | null;
  overallRating: (provider: RatedProvider) => number | null;
  detailedRatings: readonly DetailedRating[];
  /** Best-match order inside equal preferred/subscription groups: compared element by element, lower first. */
  sortValue: (provider: RatedProvider) => readonly number[];
  /** Care Compare has a profile page for this level ('Tap for CMS data'); null when it has none. */
  cmsProfileType: CmsProfileType | null;
  hasCmsProfile: boolean;
}

interface Entry {
  key: string;
  name: string;
  icon: LevelOfCareIcon;
  aliases?: string[];
  cms?: CmsProfileType;
}

// SPEC §3 "Location-based unless noted", in the spec's order. Where the spec gives two keys one name
// (INPATIENT_LTC and OUTPATIENT_LTC -> Long Term Care), each key is its own level so a service keeps its key.
const LOCATION_BASED: Entry[] = [
  { key: 'acute_inpatient_rehab', name: 'Inpatient Rehab', icon: 'rehab', cms: 'inpatient-rehabilitation', aliases: ['inpatient rehab', 'inpatient rehabilitation', 'irf', 'acute rehab'] },
  { key: 'ACUTE_REHAB_PEDIATRIC', name: 'Acute Rehab (Pediatric)', icon: 'rehab', aliases: ['pediatric rehab'] },
  { key: 'ADOPTION_AGENCY', name: 'Adoption Agency', icon: 'home' },
  { key: 'ambulatory_infusion_center', name: 'Infusion', icon: 'infusion', aliases: ['infusion center'] },
  { key: 'assisted_living', name: 'Assisted Living', icon: 'assisted-living', aliases: ['assisted living facility', 'alf'] },
  { key: 'adult_family_home', name: 'Adult Family Home', icon: 'home', aliases: ['afh'] },
  { key: 'OUTPATIENT_BEHAVIORAL_HEALTH', name: 'Behavioral Health Outpatient', icon: 'medical' },
  { key: 'INPATIENT_BEHAVIORAL_HEALTH', name: 'Behavioral Health Inpatient', icon: 'hospital' },
  { key: 'ccrc', name: 'CCRC', icon: 'building', aliases: ['continuing care retirement community'] },
  { key: 'independent_living', name: 'Independent Living', icon: 'living' },
  { key: 'ltac', name: 'Long Term Acute Care', icon: 'hospital', cms: 'long-term-care-hospital', aliases: ['ltach', 'long term acute care hospital'] },
  { key: 'INPATIENT_LTC', name: 'Long Term Care', icon: 'building', aliases: ['ltc'] },
  { key: 'OUTPATIENT_LTC', name: 'Long Term Care', icon: 'building' },
  { key: 'OUTPATIENT_MEDICAL_DAY_CARE', name: 'Medical Day Care', icon: 'medical', aliases: ['adult day care'] },
  { key: 'psychiatric_hospital', name: 'Psychiatric Hospital', icon: 'hospital' },
  { key: 'prtf', name: 'Psychiatric Treatment Facility', icon: 'building', aliases: ['psychiatric residential treatment facility'] },
  { key: 'psychiatry', name: 'Behavioral Health/Psychiatry', icon: 'medical', aliases: ['behavioral health'] },
  { key: 'subacute_care', name: 'Subacute Care', icon: 'building' },
  { key: 'swing_bed', name: 'Swing Bed', icon: 'hospital' },
  // CMS lists critical access hospitals among its hospital profiles.
  { key: 'ca_hospital', name: 'Critical Access Hospital', icon: 'hospital', cms: 'hospital', aliases: ['CRITICAL_ACCESS_HOSPITAL', 'cah'] },
  { key: 'memory_care', name: 'Memory Care', icon: 'building' },
  { key: 'retirement_center', name: 'Retirement Center', icon: 'building' },
  { key: 'childrens_hospital', name: 'Childrens Hospital', icon: 'hospital', aliases: ["children's hospital"] },
  { key: 'hospital', name: 'Acute Care Hospital', icon: 'hospital', cms: 'hospital' },
  { key: 'facility_based_hospice', name: 'Hospice', icon: 'hospice', cms: 'hospice', aliases: ['inpatient hospice', 'hospice facility'] },
  { key: 'icf', name: 'Intermediate Care Facility', icon: 'building' },
  { key: 'va_hospital', name: 'VA Hospital', icon: 'hospital', aliases: ['veterans hospital'] },
  { key: 'in_center_dialysis', name: 'Dialysis', icon: 'dialysis', cms: 'dialysis-facility', aliases: ['dialysis center', 'kidney dialysis'] },
  { key: 'rehab', name: 'Outpatient Rehab', icon: 'rehab', aliases: ['outpatient rehabilitation'] },
  { key: 'GROUP_HOME', name: 'Group Home', icon: 'home' },
  { key: 'OTHER_PLACEMENT', name: 'Other Placement', icon: 'building' },
  { key: 'PT_OT_SPEECH', name: 'PT/OT/SPEECH', icon: 'rehab', aliases: ['physical therapy', 'occupational therapy', 'speech therapy'] },
  { key: 'INPATIENT_RESPITE', name: 'Respite', icon: 'respite' },
  { key: 'OUTPATIENT_RESPITE', name: 'Respite', icon: 'respite' },
  { key: 'INPATIENT_SHELTER', name: 'Shelter (Inpatient)', icon: 'home' },
  { key: 'OUTPATIENT_SHELTER', name: 'Shelter (Outpatient)', icon: 'home' },
  { key: 'INPATIENT_SUBSTANCE_REHAB', name: 'Substance Abuse', icon: 'rehab' },
  { key: 'INPATIENT_VENTILATOR_CARE', name: 'Ventilator Care', icon: 'hospital' },
  { key: 'OUTPATIENT_VENTILATOR_CARE', name: 'Ventilator Care', icon: 'hospital' },
  { key: 'INPATIENT_WOUND_CARE', name: 'Wound Care', icon: 'medical' },
  { key: 'OUTPATIENT_WOUND_CARE', name: 'Wound Care', icon: 'medical' },
  // Care service types the spec lists without a display name (docs/decisions.md).
  { key: 'INPATIENT_NEURO_REHAB', name: 'Neuro Rehab (Inpatient)', icon: 'rehab' },
  { key: 'OUTPATIENT_NEURO_REHAB', name: 'Neuro Rehab (Outpatient)', icon: 'rehab' },
  { key: 'OUTPATIENT_SUBSTANCE_REHAB', name: 'Substance Abuse Outpatient', icon: 'rehab' },
];

// SPEC §3 "Not location-based", plus the three whose flag the spec does not show: they are not places one visits.
const NOT_LOCATION_BASED: Entry[] = [
  { key: 'non_medical_home_care', name: 'Private Duty', icon: 'home', aliases: ['private duty', 'non medical home care'] },
  { key: 'transportation', name: 'Transportation', icon: 'transport' },
  { key: 'respite', name: 'Respite', icon: 'respite', aliases: ['respite care'] },
  { key: 'home_infusion', name: 'Home Infusion', icon: 'infusion' },
  { key: 'home_dialysis', name: 'Home Dialysis', icon: 'dialysis' },
  { key: 'hospice', name: 'Home Hospice', icon: 'hospice', cms: 'hospice' },
  {
    key: 'dme',
    name: 'Durable Medical Equipment',
    icon: 'medical',
    aliases: ['MAIL_ORDER_DME', 'mail order equipment', 'medical equipment', 'medical supplies', 'wheelchair', 'power wheelchair', 'mobility scooter', 'walker', 'hospital bed', 'oxygen', 'home oxygen', 'cpap', 'bipap', 'nebulizer', 'commode', 'shower chair', 'prosthetics', 'orthotics', 'diabetic supplies'],
  },
  { key: 'other', name: 'Other Care', icon: 'building', aliases: ['Insurance Company'] },
  { key: 'OTHER_SERVICE', name: 'Other Service', icon: 'building' },
  { key: 'PALLIATIVE_CARE', name: 'Palliative Care', icon: 'palliative', aliases: ['palliative'] },
  { key: 'PAYER', name: 'Payer', icon: 'building', aliases: ['payor'] },
];

const ratingOf = (field: keyof MedicareRatings) => (provider: RatedProvider) => provider.medicareRatings?.[field] ?? null;

function plainLevel(entry: Entry, isLocationBased: boolean): LevelOfCare {
  return {
    key: entry.key,
    aliases: entry.aliases ?? [],
    name: entry.name,
    icon: entry.icon,
    isLocationBased,
    hasOverallRating: false,
    hasDetailedRatings: false,
    overallRatingText: null,
    overallRatingDescription: null,
    overallRating: () => null,
    detailedRatings: [],
    sortValue: () => [0],
    cmsProfileType: entry.cms ?? null,
    hasCmsProfile: entry.cms !== undefined,
  };
}

interface RatingConfig {
  overall: keyof MedicareRatings;
  overallRatingText: string;
  overallRatingDescription: string;
  detailedRatings: DetailedRating[];
}

function ratedLevel(entry: Entry, isLocationBased: boolean, config: RatingConfig): LevelOfCare {
  const overallRating = ratingOf(config.overall);
  const quality = ratingOf('quality');
  return {
    ...plainLevel(entry, isLocationBased),
    hasOverallRating: true,
    hasDetailedRatings: config.detailedRatings.length > 0,
    overallRatingText: config.overallRatingText,
    overallRatingDescription: config.overallRatingDescription,
    overallRating,
    detailedRatings: config.detailedRatings,
    // SPEC §9: 5 − overall, then 5 − quality; a missing rating counts as 0, so unrated providers come last.
    sortValue: (provider) => [5 - (overallRating(provider) ?? 0), 5 - (quality(provider) ?? 0)],
  };
}

const SKILLED_NURSING = ratedLevel(
  {
    key: 'skilled_nursing',
    name: 'Skilled Nursing',
    icon: 'nursing-home',
    cms: 'nursing-home',
    aliases: ['skilled nursing facility', 'skilled nursing home', 'snf', 'nursing home', 'nursing facility', 'skilled nursing with dialysis', 'skilled nursing dialysis', 'skilled nursing with bariatric care', 'skilled nursing bariatric'],
  },
  true,
  {
    overall: 'overall',
    overallRatingText: 'Overall Medicare Rating',
    overallRatingDescription: "Medicare's overall star rating combines the nursing home's health inspections, staffing and quality of resident care.",
    detailedRatings: [
      { name: 'Health Inspection', description: 'How the facility performs in health inspections', rating: ratingOf('healthInspection') },
      { name: 'Quality', description: "How well the facility cares for resident's needs", rating: ratingOf('quality') },
      { name: 'Staffing', description: 'How well-staffed the facility is', rating: ratingOf('staffing') },
    ],
  },
);

// Location flag not shown in the spec: care comes to the patient's home, so no distance (docs/decisions.md).
const HOME_HEALTHCARE = ratedLevel(
  { key: 'home_healthcare', name: 'Home Healthcare', icon: 'home-health', cms: 'home-health', aliases: ['home health', 'home health care', 'home health agency', 'hha'] },
  false,
  {
    overall: 'quality',
    overallRatingText: 'Medicare Quality Rating',
    overallRatingDescription: 'The quality star rating summarizes 9 of the 23 quality measures Medicare reports for home health agencies.',
    detailedRatings: [{ name: 'Patient Satisfaction', description: 'What patients said about their recent experiences', rating: ratingOf('survey') }],
  },
);

export const LEVELS_OF_CARE: readonly LevelOfCare[] = [
  SKILLED_NURSING,
  ...LOCATION_BASED.map((entry) => plainLevel(entry, true)),
  HOME_HEALTHCARE,
  ...NOT_LOCATION_BASED.map((entry) => plainLevel(entry, false)),
];

/** Keys and aliases compare without case, spaces, underscores, hyphens or other punctuation. */
export const normaliseLevelName = (value: string) => value.toLowerCase().replace(/[^a-z0-9]/g, '');

// Keys win over display names, and names over aliases: 'hospice' is the key of Home Hospice even though the
// facility-based level is displayed as 'Hospice'. Within one tier the catalogue's order decides.
const INDEX = new Map<string, LevelOfCare>();
const TIERS = [(level: LevelOfCare) => [level.key], (level: LevelOfCare) => [level.name], (level: LevelOfCare) => level.aliases];
for (const namesOf of TIERS) {
  for (const level of LEVELS_OF_CARE) {
    for (const name of namesOf(level)) if (!INDEX.has(normaliseLevelName(name))) INDEX.set(normaliseLevelName(name), level);
  }
}

/** The level of a service, by key, name or alias; an unknown one still gets a readable name and no ratings. */
export function findLevelOfCare(keyOrAlias: string): LevelOfCare {
  const found = INDEX.get(normaliseLevelName(keyOrAlias));
  if (found) return found;
  const name = titleCase(keyOrAlias.replace(/[_-]+/g, ' ')) || 'Care Options';
  return plainLevel({ key: keyOrAlias, name, icon: 'building' }, true);
}

/** Whether a key, name or alias names a level of the catalogue (a new service must; old data may not). */
export const isKnownLevelOfCare = (keyOrAlias: string) => INDEX.has(normaliseLevelName(keyOrAlias));
