/** GET /general/config, /general/location; POST /general/contact, /general/newsletter and /general/products/{id}/views. */
import { z } from 'zod';
import { envelope, idParam } from '#contracts/envelope';
import { clientConfig, connectionCountry } from '#contracts/client-config';
import { contactBody, newsletterAnswer, newsletterBody } from '#contracts/storefront';
import type { App } from '../../app-types';
import { TAG } from '../../lib/openapi';
import { ok } from '../../lib/reply';
import { clientConfigOf } from './client-config';
import { submitContactMessage } from './contact-service';
import { NewsletterRaceError, subscribeToNewsletter } from './newsletter-service';
import { createCountryLookup } from './ip-country';
import { createProductViewCounter } from './product-views';

/** Forms a person fills in: a few a minute per IP is plenty, and stops scripted spam. */
const FORM_RATE_LIMIT = { max: 5, timeWindow: '1 minute' };

export async function storefrontRoutes(app: App): Promise<void> {
  const views = createProductViewCounter(app.db, app.log);
  app.addHook('onClose', () => views.stop());

  app.get(
    '/general/config',
    {
      config: { auth: 'public' },
      schema: {
        operationId: 'getClientConfig',
        tags: [TAG.storefront],
        summary: 'Deployment settings the browser needs (location services, payment provider, support address)',
        response: { 200: envelope(clientConfig) },
      },
    },
    async (_request, reply) => {
      // Revalidated on every use: an admin's change of the pricing figures reaches open pages on
      // their next read, not minutes later (decision 0121).
      reply.header('Cache-Control', 'no-cache');
      return ok(await clientConfigOf(app));
    },
  );

  const countryOf = createCountryLookup(app.config.geo.ipUrl);
  app.get(
    '/general/location',
    {
      config: { auth: 'public' },
      schema: {
        operationId: 'getConnectionCountry',
        tags: [TAG.storefront],
        summary: "The country of the shopper's connection (currency detection), or null when unknown",
        response: { 200: envelope(connectionCountry) },
      },
    },
    async (request, reply) => {
      // One shopper's own answer: never shared by a cache between addresses.
      reply.header('Cache-Control', 'private, max-age=3600');
      return ok({ country: await countryOf(request.ip) });
    },
  );

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

  app.post(
    '/general/newsletter',
    {
      config: { auth: 'public', rateLimit: FORM_RATE_LIMIT },
      schema: {
        operationId: 'subscribeToNewsletter',
        tags: [TAG.storefront],
        summary: 'Subscribe to the newsletter and get the 20% first-order code',
        body: newsletterBody,
        response: { 200: envelope(newsletterAnswer) },
      },
    },
    async (request) => {
      let answer;
      try {
        answer = await subscribeToNewsletter(app.store, request.body.email);
      } catch (error) {
        if (!(error instanceof NewsletterRaceError)) throw error;
        answer = await subscribeToNewsletter(app.store, request.body.email);
      }
      return ok(
        answer,
        answer.alreadySubscribed
          ? `You're already subscribed. Your code for ${answer.percentOff}% off your first order is ${answer.discountCode}.`
          : `Welcome! Use ${answer.discountCode} for ${answer.percentOff}% off your first order.`,
      );
    },
  );

  app.post(
    '/general/products/:id/views',
    {
      config: { auth: 'public', rateLimit: { max: 120, timeWindow: '1 minute' } },
      schema: {
        operationId: 'recordProductView',
        tags: [TAG.catalogue],
        summary: 'Count a product page view (feeds the popular list)',
        params: idParam,
        response: { 202: envelope(z.null()) },
      },
    },
    async (request, reply) => {
      views.record(request.params.id);
      return reply.code(202).send(ok(null, 'Noted'));
    },
  );
}
