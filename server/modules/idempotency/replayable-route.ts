/**
 * The route side of a write a client may replay (docs/decisions/0256-offline-writes.md): reads the
 * Idempotency-Key header, fingerprints the request, serializes the answer with the route's own
 * response schema (so the stored answer is exactly what was sent) and sends a stored one as it is,
 * marked `Idempotent-Replayed: true`. Without the header the write simply runs, as before.
 */
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Store } from '../../db/unit-of-work';
import { idempotencyKeyOf } from '../../lib/idempotency-key';
import { writeOnce } from './write-once';

/** The header as a route declares it (its schema's `headers`), so the API document names it. */
export const idempotencyHeaders = z.object({
  'idempotency-key': z
    .string()
    .optional()
    .describe('Makes the write safe to send again: a replay of a key already done answers the first answer and changes nothing (kept 30 days).'),
});

function requestHashOf(request: FastifyRequest): string {
  const what = [request.method, request.routeOptions.url, JSON.stringify(request.params ?? {}), JSON.stringify(request.body ?? null)];
  return createHash('sha256').update(what.join('\n')).digest('hex');
}

/**
 * Answers `work`'s answer once per key. `customerId` is the signed-in customer whose key it is,
 * null for an anonymous form. `work` answers the status and the envelope; it writes through the
 * store it is given.
 */
export async function answerOnce(
  store: Store,
  request: FastifyRequest,
  reply: FastifyReply,
  customerId: string | null,
  work: (store: Store) => Promise<{ statusCode: number; answer: unknown }>,
): Promise<void> {
  const key = idempotencyKeyOf(request.headers['idempotency-key']);
  if (key === null) {
    const { statusCode, answer } = await work(store);
    await reply.code(statusCode).send(answer);
    return;
  }
  const sent = await writeOnce(store, { customerId, key, requestHash: requestHashOf(request) }, async (inner) => {
    const { statusCode, answer } = await work(inner);
    const body = reply.code(statusCode).serialize(answer);
    return { statusCode, body: typeof body === 'string' ? body : new TextDecoder().decode(body) };
  });
  if (sent.replayed) reply.header('idempotent-replayed', 'true');
  await reply.code(sent.statusCode).type('application/json; charset=utf-8').send(sent.body);
}
