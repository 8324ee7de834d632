import type { AuditEvent, PlannerPatient } from '../../contract/planner';
import { findLevelOfCare } from '../../domain/levelsOfCare';
import { hospitalEn } from '../../i18n/en.hospital';
import type { ConsoleClock } from './consoleClock';

const words = hospitalEn.activity;

/** Who acted, as the record says it: "Family member Ana Smith (Family)", "Planner Dana Okafor". */
export function actorText(actor: AuditEvent['actor']): string {
  if (!actor) return words.someone;
  if (actor.group === 'patientChoice') return words.family(actor.name, actor.relationship ? (words.relationships[actor.relationship] ?? null) : null);
  return `${words.staff[actor.group] ?? ''} ${actor.name}`.trim();
}

/** The option list an entry names (its subject), with its service's level of care and how many the family ranked. */
function listOf(patient: PlannerPatient, subject: string | null) {
  for (const service of patient.services) {
    const list = service.optionLists.find((candidate) => String(candidate.id) === subject);
    if (list) return { level: findLevelOfCare(service.levelOfCare).name, ranked: list.options.filter((option) => option.rank !== null).length };
  }
  return null;
}

/** What was done, in words; an action the console does not word yet shows as recorded. */
function actionText(event: AuditEvent, patient: PlannerPatient): string {
  const actions = words.actions;
  switch (event.action) {
    case 'patient.created':
    case 'invite.issued':
    case 'invite.resent':
    case 'invite.revoked':
    case 'claim.succeeded':
    case 'claim.failed':
    case 'claim.refused':
    case 'choiceRecord.viewed':
    case 'guided.started':
    case 'guided.ended':
    case 'patient.languageChanged':
      return actions[event.action];
    case 'patient.viewed':
      return event.actor?.group === 'patientChoice' ? actions['patient.viewed.family'] : actions['patient.viewed.staff'];
    case 'optionList.viewed':
    case 'optionList.built':
    case 'optionList.changed':
    case 'optionList.reoffered':
      return actions[event.action](listOf(patient, event.subject)?.level ?? '');
    case 'ranking.saved': {
      const list = listOf(patient, event.subject);
      return actions['ranking.saved'](list?.ranked ?? 0, list?.level ?? '');
    }
    default:
      return event.action;
  }
}

/** One entry of the audit trail as a sentence: "Family member Ana Smith (Family) confirmed 3 choices for Skilled Nursing, 11/24/2026 3:41 PM". */
export const activitySentence = (event: AuditEvent, patient: PlannerPatient, clock: ConsoleClock) =>
  words.sentence(actorText(event.actor), actionText(event, patient), clock.moment(event.at));
