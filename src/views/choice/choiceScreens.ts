import { onDemand } from '../onDemand';
import { qualityInDetail } from './qualityInDetailOnDemand';

/**
 * The choice flow's screens with chunks of their own, not loaded with the list: the provider page (photos, videos,
 * the photo viewer), the map and the comparison. Each is brought before the first render when the address is its own
 * (views/pages.ts); the option list starts loading the provider page, and its Medicare measures in detail, when a
 * pointer, focus or touch reaches a card, ahead of the tap, so that the page it opens seldom waits (if that early
 * load fails, the page asks again as it opens, and shows its loader meanwhile).
 */
export const providerScreen = onDemand(() => import('./ProviderScreen'));
export const mapScreen = onDemand(() => import('./MapScreen'));
export const compareScreen = onDemand(() => import('./CompareScreen'));

export const preloadProviderScreen = () => void Promise.all([providerScreen.preload(), qualityInDetail.preload()]).catch(() => {});
