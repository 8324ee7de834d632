import type { ChoiceRecord, ListRecord, PresentedProvider } from '../contract/choiceRecord';
import { recordEn } from '../i18n/en.record';
import type { Translation } from '../i18n/translation';
import { findLevelOfCare } from './levelsOfCare';

/**
 * The choice record's lines, composed once for both the PDF (server/domain/choiceRecordPdf.ts)
 * and the console's page, so that they say the same thing; how times are written is the caller's `clock`, and which
 * language, its `words`. test/unit/choiceRecordLines.test.ts reads the PDF back and finds
 * every line of this module in it, in order.
 */
export interface RecordClock {
  /** A moment (Unix seconds). */
  at: (seconds: number) => string;
  /** A calendar day of the API (YYYY-MM-DD). */
  day: (iso: string) => string;
}

/**
 * The words a copy of the record is written in: its catalogue, and the names of levels and star ratings (frozen as
 * the family's English screens name them). The chart's copy and the console's page are English; a family's copy is in
 * the language the family used (server/domain/recordWords.ts).
 */
export interface RecordWords {
  text: Translation<typeof recordEn>;
  levelName: (levelKey: string) => string;
  ratingName: (levelKey: string, englishName: string) => string;
  measureName: (key: string, englishName: string) => string;
}

/**
 * English, from the catalogue's own words rather than the family's switchable catalogues (i18n/language.ts): the
 * console's page is English whatever language its browser last showed a family.
 */
export const englishRecordWords: RecordWords = {
  text: recordEn,
  levelName: (levelKey) => findLevelOfCare(levelKey).name,
  ratingName: (_levelKey, englishName) => englishName,
  measureName: (_key, englishName) => englishName,
};

export interface ProviderLines {
  /** The provider's name; its place follows it as ', City, ST' (`place`). */
  name: string;
  place: string;
  /** CCN, rating with its data date, distance, the hospital's labels and the family's choice, joined with ' · '. */
  facts: string;
  disclosure: string | null;
}

export interface ListLines {
  heading: string;
  status: string;
  area: string;
  builtBy: string | null;
  presentedHeading: string;
  presented: ProviderLines[];
  /** Null when no provider was left off (the PDF then has no such part). */
  removedHeading: string | null;
  removed: string[];
  invite: string;
  /** The acknowledgement's text, quoted, and who gave it when; or only that nobody has. */
  acknowledgement: string[];
  /** Saved, ranking, who confirmed (once confirmed) and in whose guided session (if so), language. */
  choices: string[];
}

/** The block under the record's title: patient, date of birth, MRN, hospital, when the record was made. */
export const recordHeaderLines = (record: ChoiceRecord, clock: RecordClock, { text }: RecordWords = englishRecordWords): string[] => [
  text.patient(record.patient.name),
  text.dateOfBirth(clock.day(record.patient.dateOfBirth)),
  text.mrn(record.patient.mrn),
  text.hospital(record.hospital),
  text.generatedAt(clock.at(record.generatedAt)),
];

const relationshipIn = (text: RecordWords['text']) => (value: string | null) => (value ? (text.relationships[value] ?? value) : null);

/** A city is named with its state; the home ZIP, the hospital and a ZIP code by their name alone. */
function areaLine(area: ListRecord['area'], text: RecordWords['text']): string {
  if (!area.type) return text.area.none;
  const place = area.state && area.type === 'city' ? `${area.name ?? ''}, ${area.state}` : area.name;
  return text.area.line(text.area[area.type](place), area.radiusMiles);
}

/**
 * The ratings the family saw, with the date of Medicare's data: every star rating of the level, or none for a level
 * without them; a record frozen before ratings were kept names the overall rating alone.
 */
function ratingFact(provider: PresentedProvider, levelKey: string, { text, ratingName }: RecordWords): string | null {
  const date = `(${text.ratingsDate(provider.ratingsDate)})`;
  if (!provider.ratings) return `${text.rating(provider.overallRating)} ${date}`;
  if (provider.ratings.length === 0) return null;
  return `${provider.ratings.map((rating) => text.starRating(ratingName(levelKey, rating.name), rating.stars)).join(', ')} ${date}`;
}

