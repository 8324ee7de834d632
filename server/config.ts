import { resolve } from 'node:path';
import { connectionLimitsFrom, type ConnectionLimits } from './connectionLimits';
import { parseTrustProxy, type TrustProxy } from './trustProxy';

/** Everything the server reads from its environment. Documented in README.md (Configuration). */
export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** Unset: the embedded PGlite database under dataDir. */
  databaseUrl: string | undefined;
  /** Base of links in e-mails, and whether cookies are Secure. */
  publicUrl: string;
  /** Unset: e-mails are stored in the outbox and written to the log. */
  smtpUrl: string | undefined;
  mailFrom: string;
  logLevel: string;
  /** Seed the demo hospital, providers, planner and patient into an empty database. */
  seedDemo: boolean;
  /** Whose X-Forwarded-For gives the client's address: nobody's, a number of hops, or proxies' addresses. */
  trustProxy: TrustProxy;
  /** Time limits for slow clients and the cap of connections per address (server/connectionLimits.ts). */
  connections: ConnectionLimits;
  /** Extra skilled-nursing providers in a freshly seeded demo, for a long option list (benchmarks). */
  demoLargeList: number;
  distDir: string;
  /** Settings handed to the browser app inside index.html. */
  client: ClientConfig;
}

export interface ClientConfig {
  apiHost: string;
  debug: boolean;
  analyticsId: string | null;
  mapTileUrl: string;
  mapKey: string | null;
}

type Env = Record<string, string | undefined>;

const flag = (value: string | undefined, fallback: boolean) =>
  value === undefined || value === '' ? fallback : ['1', 'true', 'yes', 'on'].includes(value.toLowerCase());

/** A whole number from 0 to 5000 (unset: 0). */
function count(value: string | undefined, name: string): number {
  if (value === undefined || value === '') return 0;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0 || parsed > 5_000) throw new Error(`${name} must be a whole number from 0 to 5000, got "${value}"`);
  return parsed;
}

/**
 * Where the server listens and the address people reach it at (PORT, HOST, PUBLIC_URL). The command-line tools read
 * it too, so they find a server started with the same settings.
 */
export function serverAddress(env: Env = process.env): { port: number; host: string; publicUrl: string } {
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) throw new Error(`PORT must be a port number, got "${env.PORT}"`);
  const host = env.HOST || '127.0.0.1';
  const publicUrl = (env.PUBLIC_URL || `http://${host === '0.0.0.0' ? 'localhost' : host}:${port}`).replace(/\/+$/, '');
  return { port, host, publicUrl };
}

export function loadConfig(env: Env = process.env): Config {
  const { port, host, publicUrl } = serverAddress(env);
  return {
    port,
    host,
    dataDir: resolve(env.DATA_DIR || './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    publicUrl,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || 'CareChoice <no-reply@carechoice.local>',
    logLevel: env.LOG_LEVEL || 'info',
    seedDemo: flag(env.SEED_DEMO, true),
    demoLargeList: count(env.DEMO_LARGE_LIST, 'DEMO_LARGE_LIST'),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    connections: connectionLimitsFrom(env),
    distDir: resolve(env.DIST_DIR || './dist'),
    client: {
      apiHost: env.API_HOST || '',
      debug: flag(env.CLIENT_DEBUG, false),
      analyticsId: env.ANALYTICS_ID || null,
      mapTileUrl: env.MAP_TILE_URL || 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      mapKey: env.MAP_KEY || null,
    },
  };
}
