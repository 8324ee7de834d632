import type { SnapshotFrom } from 'xstate';
import type { choiceMachine } from './choiceMachine';

type ChoiceSnapshot = SnapshotFrom<typeof choiceMachine>;

/** SPEC §4's numbered steps, in order: the chart tags each step's state `step:<n>`. */
const STEP_SCREENS = ['list', 'provider', 'map', 'rank', 'confirm', 'saving', 'review'] as const;

export type ChoiceScreen = 'loading' | 'failed' | 'notFound' | 'presence' | 'compare' | (typeof STEP_SCREENS)[number];

/** Which screen the choice flow shows for the chart's state (ChoiceFlow.tsx renders it). */
export function selectChoiceScreen(snapshot: ChoiceSnapshot): ChoiceScreen {
  if (snapshot.hasTag('loading')) return 'loading';
  if (snapshot.matches('failed')) return 'failed';
  if (snapshot.matches('notFound')) return 'notFound';
  // A guided session's rank step begins with who is present.
  if (snapshot.hasTag('identifying')) return 'presence';
  // Step 0's other view.
  if (snapshot.hasTag('compare')) return 'compare';
  const step = STEP_SCREENS.find((_, number) => snapshot.hasTag(`step:${number}`));
  if (step) return step;
  // Saved: the saving screen stays until the dashboard opens. `left` is as brief: the way out is already under way.
  if (snapshot.matches('done')) return 'saving';
  return 'list';
}

/** The list the flow is on. */
export const selectOptionListId = (snapshot: ChoiceSnapshot) => snapshot.context.optionListId;

/** The hospital offering the list, once the dashboard or the list said (its name, place and preferred providers). */
export const selectHospital = (snapshot: ChoiceSnapshot) => snapshot.context.hospital;

/** The list's filters: the place miles are measured from, the order, the minimum rating and 'Show only matches'. */
export const selectFilters = (snapshot: ChoiceSnapshot) => snapshot.context.filters;

/** 'Show only matches' is on: the providers below the filters are hidden, not dimmed. */
export const selectOnlyMatches = (snapshot: ChoiceSnapshot) => snapshot.context.filters.onlyMatches;

/** Where the list's miles are measured from: the place the family chose, else the hospital; null while unknown. */
export const selectDistancesFrom = (snapshot: ChoiceSnapshot) => snapshot.context.filters.location?.name ?? snapshot.context.hospital?.name ?? null;

/** Whether Compare opens: the chart's guard (two saved at least). */
export const selectCanCompare = (snapshot: ChoiceSnapshot) => snapshot.can({ type: 'compare.opened' });

/** The providers saved to the shortlist, in the order they were saved. */
export const selectShortlist = (snapshot: ChoiceSnapshot) => snapshot.context.shortlist;

/** The ranking so far: provider ids, first choice first. */
export const selectRankings = (snapshot: ChoiceSnapshot) => snapshot.context.rankings;

/** The provider on screen (step 1), or selected on the map (step 2). */
export const selectSelectedProvider = (snapshot: ChoiceSnapshot) => snapshot.context.providerId;

/** The provider on screen is on the shortlist ('Saved Listing'). */
export const selectProviderSaved = (snapshot: ChoiceSnapshot) => snapshot.context.providerId !== null && snapshot.context.shortlist.includes(snapshot.context.providerId);

/** The map was opened from a provider's page: its back button leads there. */
export const selectMapFromProvider = (snapshot: ChoiceSnapshot) => snapshot.context.mapFrom === 'provider';

/** The saved providers side by side on the compare view, in the order saved. */
export const selectCompared = (snapshot: ChoiceSnapshot) => snapshot.context.compared;

/**
 * Which saved providers the compare view's boxes may take in or out, as the chart's guards say (at most three,
 * never fewer than two): one flag per saved provider, as a string ('110') so a screen selecting it draws again only
 * when a flag changes.
 */
export const selectComparable = (snapshot: ChoiceSnapshot) =>
  snapshot.context.shortlist.map((providerId) => (snapshot.can({ type: 'compare.toggled', providerId }) ? '1' : '0')).join('');

/** Whose choices they are, once the dashboard or the list said (the review names the patient). */
export const selectPatient = (snapshot: ChoiceSnapshot) => snapshot.context.patient;

/** When the family confirmed the list (seconds), or null while it is open. */
export const selectCompletedAt = (snapshot: ChoiceSnapshot) => snapshot.context.list?.completedAt ?? null;

/**
 * Whether Continue leads on from the step on screen: the chart's own guard decides (a shortlist on the list, a
 * ranking on the rank step), so the button cannot disagree with what the machine would do.
 */
export const selectCanContinue = (snapshot: ChoiceSnapshot) => snapshot.can({ type: 'flow.continued' });

/** The provider step's own load (SPEC §4: the provider route fetches the provider if missing). */
export function selectProviderStatus(snapshot: ChoiceSnapshot): 'loading' | 'failed' | 'shown' {
  if (snapshot.matches({ browsing: { provider: 'fetching' } })) return 'loading';
  if (snapshot.matches({ browsing: { provider: 'failed' } })) return 'failed';
  return 'shown';
}
