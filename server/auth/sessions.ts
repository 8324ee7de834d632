import { createHmac } from 'node:crypto';
import type {} from '@fastify/cookie';
import { and, eq, ne } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Language } from '../../src/contract/language';
import { isStaffGroup, type GroupType } from '../../src/contract/user';
import type { Db } from '../db/client';
import { prepared, type RunPrepared } from '../db/prepared';
import { sessions } from '../db/schema';
import { forbidden, unauthorized } from '../errors';
import { isApiRequest } from '../requestPath';
import { randomToken, safeEqual, sha256 } from './secrets';

export const SESSION_COOKIE = 'carechoice_session';
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';

/** A session ends 30 minutes after its last refresh, and 12 hours after login whatever happens. */
export const IDLE_LIFETIME_MS = 30 * 60 * 1000;
export const MAX_LIFETIME_MS = 12 * 60 * 60 * 1000;

export interface SessionUser {
  id: number;
  groupType: GroupType;
  hospitalId: number | null;
  name: string;
  email: string;
  cellPhone: string;
  inviteId: number | null;
  createdAt: Date;
  /** The language the user chose, or null while they never chose one. */
  language: Language | null;
  /** The staff's hospital's state and chosen time zone (src/domain/timeZones.ts), the console's clock; null for families. */
  hospitalState: string | null;
  hospitalTimeZone: string | null;
  /** The patient this (family) user has claimed, or null: read with the session so family calls need no second query. */
  claimedPatientId: number | null;
  /**
   * A guided session: a staff member's tablet showing this patient's family side. The session then
   * acts as the family (group type patientChoice, the patient as claimed); `id`, `name` and the rest are the staff
   * member's. Null for any other session.
   */
  guidedPatientId: number | null;
}

export interface Session {
  idHash: string;
  createdAt: Date;
  expiresAt: Date;
  user: SessionUser;
}

/** A hospital staff member's session: their hospital is known, and bounds everything they may see. */
export type StaffSession = Session & { hospitalId: number };

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const toUnixSeconds = (date: Date) => Math.floor(date.getTime() / 1000);

/** A live session and its user, as the session queries answer them. */
export type SessionRow = { idHash: string; sessionCreatedAt: Date; expiresAt: Date } & SessionUser;

/**
 * The live session of id hash `$1` with its user, as one row (or none): for LIVE_SESSION, and for queries that read
 * a family's data and check its session in the same trip to the database (server/domain/family.ts).
 */
export const LIVE_SESSION_SQL = `select s.id_hash as "idHash", s.created_at as "sessionCreatedAt", s.expires_at as "expiresAt",
     u.id, case when s.guided_patient_id is null then g.type else 'patientChoice' end as "groupType",
     case when s.guided_patient_id is null then g.hospital_id end as "hospitalId", u.name, u.email, u.cell_phone as "cellPhone",
     u.invite_id as "inviteId", u.created_at as "createdAt", u.language,
     h.state as "hospitalState", h.time_zone as "hospitalTimeZone",
     coalesce(s.guided_patient_id, (select p.id from patients p where p.claimed_by_user_id = u.id order by p.id limit 1)) as "claimedPatientId",
     s.guided_patient_id as "guidedPatientId"
   from sessions s join users u on u.id = s.user_id join groups g on g.id = u.group_id
     left join hospitals h on h.id = case when s.guided_patient_id is null then g.hospital_id end
   where s.id_hash = $1::text and s.expires_at > now() and u.deactivated_at is null`;

/** The session's columns of a statement that reads LIVE_SESSION_SQL beside its own data: all null when not live. */
export type NullableSessionRow = { [Column in keyof SessionRow]: SessionRow[Column] | null };

/** The session of such a statement's row (its other columns taken out or not), or null when it was not live. */
export const sessionOfRow = (columns: NullableSessionRow): SessionRow | null => (columns.idHash === null ? null : (columns as SessionRow));

/** Every request with a session cookie asks this, so it is prepared once. */
const LIVE_SESSION = prepared<SessionRow>('live_session', LIVE_SESSION_SQL);

const sessionOf = ({ idHash, sessionCreatedAt, expiresAt, ...user }: SessionRow): Session => ({
  idHash,
  createdAt: sessionCreatedAt,
  expiresAt,
  user,
});

/**
 * Server-side sessions behind an opaque HttpOnly cookie, and signed double-submit anti-forgery tokens:
 * the readable XSRF-TOKEN cookie carries a nonce plus an HMAC of the nonce and the session cookie, so a token
 * planted by another site or left from another session does not verify.
 */
