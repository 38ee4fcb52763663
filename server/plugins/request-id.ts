/**
 * Every request has one id, in every log line written for it (Fastify's child logger carries it
 * as `reqId`) and in the `X-Request-Id` header of its answer, so an operator can follow one call
 * from the balancer's log through the shop's (docs/decisions/0191-request-ids.md).
 *
 * The id the balancer sent is kept when it is safe to log and to echo: 1 to 128 characters of
 * letters, digits and `-_.:`. Anything else (too long, spaces, quotes, line breaks) is replaced by
 * a random UUID, unique across processes without coordination.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { App } from '../app-types';

export const REQUEST_ID_HEADER = 'x-request-id';

const SAFE_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** The balancer's id when it is safe, else a new one (Fastify's `genReqId`). */
export function requestIdOf(raw: IncomingMessage): string {
  const given = raw.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && SAFE_ID.test(given) ? given : randomUUID();
}

/** Fastify options: ids come from `requestIdOf` only (Fastify's own header reading is off). */
export const requestIdOptions = { genReqId: requestIdOf, requestIdHeader: false as const };

/** Puts the id on an answer; also used by the routing-error answer, which runs no hooks. */
export function sendRequestId(request: FastifyRequest, reply: FastifyReply): void {
  reply.header(REQUEST_ID_HEADER, request.id);
}

export function registerRequestId(app: App): void {
  app.addHook('onRequest', async (request, reply) => sendRequestId(request, reply));
}
