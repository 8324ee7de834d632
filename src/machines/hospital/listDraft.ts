import type { AreaUsed, Candidates, ListArea, SaveOptionListRequest } from '../../contract/plannerLists';
import { fiveDigitZip } from '../../domain/zipCodes';

/**
 * The planner's list while they build it: which candidates are checked, and the reason given for
 * each one of the area left off. Plain data, so the machine and the views share the rules.
 */
export interface ListDraft {
  /** Checked providers (any order: the list is saved nearest first). */
  chosen: number[];
  /** Why each removed provider is left off, by provider id. */
  reasons: Record<string, string>;
}

/**
 * A draft from an answer: the list as it stands (its options, its removals), and every other provider within the
 * radius checked, as CMS's rule wants; without a list, every provider within the radius.
 */
export function draftFrom(answer: Candidates): ListDraft {
  const listed = new Set(answer.list?.providerIds ?? []);
  const reasons = Object.fromEntries((answer.list?.removed ?? []).map((removal) => [String(removal.providerId), removal.reason]));
  const chosen = answer.candidates
    .filter((candidate) => listed.has(candidate.providerId) || (candidate.withinRadius && !(String(candidate.providerId) in reasons)))
    .map((candidate) => candidate.providerId);
  return { chosen, reasons };
}

/** The draft kept across another area or radius: providers now within the radius, without a reason, are checked. */
export function extendDraft(draft: ListDraft, answer: Candidates): ListDraft {
  const chosen = new Set(draft.chosen);
  for (const candidate of answer.candidates) {
    if (candidate.withinRadius && !(String(candidate.providerId) in draft.reasons)) chosen.add(candidate.providerId);
  }
  return { ...draft, chosen: [...chosen] };
}

export const isChosen = (draft: ListDraft, providerId: number) => draft.chosen.includes(providerId);

export function check(draft: ListDraft, providerId: number): ListDraft {
  const { [String(providerId)]: _dropped, ...reasons } = draft.reasons;
  return { chosen: isChosen(draft, providerId) ? draft.chosen : [...draft.chosen, providerId], reasons };
}

export function uncheck(draft: ListDraft, providerId: number, reason: string | null): ListDraft {
  const reasons = reason === null ? draft.reasons : { ...draft.reasons, [String(providerId)]: reason };
  return { chosen: draft.chosen.filter((id) => id !== providerId), reasons };
}

/** The area an answer used, as a request names it again. */
export function areaOf(area: AreaUsed): ListArea {
  switch (area.type) {
    case 'home':
      return { type: 'home' };
    case 'hospital':
      return { type: 'hospital' };
    case 'zip':
      return { type: 'zip', zip: area.name };
    case 'city':
      return { type: 'city', name: area.name.replace(/, [A-Z]{2}$/, ''), state: area.state ?? '' };
  }
}

/** The save's body: the checked providers nearest first, and the reasons of the removed ones within the radius. */
export function saveBody(answer: Candidates, draft: ListDraft): SaveOptionListRequest {
  const chosen = new Set(draft.chosen);
  return {
    area: areaOf(answer.area),
    radiusMiles: answer.radiusMiles,
    providerIds: answer.candidates.filter((candidate) => chosen.has(candidate.providerId)).map((candidate) => candidate.providerId),
    removed: answer.candidates
      .filter((candidate) => !chosen.has(candidate.providerId) && String(candidate.providerId) in draft.reasons)
      .map((candidate) => ({ providerId: candidate.providerId, reason: draft.reasons[String(candidate.providerId)]! })),
  };
}

/** Typed text as an area: a ZIP code (or ZIP+4), "City, ST" or "City ST" a city; anything else null. */
export function parsePlace(text: string): ListArea | null {
  const trimmed = text.trim();
  const zip = fiveDigitZip(trimmed);
  if (zip) return { type: 'zip', zip };
  const city = /^(.+?)(?:\s*,\s*|\s+)([A-Za-z]{2})$/.exec(trimmed);
  return city ? { type: 'city', name: city[1]!.trim(), state: city[2]!.toUpperCase() } : null;
}
