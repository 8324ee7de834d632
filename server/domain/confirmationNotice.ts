import { eq } from 'drizzle-orm';
import { findLevelOfCare } from '../../src/domain/levelsOfCare';
import { formatMomentIn, hospitalTimeZone } from '../../src/domain/timeZones';
import type { Db } from '../db/client';
import { hospitals, invites, optionLists, patients, services, users } from '../db/schema';
import type { Mailer } from '../mail';

/** The patient's page in the console (src/machines/hospital/consolePaths.ts PATIENT; the test holds them together). */
export const consolePatientUrl = (publicUrl: string, patientId: number) => `${publicUrl}/hospital/patients/${patientId}`;

/**
 * The planner who invited the family hears by e-mail when the family confirms a service's choices
 * (the patient's creator when the family came by an invite nobody on staff issued, as the demo's). The message names
 * the level of care and links to the patient's page in the console, never the patient: e-mail is not a place for PHI.
 */
export async function tellPlannerOfConfirmation(db: Db, mail: Mailer, publicUrl: string, { familyUserId, optionListId }: { familyUserId: number; optionListId: number }) {
  const [family] = await db
    .select({ inviter: invites.createdByUserId })
    .from(users)
    .leftJoin(invites, eq(invites.id, users.inviteId))
    .where(eq(users.id, familyUserId));
  const [list] = await db
    .select({
      patientId: patients.id,
      levelOfCare: services.levelOfCare,
      creator: patients.createdByUserId,
      completedAt: optionLists.completedAt,
      state: hospitals.state,
      timeZone: hospitals.timeZone,
    })
    .from(optionLists)
    .innerJoin(services, eq(services.id, optionLists.serviceId))
    .innerJoin(patients, eq(patients.id, services.patientId))
    .innerJoin(hospitals, eq(hospitals.id, patients.hospitalId))
    .where(eq(optionLists.id, optionListId));
  const plannerId = family?.inviter ?? list?.creator ?? null;
  if (!list || plannerId === null) return;
  const [planner] = await db.select({ email: users.email }).from(users).where(eq(users.id, plannerId));
  if (!planner) return;
  const level = findLevelOfCare(list.levelOfCare).name;
  // When, on the hospital's clocks: the planner reads it beside the console, which writes times the same way.
  const when = list.completedAt ? ` on ${formatMomentIn(hospitalTimeZone(list), Math.floor(list.completedAt.getTime() / 1000))}` : '';
  await mail({
    to: planner.email,
    subject: `A family confirmed their choices for ${level}`,
    text: [
      `The family of a patient you invited has confirmed their choices for ${level} on CareChoice${when}.`,
      `See their ranking (after signing in to the hospital console): ${consolePatientUrl(publicUrl, list.patientId)}`,
      'For the patient’s privacy, this e-mail does not name them.',
    ].join('\n\n'),
  });
}
