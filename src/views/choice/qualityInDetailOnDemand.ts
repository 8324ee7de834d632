import { onDemand } from '../onDemand';

/**
 * The provider page's Medicare measures in detail, below its ratings, a chunk of its own: the page draws without
 * waiting for it, and the option list brings it with the provider page's (choiceScreens.ts).
 */
export const qualityInDetail = onDemand(() => import('./QualityInDetail'));
