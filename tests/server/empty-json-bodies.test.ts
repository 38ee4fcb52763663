/**
 * A call that sends a JSON content type with nothing after it (what many HTTP clients do for a
 * body-less PUT or POST) is a call without a body: on every write route of the API it never gets
 * the malformed-body refusal, and a route that needs a body says so through its own schema
 * (docs/decisions/0160).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createAdmin, registerCustomer } from './support/accounts';
import { createTestApp, type TestApp } from './support/app';
import { expectNoInternals } from './support/assertions';

let t: TestApp;
let tokens: Record<'customer' | 'admin', string>;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '1000000' });
  tokens = { customer: (await registerCustomer(t.app)).token, admin: (await createAdmin(t.app)).token };
});
afterAll(async () => {
  await t?.dispose();
});

describe('empty JSON bodies', () => {
  it('are no body at all on every write route, never a parse error', async () => {
    const routes = t.app.apiRoutes.filter((r) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(r.method) && !r.url.endsWith('/logout') && !r.url.endsWith('/webhook'));
    expect(routes.length).toBeGreaterThan(20);
    for (const route of routes) {
      const url = route.url.replace(/:[A-Za-z]+/g, '00000000-0000-4000-8000-000000000000');
      const headers = route.auth === 'public' ? {} : bearer(tokens[route.auth]);
      for (const payload of ['', '  ']) {
        const res = await t.app.inject({ method: route.method as 'POST', url: `/api/v1${url}`, headers: { ...headers, 'content-type': 'application/json' }, payload });
        const where = `${route.method} ${route.url} with ${JSON.stringify(payload)}`;
        expect(res.statusCode, where).toBeLessThan(500);
        expect(res.json().message ?? '', where).not.toMatch(/body is empty|not valid JSON/);
        expectNoInternals(res.body);
      }
    }
  }, 120_000);

  it('still refuses malformed JSON', async () => {
    const res = await t.app.inject({ method: 'PUT', url: '/api/v1/admin/orders/00000000-0000-4000-8000-000000000000/fulfill', headers: { ...bearer(tokens.admin), 'content-type': 'application/json' }, payload: '{"a":' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('The request body is not valid JSON');
  });
});
