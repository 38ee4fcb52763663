/**
 * RELIABILITY T6 (first pass): every route that takes a body, from the server's own route table,
 * gets generated hostile bodies — wrong types, huge and negative numbers, prototype keys, deep
 * nesting, oversized and non-UTF-8 payloads, wrong content types. None may answer 5xx or leak an
 * internal detail.
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

const FIELDS = ['email', 'password', 'firstName', 'name', 'quantity', 'price', 'status', 'token', 'items', 'id', 'message'];
const VALUES: unknown[] = [
  null, true, 0, -1, -999_999_999, 1e308, Number.MAX_SAFE_INTEGER, 3.14159, '', ' ', 'x'.repeat(10_000),
  '<script>alert(1)</script>', "' or 1=1 --", '../../etc/passwd', '\u0000', '😀'.repeat(50), [], [1, 2], {}, { $gt: '' },
];

function* hostileJsonBodies(): Generator<string> {
  yield '';
  yield 'null';
  yield '[]';
  yield '"a string"';
  yield '12345';
  yield '{"a":';
  yield '{"__proto__": {"admin": true}, "constructor": {"prototype": {"role": "admin"}}}';
  yield `${'['.repeat(20_000)}${']'.repeat(20_000)}`;
  yield `{"a":${'{"a":'.repeat(5_000)}1${'}'.repeat(5_000)}}`;
  for (const field of FIELDS) for (const value of VALUES) yield JSON.stringify({ [field]: value });
}

describe('hostile bodies', () => {
  it('never answers 5xx or leaks internals on any body-taking route', async () => {
    const routes = t.app.apiRoutes.filter((r) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(r.method) && !r.url.endsWith('/logout'));
    expect(routes.length).toBeGreaterThan(20);
    let sent = 0;
    for (const route of routes) {
      const url = route.url.replace(/:[A-Za-z]+/g, '00000000-0000-4000-8000-000000000000');
      const headers = route.auth === 'public' ? {} : bearer(tokens[route.auth]);
      const attempts: Array<{ payload: string | Buffer; contentType: string }> = [];
      for (const body of hostileJsonBodies()) attempts.push({ payload: body, contentType: 'application/json' });
      attempts.push({ payload: Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]), contentType: 'application/json' });
      attempts.push({ payload: 'email=a@b.c&password=x', contentType: 'application/x-www-form-urlencoded' });
      attempts.push({ payload: '<xml/>', contentType: 'application/xml' });
      attempts.push({ payload: 'hello', contentType: 'text/plain' });
      attempts.push({ payload: Buffer.alloc(300 * 1024, 0x61), contentType: 'application/json' });
      attempts.push({ payload: '--x\r\nContent-Disposition: form-data; name="file"; filename="../../a.png"\r\n\r\nnot an image\r\n--x--', contentType: 'multipart/form-data; boundary=x' });
      for (const attempt of attempts) {
        const res = await t.app.inject({
          method: route.method as 'POST',
          url,
          headers: { ...headers, 'content-type': attempt.contentType },
          payload: attempt.payload,
        });
        sent += 1;
        if (res.statusCode >= 500 || /\bat .+\.(ts|js):\d+/.test(res.body)) {
          throw new Error(`${route.method} ${route.url} answered ${res.statusCode} to ${String(attempt.payload).slice(0, 80)}: ${res.body.slice(0, 300)}`);
        }
        expectNoInternals(res.body);
      }
    }
    console.log(`hostile bodies: ${sent} requests over ${routes.length} routes, 0 answers 5xx`);
  }, 300_000);
});
