import type { Provider } from '../contract/choice';
import type { LevelOfCare } from './levelsOfCare';

/** Medicare Care Compare's profile kinds, by level of care. */
const PROFILE_KINDS: Record<string, string> = {
  skilled_nursing: 'nursing-home',
  home_healthcare: 'home-health',
  hospice: 'hospice',
  facility_based_hospice: 'hospice',
  acute_inpatient_rehab: 'inpatient-rehabilitation',
  ltac: 'long-term-care-hospital',
  in_center_dialysis: 'dialysis-facility',
  hospital: 'hospital',
  ca_hospital: 'hospital',
};

/** 'Tap for CMS data': the provider's Care Compare profile from its CMS number, city and state, where one exists. */
export function cmsLink(provider: Provider, level: LevelOfCare): string | null {
  const kind = PROFILE_KINDS[level.key];
  const number = provider.providerServices.find((service) => service.providerNumber)?.providerNumber;
  if (!level.hasCmsProfile || !kind || !number) return null;
  const query = new URLSearchParams({ city: provider.city, state: provider.state });
  return `https://www.medicare.gov/care-compare/details/${kind}/${encodeURIComponent(number)}/view-all?${query.toString()}`;
}