export function createSessions({ db, run, secure, signingKey }: { db: Db; run: RunPrepared; secure: boolean; signingKey: string }) {
  const cookieOptions = { path: '/', sameSite: 'lax' as const, secure };
  const loaded = new WeakMap<FastifyRequest, Promise<Session | null>>();

  const sign = (nonce: string, binding: string) =>
    createHmac('sha256', signingKey).update(`${nonce}.${binding}`).digest('base64url');

  function issueXsrfToken(reply: FastifyReply, binding: string) {
    const nonce = randomToken(18);
    reply.setCookie(XSRF_COOKIE, `${nonce}.${sign(nonce, binding)}`, { ...cookieOptions, httpOnly: false });
  }

  function xsrfTokenIsValid(token: string | undefined, binding: string) {
    const [nonce, signature] = (token ?? '').split('.');
    return Boolean(nonce && signature && safeEqual(signature, sign(nonce, binding)));
  }

  async function load(request: FastifyRequest): Promise<Session | null> {
    const id = request.cookies[SESSION_COOKIE];
    if (!id) return null;
    const [row] = await run(LIVE_SESSION, [sha256(id)]);
    return row ? sessionOf(row) : null;
  }

  return {
    /** onRequest hook: hands out an anti-forgery token when missing and rejects unsafe calls without it. */
    async checkForgery(request: FastifyRequest, reply: FastifyReply) {
      const binding = request.cookies[SESSION_COOKIE] ?? '';
      const token = request.cookies[XSRF_COOKIE];
      const valid = xsrfTokenIsValid(token, binding);
      if (UNSAFE_METHODS.has(request.method) && isApiRequest(request)) {
        const header = request.headers[XSRF_HEADER];
        // Only JSON bodies: a form or plain-text body is what a forged cross-site form or beacon would send.
        const contentType = request.headers['content-type'];
        const jsonOrNone = contentType === undefined || /^application\/json\s*(;|$)/i.test(contentType);
        if (!jsonOrNone || !valid || typeof header !== 'string' || !token || !safeEqual(header, token)) {
          issueXsrfToken(reply, binding);
          throw forbiddenForgery();
        }
      }
      if (!valid) issueXsrfToken(reply, binding);
    },

    /**
     * How the database knows this request's session (its id hashed), or '' without a cookie: lets a query find
     * the session's own data while `current` checks the session beside it.
     */
    idHashOf(request: FastifyRequest): string {
      const id = request.cookies[SESSION_COOKIE];
      return id ? sha256(id) : '';
    },

    /** The live session of this request, or null. Looked up once per request. */
    current(request: FastifyRequest): Promise<Session | null> {
      let session = loaded.get(request);
      if (!session) loaded.set(request, (session = load(request)));
      return session;
    },

    /**
     * Takes this request's session from a query that read it alongside other data (LIVE_SESSION_SQL, by the hash
     * `idHashOf` gave), instead of asking for it again. A request whose session was already looked up keeps that.
     */
    prime(request: FastifyRequest, row: Promise<SessionRow | null>): void {
      if (!loaded.has(request)) loaded.set(request, row.then((found) => (found ? sessionOf(found) : null)));
    },

    async require(request: FastifyRequest): Promise<Session> {
      const session = await this.current(request);
      if (!session) throw unauthorized();
      return session;
    },

    async requireGroup(request: FastifyRequest, type: GroupType): Promise<Session> {
      const session = await this.require(request);
      if (session.user.groupType !== type) throw forbidden();
      return session;
    },

    /**
     * Hospital staff only (every group of STAFF_GROUP_TYPES: planners and the hospital's admins), and only with a
     * hospital: a staff account without one could otherwise be read as belonging to every hospital. 401 logged out,
     * 403 for anyone else.
     */
    async requireStaff(request: FastifyRequest): Promise<StaffSession> {
      const session = await this.require(request);
      if (!isStaffGroup(session.user.groupType)) throw forbidden();
      if (session.user.hospitalId === null) throw forbidden('This staff account belongs to no hospital.');
      return { ...session, hospitalId: session.user.hospitalId };
    },

    /** A hospital's admin only (group type hospitalAdmin): 403 for planners, with a message saying why. */
    async requireHospitalAdmin(request: FastifyRequest): Promise<StaffSession> {
      const staff = await this.requireStaff(request);
      if (staff.user.groupType !== 'hospitalAdmin') throw forbidden('Only the hospital’s administrators may do this.');
      return staff;
    },

    /**
     * Logs `userId` in: a new session id, cookie and anti-forgery token. Answers the expiry in unix seconds. With
     * `guidedPatientId`, a guided session of that staff member for that patient.
     */
    async start(reply: FastifyReply, userId: number, { guidedPatientId = null }: { guidedPatientId?: number | null } = {}): Promise<number> {
      const id = randomToken(32);
      const expiresAt = new Date(Date.now() + IDLE_LIFETIME_MS);
      await db.insert(sessions).values({ idHash: sha256(id), userId, expiresAt, guidedPatientId });
      reply.setCookie(SESSION_COOKIE, id, { ...cookieOptions, httpOnly: true, maxAge: MAX_LIFETIME_MS / 1000 });
      issueXsrfToken(reply, id);
      return toUnixSeconds(expiresAt);
    },

    /** Pushes the idle expiry out again, never past the 12-hour cap. */
    async refresh(request: FastifyRequest): Promise<number> {
      const session = await this.require(request);
      const cap = session.createdAt.getTime() + MAX_LIFETIME_MS;
      const expiresAt = new Date(Math.min(Date.now() + IDLE_LIFETIME_MS, cap));
      await db.update(sessions).set({ expiresAt }).where(eq(sessions.idHash, session.idHash));
      return toUnixSeconds(expiresAt);
    },

    async end(request: FastifyRequest, reply: FastifyReply): Promise<void> {
      const id = request.cookies[SESSION_COOKIE];
      if (id) await db.delete(sessions).where(eq(sessions.idHash, sha256(id)));
      reply.clearCookie(SESSION_COOKIE, { path: '/' });
      issueXsrfToken(reply, '');
    },

    /** Ends every other session of this request's user (after a password change): only this one stays. */
    async endOthers(session: Session): Promise<void> {
      await db.delete(sessions).where(and(eq(sessions.userId, session.user.id), ne(sessions.idHash, session.idHash)));
    },

    /** Ends every session of a user (after a password reset). */
    async endAllFor(userId: number): Promise<void> {
      await db.delete(sessions).where(eq(sessions.userId, userId));
    },
  };
}

export type Sessions = ReturnType<typeof createSessions>;

const forbiddenForgery = () => {
  const error = forbidden('The request is missing its anti-forgery token. Reload the page and try again.');
  return Object.assign(error, { code: 'XsrfTokenInvalid' as const });
};
