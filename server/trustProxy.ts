import { isIP } from 'node:net';

/**
 * Whose word the server takes for the client's address (X-Forwarded-For), which the login and sign-up limits count
 * against. TRUST_PROXY is one of:
 * - unset, `false` or `0`: nobody's; the address is the socket's peer (the server faces the clients itself);
 * - a number of hops, `1` behind one load balancer: the last that many entries were added by our own proxies. Only
 *   safe when clients cannot reach the server but through them (HOST on loopback or a private network), since a
 *   client that reached it directly could name any address;
 * - a comma-separated list of the proxies' addresses or CIDR ranges (`10.0.0.0/8, 2001:db8::/32`, or proxy-addr's
 *   names `loopback`, `linklocal`, `uniquelocal`): the client is the nearest address that is not one of them. Safe
 *   whoever can reach the server.
 * `true` is refused: it would believe whatever X-Forwarded-For a client sends, and so let anyone pick the address
 * its limits count against.
 */
export type TrustProxy = { hops: number } | { proxies: string[] };

export const TRUST_NOBODY: TrustProxy = { hops: 0 };

const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = (value ?? '').trim();
  if (text === '' || /^(false|no|off)$/i.test(text)) return TRUST_NOBODY;
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops > 10) throw new Error(`TRUST_PROXY must be at most 10 hops, got "${text}"`);
    return { hops };
  }
  if (/^(true|yes|on)$/i.test(text)) {
    throw new Error(
      `TRUST_PROXY=${text} would believe any X-Forwarded-For a client sends, so anyone could pick the address the login limits count. ` +
        'Give the number of proxies in front of the server (TRUST_PROXY=1 behind one load balancer) or their addresses (TRUST_PROXY=10.0.0.0/8).',
    );
  }
  const proxies = text.split(',').map((entry) => entry.trim());
  const wrong = proxies.find((entry) => !isProxyAddress(entry));
  if (wrong !== undefined) {
    throw new Error(`TRUST_PROXY must be a number of proxies or a list of their addresses or CIDR ranges; "${wrong}" is neither`);
  }
  return { proxies };
}

function isProxyAddress(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

/** Fastify's `trustProxy` for it (Fastify itself trusts no hop when given a number, so hops are a function). */
export function fastifyTrustProxy(trust: TrustProxy): false | string[] | ((address: string, hop: number) => boolean) {
  if ('proxies' in trust) return trust.proxies;
  if (trust.hops === 0) return false;
  const { hops } = trust;
  // proxy-addr asks about the socket's peer as hop 0, then each X-Forwarded-For entry from the right.
  return (_address, hop) => hop < hops;
}
