import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { Writable } from 'node:stream';
import { inject } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { createLogger } from '../../server/logging';
import { openDatabase, type Database, type Db } from '../../server/db/client';
import { XSRF_COOKIE } from '../../server/auth/sessions';
import { databaseAt, onServer } from './migratedDatabase';

export interface TestServer {
  app: FastifyInstance;
  db: Db;
  database: Database;
  /** The test database's address on a PostgreSQL server (POSTGRES_TEST_URL), or undefined on the embedded one. */
  databaseUrl?: string;
  /** Every line the server logged, parsed. */
  logs: Record<string, unknown>[];
  /** A browser-like client: keeps cookies and sends the anti-forgery header. */
  client(): TestClient;
  /** Resolves once the work the server does after its answers (password reset e-mails) is done. */
  settled(): Promise<void>;
  /** Files every choice record due to its hospital's EHR now (the server's own timer is off in tests); how many. */
  fileEhrRecords(): Promise<number>;
  close(): Promise<void>;
}

export const PUBLIC_URL = 'http://carechoice.test';

/**
 * A real app over a fresh, migrated database (freshDatabase): in-memory PGlite, or, when TEST_DATABASE_URL points at a
 * PostgreSQL server, a throwaway database created on it for this file (as in CI). Migrating again finds
 * nothing to do on a copy of a migrated one.
 */
export async function startTestServer(env: Record<string, string> = {}): Promise<TestServer> {
  const { database, databaseUrl, drop } = await freshDatabase();
  await database.migrate();
  const logs: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) logs.push(JSON.parse(line));
      done();
    },
  });
  const config = loadConfig({ PUBLIC_URL, SEED_DEMO: 'false', DIST_DIR: '/nonexistent', ...env });
  const app = await buildApp({ config, database, logger: createLogger('info', stream), sweeps: false });
  await app.ready();
  return {
    app,
    db: database.db,
    database,
    databaseUrl,
    logs,
    client: () => new TestClient(app),
    settled: () => app.background.idle(),
    fileEhrRecords: () => app.fileEhrRecords(),
    async close() {
      await app.close();
      await database.close();
      await drop();
    },
  };
}

/**
 * A database of this file's own, migrated: a copy of the one the project's global set-up migrated (migratedDatabase.ts)
 * when it has one, otherwise a new one. On a PostgreSQL server, a throwaway database dropped on close.
 */
async function freshDatabase(): Promise<{ database: Database; databaseUrl?: string; drop: () => Promise<void> }> {
  const migrated = inject('migratedDatabase');
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const startFrom = migrated?.kind === 'embedded' ? new Blob([readFileSync(migrated.file)]) : undefined;
    return { database: await openDatabase({ startFrom }), drop: async () => {} };
  }
  const name = `carechoice_test_${randomBytes(6).toString('hex')}`;
  await onServer(serverUrl, `create database ${name}${migrated?.kind === 'postgres' ? ` template ${migrated.template}` : ''}`);
  const databaseUrl = databaseAt(serverUrl, name);
  return {
    database: await openDatabase({ databaseUrl }),
    databaseUrl,
    drop: () => onServer(serverUrl, `drop database if exists ${name} with (force)`),
  };
}

export interface TestResponse<T = any> {
  status: number;
  body: T;
  headers: Record<string, string | string[] | number | undefined>;
  /** The bytes as sent (compressed when the server compressed them). */
  rawPayload: Buffer;
}

let clients = 0;
const nextAddress = () => {
  clients += 1;
  return `127.0.${(clients >> 8) & 255}.${clients & 255}`;
};

export class TestClient {
  readonly cookies = new Map<string, string>();
  /** Send the anti-forgery header on unsafe calls (turn off to prove the 403). */
  sendXsrfHeader = true;
  /**
   * The client's network address (limits count per address). Each client has its own, as each family's browser
   * would: a file's tests together sign up more families than one address may in 15 minutes.
   */
  remoteAddress = nextAddress();

  constructor(private readonly app: FastifyInstance) {}

  get<T = any>(url: string, extraHeaders: Record<string, string> = {}) {
    return this.request<T>('GET', url, undefined, extraHeaders);
  }
  post<T = any>(url: string, body?: unknown) {
    return this.request<T>('POST', url, body);
  }
  put<T = any>(url: string, body?: unknown) {
    return this.request<T>('PUT', url, body);
  }

  async request<T = any>(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    body?: unknown,
    extraHeaders: Record<string, string> = {},
  ): Promise<TestResponse<T>> {
    // Like the SPA: the page has its anti-forgery cookie before its first unsafe call.
    if (method !== 'GET' && !this.cookies.has(XSRF_COOKIE)) await this.request('GET', '/internal/app/health');
    const headers: Record<string, string> = { ...extraHeaders };
    if (this.cookies.size) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const token = this.cookies.get(XSRF_COOKIE);
    if (method !== 'GET' && this.sendXsrfHeader && token) headers['x-xsrf-token'] = decodeURIComponent(token);
    const response = await this.app.inject({
      method,
      url: url.startsWith('/') ? url : `/internal/app/${url}`,
      headers,
      remoteAddress: this.remoteAddress,
      ...(body === undefined ? {} : { payload: body as object }),
    });
    for (const cookie of response.cookies as { name: string; value: string; expires?: Date; maxAge?: number }[]) {
      const expired = cookie.value === '' || (cookie.expires && cookie.expires.getTime() <= Date.now()) || cookie.maxAge === 0;
      if (expired) this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
    const text = response.body;
    return { status: response.statusCode, body: text ? safeJson(text) : undefined, headers: response.headers, rawPayload: response.rawPayload };
  }
}

const safeJson = (text: string) => {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
};
