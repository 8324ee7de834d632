import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { ConnectionError, FastifyInstance } from 'fastify';
import type { TrustProxy } from './trustProxy';

/**
 * How long a client may take, and how many connections one address may hold (200
 * connections trickling a body were all still open after 150 s, and one address could open any number).
 *
 * Every number is far from what a real hospital meets, since a hospital's NAT puts its staff, kiosks and families'
 * devices behind one address:
 * - 128 connections per address. A browser opens at most 6 connections to a server, so that is over 20 browsers
 *   loading pages in the same few seconds behind one address (idle ones are closed after 5 s, below); behind a proxy
 *   it counts requests in progress, which last milliseconds, so 128 at once is further still. An attacker's 200
 *   connections stop at 128, and each of those ends within the times below.
 * - 15 s for the headers: a few kilobytes, that even a poor mobile link delivers in a second or two; 15 s leaves room
 *   for TCP's retransmissions (1 + 2 + 4 + 8 s) on a lossy one.
 * - 30 s for the whole request: bodies are at most 64 KiB (bodyLimit), under 11 s at 50 kbit/s.
 * - 60 s without a byte either way: the longest answer takes well under a second; what this ends is a client that
 *   stopped reading an answer (a paused video reopens with a Range request).
 * - Idle keep-alive connections: 5 s when clients reach the server directly (Node's default; a browser reopens one in
 *   a round trip), 72 s behind a proxy (Fastify's default), longer than load balancers' 60 s idle time, so that a
 *   balancer never sends a request on a connection the server is just closing (a 502).
 * - Node checks the header and request times every second (its default, 30 s, would let a 30 s limit last 60 s).
 */
export interface ConnectionLimits {
  /** Connections per client address (requests in progress behind a proxy); 0: no cap. */
  perAddress: number;
  headersTimeoutMs: number;
  requestTimeoutMs: number;
  idleTimeoutMs: number;
  checkEveryMs: number;
}

export const DEFAULT_CONNECTION_LIMITS: ConnectionLimits = {
  perAddress: 128,
  headersTimeoutMs: 15_000,
  requestTimeoutMs: 30_000,
  idleTimeoutMs: 60_000,
  checkEveryMs: 1_000,
};

const KEEP_ALIVE_DIRECT_MS = 5_000;
const KEEP_ALIVE_BEHIND_PROXY_MS = 72_000;
const MAX_PER_ADDRESS = 100_000;

type Env = Record<string, string | undefined>;

/**
 * CONNECTIONS_PER_ADDRESS (documented), and TEST_CLIENT_TIMEOUTS_MS=headers,request for tests only, which need
 * timeouts of a second or two.
 */
export function connectionLimitsFrom(env: Env): ConnectionLimits {
  const limits = { ...DEFAULT_CONNECTION_LIMITS };
  const cap = env.CONNECTIONS_PER_ADDRESS;
  if (cap !== undefined && cap !== '') {
    const parsed = Number(cap);
    if (!Number.isInteger(parsed) || parsed < 0 || parsed > MAX_PER_ADDRESS) {
      throw new Error(`CONNECTIONS_PER_ADDRESS must be a whole number from 0 (no cap) to ${MAX_PER_ADDRESS}, got "${cap}"`);
    }
    limits.perAddress = parsed;
  }
  const timeouts = env.TEST_CLIENT_TIMEOUTS_MS;
  if (timeouts) {
    const [headers, request] = timeouts.split(',').map(Number);
    if (!Number.isInteger(headers) || !Number.isInteger(request) || headers! <= 0 || headers! > request!) {
      throw new Error(`TEST_CLIENT_TIMEOUTS_MS must be "headers,request" in milliseconds, headers <= request, got "${timeouts}"`);
    }
    limits.headersTimeoutMs = headers!;
    limits.requestTimeoutMs = request!;
    limits.checkEveryMs = Math.min(limits.checkEveryMs, Math.max(50, Math.floor(headers! / 5)));
  }
  return limits;
}

const behindProxy = (trust: TrustProxy) => !('hops' in trust && trust.hops === 0);

