import type { Db } from '../db/client';

export interface DemoSummary {
  inviteUrl: string;
  patient: { initial: string; lastName: string; dateOfBirth: string };
  planner: { email: string; password: string };
}

/** Seeds the demo hospital, providers, planner and patient into an empty database (being built). */
export async function seedDemo(_db: Db, _options: { publicUrl: string }): Promise<DemoSummary | null> {
  return null;
}
