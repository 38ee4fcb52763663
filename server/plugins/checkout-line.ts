/**
 * The checkout's line (docs/decisions/0233-a-line-for-the-checkout.md): a route that declares
 * `config.checkoutLine` runs its handler only with a place in this process's line, after its token,
 * its input and its own pre-handlers (a sold-out bag is refused before it queues). The place is
 * held for exactly the handler's work and given back when it settles, whatever the client does
 * meanwhile. A request that finds the line full, or waits past its limit, gets a 503 saying the
 * shop is busy, with Retry-After.
 */
import type { FastifyReply, FastifyRequest, RouteHandlerMethod, RouteOptions } from 'fastify';
import type { App } from '../app-types';
import { type Admission, AdmissionRefused } from '../lib/admission';
import { HttpError } from '../lib/http-errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The handler waits for a place in the checkout line (plugins/checkout-line.ts). */
    checkoutLine?: boolean;
  }
}

export const CHECKOUT_BUSY = 'So many people are checking out right now that we could not take yours. Please try again in a moment.';
/** Seconds a refused buyer is asked to wait before trying again. */
const RETRY_AFTER_SECONDS = 5;
export function registerCheckoutLine(app: App, line: Admission): void {
  const inLine = (handler: RouteHandlerMethod): RouteHandlerMethod =>
    async function handledInLine(this: unknown, request: FastifyRequest, reply: FastifyReply) {
      let leave: () => void;
      try {
        leave = await line.enter();
      } catch (error) {
        if (!(error instanceof AdmissionRefused)) throw error;
        reply.header('Retry-After', String(RETRY_AFTER_SECONDS));
        request.log.warn({ reason: error.reason, ...line.stats }, 'checkout line refused a request');
        throw new HttpError(503, CHECKOUT_BUSY);
      }
      try {
        return await (handler as (request: FastifyRequest, reply: FastifyReply) => unknown).call(this, request, reply);
      } finally {
        leave();
      }
    } as RouteHandlerMethod;

  app.addHook('onRoute', (route: RouteOptions) => {
    if (route.config?.checkoutLine) route.handler = inLine(route.handler);
  });
}
