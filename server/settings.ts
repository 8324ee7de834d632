import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from './db/client';
import { settings } from './db/schema';

const SIGNING_KEY = 'xsrf_signing_key';

/**
 * The anti-forgery signing key lives in the database, so every server of a deployment shares it and a restart
 * does not invalidate the tokens in open browser tabs.
 */
export async function ensureSigningKey(db: Db): Promise<string> {
  await db
    .insert(settings)
    .values({ key: SIGNING_KEY, value: randomBytes(32).toString('hex') })
    .onConflictDoNothing();
  const [row] = await db.select().from(settings).where(eq(settings.key, SIGNING_KEY));
  return row!.value;
}

export async function readSetting(db: Db, key: string): Promise<string | null> {
  const [row] = await db.select().from(settings).where(eq(settings.key, key));
  return row?.value ?? null;
}

export async function writeSetting(db: Db, key: string, value: string): Promise<void> {
  await db.insert(settings).values({ key, value }).onConflictDoUpdate({ target: settings.key, set: { value } });
}
