/**
 * RELIABILITY T6, the requests that go wrong before a route's own code runs: malformed multipart
 * framing, JSON nested past the input guard's depth, and what Node's HTTP parser refuses before
 * Fastify sees a request (oversized headers, broken framing). Each answers 4xx in the API's own
 * envelope with a message that says what is wrong, never 5xx, never Fastify's shape.
 */
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createAdmin, registerCustomer } from './support/accounts';
import { createTestApp, type TestApp } from './support/app';
import { expectNoInternals } from './support/assertions';

let t: TestApp;
let tokens: Record<'customer' | 'admin', string>;
let port: number;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '1000000' });
  tokens = { customer: (await registerCustomer(t.app)).token, admin: (await createAdmin(t.app)).token };
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  port = (t.app.server.address() as net.AddressInfo).port;
});
afterAll(async () => {
  await t?.dispose();
});

/** The API's error envelope, and nothing of the framework's own shape. */
function expectEnvelope(body: string) {
  const answer = JSON.parse(body) as Record<string, unknown>;
  expect(answer).toMatchObject({ success: false, data: null });
  expect(typeof answer.message).toBe('string');
  expect(answer).not.toHaveProperty('statusCode');
  expect(answer).not.toHaveProperty('code');
  expectNoInternals(body);
}

/** Sends raw bytes and reads the whole answer (the server closes the connection after an error). */
function rawRequest(bytes: string): Promise<{ status: number; headers: string; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.end(bytes));
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const [head = '', body = ''] = text.split('\r\n\r\n');
      resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0), headers: head, body });
    });
  });
}

const UPLOADS = [
  { url: '/api/v1/user/account/profile-image', method: 'PUT' as const, who: 'customer' as const },
  { url: '/api/v1/admin/products', method: 'POST' as const, who: 'admin' as const },
];

describe('malformed multipart', () => {
  for (const upload of UPLOADS) {
    it(`answers 400 in the envelope on ${upload.method} ${upload.url} without a boundary or with a truncated body`, async () => {
      const bodies = [
        { contentType: 'multipart/form-data', payload: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--\r\n' },
        { contentType: 'multipart/form-data; boundary=x', payload: '--x\r\nContent-Disposition: form-data; name="images"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG' },
        { contentType: 'multipart/form-data; boundary=x', payload: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n' },
      ];
      for (const body of bodies) {
        const res = await t.app.inject({ method: upload.method, url: upload.url, headers: { ...bearer(tokens[upload.who]), 'content-type': body.contentType }, payload: body.payload });
        expect(res.statusCode, `${body.contentType}: ${res.body}`).toBe(400);
        expectEnvelope(res.body);
        expect(res.json().message).toMatch(/multipart|form data|upload/i);
      }
    });
  }
});

describe('JSON nested too deeply', () => {
  it('says the body is nested too deeply, not that it holds NUL characters', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/login',
      headers: { 'content-type': 'application/json' },
      payload: `{"email":${'{"a":'.repeat(200)}1${'}'.repeat(200)}}`,
    });
    expect(res.statusCode).toBe(400);
    expectEnvelope(res.body);
    expect(res.json().message).not.toMatch(/NUL/);
    expect(res.json().message).toMatch(/nested too deeply/);
  });
});

describe('requests Node refuses before routing', () => {
  it('answers oversized headers with 431 in the envelope', async () => {
    const res = await rawRequest(`GET /api/v1/general/config HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
    expect(res.status).toBe(431);
    expectEnvelope(res.body);
    expect(JSON.parse(res.body).message).toMatch(/headers are too large/i);
  });

  it('answers broken framing with 400 in the envelope', async () => {
    const res = await rawRequest('POST /api/v1/general/contact HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n');
    expect(res.status).toBe(400);
    expectEnvelope(res.body);
    expect(JSON.parse(res.body).message).toMatch(/malformed/i);
  });
});
