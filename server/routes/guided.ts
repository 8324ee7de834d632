import { eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { object } from 'superstruct';
import { LoginRequest } from '../../src/contract/auth';
import { IdParam } from '../../src/contract/common';
import { createCredentialCheck } from '../auth/credentials';
import { staffOf } from '../auth/staffAuthentication';
import type { RouteOptions } from '../context';
import { hospitals, patients } from '../db/schema';
import { isStaffOf } from '../domain/kiosks';
import { findHospitalPatient } from '../domain/patients';
import { forbidden, HttpError, notFound, parseInput } from '../errors';
import { toUserAnswer } from './user';

/**
 * Guided sessions: a case manager hands their tablet to the family. Starting one ends the staff
 * member's session and starts a session of theirs that acts as the patient's family (sessions.ts: group patientChoice,
 * the patient as claimed; the console refuses it like any family's). It ends with the e-mail and password of a staff
 * member of the patient's hospital, checked as the login checks them, who is then logged in to the console again.
 */
export const guidedRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  const { db, sessions, audit } = ctx;
  const checkCredentials = createCredentialCheck(db, audit);

  app.post('/planner/v1/patients/:id/guided-session', async (request, reply) => {
    const staff = staffOf(request);
    const { id } = parseInput(object({ id: IdParam }), request.params);
    const patient = await findHospitalPatient(db, staff.hospitalId, id);
    if (!patient) throw notFound('No such patient.');
    const [hospital] = await db.select({ familyLanguage: hospitals.familyLanguage }).from(hospitals).where(eq(hospitals.id, staff.hospitalId));
    await sessions.end(request, reply);
    const expiresAt = await sessions.start(reply, staff.user.id, { guidedPatientId: id });
    await audit(request, { action: 'guided.started', userId: staff.user.id, patientId: id });
    const language = patient.preferredLanguage ?? hospital?.familyLanguage ?? 'en';
    return { expiresAt, user: toUserAnswer({ ...staff.user, groupType: 'patientChoice', guidedPatientId: id }), language };
  });

  app.post('/guided/v1/end', async (request, reply) => {
    const session = await sessions.require(request);
    const patientId = session.user.guidedPatientId;
    if (patientId === null) throw new HttpError(409, 'NotGuided', 'This is not a guided session.');
    const { userId } = await checkCredentials(request, reply, parseInput(LoginRequest, request.body));
    const [patient] = await db.select({ hospitalId: patients.hospitalId }).from(patients).where(eq(patients.id, patientId));
    if (!patient || !(await isStaffOf(db, userId, patient.hospitalId))) throw forbidden('Only a staff member of this hospital can end the guided session.');
    await sessions.end(request, reply);
    const expiresAt = await sessions.start(reply, userId);
    await audit(request, { action: 'guided.ended', userId, patientId });
    return { expiresAt };
  });
};
