/**
 * A stand-in for a browser's push service, for the Web Push tests: a device's keys (a P-256 key
 * pair and an auth secret, made here as a browser makes them), an http server on 127.0.0.1 that
 * takes the shop's push requests and answers with the statuses a test lines up, and the decryption
 * of a message with the device's keys, with node:crypto, as RFC 8188 (aes128gcm) and RFC 8291
 * (Web Push message encryption) describe it. The VAPID signature is checked too (RFC 8292).
 */
import { createECDH, createDecipheriv, hkdfSync, type ECDH } from 'node:crypto';
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { importJWK, jwtVerify } from 'jose';

export interface Device {
  ecdh: ECDH;
  /** What the browser's PushSubscription.toJSON() gives the page, for the endpoint's path. */
  subscription(endpoint: string): { endpoint: string; keys: { p256dh: string; auth: string } };
  auth: Buffer;
}

export function makeDevice(): Device {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return {
    ecdh,
    auth,
    subscription: (endpoint) => ({ endpoint, keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') } }),
  };
}

/** RFC 8291 section 3.4 and RFC 8188 section 2: the body of one aes128gcm push, decrypted. */
export function decryptPush(device: Device, body: Buffer): string {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body[20]!;
  const senderKey = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  if (ciphertext.length > recordSize) throw new Error('a push message is one record');
  const ecdhSecret = device.ecdh.computeSecret(senderKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), device.ecdh.getPublicKey(), senderKey]);
  const ikm = Buffer.from(hkdfSync('sha256', ecdhSecret, device.auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, ciphertext.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 2, then any zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error('the last record’s padding delimiter is missing');
  return padded.subarray(0, end).toString('utf8');
}

/** Checks the request's VAPID header (`vapid t=<JWT>, k=<public key>`) and answers the key it was signed with. */
export async function vapidSigner(authorization: string | undefined, audience: string): Promise<string> {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(authorization ?? '');
  if (!match) throw new Error(`not a VAPID authorization: ${authorization}`);
  const raw = Buffer.from(match[2]!, 'base64url');
  const key = await importJWK({ kty: 'EC', crv: 'P-256', x: raw.subarray(1, 33).toString('base64url'), y: raw.subarray(33).toString('base64url') }, 'ES256');
  await jwtVerify(match[1]!, key, { audience });
  return match[2]!;
}

export interface ReceivedPush {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

export interface PushReceiver {
  origin: string;
  received: ReceivedPush[];
  /** Answers the next requests to `path` with these statuses, in turn (201 when none is lined up). */
  answer(path: string, ...statuses: number[]): void;
  close(): Promise<void>;
}

export async function startPushReceiver(): Promise<PushReceiver> {
  const received: ReceivedPush[] = [];
  const lined = new Map<string, number[]>();
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '/';
      received.push({ path, headers: request.headers, body: Buffer.concat(chunks) });
      const status = lined.get(path)?.shift() ?? 201;
      response.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    received,
    answer: (path, ...statuses) => lined.set(path, [...(lined.get(path) ?? []), ...statuses]),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
