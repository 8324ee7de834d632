/**
 * The provider page's chunk. The option list starts loading it when a pointer, focus or touch reaches a provider's
 * card, ahead of the tap, so that the page it opens seldom waits for the network; if that early load fails, the page
 * itself asks again as it opens (and shows its loader meanwhile).
 */
export const loadProviderScreen = () => import('./ProviderScreen');

export const preloadProviderScreen = () => void loadProviderScreen().catch(() => {});