/** For a level shown with Medicare's measures instead of star ratings: each measure the family saw, dated. */
function measuresFact(provider: PresentedProvider, { text, measureName }: RecordWords): string | null {
  if (!provider.measures) return null;
  if (provider.measures.length === 0) return text.noMeasures;
  const date = `(${text.ratingsDate(provider.measuresDate ?? null)})`;
  return `${provider.measures.map((measure) => text.measure(measureName(measure.key, measure.name), text.measureValue(measure.value, measure.format))).join(', ')} ${date}`;
}

function providerLines(provider: PresentedProvider, levelKey: string, words: RecordWords): ProviderLines {
  const { text } = words;
  const facts = [
    text.ccn(provider.ccn),
    ratingFact(provider, levelKey, words),
    measuresFact(provider, words),
    text.distance(provider.distanceMiles),
    provider.preferred ? text.preferred : null,
    provider.affiliated ? text.affiliated : null,
    text.familyChoice(provider.shortlisted, provider.rank),
  ].filter((fact): fact is string => fact !== null);
  return {
    name: provider.name,
    place: `, ${provider.city}, ${provider.state}`,
    facts: facts.join(' · '),
    disclosure: provider.disclosure ? text.disclosure(provider.disclosure) : null,
  };
}

/** One version of a service's list: what was presented, left off, sent, acknowledged and chosen. */
export function listLines(list: ListRecord, clock: RecordClock, words: RecordWords = englishRecordWords): ListLines {
  const { text } = words;
  const relationship = relationshipIn(text);
  const ranked = list.presented.filter((provider) => provider.rank !== null).sort((a, b) => a.rank! - b.rank!);
  const { invite, acknowledgement, confirmedBy, confirmedAt } = list;
  return {
    heading: text.list(words.levelName(list.levelOfCare), list.version),
    // A time without the frozen record would be a confirmation the record does not hold yet.
    status: confirmedAt !== null && list.frozen ? text.confirmed(clock.at(confirmedAt)) : text.notConfirmed,
    area: areaLine(list.area, text),
    builtBy: list.builtBy ? text.builtBy(list.builtBy) : null,
    presentedHeading: text.presented(list.presented.length),
    presented: list.presented.map((provider) => providerLines(provider, list.levelOfCare, words)),
    removedHeading: list.removed.length ? text.removed(list.removed.length) : null,
    // Left off by a person (who, when), or by CareChoice itself (no time: the rule, not a step anyone took).
    removed: list.removed.map((removed) =>
      removed.removedAt === null
        ? text.removedByRuleLine(
            removed.name,
            `${removed.city}, ${removed.state}`,
            // The rule's reason in the copy's words; a record frozen before the ZIP was kept quotes its English.
            removed.notServingHomeZip ? text.notServingHome(removed.notServingHomeZip) : removed.reason,
          )
        : text.removedLine(removed.name, `${removed.city}, ${removed.state}`, removed.reason, removed.removedBy, clock.at(removed.removedAt)),
    ),
    invite: invite ? text.inviteLine(invite.email, relationship(invite.relationship), clock.at(invite.sentAt), invite.sentBy) : text.noInvite,
    acknowledgement: acknowledgement
      ? [text.quoted(acknowledgement.text), text.acknowledgedBy(acknowledgement.by.name, relationship(acknowledgement.by.relationship), clock.at(acknowledgement.at))]
      : [text.noAcknowledgement],
    choices: [
      text.shortlist(list.presented.filter((provider) => provider.shortlisted).map((provider) => provider.name)),
      text.ranking(ranked.map((provider) => provider.name)),
      ...(confirmedBy && confirmedAt !== null ? [text.confirmedBy(confirmedBy.name, relationship(confirmedBy.relationship), clock.at(confirmedAt))] : []),
      ...(list.guidedBy ? [text.guidedBy(list.guidedBy)] : []),
      text.language(text.languages[list.language] ?? list.language),
    ],
  };
}
