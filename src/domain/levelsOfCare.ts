import type { Provider } from '../contract/choice';
import { titleCase } from './titleCase';

/**
 * The levels-of-care catalogue (SPEC §3): every level's key, aliases, display name, icon, whether it is chosen by
 * location, and how its Medicare ratings are shown and sorted. A service's level of care is matched by key or alias.
 */
export interface DetailedRating {
  name: string;
  description: string;
  rating: (provider: Provider) => number | null;
}

export interface LevelOfCare {
  key: string;
  aliases: string[];
  name: string;
  icon: string;
  isLocationBased: boolean;
  hasOverallRating: boolean;
  hasDetailedRatings: boolean;
  overallRatingText: string | null;
  overallRatingDescription: string | null;
  overallRating: (provider: Provider) => number | null;
  detailedRatings: DetailedRating[];
  /** Best-match order inside equal preferred/subscription groups: lower first. */
  sortValue: (provider: Provider) => number[];
  /** Whether Medicare's Care Compare has profiles for it ('Tap for CMS data'). */
  hasCmsProfile: boolean;
}

const none = () => null;
const ratingOf = (field: 'overall' | 'quality' | 'healthInspection' | 'staffing' | 'survey') => (provider: Provider) =>
  provider.medicareRatings?.[field] ?? null;
/** SPEC §9: 5 − overall, then 5 − quality; a missing rating counts as 0, so unrated providers come last. */
const byRatings = (overall: (provider: Provider) => number | null) => (provider: Provider) => [
  5 - (overall(provider) ?? 0),
  5 - (provider.medicareRatings?.quality ?? 0),
];

interface Entry {
  key: string;
  name: string;
  icon?: string;
  location?: boolean;
  aliases?: string[];
  cms?: boolean;
}

