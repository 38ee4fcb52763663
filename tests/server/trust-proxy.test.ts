/**
 * TRUST_PROXY (docs/decisions/0182-trusted-proxies.md): a hop count or the proxies' addresses, never
 * every hop; and behind one trusted hop, a forged X-Forwarded-For never changes the address that
 * the per-IP limit counts.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../server/config';
import { parseTrustProxy, TRUST_EVERY_HOP_REFUSED } from '../../server/lib/trust-proxy';
import { useTestApp } from './support/app';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'verdant-trust-proxy-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('parseTrustProxy', () => {
  it('reads nothing, a hop count or a list of addresses and CIDRs', () => {
    expect(parseTrustProxy('false')).toEqual({ ok: true, value: false });
    expect(parseTrustProxy('0')).toEqual({ ok: true, value: false });
    expect(parseTrustProxy('1')).toEqual({ ok: true, value: 1 });
    expect(parseTrustProxy('2')).toEqual({ ok: true, value: 2 });
    expect(parseTrustProxy('10.0.0.5, 10.0.1.0/24,loopback,fd00::/8')).toEqual({ ok: true, value: ['10.0.0.5', '10.0.1.0/24', 'loopback', 'fd00::/8'] });
  });

  it('refuses every way of saying "trust every hop", and what is not an address', () => {
    for (const everyHop of ['true', 'TRUE', 'yes', '*', 'all', '0.0.0.0/0', '10.0.0.1,::/0']) {
      expect(parseTrustProxy(everyHop)).toEqual({ ok: false, problem: TRUST_EVERY_HOP_REFUSED });
    }
    for (const wrong of ['balancer.local', '10.0.0.300', '10.0.0.0/33', '11', '10.0.0.1/8/2']) {
      expect(parseTrustProxy(wrong).ok).toBe(false);
    }
  });

  it('stops the server at start with the message', () => {
    expect(() => loadConfig({ SHOP_DEMO: 'true', DATA_DIR: dataDir, TRUST_PROXY: 'true' })).toThrow(ConfigError);
    expect(() => loadConfig({ SHOP_DEMO: 'true', DATA_DIR: dataDir, TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY: trusting every hop/);
    expect(loadConfig({ SHOP_DEMO: 'true', DATA_DIR: dataDir }).trustProxy).toBe(false);
    expect(loadConfig({ SHOP_DEMO: 'true', DATA_DIR: dataDir, TRUST_PROXY: '1' }).trustProxy).toBe(1);
  });
});

describe('behind one trusted hop', () => {
  const t = useTestApp({ TRUST_PROXY: '1', RATE_LIMIT_PER_MINUTE: '5' });
  it('counts the address the balancer appended, however the client forges the header', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) {
      // The client wrote the first entries; the balancer appended the last, the address it saw.
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/v1/general/products?limit=1',
        headers: { 'x-forwarded-for': `198.51.100.${i}, 203.0.113.${i}, 192.0.2.7` },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429, 429]);
    // Another address the balancer saw is another client.
    const other = await t.app.inject({ method: 'GET', url: '/api/v1/general/products?limit=1', headers: { 'x-forwarded-for': '192.0.2.8' } });
    expect(other.statusCode).toBe(200);
  });
});
