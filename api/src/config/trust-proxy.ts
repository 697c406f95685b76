import { BlockList, isIP } from 'node:net';

/**
 * Whose X-Forwarded-For the API believes (TRUST_PROXY):
 * - none: nobody's; the client address is the socket peer.
 * - local-hops (`true` = 1, or a number): that many proxy hops, the nearest of which must be on this host (a loopback
 *   peer). A client reaching the API port from anywhere else is taken at its socket address, whatever it sends.
 * - addresses: the listed proxy addresses/CIDRs (and proxy-addr's names loopback, linklocal, uniquelocal); each
 *   trusted hop is skipped from the right, the first untrusted one is the client.
 */
export type TrustProxy =
  { mode: 'none' } | { mode: 'local-hops'; hops: number } | { mode: 'addresses'; addresses: string[] };

const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function validEntry(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address, prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (!family || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (family === 4 ? 32 : 128);
}

/** Parses TRUST_PROXY; throws an Error whose message says what is wrong (the caller names the variable). */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = value?.trim().toLowerCase() ?? '';
  if (text === '' || text === 'false' || text === '0') return { mode: 'none' };
  if (text === 'true') return { mode: 'local-hops', hops: 1 };
  if (/^\d{1,2}$/.test(text)) return { mode: 'local-hops', hops: Number(text) };
  const addresses = text
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean);
  const wrong = addresses.filter((e) => !validEntry(e));
  if (wrong.length > 0 || addresses.length === 0) {
    throw new Error(
      `'${wrong.join("', '") || text}' is not a proxy address: use 'false', 'true' (one proxy on this host), a number ` +
        "of hops (the nearest on this host) or a comma-separated list of addresses/CIDRs such as '127.0.0.1,10.0.0.0/8'",
    );
  }
  return { mode: 'addresses', addresses };
}

const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');
loopback.addSubnet('::ffff:127.0.0.0', 104, 'ipv6');

export function isLoopbackAddress(address: string): boolean {
  const family = isIP(address);
  return family !== 0 && loopback.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/** Fastify's `trustProxy` for a TrustProxy: false, a (peer address, hop index) predicate, or proxy-addr's list. */
export function fastifyTrustProxy(
  trust: TrustProxy,
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (trust.mode === 'none') return false;
  if (trust.mode === 'addresses') return trust.addresses;
  const { hops } = trust;
  // Hop 0 is the socket peer: it must be the local proxy; the hops behind it are counted.
  return (address, hop) => hop < hops && (hop > 0 || isLoopbackAddress(address));
}
