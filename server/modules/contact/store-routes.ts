/** POST /general/contact: a message from the contact page, kept and emailed to the shop. */
import { z } from 'zod';
import { envelope } from '#contracts/envelope';
import { contactBody } from '#contracts/storefront';
import type { App } from '../../app-types';
import { FORM_RATE_LIMIT } from '../../lib/form-rate-limit';
import { TAG } from '../../lib/openapi';
import { ok } from '../../lib/reply';
import { submitContactMessage } from './contact-message';

export async function storeContactRoutes(app: App): Promise<void> {
  app.post(
    '/general/contact',
    {
      config: { auth: 'public', rateLimit: FORM_RATE_LIMIT },
      schema: {
        operationId: 'sendContactMessage',
        tags: [TAG.storefront],
        summary: 'Send a message to the shop',
        body: contactBody,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      await submitContactMessage(app.store, request.body, app.config.supportEmail);
      return ok(null, "Thank you for your message. We'll reply within two working days.");
    },
  );
}
