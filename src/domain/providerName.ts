/**
 * The name a provider goes by on every screen and in the record: the display name the hospital or CareChoice gave it
 * (SPEC §3 `displayName`: CMS's capitals made readable on import, or the hospital's own), else its name as CMS writes
 * it. A row that carries only `name` (a server query that chose the shown name already) is shown as it is.
 */
export const shownName = (provider: { name: string; displayName?: string | null }): string => provider.displayName?.trim() || provider.name;

/** Where a provider is, as lists and tables say it: "Dublin, OH". */
export const cityAndState = (provider: { city: string; state: string }): string => `${provider.city}, ${provider.state}`;
