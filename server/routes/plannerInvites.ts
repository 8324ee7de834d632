import { eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { object } from 'superstruct';
import { IdParam } from '../../src/contract/common';
import { CreateInviteRequest, InviteActionRequest, type CreatedInvite } from '../../src/contract/planner';
import { staffOf } from '../auth/staffAuthentication';
import type { RouteOptions } from '../context';
import { hospitals } from '../db/schema';
import { createInvite, inviteUrl, mailInvite, revokeInvite, rotateInviteCode } from '../domain/invites';
import { findHospitalPatient } from '../domain/patients';
import { notFound, parseInput } from '../errors';

const toUnix = (date: Date) => Math.floor(date.getTime() / 1000);

/**
 * A family's invites, from the hospital's side: invite, resend (a fresh code, e-mailed again) and
 * revoke. Staff only (403 otherwise), and only for their own hospital's patients (404 for any other). The code is in
 * the answer and the e-mail only, never stored (its hash is) nor logged; e-mail addresses and phones travel in bodies,
 * never in a URL, and are not written to the audit trail (it records who did what to which patient and invite).
 */
export const plannerInviteRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  const { db, config, mail, audit } = ctx;

  const hospitalName = async (hospitalId: number) => {
    const [hospital] = await db.select({ name: hospitals.name }).from(hospitals).where(eq(hospitals.id, hospitalId));
    return hospital!.name;
  };

  app.post('/planner/v1/invites', async (request, reply) => {
    const staff = staffOf(request);
    const body = parseInput(CreateInviteRequest, request.body);
    const patient = await findHospitalPatient(db, staff.hospitalId, body.patientId);
    if (!patient) throw notFound('No such patient.');
    const customAcknowledgementText = body.customAcknowledgementText?.trim() || null;
    const customAcknowledgementTextEs = body.customAcknowledgementTextEs?.trim() || null;
    // Without a language, the invite takes the family's language as set on the patient, else the hospital's (createInvite).
    const { id, code, expiresAt, language } = await createInvite(db, {
      ...body,
      email: body.email.trim(),
      customAcknowledgementText,
      customAcknowledgementTextEs,
      createdByUserId: staff.user.id,
    });
    const url = inviteUrl(config.publicUrl, code);
    await mailInvite(mail, { to: body.email.trim(), url, hospitalName: await hospitalName(staff.hospitalId), language });
    await audit(request, { action: 'invite.issued', userId: staff.user.id, patientId: patient.id, subject: id });
    return reply.status(201).send({ inviteId: id, inviteCode: code, url, expiresAt: toUnix(expiresAt) } satisfies CreatedInvite);
  });

  /** A fresh code for an open (or expired) invite: the old link stops working, the new one is e-mailed and answered. */
  app.post('/planner/v1/invites/:id/resend', async (request): Promise<CreatedInvite> => {
    const staff = staffOf(request);
    const { id } = parseInput(object({ id: IdParam }), request.params);
    parseInput(InviteActionRequest, request.body);
    const { invite, code, expiresAt } = await rotateInviteCode(db, staff.hospitalId, id);
    const url = inviteUrl(config.publicUrl, code);
    await mailInvite(mail, { to: invite.email, url, hospitalName: await hospitalName(staff.hospitalId), language: invite.language });
    await audit(request, { action: 'invite.resent', userId: staff.user.id, patientId: invite.patientId, subject: id });
    return { inviteId: id, inviteCode: code, url, expiresAt: toUnix(expiresAt) };
  });

  /** The invite's link stops working for good; who revoked it is kept with it. */
  app.post('/planner/v1/invites/:id/revoke', async (request) => {
    const staff = staffOf(request);
    const { id } = parseInput(object({ id: IdParam }), request.params);
    parseInput(InviteActionRequest, request.body);
    const invite = await revokeInvite(db, staff.hospitalId, id, staff.user.id);
    await audit(request, { action: 'invite.revoked', userId: staff.user.id, patientId: invite.patientId, subject: id });
    return { success: true as const };
  });
};
