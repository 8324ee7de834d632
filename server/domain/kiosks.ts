import { and, count, desc, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import { MAX_ACTIVE_KIOSKS, type KioskConfig, type KioskList } from '../../src/contract/kiosk';
import { isStaffGroup } from '../../src/contract/user';
import { randomToken, sha256 } from '../auth/secrets';
import type { Db } from '../db/client';
import { groups, hospitals, kiosks, users } from '../db/schema';
import { HttpError, notFound } from '../errors';

/**
 * Kiosk mode. A device's token is made here and answered once; only its sha256 is kept, as for
 * invite codes. A kiosk is on until it is released on the device, revoked by an admin (or with the staff member who
 * turned it on, deactivated), or its life (the hospital's kiosk days) is over; then its
 * token finds nothing, whichever it was.
 */

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** A kiosk that is on: not released, not revoked, not past its life. */
const isOn = () => and(isNull(kiosks.releasedAt), isNull(kiosks.revokedAt), gt(kiosks.expiresAt, sql`now()`));

/** How often at most the device's visits are written down (lastSeenAt): an admin reads it in minutes, not seconds. */
const SEEN_EVERY = sql`interval '1 minute'`;

const toSeconds = (date: Date) => Math.floor(date.getTime() / 1000);

const kioskLimitReached = () =>
  new HttpError(
    409,
    'KioskLimitReached',
    `This hospital has ${MAX_ACTIVE_KIOSKS} kiosks on, the most it may have. An administrator can revoke kiosks no longer in use on the Staff page.`,
  );

/**
 * Makes a kiosk of the staff member's hospital, working for the hospital's kiosk days; answers its id and the
 * device's token. 409 KioskLimitReached when the hospital has MAX_ACTIVE_KIOSKS on: counted with the hospital's row
 * locked, so kiosks asked for at once cannot slip past the cap together.
 */
export async function startKiosk(db: Db, { hospitalId, userId }: { hospitalId: number; userId: number }): Promise<{ id: number; token: string }> {
  const token = randomToken();
  const id = await db.transaction(async (tx) => {
    const [hospital] = await tx.select({ days: hospitals.kioskTokenDays }).from(hospitals).where(eq(hospitals.id, hospitalId)).for('update');
    const [on] = await tx.select({ count: count() }).from(kiosks).where(and(eq(kiosks.hospitalId, hospitalId), isOn()));
    if (on!.count >= MAX_ACTIVE_KIOSKS) throw kioskLimitReached();
    const [kiosk] = await tx
      .insert(kiosks)
      .values({ hospitalId, tokenHash: sha256(token), startedByUserId: userId, expiresAt: sql`now() + make_interval(days => ${hospital!.days}::int)` })
      .returning({ id: kiosks.id });
    return kiosk!.id;
  });
  return { id, token };
}

/**
 * The kiosk whose device holds `token`, with what it shows (the hospital's name, idle time and family language, as the
 * hospital has them now); null when there is none or it is not on (released, revoked or past its life).
 */
export async function findKiosk(db: Db, token: string): Promise<{ id: number; hospitalId: number; config: KioskConfig } | null> {
  const [row] = await db
    .select({
      id: kiosks.id,
      hospitalId: kiosks.hospitalId,
      hospitalName: hospitals.name,
      idleMinutes: hospitals.kioskIdleMinutes,
      familyLanguage: hospitals.familyLanguage,
    })
    .from(kiosks)
    .innerJoin(hospitals, eq(hospitals.id, kiosks.hospitalId))
    .where(and(eq(kiosks.tokenHash, sha256(token)), isOn()));
  if (!row) return null;
  const { hospitalName, idleMinutes, familyLanguage } = row;
  return { id: row.id, hospitalId: row.hospitalId, config: { hospitalName, idleMinutes, familyLanguage } };
}

/** Whether account `userId` is staff of hospital `hospitalId` (a planner or an admin of it). */
export async function isStaffOf(db: Db, userId: number, hospitalId: number): Promise<boolean> {
  const [row] = await db
    .select({ type: groups.type, hospitalId: groups.hospitalId })
    .from(users)
    .innerJoin(groups, eq(groups.id, users.groupId))
    .where(eq(users.id, userId));
  return !!row && isStaffGroup(row.type) && row.hospitalId === hospitalId;
}

/** Turns kiosk `id` off; false when it was off already (two staff members at once, or revoked meanwhile). */
export async function releaseKiosk(db: Db, id: number, userId: number): Promise<boolean> {
  const released = await db
    .update(kiosks)
    .set({ releasedAt: new Date(), releasedByUserId: userId })
    .where(and(eq(kiosks.id, id), isOn()))
    .returning({ id: kiosks.id });
  return released.length > 0;
}

/** Notes that kiosk `id`'s device read its config now; written at most once a minute, so a busy kiosk costs no writes. */
export async function noteKioskSeen(db: Db, id: number): Promise<void> {
  await db
    .update(kiosks)
    .set({ lastSeenAt: sql`now()` })
    .where(and(eq(kiosks.id, id), or(isNull(kiosks.lastSeenAt), lt(kiosks.lastSeenAt, sql`now() - ${SEEN_EVERY}`))));
}

/** The hospital's kiosks that are on, newest first, for its admins (at most MAX_ACTIVE_KIOSKS: one page). */
export async function listKiosks(db: Db, hospitalId: number): Promise<KioskList> {
  const rows = await db
    .select({ id: kiosks.id, startedBy: users.name, createdAt: kiosks.createdAt, expiresAt: kiosks.expiresAt, lastSeenAt: kiosks.lastSeenAt })
    .from(kiosks)
    .innerJoin(users, eq(users.id, kiosks.startedByUserId))
    .where(and(eq(kiosks.hospitalId, hospitalId), isOn()))
    .orderBy(desc(kiosks.id));
  return {
    kiosks: rows.map((row) => ({
      id: row.id,
      startedBy: row.startedBy,
      createdAt: toSeconds(row.createdAt),
      expiresAt: toSeconds(row.expiresAt),
      lastSeenAt: row.lastSeenAt ? toSeconds(row.lastSeenAt) : null,
    })),
  };
}

/**
 * An admin revokes a kiosk of their hospital from the console: its token finds nothing from now on. 404 for another
 * hospital's or an unknown one; 409 KioskOff once it is off already (released, revoked or past its life).
 */
export async function revokeKiosk(db: Db, hospitalId: number, id: number, byUserId: number): Promise<void> {
  const [row] = await db.select({ id: kiosks.id }).from(kiosks).where(and(eq(kiosks.id, id), eq(kiosks.hospitalId, hospitalId)));
  if (!row) throw notFound('No such kiosk.');
  const [revoked] = await db
    .update(kiosks)
    .set({ revokedAt: new Date(), revokedByUserId: byUserId })
    .where(and(eq(kiosks.id, id), isOn()))
    .returning({ id: kiosks.id });
  if (!revoked) throw new HttpError(409, 'KioskOff', 'This kiosk was already turned off, revoked or past its time.');
}

/**
 * Revokes every kiosk staff member `userId` turned on, in the transaction that deactivates them: a kiosk must not outlive its creator's access. `byUserId` is the admin who deactivated them.
 */
export async function revokeKiosksStartedBy(tx: Tx, userId: number, byUserId: number): Promise<void> {
  await tx
    .update(kiosks)
    .set({ revokedAt: new Date(), revokedByUserId: byUserId })
    .where(and(eq(kiosks.startedByUserId, userId), isNull(kiosks.releasedAt), isNull(kiosks.revokedAt)));
}
