import type { Provider } from '../contract/choice';
import { findLevelOfCare, type LevelOfCare } from './levelsOfCare';

const CARE_COMPARE = 'https://www.medicare.gov/care-compare/details';

/**
 * The CMS Certification Number to link with: the one filed under this level of care when the provider has several
 * (a campus with a nursing home and a home-health agency has one per service), else the first one it has.
 */
function certificationNumber(provider: Provider, level: LevelOfCare): string | null {
  const numbered = provider.providerServices.filter((service) => service.providerNumber);
  const own = numbered.find((service) => findLevelOfCare(service.type).key === level.key);
  return (own ?? numbered[0])?.providerNumber?.trim() || null;
}

/**
 * 'Tap for CMS data': the provider's Care Compare profile, for the levels Care Compare profiles; null otherwise.
 * Each part is percent-encoded (a space as %20, which every decoder reads, unlike '+').
 */
export function cmsLink(provider: Provider, level: LevelOfCare): string | null {
  const number = certificationNumber(provider, level);
  if (!level.cmsProfileType || !number) return null;
  const city = encodeURIComponent(provider.city.trim());
  const state = encodeURIComponent(provider.state.trim().toUpperCase());
  return `${CARE_COMPARE}/${level.cmsProfileType}/${encodeURIComponent(number)}/view-all?city=${city}&state=${state}`;
}
