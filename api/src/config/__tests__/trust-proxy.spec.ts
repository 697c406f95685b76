import { fastifyTrustProxy, isLoopbackAddress, parseTrustProxy } from '../trust-proxy.js';

describe('TRUST_PROXY', () => {
  it('trusts hops only behind a proxy on this host (true = 1)', () => {
    const trust = fastifyTrustProxy(parseTrustProxy('true')) as (address: string, hop: number) => boolean;
    expect(trust('127.0.0.1', 0)).toBe(true);
    expect(trust('::ffff:127.0.0.1', 0)).toBe(true);
    expect(trust('::1', 0)).toBe(true);
    // A client reaching the port directly is taken at its socket address, whatever X-Forwarded-For it sends.
    expect(trust('192.0.2.2', 0)).toBe(false);
    // Only one hop: the entry the local proxy appended is the client.
    expect(trust('203.0.113.7', 1)).toBe(false);
  });

  it('counts further hops behind the local proxy for a number', () => {
    const trust = fastifyTrustProxy(parseTrustProxy('2')) as (address: string, hop: number) => boolean;
    expect(trust('127.0.0.1', 0)).toBe(true);
    expect(trust('198.51.100.9', 1)).toBe(true);
    expect(trust('203.0.113.7', 2)).toBe(false);
    expect(trust('10.1.1.1', 0)).toBe(false);
  });

  it('hands an address list to Fastify (proxy-addr) and trusts nobody when off', () => {
    expect(fastifyTrustProxy(parseTrustProxy('10.0.0.0/8, ::1'))).toEqual(['10.0.0.0/8', '::1']);
    expect(fastifyTrustProxy(parseTrustProxy('false'))).toBe(false);
    expect(fastifyTrustProxy(parseTrustProxy(undefined))).toBe(false);
  });

  it('refuses what is not an address, a CIDR or a proxy-addr name', () => {
    for (const wrong of ['yes', '10.0.0.0/40', '::1/129', 'nginx.local', '1.2.3.4/8/9', ',']) {
      expect(() => parseTrustProxy(wrong)).toThrow(/is not a proxy address/);
    }
  });

  it('knows loopback addresses', () => {
    expect(['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1'].every(isLoopbackAddress)).toBe(true);
    expect(['10.0.0.1', '192.0.2.2', '::ffff:192.0.2.2', 'unknown'].some(isLoopbackAddress)).toBe(false);
  });
});
