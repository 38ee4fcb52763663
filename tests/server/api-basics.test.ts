import { describe, expect, it } from 'vitest';
import { createTestApp, useTestApp } from './support/app';
import { expectNoInternals } from './support/assertions';

const t = useTestApp();

describe('health', () => {
  it('reports the database as reachable', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, message: 'OK', data: { status: 'ok', database: 'up' } });
  });

  it('reports 503 when the database is gone', async () => {
    const broken = await createTestApp();
    await broken.database.close();
    const res = await broken.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ success: true, data: { status: 'degraded', database: 'down' } });
    await broken.app.close();
    await broken.database.dispose();
  });
});

describe('error format', () => {
  it('answers unknown API routes with a JSON 404, never the SPA', async () => {
    for (const url of ['/api/v1/nope', '/api/v1/user/../../etc/passwd', '/api/other']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toContain('application/json');
      expect(res.json()).toMatchObject({ success: false, data: null });
      expect(res.json().message).toEqual(expect.any(String));
    }
  });

  it('answers a wrong query type with 400 naming the parameter', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/general/products?limit=lots' });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.success).toBe(false);
    expect(body.message).toMatch(/^limit: /);
    expect(body.errors).toEqual([expect.objectContaining({ field: 'limit' })]);
    expectNoInternals(res.body);
  });

  it('names the parameter for an unknown sort or category', async () => {
    const sort = await t.app.inject({ method: 'GET', url: '/api/v1/general/products?sort=cheapest' });
    expect(sort.statusCode).toBe(400);
    expect(sort.json().message).toContain('sort must be one of');
    const category = await t.app.inject({ method: 'GET', url: '/api/v1/general/products?category=shoes' });
    expect(category.statusCode).toBe(400);
    expect(category.json().errors[0].field).toBe('category');
  });

  it('answers a malformed URL and odd methods without internals', async () => {
    const bad = await t.app.inject({ method: 'GET', url: '/api/v1/general/products/%E0%A4%A' });
    expect(bad.statusCode).toBeGreaterThanOrEqual(400);
    expect(bad.statusCode).toBeLessThan(500);
    expectNoInternals(bad.body);
    const del = await t.app.inject({ method: 'DELETE', url: '/api/v1/general/products' });
    expect(del.statusCode).toBe(404);
  });

  it('answers errors raised while routing in our format, naming neither the framework nor the input', async () => {
    const longId = 'x'.repeat(5000);
    const cases = [
      { url: `/api/v1/general/products/${longId}`, status: 414, message: 'The request URL is too long', echo: longId.slice(0, 50) },
      { url: '/media/%c0%ae%c0%ae/etc/passwd', status: 400, message: 'The request URL is malformed', echo: 'passwd' },
      { url: '/api/v1/general/products/%E0%A4%A', status: 400, message: 'The request URL is malformed', echo: '%E0' },
    ];
    for (const { url, status, message, echo } of cases) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(status);
      expect(res.headers['content-type']).toContain('application/json');
      expect(res.json()).toEqual({ success: false, message, data: null });
      expect(res.body).not.toMatch(/FST_|fastify/i);
      expect(res.body).not.toContain(echo);
      // Raised before the onRequest hooks run, yet still sent with the security headers.
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['content-security-policy']).toContain("object-src 'none'");
    }
  });

  it('answers a missing non-API file in our format', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/media/no-such-image-320.webp' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, message: 'Not found', data: null });
  });

  it('answers a body sent to a route with a body schema but not JSON with 4xx', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/general/products',
      headers: { 'content-type': 'application/json' },
      payload: '{"not json',
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expectNoInternals(res.body);
  });
});

describe('security headers', () => {
  it("sends a JSON answer the headers that mean something for data, and a document the document's", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
    for (const documentOnly of ['permissions-policy', 'cross-origin-opener-policy', 'x-frame-options', 'referrer-policy'])
      expect(res.headers[documentOnly], documentOnly).toBeUndefined();
    // HSTS only in production (a local http shop must stay reachable).
    expect(res.headers['strict-transport-security']).toBeUndefined();

    // The API document's browser is a page: it keeps the full set.
    const docs = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(String(docs.headers['content-security-policy'])).toContain("object-src 'none'");
    expect(docs.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    const page = await t.app.inject({ method: 'GET', url: '/media/missing.webp' });
    expect(String(page.headers['content-security-policy'])).toContain("base-uri 'self'");
  });

  it('sends HSTS in production, on the pages (an answer of the same host teaches the browser for its API too)', async () => {
    const prod = await createTestApp({
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://shop.example.com',
      ALLOW_LOCAL_PAYMENTS: 'true',
      SEED: 'false',
    });
    const page = await prod.app.inject({ method: 'GET', url: '/media/missing.webp' });
    expect(page.headers['strict-transport-security']).toContain('max-age=31536000');
    const api = await prod.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(api.headers['strict-transport-security']).toBeUndefined();
    await prod.dispose();
  });
});

describe('rate-limit headers', () => {
  it('go out with a refusal, not with every answer', async () => {
    const limited = await createTestApp({ RATE_LIMIT_PER_MINUTE: '2' });
    try {
      const answers = [];
      for (let i = 0; i < 3; i += 1) answers.push(await limited.app.inject({ method: 'GET', url: '/api/v1/general/config' }));
      expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 429]);
      expect(answers[0]!.headers['x-ratelimit-limit']).toBeUndefined();
      expect(answers[2]!.headers['retry-after']).toMatch(/^\d+$/);
      expect(answers[2]!.headers['x-ratelimit-limit']).toBe('2');
    } finally {
      await limited.dispose();
    }
  });
});

describe('OpenAPI', () => {
  it('serves a document generated from the route schemas', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.servers).toEqual([expect.objectContaining({ url: '/api/v1' })]);
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/health', '/general/products']));
    const page = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBeLessThan(400);
  });
});
