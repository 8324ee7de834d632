import { connect, type AddressInfo, type Socket } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { XSRF_COOKIE, XSRF_HEADER } from '../../server/auth/sessions';
import { startTestServer, type TestServer } from '../support/testServer';

/**
 * Slow request bodies were never timed out (200 connections trickling a body were all still
 * open after 150 s) and one address could open any number of connections. The server listens for real on a loopback
 * port with short timeouts (TEST_CLIENT_TIMEOUTS_MS: headers, whole request) and a small cap per address, and the
 * "attacker" trickles bytes over raw sockets from its own loopback address (all of 127.0.0.0/8 is local).
 */
const HEADERS_MS = 1_000;
const REQUEST_MS = 2_000;
const CAP = 6;
const ENV = { CONNECTIONS_PER_ADDRESS: String(CAP), TEST_CLIENT_TIMEOUTS_MS: `${HEADERS_MS},${REQUEST_MS}` };
/** A refusal is immediate; a timeout has had its time. */
const REFUSED_WITHIN_MS = 750;
const ATTACKER = '127.0.0.2';
const TRICKLE_EVERY_MS = 200;

interface SlowClient {
  socket: Socket;
  /** Milliseconds from connecting to the server closing the connection; rejects if it stays open past `boundMs`. */
  closed(boundMs: number): Promise<number>;
  /** Everything the server sent. */
  received(): string;
}

const opened: Socket[] = [];

/**
 * A client that sends `head` and then one byte of `trickle` every 200 ms, for as long as the server keeps the
 * connection (a slowloris / slow-POST client).
 */
function slowClient(port: number, from: string, head: string, trickle = 'a'): Promise<SlowClient> {
  return new Promise((resolve, reject) => {
    const socket = connect({ host: '127.0.0.1', port, localAddress: from });
    opened.push(socket);
    let text = '';
    let timer: NodeJS.Timeout | undefined;
    const start = Date.now();
    const closed = new Promise<number>((done) => socket.once('close', () => done(Date.now() - start)));
    socket.setEncoding('utf8').on('data', (chunk: string) => (text += chunk));
    socket.on('error', () => {}); // a refused or timed-out connection may end in a reset: its 'close' says enough
    socket.once('close', () => clearInterval(timer));
    socket.once('connect', () => {
      socket.write(head);
      timer = setInterval(() => socket.writable && socket.write(trickle), TRICKLE_EVERY_MS);
      resolve({
        socket,
        received: () => text,
        closed: (boundMs) =>
          Promise.race([
            closed,
            new Promise<number>((_, fail) => setTimeout(() => fail(new Error(`still open after ${boundMs} ms`)), boundMs).unref()),
          ]),
      });
    });
    socket.once('error', reject);
  });
}

/** Headers done, then a login body that never finishes: the server waits for the rest of it. */
function slowBody(token: string, extraHeaders = '') {
  return (
    'POST /internal/app/auth/v1/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n' +
    `Cookie: ${XSRF_COOKIE}=${token}\r\n${XSRF_HEADER}: ${decodeURIComponent(token)}\r\n${extraHeaders}\r\n{"email":"`
  );
}

/** Headers that never end. */
const SLOW_HEADERS = 'GET /internal/app/health HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Padding: ';

async function listening(env: Record<string, string>): Promise<{ server: TestServer; port: number; token: string }> {
  const server = await startTestServer(env);
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  const port = (server.app.server.address() as AddressInfo).port;
  const page = await fetch(`http://127.0.0.1:${port}/internal/app/health`);
  const token = new RegExp(`${XSRF_COOKIE}=([^;]+)`).exec(page.headers.get('set-cookie') ?? '')?.[1] ?? '';
  expect(token).not.toBe('');
  return { server, port, token };
}

const health = (port: number, headers: Record<string, string> = {}) =>
  fetch(`http://127.0.0.1:${port}/internal/app/health`, { headers, signal: AbortSignal.timeout(2_000) }).then(async (answer) => ({
    status: answer.status,
    body: await answer.json(),
  }));

afterEach(() => {
  for (const socket of opened.splice(0)) socket.destroy();
});

