import type { Audit } from './audit';
import type { Config } from './config';
import type { Db } from './db/client';
import type { RunPrepared } from './db/prepared';
import type { ProviderCatalog } from './domain/providers';
import type { Mailer } from './mail';
import type { Sessions } from './auth/sessions';
import type { Throttle } from './auth/throttle';
import type { Background } from './background';
import type { RecordPdfs } from './pdf/recordPdfs';

/**
 * What every route plugin is given: configuration, the database, the provider catalogue, sessions, the mailer, the
 * audit trail, the limits and the work done after answers.
 */
export interface AppContext {
  config: Config;
  db: Db;
  /** Runs the prepared statements of the hot paths. */
  run: RunPrepared;
  providers: ProviderCatalog;
  sessions: Sessions;
  mail: Mailer;
  /** The audit trail (server/audit.ts). */
  audit: Audit;
  /** The limits on guessing and flooding (server/auth/throttle.ts). */
  throttle: Throttle;
  /** Work done after the answer has gone (server/background.ts). */
  background: Background;
  /** Choice records as PDFs, rendered off the event loop and once per content (server/pdf/recordPdfs.ts). */
  recordPdfs: RecordPdfs;
}

export interface RouteOptions {
  ctx: AppContext;
}
