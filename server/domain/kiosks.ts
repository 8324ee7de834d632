import { and, eq, isNull } from 'drizzle-orm';
import type { KioskConfig } from '../../src/contract/kiosk';
import { isStaffGroup } from '../../src/contract/user';
import { randomToken, sha256 } from '../auth/secrets';
import type { Db } from '../db/client';
import { groups, hospitals, kiosks, users } from '../db/schema';

/**
 * Kiosk mode (issue 22, item 2). A device's token is made here and answered once; only its sha256 is kept, as for
 * invite codes. A kiosk released is gone: its token finds nothing.
 */

/** Makes a kiosk of the staff member's hospital; answers its id and the device's token. */
export async function startKiosk(db: Db, { hospitalId, userId }: { hospitalId: number; userId: number }): Promise<{ id: number; token: string }> {
  const token = randomToken();
  const [kiosk] = await db.insert(kiosks).values({ hospitalId, tokenHash: sha256(token), startedByUserId: userId }).returning({ id: kiosks.id });
  return { id: kiosk!.id, token };
}

/**
 * The kiosk whose device holds `token`, with what it shows (the hospital's name, idle time and family language, as the
 * hospital has them now); null when there is none or it was turned off.
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
    .where(and(eq(kiosks.tokenHash, sha256(token)), isNull(kiosks.releasedAt)));
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

/** Turns kiosk `id` off; false when it was off already (two staff members at once). */
export async function releaseKiosk(db: Db, id: number, userId: number): Promise<boolean> {
  const released = await db
    .update(kiosks)
    .set({ releasedAt: new Date(), releasedByUserId: userId })
    .where(and(eq(kiosks.id, id), isNull(kiosks.releasedAt)))
    .returning({ id: kiosks.id });
  return released.length > 0;
}
