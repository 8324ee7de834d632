import { asc, eq, inArray } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { object, optional, string } from 'superstruct';
import { IdParam } from '../../src/contract/common';
import { CreateInviteRequest, CreatePatientRequest, WorklistRequest } from '../../src/contract/planner';
import type { PlannerPatient, Worklist } from '../../src/contract/planner';
import type { RouteOptions } from '../context';
import { auditEvents, hospitals, invites, optionLists, options, providers, services } from '../db/schema';
import { createInvite, inviteUrl, mailInvite } from '../domain/invites';
import { createPatientWithServices, findHospitalPatient } from '../domain/patients';
import { worklistPage } from '../domain/worklist';
import { notFound, parseInput } from '../errors';

const toUnix = (date: Date | null) => (date ? Math.floor(date.getTime() / 1000) : null);

/**
 * The hospital's side, beyond the family-facing spec: create a patient with services and option lists, invite a
 * family member by e-mail, follow their progress on the worklist. Only hospital staff (planners and the hospital's
 * admins, sessions.requireStaff) may call it, 403 otherwise; staff see only the patients of their own hospital.
 */
export const plannerRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  const { db, sessions, config, mail, audit } = ctx;

  app.get('/planner/v1/providers', async (request) => {
    await sessions.requireStaff(request);
    const { levelOfCare } = parseInput(object({ levelOfCare: optional(string()) }), request.query);
    const rows = await db
      .select({ id: providers.id, name: providers.name, city: providers.city, state: providers.state, levelOfCare: providers.levelOfCare })
      .from(providers)
      .where(levelOfCare ? eq(providers.levelOfCare, levelOfCare) : undefined)
      .orderBy(asc(providers.id));
    return rows;
  });

  app.post('/planner/v1/patients', async (request, reply) => {
    const staff = await sessions.requireStaff(request);
    const body = parseInput(CreatePatientRequest, request.body);
    const patientId = await createPatientWithServices(db, {
      hospitalId: staff.hospitalId,
      createdByUserId: staff.user.id,
      request: body,
    });
    return reply.status(201).send(await plannerPatient(staff.hospitalId, patientId));
  });

  /**
   * POST /planner/v1/patients/search: a page of the worklist (issue 21). A POST so that the search text, a patient's
   * name, travels in the body, which is never logged, and never in a URL. The audit trail records that the list was
   * read, by whom, but not the search text (PHI) nor the patients on the page.
   */
  app.post('/planner/v1/patients/search', async (request): Promise<Worklist> => {
    const staff = await sessions.requireStaff(request);
    const body = parseInput(WorklistRequest, request.body);
    const worklist = await worklistPage(db, staff.hospitalId, body);
    await audit(request, { action: 'worklist.viewed', userId: staff.user.id });
    return worklist;
  });

  app.get('/planner/v1/patients/:id', async (request) => {
    const staff = await sessions.requireStaff(request);
    const { id } = parseInput(object({ id: IdParam }), request.params);
    const answer = await plannerPatient(staff.hospitalId, id);
    await audit(request, { action: 'patient.viewed', userId: staff.user.id, patientId: id });
    return answer;
  });

  /** GET /planner/v1/patients/{id}/audit: the patient's audit trail, oldest first (issue 8, item 9). */
  app.get('/planner/v1/patients/:id/audit', async (request) => {
    const staff = await sessions.requireStaff(request);
    const { id } = parseInput(object({ id: IdParam }), request.params);
    if (!(await findHospitalPatient(db, staff.hospitalId, id))) throw notFound('No such patient.');
    const events = await db.select().from(auditEvents).where(eq(auditEvents.patientId, id)).orderBy(asc(auditEvents.at), asc(auditEvents.id));
    return events.map((event) => ({
      at: toUnix(event.at)!,
      action: event.action,
      userId: event.userId,
      email: event.email,
      subject: event.subject,
      ip: event.ip,
    }));
  });

  app.post('/planner/v1/invites', async (request, reply) => {
    const staff = await sessions.requireStaff(request);
    const body = parseInput(CreateInviteRequest, request.body);
    const patient = await findHospitalPatient(db, staff.hospitalId, body.patientId);
    if (!patient) throw notFound('No such patient.');
    const { code, expiresAt } = await createInvite(db, { ...body, createdByUserId: staff.user.id });
    const url = inviteUrl(config.publicUrl, code);
    const [hospital] = await db.select({ name: hospitals.name }).from(hospitals).where(eq(hospitals.id, staff.hospitalId));
    await mailInvite(mail, { to: body.email, url, hospitalName: hospital!.name });
    await audit(request, { action: 'invite.issued', userId: staff.user.id, patientId: patient.id });
    return reply.status(201).send({ inviteCode: code, url, expiresAt: toUnix(expiresAt) });
  });

  async function plannerPatient(hospitalId: number, patientId: number): Promise<PlannerPatient> {
    const patient = await findHospitalPatient(db, hospitalId, patientId);
    if (!patient) throw notFound('No such patient.');
    const serviceRows = await db.select().from(services).where(eq(services.patientId, patientId)).orderBy(asc(services.id));
    const inviteRows = await db.select().from(invites).where(eq(invites.patientId, patientId)).orderBy(asc(invites.id));
    const listRows = serviceRows.length
      ? await db.select().from(optionLists).where(inArray(optionLists.serviceId, serviceRows.map((s) => s.id))).orderBy(asc(optionLists.id))
      : [];
    const optionRows = listRows.length
      ? await db
          .select({
            optionListId: options.optionListId,
            providerId: options.providerId,
            providerName: providers.name,
            shortlisted: options.shortlisted,
            rank: options.rank,
          })
          .from(options)
          .innerJoin(providers, eq(providers.id, options.providerId))
          .where(inArray(options.optionListId, listRows.map((l) => l.id)))
          .orderBy(asc(options.rank), asc(options.position))
      : [];
    return {
      id: patient.id,
      initial: patient.initial,
      lastName: patient.lastName,
      dateOfBirth: patient.dateOfBirth,
      claimed: patient.claimedByUserId !== null,
      claimedAt: toUnix(patient.claimedAt),
      invites: inviteRows.map((invite) => ({
        id: invite.id,
        email: invite.email,
        createdAt: toUnix(invite.createdAt)!,
        expiresAt: toUnix(invite.expiresAt)!,
        usedAt: toUnix(invite.usedAt),
        failedClaims: invite.failedClaims,
        revokedAt: toUnix(invite.revokedAt),
      })),
      services: serviceRows.map((service) => {
        const lists = listRows.filter((list) => list.serviceId === service.id);
        return {
          id: service.id,
          levelOfCare: service.levelOfCare,
          complete: lists.at(-1)?.complete ?? false,
          optionLists: lists.map((list) => ({
            id: list.id,
            complete: list.complete,
            completedAt: toUnix(list.completedAt),
            options: optionRows
              .filter((option) => option.optionListId === list.id)
              .map(({ optionListId: _, ...option }) => option),
          })),
        };
      }),
    };
  }
};
