/**
 * What a real shop in production shows the public beyond its pages and API answers
 * (docs/decisions/0216-api-surface-in-production.md): no API document unless the operator turns it
 * on, no source maps, no cache keeping a signed-in person's answers, and a refused webhook that
 * cannot flood the log.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampledLog } from '../../server/lib/sampled-log';
import { bearer, createAdmin, registerCustomer } from './support/accounts';
import { createTestApp, type TestApp } from './support/app';
import { captureLogs, type LogCapture } from './support/log-capture';

const PRODUCTION = { NODE_ENV: 'production', PUBLIC_URL: 'https://shop.example', ALLOW_LOCAL_PAYMENTS: 'true' };

/** A built PWA of two files: a bundle and its source map. */
function distWithSourceMap(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'verdant-dist-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Verdant</title>');
  writeFileSync(path.join(dir, 'assets', 'app-1a2b.js'), 'console.log(1);\n');
  writeFileSync(path.join(dir, 'assets', 'app-1a2b.js.map'), '{"version":3,"sources":["src/main.tsx"],"sourcesContent":["secret"]}');
  return dir;
}

describe('a real shop in production', () => {
  let t: TestApp;
  let logs: LogCapture;
  beforeAll(async () => {
    logs = captureLogs();
    t = await createTestApp({ ...PRODUCTION, LOG_LEVEL: 'info' }, { distDir: distWithSourceMap(), logDestination: logs.destination });
  });
  afterAll(async () => {
    await t?.dispose();
  });

  it('serves no API document', async () => {
    for (const url of ['/api/docs', '/api/docs/json', '/api/docs/static/index.html']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
    }
  });

  it('serves the bundles but never their source maps', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/assets/app-1a2b.js' })).statusCode).toBe(200);
    const map = await t.app.inject({ method: 'GET', url: '/assets/app-1a2b.js.map' });
    expect(map.statusCode).toBe(404);
    expect(map.body).not.toContain('sourcesContent');
  });

  it('logs refused webhooks once, however many arrive', async () => {
    const before = logs.lines().filter((line) => line.msg === 'payment webhook refused').length;
    for (let i = 0; i < 5; i += 1) {
      const res = await t.app.inject({ method: 'POST', url: '/api/v1/general/payments/webhook', headers: { 'content-type': 'application/json' }, payload: '{}' });
      expect(res.statusCode).toBe(400);
    }
    expect(logs.lines().filter((line) => line.msg === 'payment webhook refused').length - before).toBe(1);
  });
});

describe('the API document', () => {
  it('is served in production when the operator turns it on, and outside production by default', async () => {
    for (const env of [{ ...PRODUCTION, API_DOCS: 'true' }, {}]) {
      const t = await createTestApp(env);
      try {
        const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
        expect(res.statusCode, JSON.stringify(env)).toBe(200);
        expect(res.json().openapi).toBe('3.1.0');
      } finally {
        await t.dispose();
      }
    }
  });
});

describe('signed-in answers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '1000000' });
  });
  afterAll(async () => {
    await t?.dispose();
  });

  it('are never kept by a cache; public answers keep their own caching', async () => {
    const customer = await registerCustomer(t.app);
    const admin = await createAdmin(t.app);
    for (const [url, token] of [['/api/v1/user/account', customer.token], ['/api/v1/user/orders', customer.token], ['/api/v1/admin/orders', admin.token]] as const) {
      const res = await t.app.inject({ method: 'GET', url, headers: bearer(token) });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
    const catalogue = await t.app.inject({ method: 'GET', url: '/api/v1/general/products' });
    expect(catalogue.headers['cache-control']).not.toBe('no-store');
  });
});

describe('sampledLog', () => {
  it('writes the first line at once, then one per interval with the count held back', () => {
    let now = 0;
    const written: Array<Record<string, unknown>> = [];
    const log = { warn: (details: Record<string, unknown>) => written.push(details) } as unknown as Parameters<ReturnType<typeof sampledLog>['warn']>[0];
    const sampled = sampledLog(60_000, () => now);
    for (const at of [0, 1_000, 2_000, 59_999, 60_000, 61_000, 200_000]) {
      now = at;
      sampled.warn(log, { reason: 'bad' }, 'refused');
    }
    expect(written).toEqual([{ reason: 'bad' }, { reason: 'bad', alsoSinceLastLine: 3 }, { reason: 'bad', alsoSinceLastLine: 1 }]);
  });
});
