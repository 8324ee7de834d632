import type { Config } from './config';
import type { Db } from './db/client';
import type { Mailer } from './mail';
import type { Sessions } from './auth/sessions';

/** What every route plugin is given: configuration, the database, sessions and the mailer. */
export interface AppContext {
  config: Config;
  db: Db;
  sessions: Sessions;
  mail: Mailer;
}

export interface RouteOptions {
  ctx: AppContext;
}