const ENTRIES: Entry[] = [
  { key: 'acute_inpatient_rehab', name: 'Inpatient Rehab', icon: 'rehab', cms: true, aliases: ['inpatient rehab', 'inpatient rehabilitation', 'irf', 'acute rehab'] },
  { key: 'ACUTE_REHAB_PEDIATRIC', name: 'Acute Rehab (Pediatric)', icon: 'rehab' },
  { key: 'ADOPTION_AGENCY', name: 'Adoption Agency', icon: 'home' },
  { key: 'ambulatory_infusion_center', name: 'Infusion', icon: 'infusion', aliases: ['infusion center', 'infusion'] },
  { key: 'assisted_living', name: 'Assisted Living', icon: 'assisted-living', aliases: ['assisted living facility', 'alf'] },
  { key: 'adult_family_home', name: 'Adult Family Home', icon: 'home', aliases: ['afh'] },
  { key: 'OUTPATIENT_BEHAVIORAL_HEALTH', name: 'Behavioral Health Outpatient', icon: 'medical' },
  { key: 'INPATIENT_BEHAVIORAL_HEALTH', name: 'Behavioral Health Inpatient', icon: 'hospital' },
  { key: 'ccrc', name: 'CCRC', icon: 'building', aliases: ['continuing care retirement community'] },
  { key: 'independent_living', name: 'Independent Living', icon: 'living' },
  { key: 'ltac', name: 'Long Term Acute Care', icon: 'hospital', cms: true, aliases: ['ltach', 'long term acute care hospital', 'long-term acute care'] },
  { key: 'long_term_care', name: 'Long Term Care', icon: 'building', aliases: ['INPATIENT_LTC', 'OUTPATIENT_LTC', 'ltc'] },
  { key: 'OUTPATIENT_MEDICAL_DAY_CARE', name: 'Medical Day Care', icon: 'medical', aliases: ['adult day care'] },
  { key: 'psychiatric_hospital', name: 'Psychiatric Hospital', icon: 'hospital' },
  { key: 'prtf', name: 'Psychiatric Treatment Facility', icon: 'building', aliases: ['psychiatric residential treatment facility'] },
  { key: 'psychiatry', name: 'Behavioral Health/Psychiatry', icon: 'medical', aliases: ['behavioral health'] },
  { key: 'subacute_care', name: 'Subacute Care', icon: 'building' },
  { key: 'swing_bed', name: 'Swing Bed', icon: 'hospital' },
  { key: 'ca_hospital', name: 'Critical Access Hospital', icon: 'hospital', cms: true, aliases: ['CRITICAL_ACCESS_HOSPITAL'] },
  { key: 'memory_care', name: 'Memory Care', icon: 'building' },
  { key: 'retirement_center', name: 'Retirement Center', icon: 'building' },
  { key: 'childrens_hospital', name: 'Childrens Hospital', icon: 'hospital', aliases: ["children's hospital"] },
  { key: 'hospital', name: 'Acute Care Hospital', icon: 'hospital', cms: true, aliases: ['acute care hospital'] },
  { key: 'facility_based_hospice', name: 'Hospice', icon: 'hospice', cms: true, aliases: ['inpatient hospice', 'hospice facility'] },
  { key: 'icf', name: 'Intermediate Care Facility', icon: 'building' },
  { key: 'va_hospital', name: 'VA Hospital', icon: 'hospital', aliases: ['veterans hospital'] },
  { key: 'in_center_dialysis', name: 'Dialysis', icon: 'dialysis', cms: true, aliases: ['dialysis', 'dialysis center', 'kidney dialysis'] },
  { key: 'rehab', name: 'Outpatient Rehab', icon: 'rehab', aliases: ['outpatient rehab', 'outpatient rehabilitation'] },
  { key: 'GROUP_HOME', name: 'Group Home', icon: 'home' },
  { key: 'OTHER_PLACEMENT', name: 'Other Placement', icon: 'building' },
  { key: 'PT_OT_SPEECH', name: 'PT/OT/SPEECH', icon: 'rehab', aliases: ['physical therapy', 'occupational therapy', 'speech therapy'] },
  { key: 'respite', name: 'Respite', icon: 'respite', location: false, aliases: ['INPATIENT_RESPITE', 'OUTPATIENT_RESPITE', 'respite care'] },
  { key: 'INPATIENT_SHELTER', name: 'Shelter (Inpatient)', icon: 'home' },
  { key: 'OUTPATIENT_SHELTER', name: 'Shelter (Outpatient)', icon: 'home' },
  { key: 'INPATIENT_SUBSTANCE_REHAB', name: 'Substance Abuse', icon: 'rehab', aliases: ['substance abuse'] },
  { key: 'OUTPATIENT_SUBSTANCE_REHAB', name: 'Substance Abuse Outpatient', icon: 'rehab' },
  { key: 'ventilator_care', name: 'Ventilator Care', icon: 'hospital', aliases: ['INPATIENT_VENTILATOR_CARE', 'OUTPATIENT_VENTILATOR_CARE'] },
  { key: 'wound_care', name: 'Wound Care', icon: 'medical', aliases: ['INPATIENT_WOUND_CARE', 'OUTPATIENT_WOUND_CARE'] },
  { key: 'INPATIENT_NEURO_REHAB', name: 'Neuro Rehab (Inpatient)', icon: 'rehab' },
  { key: 'OUTPATIENT_NEURO_REHAB', name: 'Neuro Rehab (Outpatient)', icon: 'rehab' },
  { key: 'non_medical_home_care', name: 'Private Duty', icon: 'home', location: false, aliases: ['private duty', 'non medical home care'] },
  { key: 'transportation', name: 'Transportation', icon: 'transport', location: false },
  { key: 'home_infusion', name: 'Home Infusion', icon: 'infusion', location: false },
  { key: 'home_dialysis', name: 'Home Dialysis', icon: 'dialysis', location: false },
  { key: 'hospice', name: 'Home Hospice', icon: 'hospice', location: false, cms: true, aliases: ['home hospice'] },
  {
    key: 'dme',
    name: 'Durable Medical Equipment',
    icon: 'medical',
    location: false,
    aliases: ['MAIL_ORDER_DME', 'durable medical equipment', 'medical equipment', 'wheelchair', 'walker', 'hospital bed', 'oxygen', 'oxygen equipment', 'cpap'],
  },
  { key: 'other', name: 'Other Care', icon: 'building', location: false, aliases: ['OTHER', 'Insurance Company'] },
  { key: 'OTHER_SERVICE', name: 'Other Service', icon: 'building', location: false },
  { key: 'PALLIATIVE_CARE', name: 'Palliative Care', icon: 'palliative', location: false },
  { key: 'PAYER', name: 'Payer', icon: 'building', location: false, aliases: ['insurance'] },
];

