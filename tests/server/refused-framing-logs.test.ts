/**
 * What a malformed request leaves in the log (decision 0192, lib/sampled-log.ts): a body whose
 * chunked framing breaks half-way is one warning line with the parser's code and reason, no stack
 * and none of the bytes sent; more of them within a minute add no line; the client still gets the
 * API's 400.
 */
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/app';
import { captureLogs } from './support/log-capture';

const logs = captureLogs();
let t: TestApp;
let port: number;

beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: 'info', RATE_LIMIT_PER_MINUTE: '1000000' }, { logDestination: logs.destination });
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  port = (t.app.server.address() as net.AddressInfo).port;
});
afterAll(async () => {
  await t?.dispose();
});

/** Sends the bytes and reads what comes back until the server closes the connection. */
function rawRequest(bytes: string): Promise<string> {
  return new Promise((resolve) => {
    let answer = '';
    const socket = net.connect(port, '127.0.0.1', () => socket.write(bytes));
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('close', () => resolve(answer));
    socket.on('error', () => resolve(answer));
  });
}

const SECRET = 'Bearer not-for-the-log';
const brokenChunks = () =>
  rawRequest(
    `POST /api/v1/general/contact HTTP/1.1\r\nHost: x\r\nAuthorization: ${SECRET}\r\nContent-Type: application/json\r\n` +
      'Transfer-Encoding: chunked\r\n\r\n5\r\n{"a":\r\nzz\r\nxxxx\r\n',
  );

describe('a malformed chunked body', () => {
  it('answers 400 in the envelope and logs one line without a stack, however many arrive', async () => {
    const answers = [await brokenChunks(), await brokenChunks(), await brokenChunks()];
    for (const answer of answers) {
      expect(answer).toMatch(/^HTTP\/1\.1 400 /);
      expect(answer).toContain('"message":"The request is malformed and could not be read"');
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
    const lines = logs.lines().filter((line) => !String(line.msg).startsWith('Server listening') && line.msg !== 'request');
    expect(lines).toEqual([
      expect.objectContaining({ level: 40, msg: 'request refused by the HTTP parser', code: 'HPE_INVALID_CHUNK_SIZE', status: 400 }),
    ]);
    expect(JSON.stringify(lines)).not.toMatch(/stack|rawPacket|not-for-the-log/);
  });
});
