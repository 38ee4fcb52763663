/**
 * POST /general/contact: a message from the contact page, kept and emailed to the shop. A phone
 * that queued it offline sends it with an Idempotency-Key and may send it again: it is kept once
 * (docs/decisions/0256-offline-writes.md).
 */
import { z } from 'zod';
import { envelope } from '#contracts/envelope';
import { contactBody } from '#contracts/storefront';
import type { App } from '../../app-types';
import { FORM_RATE_LIMIT } from '../../lib/form-rate-limit';
import { TAG } from '../../lib/openapi';
import { answerOnce, idempotencyHeaders } from '../idempotency';
import { ok } from '../../lib/reply';
import { submitContactMessage } from './contact-message';
import { route, routesOf } from '../../lib/routes';

export async function storeContactRoutes(app: App): Promise<void> {
  routesOf(app, [
    route({ method: 'POST', url: '/general/contact', config: { auth: 'public', rateLimit: FORM_RATE_LIMIT, errors: [409] },
      schema: { operationId: 'sendContactMessage', tags: [TAG.storefront], summary: 'Send a message to the shop', headers: idempotencyHeaders, body: contactBody, response: { 200: envelope(z.null()) } },
      handler: async (request, reply) => {
        await answerOnce(app.store, request, reply, null, async (store) => {
          await submitContactMessage(store, request.body, app.config.supportEmail);
          return { statusCode: 200, answer: ok(null, "Thank you for your message. We'll reply within two working days.") };
        });
      },
    }),
  ]);
}
