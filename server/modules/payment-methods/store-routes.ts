/** /user/payment-methods: list, add, update, delete, and a Stripe SetupIntent (customer token). */
import { z } from 'zod';
import { envelope, idParam } from '#contracts/envelope';
import {
  onePaymentMethod,
  paymentMethodAddBody,
  paymentMethodList,
  paymentMethodUpdateBody,
  setupIntentAnswer,
} from '#contracts/payment-methods';
import type { App } from '../../app-types';
import { notFound } from '../../lib/http-errors';
import { TAG } from '../../lib/openapi';
import { ok } from '../../lib/reply';
import { customerIdOf } from '../../plugins/auth';
import { loadCustomer } from '../accounts';
import { refuseCardData } from './card-data-guard';
import { addPaymentMethod, deletePaymentMethod, listPaymentMethods, updatePaymentMethod } from './payment-method-service';
import { route, routesOf } from '../../lib/routes';

export async function storePaymentMethodRoutes(app: App): Promise<void> {
  const cards = app.payments;
  const deps = { db: app.db, cards, log: app.log };
  const tags = [TAG.paymentMethods];

  routesOf(app, [
    route({ method: 'GET', url: '/user/payment-methods', config: { auth: 'customer' },
      schema: { operationId: 'listPaymentMethods', tags, summary: 'Saved cards, the default first', response: { 200: envelope(paymentMethodList) } },
      handler: async (request) => ok({ paymentMethods: await listPaymentMethods(app.db, customerIdOf(request)) }, 'Payment methods fetched'),
    }),
    route({ method: 'POST', url: '/user/payment-methods/add', config: { auth: 'customer', errors: [409] },
      preValidation: refuseCardData,
      schema: {
        operationId: 'addPaymentMethod',
        tags,
        summary: 'Save a card the payment provider already holds (never a card number or CVC)',
        description:
          'providerRef is the provider’s payment-method id: pm_... from Stripe.js, or pm_local_... with the local test provider. ' +
          'A body with a card number or CVC is refused with 400.',
        body: paymentMethodAddBody,
        response: { 201: envelope(onePaymentMethod) },
      },
      handler: async (request, reply) => {
        const saved = await addPaymentMethod(deps, customerIdOf(request), request.body);
        return reply.code(201).send(ok({ paymentMethod: saved }, 'Payment method saved'));
      },
    }),
    route({ method: 'PUT', url: '/user/payment-methods/:id', config: { auth: 'customer', errors: [404] },
      preValidation: refuseCardData,
      schema: { operationId: 'updatePaymentMethod', tags, summary: 'Change expiry, holder name or default (the card itself cannot change)', params: idParam, body: paymentMethodUpdateBody, response: { 200: envelope(onePaymentMethod) } },
      handler: async (request) =>
        ok(
          { paymentMethod: await updatePaymentMethod(app.db, customerIdOf(request), request.params.id, request.body) },
          'Payment method updated',
        ),
    }),
    route({ method: 'DELETE', url: '/user/payment-methods/:id', config: { auth: 'customer', errors: [404] },
      schema: { operationId: 'deletePaymentMethod', tags, summary: 'Delete a saved card', params: idParam, response: { 200: envelope(z.null()) } },
      handler: async (request) => {
        await deletePaymentMethod(deps, customerIdOf(request), request.params.id);
        return ok(null, 'Payment method deleted');
      },
    }),
    route({ method: 'POST', url: '/user/payment-methods/setup-intent', config: { auth: 'customer', errors: [404] },
      schema: {
        operationId: 'createCardSetupIntent',
        tags,
        summary: 'A Stripe SetupIntent client secret for collecting a card to save (Stripe only)',
        description: 'Answers 404 when the shop takes payments with the local test provider.',
        response: { 200: envelope(setupIntentAnswer) },
      },
      handler: async (request) => {
        if (!cards.setupIntent) throw notFound('Saving cards through Stripe is not enabled on this shop');
        const { customer } = await loadCustomer(app.db, customerIdOf(request));
        const clientSecret = await cards.setupIntent({
          id: customer.id,
          email: customer.email,
          name: `${customer.firstName} ${customer.lastName}`,
        });
        return ok({ clientSecret }, 'Setup intent created');
      },
    }),
  ]);
}
