/**
 * The provider page's chunk. The option list starts it when a pointer or focus reaches a provider's card, ahead of
 * the tap, so that the page it opens seldom waits for the network; a load that failed is simply asked for again.
 */
export const loadProviderScreen = () => import('./ProviderScreen');

export const preloadProviderScreen = () => void loadProviderScreen().catch(() => {});
