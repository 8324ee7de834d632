import { eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { object, string } from 'superstruct';
import { IdParam } from '../../src/contract/common';
import { StaffInviteRequest, StaffJoinRequest, type StaffDirectory, type StaffInviteDetails } from '../../src/contract/staff';
import { refuseCommonPassword } from '../auth/commonPasswords';
import { LIMITS, tooManyAttempts } from '../auth/throttle';
import { adminOf } from '../auth/staffAuthentication';
import type { RouteOptions } from '../context';
import { secretInPath } from '../routeSecrets';
import { hospitals } from '../db/schema';
import {
  createStaffInvite,
  deactivateStaff,
  joinStaff,
  mailInviteToAccount,
  mailStaffInvite,
  revokeStaffInvite,
  staffDirectory,
  staffInviteDetails,
  staffInviteUrl,
} from '../domain/staff';
import { badRequest, parseInput } from '../errors';

/**
 * The hospital's staff. Its admins (adminOf: 403 for planners) read the
 * accounts and open invitations, invite by e-mail, revoke an invitation and deactivate an account. The invited person
 * opens the e-mailed link, whose code is never stored (its hash is) nor answered to the admin, and sets a password:
 * their account is made and they are logged in. Every change is audited. An invitation is answered alike whether or
 * not its address already has an account (createStaffInvite), and limited per admin and
 * per address it goes to.
 */
export const plannerStaffRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  const { db, sessions, audit, mail, config, throttle } = ctx;

  app.get('/planner/v1/staff', async (request): Promise<StaffDirectory> => {
    const admin = adminOf(request);
    return staffDirectory(db, admin.hospitalId, admin.user.id);
  });

  app.post('/planner/v1/staff/invites', async (request, reply): Promise<StaffDirectory> => {
    const admin = adminOf(request);
    const body = parseInput(StaffInviteRequest, request.body);
    // Both counted before the address is looked up, so neither refusal tells whether it has an account.
    const bySender = await throttle.count(LIMITS.staffInvitePerSender, admin.user.id);
    if (bySender > 0) throw tooManyAttempts(reply, LIMITS.staffInvitePerSender, bySender);
    const toRecipient = await throttle.count(LIMITS.staffInvitePerRecipient, body.email.trim().toLowerCase());
    if (toRecipient > 0) throw tooManyAttempts(reply, LIMITS.staffInvitePerRecipient, toRecipient);
    const { id, code, addressHasAccount } = await createStaffInvite(db, { ...body, hospitalId: admin.hospitalId, createdByUserId: admin.user.id });
    await audit(request, { action: 'staff.invited', userId: admin.user.id, subject: String(id) });
    const [hospital] = await db.select({ name: hospitals.name }).from(hospitals).where(eq(hospitals.id, admin.hospitalId));
    const letter = { to: body.email.trim(), hospitalName: hospital!.name, firstName: body.firstName.trim() };
    if (addressHasAccount) await mailInviteToAccount(mail, letter);
    else await mailStaffInvite(mail, { ...letter, url: staffInviteUrl(config.publicUrl, code) });
    return reply.status(201).send(await staffDirectory(db, admin.hospitalId, admin.user.id));
  });

  app.post('/planner/v1/staff/invites/:id/revoke', async (request): Promise<StaffDirectory> => {
    const admin = adminOf(request);
    const { id } = parseInput(object({ id: IdParam }), request.params);
    await revokeStaffInvite(db, admin.hospitalId, id);
    await audit(request, { action: 'staff.inviteRevoked', userId: admin.user.id, subject: String(id) });
    return staffDirectory(db, admin.hospitalId, admin.user.id);
  });

  app.post('/planner/v1/staff/:id/deactivate', async (request): Promise<StaffDirectory> => {
    const admin = adminOf(request);
    const { id } = parseInput(object({ id: IdParam }), request.params);
    await deactivateStaff(db, admin.hospitalId, id, admin.user.id);
    await audit(request, { action: 'staff.deactivated', userId: admin.user.id, subject: String(id) });
    return staffDirectory(db, admin.hospitalId, admin.user.id);
  });

  // The join page's two calls: no session, so each is limited per client address like the family's invite look-ups.
  app.get('/staff/v1/invites/:code', secretInPath('code'), async (request, reply): Promise<StaffInviteDetails> => {
    const { code } = parseInput(object({ code: string() }), request.params);
    const wait = await throttle.count(LIMITS.invitePerAddress, request.ip);
    if (wait > 0) throw tooManyAttempts(reply, LIMITS.invitePerAddress, wait);
    return staffInviteDetails(db, code);
  });

  app.post('/staff/v1/join', async (request, reply) => {
    const { code, password, confirmPassword } = parseInput(StaffJoinRequest, request.body);
    const wait = await throttle.count(LIMITS.signupPerAddress, request.ip);
    if (wait > 0) throw tooManyAttempts(reply, LIMITS.signupPerAddress, wait);
    refuseCommonPassword(password, 'password');
    if (confirmPassword !== undefined && confirmPassword !== password) {
      throw badRequest('The passwords do not match.', { confirmPassword: 'must match the password' });
    }
    const userId = await joinStaff(db, code, password);
    await audit(request, { action: 'staff.joined', userId });
    const expiresAt = await sessions.start(reply, userId);
    return reply.status(201).send({ expiresAt });
  });
};
