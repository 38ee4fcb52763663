/**
 * What an operator reads in the log: one access line per request (method, route pattern, status,
 * ms, bytes, request id), the X-Request-Id kept from the balancer when safe or made fresh, the same
 * id on every line of a request, and no SQL parameter, password, token or email address, even when
 * the database fails with an email in the query (docs/decisions/0191, 0192, 0193).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scrubText, safeErrorSerializer } from '../../server/lib/log-safety';
import { createTestApp, type TestApp } from './support/app';
import { insertProduct } from './support/fixtures';
import { captureLogs, type LogCapture } from './support/log-capture';

let t: TestApp;
let logs: LogCapture;

beforeAll(async () => {
  logs = captureLogs();
  t = await createTestApp({ LOG_LEVEL: 'info' }, { logDestination: logs.destination });
  await insertProduct(t.database.db, { slug: 'oat-cleanser', name: 'Oat Cleanser' });
});
afterAll(async () => {
  await t?.app.close();
  await t?.database.dispose().catch(() => {});
});

const linesOf = (reqId: string) => logs.lines().filter((line) => line.reqId === reqId);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('request ids', () => {
  it('creates a fresh random id for each request and returns it', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/api/v1/health/live' });
    const second = await t.app.inject({ method: 'GET', url: '/api/v1/health/live' });
    expect(first.headers['x-request-id']).toMatch(UUID);
    expect(second.headers['x-request-id']).toMatch(UUID);
    expect(first.headers['x-request-id']).not.toBe(second.headers['x-request-id']);
  });

  it("keeps the balancer's id when it is safe, replaces one that is too long or unsafe", async () => {
    const kept = await t.app.inject({ method: 'GET', url: '/api/v1/health/live', headers: { 'x-request-id': 'lb-7f3a.91:req_0042' } });
    expect(kept.headers['x-request-id']).toBe('lb-7f3a.91:req_0042');
    for (const unsafe of ['a'.repeat(129), 'two words', 'quote"d', '<script>', '']) {
      const res = await t.app.inject({ method: 'GET', url: '/api/v1/health/live', headers: { 'x-request-id': unsafe } });
      expect(res.headers['x-request-id'], JSON.stringify(unsafe)).toMatch(UUID);
    }
  });

  it('is on answers refused while routing and on unknown routes too', async () => {
    const unknown = await t.app.inject({ method: 'GET', url: '/api/v1/no-such-thing' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers['x-request-id']).toMatch(UUID);
    const malformed = await t.app.inject({ method: 'GET', url: '/api/v1/general/products/%E0%A4%A' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.headers['x-request-id']).toMatch(UUID);
  });
});

describe('the access log', () => {
  it('writes one line per request at info: method, route pattern, status, ms, bytes and the request id', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/general/products/oat-cleanser?currency=EUR', headers: { 'x-request-id': 'access-line-1' } });
    expect(res.statusCode).toBe(200);
    const lines = linesOf('access-line-1');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: 30,
      msg: 'request',
      method: 'GET',
      route: '/api/v1/general/products/:id',
      status: 200,
      bytes: Buffer.byteLength(res.body),
    });
    expect(lines[0]!.ms).toEqual(expect.any(Number));
    // The raw URL (ids, query strings, tokens) is not written.
    expect(JSON.stringify(lines[0])).not.toContain('oat-cleanser');
  });

  it('names unmatched requests by kind, not by URL', async () => {
    await t.app.inject({ method: 'GET', url: '/api/v1/reset/secret-token-in-a-path', headers: { 'x-request-id': 'access-line-2' } });
    expect(linesOf('access-line-2')[0]).toMatchObject({ route: '(unmatched)', status: 404 });
    expect(logs.text()).not.toContain('secret-token-in-a-path');
  });
});

describe('no parameters, passwords, tokens or emails in logs', () => {
  it('scrubs drizzle and PostgreSQL error texts', () => {
    expect(scrubText('Failed query: select * from customers where email = $1\nparams: ada@example.com,5')).toBe(
      'Failed query: select * from customers where email = $1\nparams: [redacted]',
    );
    expect(scrubText('Key (email)=(ada@example.com) already exists.')).toBe('Key (email)=([redacted]) already exists.');
    expect(scrubText('Key (lower(email::text))=(ada@example.com) already exists.')).toBe('Key (lower(email::text))=([redacted]) already exists.');
    expect(scrubText('sent Bearer abc.def.ghi to ada@example.com')).toBe('sent Bearer [redacted] to [email]');
    const error = Object.assign(new Error('insert failed for ada@example.com'), {
      params: ['ada@example.com', 'hunter2'],
      detail: 'Key (email)=(ada@example.com) already exists.',
      cause: Object.assign(new Error('duplicate key ada@example.com'), { parameters: ['x'] }),
    });
    const text = JSON.stringify(safeErrorSerializer(error));
    expect(text).not.toContain('ada@example.com');
    expect(text).not.toContain('hunter2');
    expect(text).toContain('already exists');
  });

  // Last in the file: it closes the shared app's database.
  it('logs a database failure during sign-in without the email, password or query values, under the request id', async () => {
    await t.database.close();
    const email = 'private.shopper+vip@example.com';
    const password = 'correct-horse-battery-staple';
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/login',
      headers: { 'x-request-id': 'db-down-login', authorization: 'Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl' },
      payload: { email, password },
    });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ success: false, message: expect.stringContaining('unavailable'), data: null });
    const lines = linesOf('db-down-login');
    // The error line and the access line, both under the request's id.
    expect(lines.map((line) => line.msg)).toEqual(['request failed: the database is not reachable', 'request']);
    expect(JSON.stringify(lines[0]!.err)).toContain('Failed query');
    const text = logs.text();
    expect(text).not.toContain(email);
    expect(text).not.toContain('example.com');
    expect(text).not.toContain(password);
    expect(text).not.toContain('eyJhbGciOiJIUzI1NiJ9');
  });
});
