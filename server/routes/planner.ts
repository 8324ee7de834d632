import { asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { coerce, integer, max, min, object, optional, pattern, string } from 'superstruct';
import { IdParam, maxLength } from '../../src/contract/common';
import { MAX_LEVEL_OF_CARE_LENGTH } from '../../src/contract/limits';
import { AuditPageQuery, CreatePatientRequest, PatientLanguageUpdate, WorklistRequest } from '../../src/contract/planner';
import type { PlannerPatient, Worklist } from '../../src/contract/planner';
import { staffOf } from '../auth/staffAuthentication';
import type { RouteOptions } from '../context';
import { patientRecordBundle } from '../fhir/recordBundle';
import { hospitals, patients, providers } from '../db/schema';
import { distanceMiles } from '../../src/domain/distance';
import { createPatientWithServices, findHospitalPatient } from '../domain/patients';
import { patientChoiceRecord } from '../domain/choiceRecord';
import { pdfRequest, sendPdf } from '../pdf/sendPdf';
import { patientActivity, patientRecord } from '../domain/patientRecord';
import { loadWorklist } from '../domain/worklist';
import { notFound, parseInput } from '../errors';

/** A distance in whole miles, 1 to 3,000, as a query parameter gives it. */
const MilesParam = coerce(max(min(integer(), 1), 3_000), pattern(string(), /^\d{1,4}$/), Number);

/**
 * The hospital's side, beyond the family-facing spec: create a patient with services and option lists, follow the
 * family's progress on the worklist (invites: plannerInvites.ts). Only hospital staff (planners and the hospital's
 * admins, authenticated by server/auth/staffAuthentication.ts) may call it; staff see only the patients of their own
 * hospital.
 */
export const plannerRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  const { db, run, audit, recordPdfs, config } = ctx;

  // The catalogue's providers (of a level of care), by id; `withinMiles` keeps those near the staff's hospital.
  app.get('/planner/v1/providers', async (request) => {
    const staff = staffOf(request);
    const { levelOfCare, withinMiles } = parseInput(
      object({ levelOfCare: optional(maxLength(string(), MAX_LEVEL_OF_CARE_LENGTH)), withinMiles: optional(MilesParam) }),
      request.query,
    );
    const rows = await db
      .select({ id: providers.id, name: providers.name, city: providers.city, state: providers.state, levelOfCare: providers.levelOfCare, latitude: providers.latitude, longitude: providers.longitude })
      .from(providers)
      .where(levelOfCare ? eq(providers.levelOfCare, levelOfCare) : undefined)
      .orderBy(asc(providers.id));
    const [hospital] = withinMiles === undefined ? [] : await db.select({ latitude: hospitals.latitude, longitude: hospitals.longitude }).from(hospitals).where(eq(hospitals.id, staff.hospitalId));
    return rows.filter((row) => !hospital || distanceMiles(hospital, row) <= withinMiles!).map(({ latitude: _, longitude: __, ...row }) => row);
  });

  app.post('/planner/v1/patients', async (request, reply) => {
    const staff = staffOf(request);
    const body = parseInput(CreatePatientRequest, request.body);
    const patientId = await createPatientWithServices(db, {
      hospitalId: staff.hospitalId,
      createdByUserId: staff.user.id,
      request: body,
    });
    await audit(request, { action: 'patient.created', userId: staff.user.id, patientId });
    return reply.status(201).send(await plannerPatient(staff.hospitalId, patientId));
  });

  // The family's language, which a guided session opens in; the hospital's when null.
  app.put('/planner/v1/patients/:id/language', async (request) => {
    const staff = staffOf(request);
    const { id } = parseInput(object({ id: IdParam }), request.params);
    const { preferredLanguage } = parseInput(PatientLanguageUpdate, request.body);
    if (!(await findHospitalPatient(db, staff.hospitalId, id))) throw notFound('No such patient.');
    await db.update(patients).set({ preferredLanguage }).where(eq(patients.id, id));
    await audit(request, { action: 'patient.languageChanged', userId: staff.user.id, patientId: id });
    return { preferredLanguage };
  });

  /**
   * POST /planner/v1/patients/search: a page of the worklist. A POST so that the search text, a patient's
   * name, travels in the body, which is never logged, and never in a URL. The audit trail records that the list was
   * read, by whom, but not the search text (PHI) nor the patients on the page.
   */
  app.post('/planner/v1/patients/search', async (request): Promise<Worklist> => {
    const body = parseInput(WorklistRequest, request.body);
    const staff = staffOf(request);
    const worklist = await loadWorklist(run, { hospitalId: staff.hospitalId, userId: staff.user.id }, body);
    await audit(request, { action: 'worklist.viewed', userId: staff.user.id });
    return worklist;
  });

  app.get('/planner/v1/patients/:id', async (request) => {
    const staff = staffOf(request);
    const { id } = parseInput(object({ id: IdParam }), request.params);
    const answer = await plannerPatient(staff.hospitalId, id);
    await audit(request, { action: 'patient.viewed', userId: staff.user.id, patientId: id });
    return answer;
  });

  /** GET /planner/v1/patients/{id}/audit[?before={entry id}]: a page of the patient's audit trail, oldest first. */
  app.get('/planner/v1/patients/:id/audit', async (request) => {
    const staff = staffOf(request);
    const { id } = parseInput(object({ id: IdParam }), request.params);
    const { before } = parseInput(AuditPageQuery, request.query);
    if (!(await findHospitalPatient(db, staff.hospitalId, id))) throw notFound('No such patient.');
    return patientActivity(db, id, before);
  });

  /**
   * The patient's choice record: GET /planner/v1/patients/{id}/choice-record as data for the
   * console's page, …/choice-record.pdf as the PDF for the chart, in English, the hospital's language (`?lang=es`: the
   * family's copy, to print for a family that used Spanish). The PDF's file name names no patient: it is saved and
   * attached where names are not wanted.
   */
  app.get('/planner/v1/patients/:id/choice-record', async (request) => (await recordForStaff(request)).build());
  app.get('/planner/v1/patients/:id/choice-record.pdf', async (request, reply) => {
    const { download, language } = pdfRequest(request);
    const { patientId, build } = await recordForStaff(request);
    return sendPdf(reply, await recordPdfs.pdfOf(patientId, build, language ?? 'en'), download);
  });
  /** The same record as FHIR R4, for the EHR: a Bundle with the PDF inside, built from the same record. */
  app.get('/planner/v1/patients/:id/choice-record.fhir.json', async (request, reply) => {
    const { patient, build } = await recordForStaff(request);
    return reply.type('application/fhir+json').send(await patientRecordBundle(recordPdfs, config.publicUrl, patient, build));
  });

  /** A patient of the staff member's hospital, and how to build its record: building it is viewing it, for the audit log. */
  async function recordForStaff(request: FastifyRequest) {
    const staff = staffOf(request);
    const { id } = parseInput(object({ id: IdParam }), request.params);
    const patient = await findHospitalPatient(db, staff.hospitalId, id);
    if (!patient) throw notFound('No such patient.');
    const build = async () => {
      const record = await patientChoiceRecord(db, id);
      await audit(request, { action: 'choiceRecord.viewed', userId: staff.user.id, patientId: id });
      return record;
    };
    return { patientId: id, patient, build };
  }

  /** A patient of the staff member's hospital, as the patient page shows it (404 for any other patient). */
  async function plannerPatient(hospitalId: number, patientId: number): Promise<PlannerPatient> {
    const patient = await findHospitalPatient(db, hospitalId, patientId);
    if (!patient) throw notFound('No such patient.');
    return patientRecord(db, patient);
  }
};