/** The Fastify options that set the times (spread into `Fastify({...})`). */
export function connectionTimeoutOptions(limits: ConnectionLimits, trust: TrustProxy) {
  return {
    connectionTimeout: limits.idleTimeoutMs,
    keepAliveTimeout: behindProxy(trust) ? KEEP_ALIVE_BEHIND_PROXY_MS : KEEP_ALIVE_DIRECT_MS,
    requestTimeout: limits.requestTimeoutMs,
    // Read by Node's http.createServer only (Fastify sets the three above on the server after it is made).
    http: {
      headersTimeout: limits.headersTimeoutMs,
      requestTimeout: limits.requestTimeoutMs,
      connectionsCheckingInterval: limits.checkEveryMs,
    },
    clientErrorHandler: answerClientError,
  };
}

/** What a client that timed out or sent something unreadable gets: the product's `{ code, message }`, then the end. */
const CLIENT_ERRORS: Record<string, { status: number; code: string; message: string }> = {
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, code: 'RequestTimeout', message: 'The request took too long to arrive.' },
  HPE_HEADER_OVERFLOW: { status: 431, code: 'HeadersTooLarge', message: 'The request headers are too large.' },
};
const UNREADABLE = { status: 400, code: 'BadRequest', message: 'The request could not be read.' };

function answerClientError(this: FastifyInstance, error: ConnectionError, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, code, message } = CLIENT_ERRORS[error.code] ?? UNREADABLE;
  this.log.debug({ err: error, status }, 'client error');
  // Not after an answer has begun on this connection (Node's own handler checks the same).
  const answering = (socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage?.headersSent;
  if (socket.writable && !answering) {
    const body = JSON.stringify({ code, message });
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

/** Counts per address, forgetting an address when its count is back to zero. */
function counter() {
  const counts = new Map<string, number>();
  return {
    /** Adds one unless the address already has `cap`; says whether it did. */
    take(address: string, cap: number): boolean {
      const count = counts.get(address) ?? 0;
      if (count >= cap) return false;
      counts.set(address, count + 1);
      return true;
    },
    give(address: string) {
      const count = (counts.get(address) ?? 1) - 1;
      if (count <= 0) counts.delete(address);
      else counts.set(address, count);
    },
  };
}

/**
 * The cap per client address. Registered before every other hook, so a refusal costs no queue turn nor database call.
 * - Without a proxy, the peer of a socket is the client: its connections are counted as they open, and one past the
 *   cap is closed at once, before a byte of it is read (slow headers included).
 * - Behind TRUST_PROXY every connection comes from a proxy and carries many clients' requests, so the client's
 *   address (request.ip, from X-Forwarded-For) is only known once the headers are in. Requests in progress are
 *   counted per that address, from their headers until their answer ends or their connection closes (a slow body
 *   counts until the request time ends it); one past the cap gets 429 `TooManyConnections` and the connection closes.
 *   This count runs without a proxy too, where it only matters for pipelined requests.
 */
export function registerConnectionLimits(app: FastifyInstance, config: { connections: ConnectionLimits; trustProxy: TrustProxy }) {
  const cap = config.connections.perAddress;
  if (cap === 0) return;
  const lastWarned = new Map<string, number>();
  const refused = (address: string, what: string) => {
    // Once a minute per address: an attack is a line a minute, not one per connection.
    const now = Date.now();
    if (now - (lastWarned.get(address) ?? -Infinity) < 60_000) return;
    if (lastWarned.size >= 1_000) lastWarned.clear();
    lastWarned.set(address, now);
    app.log.warn({ address, cap }, `an address reached ${cap} ${what}; refusing more until some end`);
  };

  if (!behindProxy(config.trustProxy)) {
    const sockets = counter();
    app.server.on('connection', (socket: Socket) => {
      const address = socket.remoteAddress;
      if (address === undefined) return;
      if (!sockets.take(address, cap)) {
        refused(address, 'open connections');
        socket.destroy();
        return;
      }
      socket.once('close', () => sockets.give(address));
    });
  }

  const requests = counter();
  app.addHook('onRequest', (request, reply, done) => {
    const address = request.ip;
    if (!requests.take(address, cap)) {
      refused(address, 'requests in progress');
      void reply
        .status(429)
        .header('connection', 'close')
        .header('retry-after', '5')
        .send({ code: 'TooManyConnections', message: 'Too many requests from your address at once. Please try again in a moment.' });
      return;
    }
    reply.raw.once('close', () => requests.give(address));
    done();
  });
}
