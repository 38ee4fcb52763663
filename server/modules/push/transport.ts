/**
 * Sends one encrypted push request to a device's endpoint and says what the push service answered.
 * The endpoint was checked when the device subscribed and is checked again here, against the allowed
 * hosts of the moment (server/lib/push-endpoints.ts); the addresses its host resolves to are checked
 * as the connection is made, so no push ever reaches an internal address. Redirects are not
 * followed (a push service never redirects), and an answer's body is read only to be dropped.
 */
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { endpointRefusal, type PushHosts, refusedAddress } from '../../lib/push-endpoints';
import type { PushRequest } from './web-push';

/** What the push service said: its status, and the seconds it asked us to wait (429, 503), if it did. */
export type PushAnswer = { status: number; retryAfterSeconds: number | null } | { refused: string } | { error: string };

/** A push service answers in well under a second; a stalled one is given up on and retried later. */
const SEND_TIMEOUT_MS = 10_000;

/** Resolves as Node would, then refuses the connection when any address is internal. */
function guardedLookup(hosts: PushHosts, endpointHost: string): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
      if (error) return callback(error, '', 0);
      const internal = addresses.find(({ address }) => refusedAddress(hosts, endpointHost, address));
      if (internal || addresses.length === 0)
        return callback(Object.assign(new Error(`${hostname} resolves to an address push messages are never sent to`), { code: 'EPUSHREFUSED' }), '', 0);
      if (options.all) return (callback as unknown as (e: null, all: LookupAddress[]) => void)(null, addresses);
      return callback(null, addresses[0]!.address, addresses[0]!.family);
    });
  };
}

function retryAfterOf(header: string | string[] | undefined): number | null {
  const value = Array.isArray(header) ? header[0] : header;
  if (!value) return null;
  if (/^\d+$/.test(value)) return Number(value);
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : Math.max(0, Math.round((at - Date.now()) / 1000));
}

export function sendPush(hosts: PushHosts, endpoint: string, request: PushRequest): Promise<PushAnswer> {
  const refusal = endpointRefusal(hosts, endpoint);
  if (refusal) return Promise.resolve({ refused: refusal });
  const url = new URL(endpoint);
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve) => {
    const outgoing = client.request(
      url,
      {
        method: 'POST',
        headers: request.headers,
        lookup: guardedLookup(hosts, url.hostname),
        timeout: SEND_TIMEOUT_MS,
        // A fresh connection each time: a pooled one would skip the address check.
        agent: false,
      },
      (answer) => {
        answer.resume();
        answer.on('end', () => resolve({ status: answer.statusCode ?? 0, retryAfterSeconds: retryAfterOf(answer.headers['retry-after']) }));
        answer.on('error', (error) => resolve({ error: error.message }));
      },
    );
    outgoing.on('timeout', () => outgoing.destroy(new Error(`no answer within ${SEND_TIMEOUT_MS / 1000} s`)));
    outgoing.on('error', (error: NodeJS.ErrnoException) =>
      resolve(error.code === 'EPUSHREFUSED' ? { refused: error.message } : { error: error.message }),
    );
    outgoing.end(request.body);
  });
}
