import type { FastifyReply } from 'fastify';

/** The success envelope of every answer (docs/product/constants-and-texts.md#answers-and-messages). */
export function ok<T>(data: T, message = 'OK'): { success: true; message: string; data: T } {
  return { success: true, message, data };
}

/**
 * For a route whose answer carries a token (sign-in, sign-up, a reset, an accepted invitation): no
 * cache may keep it, neither a shared proxy nor the browser's disk on a shared computer. Signed-in
 * answers get the same from the auth plugin; these routes are public, so they say it themselves.
 */
export async function keepSessionOutOfCaches(_request: unknown, reply: FastifyReply): Promise<void> {
  void reply.header('cache-control', 'no-store');
}
