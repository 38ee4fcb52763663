/**
 * Liveness and readiness told apart (docs/decisions/0194-liveness-and-readiness.md): live answers
 * while the process runs; ready fails while the database is migrated at start, while the process
 * stops, and while the database is gone. Meanwhile pages answer a 503 page and the API its error
 * envelope, neither cacheable, never a 200 shell. Recovery after an outage is the cluster test
 * tests/cluster/database-away.test.ts.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createReadiness } from '../../server/lib/readiness';
import { createTestApp, type TestApp } from './support/app';
import { insertProduct } from './support/fixtures';

let dist: string;

beforeAll(() => {
  dist = mkdtempSync(path.join(os.tmpdir(), 'verdant-ready-dist-'));
  mkdirSync(path.join(dist, 'server'));
  writeFileSync(path.join(dist, 'index.html'), readFileSync(path.resolve('index.html'), 'utf8'));
  // The renderer as the build ships it, from the sources (as tests/server/page-rendering.test.ts does).
  writeFileSync(path.join(dist, 'server', 'entry-server.js'), `export { entry } from ${JSON.stringify(path.resolve('src/entry-server.tsx'))};\n`);
});
afterAll(() => {
  rmSync(dist, { recursive: true, force: true });
});

const get = (t: TestApp, url: string) => t.app.inject({ method: 'GET', url });

function expectUnavailablePage(res: Awaited<ReturnType<typeof get>>) {
  expect(res.statusCode).toBe(503);
  expect(res.headers['content-type']).toContain('text/html');
  expect(res.headers['cache-control']).toBe('no-store');
  expect(res.headers['retry-after']).toMatch(/^\d+$/);
  expect(res.body).toContain('We’ll be back in a moment');
  expect(res.body).not.toContain('<div id="root"></div>');
}

function expectUnavailableEnvelope(res: Awaited<ReturnType<typeof get>>) {
  expect(res.statusCode).toBe(503);
  expect(res.headers['cache-control']).toBe('no-store');
  expect(res.json()).toEqual({ success: false, message: 'The shop is briefly unavailable. Please try again in a moment.', data: null });
}

// One app for the whole file (building one costs seconds on a busy machine): it starts migrating,
// then serves, then loses its database.
const readiness = createReadiness('migrating');
let t: TestApp;
let jobsStarted = false;

beforeAll(async () => {
  t = await createTestApp({}, { distDir: dist, readiness });
  t.app.jobs.add({ name: 'probe', everyMs: 3_600_000, runOnce: async () => ((jobsStarted = true), false) });
});
afterAll(async () => {
  await t?.app.close();
  await t?.database.dispose().catch(() => {});
});

describe('liveness and readiness', () => {
  it('while migrating: live, not ready, pages and API 503; then ready, with the jobs started only now', async () => {
    expect((await get(t, '/api/v1/health/live')).statusCode).toBe(200);
    const ready = await get(t, '/api/v1/health/ready');
    expect(ready.statusCode).toBe(503);
    expect(ready.json().data).toMatchObject({ status: 'not-ready', phase: 'migrating', database: 'not-asked' });
    expectUnavailableEnvelope(await get(t, '/api/v1/general/products'));
    expectUnavailablePage(await get(t, '/products'));
    expect(jobsStarted).toBe(false);

    readiness.set('serving');
    await t.app.jobs.idle();
    expect(jobsStarted).toBe(true);
    const now = await get(t, '/api/v1/health/ready');
    expect(now.statusCode).toBe(200);
    expect(now.json().data).toEqual({ status: 'ready', phase: 'serving', database: 'up', databaseKind: t.database.kind });
    expect((await get(t, '/api/v1/general/products')).statusCode).toBe(200);
    expect((await get(t, '/products')).statusCode).toBe(200);
  });

  it('says "stopping" once the process stops, still live', async () => {
    readiness.set('stopping');
    expect((await get(t, '/api/v1/health/ready')).json().data).toMatchObject({ status: 'not-ready', phase: 'stopping' });
    expect((await get(t, '/api/v1/health/live')).statusCode).toBe(200);
    readiness.set('serving');
  });

  it('declares the health routes like every API route, in the API document', async () => {
    const doc = (await get(t, '/api/docs/json')).json() as { paths: Record<string, { get?: { operationId?: string } }> };
    expect(doc.paths['/health/live']?.get?.operationId).toBe('getLiveness');
    expect(doc.paths['/health/ready']?.get?.operationId).toBe('getReadiness');
    expect(t.app.apiRoutes).toEqual(
      expect.arrayContaining([
        { method: 'GET', url: '/api/v1/health/live', auth: 'public' },
        { method: 'GET', url: '/api/v1/health/ready', auth: 'public' },
      ]),
    );
  });

  it('with the database gone: not ready, still live, a product page is a 503 page and the API a 503 envelope', async () => {
    await insertProduct(t.database.db, { slug: 'rosehip-oil', name: 'Rosehip Oil' });
    await insertProduct(t.database.db, { slug: 'oat-cleanser', name: 'Oat Cleanser' });
    expect((await get(t, '/products/rosehip-oil')).statusCode).toBe(200);
    await t.database.close();
    const ready = await get(t, '/api/v1/health/ready');
    expect(ready.statusCode).toBe(503);
    expect(ready.json().data).toMatchObject({ status: 'not-ready', phase: 'serving', database: 'down' });
    expect((await get(t, '/api/v1/health')).statusCode).toBe(503);
    expect((await get(t, '/api/v1/health/live')).statusCode).toBe(200);
    expectUnavailablePage(await get(t, '/products/oat-cleanser'));
    expectUnavailableEnvelope(await get(t, '/api/v1/general/products/oat-cleanser'));
    // Not kept: asking again still goes to the (absent) database, and still answers 503.
    expectUnavailablePage(await get(t, '/products/oat-cleanser'));
  });
});
