import { createServer, request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADDRESS_ATTEMPTS } from '../../server/auth/loginThrottle';
import { XSRF_COOKIE } from '../../server/auth/sessions';
import { auditEvents } from '../../server/db/schema';
import { createWorld, PLANNER } from '../fixtures/world';
import { startTestServer, type TestServer } from '../support/testServer';

/**
 * Behind a load balancer, login limits count each client apart. The server listens for real, behind
 * a small reverse proxy that appends the address it was reached from to X-Forwarded-For, as nginx's
 * $proxy_add_x_forwarded_for does. Clients come from different loopback addresses (all of 127.0.0.0/8 is local).
 */
const PROXY_ADDRESS = '127.0.0.1';

interface Answer {
  status: number;
  body: { code?: string; message?: string };
}

/** A reverse proxy in front of `port`: what a load balancer does, minus TLS. */
async function startProxy(port: number): Promise<{ port: number; server: Server }> {
  const server = createServer((incoming, outgoing) => {
    const forwarded = [incoming.headers['x-forwarded-for'], incoming.socket.remoteAddress].filter(Boolean).join(', ');
    const upstream = httpRequest(
      { host: '127.0.0.1', port, localAddress: PROXY_ADDRESS, method: incoming.method, path: incoming.url, headers: { ...incoming.headers, 'x-forwarded-for': forwarded } },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    incoming.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { port: (server.address() as AddressInfo).port, server };
}

/** A browser at `from`: fetches its anti-forgery cookie, then posts the login. */
async function loginFrom(from: string, port: number, credentials: { email: string; password: string }, headers: Record<string, string> = {}): Promise<Answer> {
  const page = await send({ from, port, method: 'GET', path: '/internal/app/health', headers });
  const token = /XSRF-TOKEN=([^;]+)/.exec(String(page.headers['set-cookie']))?.[1] ?? '';
  const answer = await send({
    from,
    port,
    method: 'POST',
    path: '/internal/app/auth/v1/login',
    headers: { ...headers, cookie: `${XSRF_COOKIE}=${token}`, 'x-xsrf-token': decodeURIComponent(token), 'content-type': 'application/json' },
    body: JSON.stringify(credentials),
  });
  return { status: answer.status, body: JSON.parse(answer.text) };
}

function send(options: { from: string; port: number; method: string; path: string; headers: Record<string, string>; body?: string }) {
  return new Promise<{ status: number; headers: IncomingHttpHeaders; text: string }>((resolve, reject) => {
    const outgoing = httpRequest(
      { host: '127.0.0.1', port: options.port, localAddress: options.from, method: options.method, path: options.path, headers: options.headers },
      (answer) => {
        let text = '';
        answer.setEncoding('utf8').on('data', (chunk: string) => (text += chunk));
        answer.on('end', () => resolve({ status: answer.statusCode!, headers: answer.headers, text }));
      },
    ).on('error', reject);
    outgoing.end(options.body);
  });
}

/** The address the audit trail recorded for the last failed login with `email`. */
async function recordedAddress(server: TestServer, email: string) {
  const rows = await server.db
    .select({ ip: auditEvents.ip })
    .from(auditEvents)
    .where(and(eq(auditEvents.action, 'login.failed'), eq(auditEvents.email, email)));
  return rows.at(-1)?.ip;
}

function behindProxy(trustProxy: string) {
  const context = {} as { server: TestServer; appPort: number; proxyPort: number; proxy: Server };
  beforeAll(async () => {
    context.server = await startTestServer({ TRUST_PROXY: trustProxy });
    await createWorld(context.server.db);
    await context.server.app.listen({ port: 0, host: '127.0.0.1' });
    context.appPort = (context.server.app.server.address() as AddressInfo).port;
    const proxy = await startProxy(context.appPort);
    context.proxyPort = proxy.port;
    context.proxy = proxy.server;
  });
  afterAll(async () => {
    context.proxy?.close();
    await context.server?.close();
  });
  return context;
}

describe('behind one load balancer (TRUST_PROXY=1)', () => {
  const context = behindProxy('1');

  it(`limits each client to ${ADDRESS_ATTEMPTS} login attempts: one client over it does not lock out another`, async () => {
    const guessing = '127.0.0.2';
    for (let attempt = 1; attempt <= ADDRESS_ATTEMPTS; attempt++) {
      const answer = await loginFrom(guessing, context.proxyPort, { email: 'nobody@test.example', password: `guess-${attempt}` });
      expect([400, 429], `attempt ${attempt}`).toContain(answer.status);
    }
    const overLimit = await loginFrom(guessing, context.proxyPort, PLANNER);
    expect(overLimit.status).toBe(429);
    expect(overLimit.body.code).toBe('TooManyAttempts');

    const someoneElse = await loginFrom('127.0.0.3', context.proxyPort, PLANNER);
    expect(someoneElse.status, JSON.stringify(someoneElse.body)).toBe(200);
  });

  it('takes the address the load balancer saw, not one the client wrote into X-Forwarded-For', async () => {
    await loginFrom('127.0.0.4', context.proxyPort, { email: 'spoofer@test.example', password: 'a-wrong-password' }, { 'x-forwarded-for': '198.51.100.9' });
    expect(await recordedAddress(context.server, 'spoofer@test.example')).toBe('127.0.0.4');
  });
});

describe('behind proxies named by address (TRUST_PROXY=127.0.0.1)', () => {
  const context = behindProxy(PROXY_ADDRESS);

  it("records each client's own address", async () => {
    await loginFrom('127.0.0.2', context.proxyPort, { email: 'first@test.example', password: 'a-wrong-password' });
    await loginFrom('127.0.0.3', context.proxyPort, { email: 'second@test.example', password: 'a-wrong-password' }, { 'x-forwarded-for': '198.51.100.9' });
    expect(await recordedAddress(context.server, 'first@test.example')).toBe('127.0.0.2');
    expect(await recordedAddress(context.server, 'second@test.example')).toBe('127.0.0.3');
  });

  it('believes no X-Forwarded-For from a client that reaches the server without the proxy', async () => {
    await loginFrom('127.0.0.5', context.appPort, { email: 'direct@test.example', password: 'a-wrong-password' }, { 'x-forwarded-for': '198.51.100.9' });
    expect(await recordedAddress(context.server, 'direct@test.example')).toBe('127.0.0.5');
  });
});