const SKILLED_NURSING_OVERALL = ratingOf('overall');
const HOME_HEALTH_OVERALL = ratingOf('quality');

const SKILLED_NURSING: LevelOfCare = {
  key: 'skilled_nursing',
  aliases: ['skilled nursing', 'skilled nursing facility', 'skilled nursing home', 'snf', 'nursing home', 'skilled nursing with dialysis', 'skilled nursing dialysis', 'skilled nursing bariatric', 'skilled nursing with bariatric care'],
  name: 'Skilled Nursing',
  icon: 'nursing-home',
  isLocationBased: true,
  hasOverallRating: true,
  hasDetailedRatings: true,
  overallRatingText: 'Overall Medicare Rating',
  overallRatingDescription:
    "Medicare's overall star rating combines the nursing home's health inspections, staffing and quality of resident care.",
  overallRating: SKILLED_NURSING_OVERALL,
  detailedRatings: [
    { name: 'Health Inspection', description: 'How the facility performs in health inspections', rating: ratingOf('healthInspection') },
    { name: 'Quality', description: "How well the facility cares for resident's needs", rating: ratingOf('quality') },
    { name: 'Staffing', description: 'How well-staffed the facility is', rating: ratingOf('staffing') },
  ],
  sortValue: byRatings(SKILLED_NURSING_OVERALL),
  hasCmsProfile: true,
};

const HOME_HEALTHCARE: LevelOfCare = {
  key: 'home_healthcare',
  aliases: ['home health', 'home healthcare', 'home health care', 'home health agency', 'hha'],
  name: 'Home Healthcare',
  icon: 'home-health',
  // SPEC: "location flag not shown"; care comes to the patient's home, so distance is not offered.
  isLocationBased: false,
  hasOverallRating: true,
  hasDetailedRatings: true,
  overallRatingText: 'Medicare Quality Rating',
  overallRatingDescription: 'The quality star rating summarizes 9 of the 23 quality measures Medicare reports for home health agencies.',
  overallRating: HOME_HEALTH_OVERALL,
  detailedRatings: [{ name: 'Patient Satisfaction', description: 'What patients said about their recent experiences', rating: ratingOf('survey') }],
  sortValue: byRatings(HOME_HEALTH_OVERALL),
  hasCmsProfile: true,
};

function plainLevel(entry: Entry): LevelOfCare {
  return {
    key: entry.key,
    aliases: entry.aliases ?? [],
    name: entry.name,
    icon: entry.icon ?? 'building',
    isLocationBased: entry.location ?? true,
    hasOverallRating: false,
    hasDetailedRatings: false,
    overallRatingText: null,
    overallRatingDescription: null,
    overallRating: none,
    detailedRatings: [],
    sortValue: () => [0],
    hasCmsProfile: entry.cms ?? false,
  };
}

export const LEVELS_OF_CARE: readonly LevelOfCare[] = [SKILLED_NURSING, HOME_HEALTHCARE, ...ENTRIES.map(plainLevel)];

/** Keys and aliases compare without case, spaces, underscores or hyphens ('SKILLED_NURSING' is 'skilled nursing'). */
const normalise = (value: string) => value.toLowerCase().replace(/[^a-z0-9]/g, '');

// Keys win over display names, and names over aliases: 'hospice' is the key of Home Hospice even though the
// facility-based level is displayed as 'Hospice'.
const INDEX = new Map<string, LevelOfCare>();
for (const names of [(level: LevelOfCare) => [level.key], (level: LevelOfCare) => [level.name], (level: LevelOfCare) => level.aliases]) {
  for (const level of LEVELS_OF_CARE) {
    for (const name of names(level)) if (!INDEX.has(normalise(name))) INDEX.set(normalise(name), level);
  }
}

/** The level of a service, by key or alias; an unknown one still gets a readable name and no ratings. */
export function findLevelOfCare(keyOrAlias: string): LevelOfCare {
  const found = INDEX.get(normalise(keyOrAlias));
  if (found) return found;
  return plainLevel({ key: keyOrAlias, name: keyOrAlias ? titleCase(keyOrAlias.replace(/[_-]+/g, ' ')) : 'Care Options' });
}