describe('a server that faces its clients itself (no TRUST_PROXY)', () => {
  let context: { server: TestServer; port: number; token: string };
  beforeAll(async () => {
    context = await listening(ENV);
  });
  afterAll(async () => {
    await context?.server.close();
  });

  it('closes slow headers and slow bodies in time, refuses connections past the cap, and serves everyone else', async () => {
    const { port, token } = context;
    const bodies = await Promise.all(Array.from({ length: CAP - 2 }, () => slowClient(port, ATTACKER, slowBody(token))));
    const headers = await Promise.all(Array.from({ length: 2 }, () => slowClient(port, ATTACKER, SLOW_HEADERS)));

    // (c) Someone else is served while the attacker holds its whole allowance.
    expect(await health(port)).toEqual({ status: 200, body: { status: 'ok' } });

    // (b) Past the cap, the attacker's connections are closed at once, without a word.
    const extra = await Promise.all(Array.from({ length: 10 }, () => slowClient(port, ATTACKER, SLOW_HEADERS)));
    for (const client of extra) {
      expect(await client.closed(REFUSED_WITHIN_MS)).toBeLessThan(REFUSED_WITHIN_MS);
      expect(client.received()).toBe('');
    }
    expect(await health(port)).toEqual({ status: 200, body: { status: 'ok' } });

    // (a) Headers that never end are closed after the header time, bodies that never end after the request time,
    // each with a 408 in the product's error shape.
    for (const client of headers) {
      const after = await client.closed(REQUEST_MS);
      expect(after).toBeGreaterThanOrEqual(HEADERS_MS - 100);
      expect(client.received()).toMatch(/^HTTP\/1\.1 408 /);
      expect(JSON.parse(client.received().split('\r\n\r\n')[1]!)).toMatchObject({ code: 'RequestTimeout' });
    }
    for (const client of bodies) {
      const after = await client.closed(REQUEST_MS + 2_000);
      expect(after).toBeGreaterThanOrEqual(REQUEST_MS - 100);
      expect(client.received()).toMatch(/^HTTP\/1\.1 408 /);
    }

    // Its connections gone, the address is welcome again.
    const again = await slowClient(port, ATTACKER, 'GET /internal/app/health HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n', '');
    await again.closed(2_000);
    expect(again.received()).toMatch(/^HTTP\/1\.1 200 /);
  });
});

describe('behind a load balancer (TRUST_PROXY=1)', () => {
  let context: { server: TestServer; port: number; token: string };
  beforeAll(async () => {
    context = await listening({ ...ENV, TRUST_PROXY: '1' });
  });
  afterAll(async () => {
    await context?.server.close();
  });

  it("caps requests in progress per client address (X-Forwarded-For), not per proxy connection", async () => {
    const { port, token } = context;
    // Every connection comes from the load balancer's address (127.0.0.1); the client is the one it forwards for.
    const forAttacker = 'X-Forwarded-For: 203.0.113.7\r\n';
    const bodies = await Promise.all(Array.from({ length: CAP }, () => slowClient(port, '127.0.0.1', slowBody(token, forAttacker))));
    expect(await health(port, { 'x-forwarded-for': '198.51.100.1' })).toEqual({ status: 200, body: { status: 'ok' } });

    // One more request for the same client: 429 in the product's error shape, and the connection is closed.
    const extra = await slowClient(port, '127.0.0.1', slowBody(token, forAttacker));
    expect(await extra.closed(REFUSED_WITHIN_MS)).toBeLessThan(REFUSED_WITHIN_MS);
    expect(extra.received()).toMatch(/^HTTP\/1\.1 429 /);
    expect(JSON.parse(extra.received().split('\r\n\r\n')[1]!)).toMatchObject({ code: 'TooManyConnections' });

    // Another client through the same load balancer, on more connections than the cap from its address, is served.
    expect(await health(port, { 'x-forwarded-for': '198.51.100.2' })).toEqual({ status: 200, body: { status: 'ok' } });

    for (const client of bodies) {
      expect(await client.closed(REQUEST_MS + 2_000)).toBeGreaterThanOrEqual(REQUEST_MS - 100);
      expect(client.received()).toMatch(/^HTTP\/1\.1 408 /);
    }
    // The slow client's requests ended, its address may send again.
    expect(await health(port, { 'x-forwarded-for': '203.0.113.7' })).toEqual({ status: 200, body: { status: 'ok' } });
  });
});
