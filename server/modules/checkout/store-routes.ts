/**
 * The checkout API (docs/product/checkout.md#checkout-calls, general API): validate the bag, create the order, start the
 * payment, follow its status; the payment provider's webhook; the local test provider's card form.
 */
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { CheckoutLine } from '#contracts/checkout';
import {
  checkoutBody,
  createdOrder,
  createOrderBody,
  localConfirmAnswer,
  localConfirmBody,
  orderIdParam,
  orderStatusAnswer,
  paymentAnswer,
  validationResult,
} from '#contracts/checkout';
import { envelope } from '#contracts/envelope';
import type { App } from '../../app-types';
import { forbidden } from '../../lib/http-errors';
import { TAG } from '../../lib/openapi';
import { ok } from '../../lib/reply';
import { customerIdOf } from '../../plugins/auth';
import { createThrottle } from '../accounts';
import { pricingRulesOf } from '../settings';
import { checkingCode } from './code-checks';
import { isShortOfStock, OutOfStock, type PricedBag, priceBag } from './bag';
import type { CheckoutOutcome } from './created-order';
import { heldUnitsOf, reusableOrderOf } from './reusable-order';
import { buyerOf } from '../discounts';
import { confirmLocalPayment, orderStatus } from './confirm-payment';
import { createOrder } from './create-order';
import { startPayment } from './payment-intents';
import { SoldOutMemory } from './sold-out';
import { webhookRoutes } from './webhook-routes';
import { reportRefusals } from './failure-report';
import { idempotencyKeyOf } from '../../lib/idempotency-key';
import { clientNetworkOf } from '../../lib/client-address';
import { route, routesOf } from '../../lib/routes';

/** What create-order says it did (created-order.ts's outcomes). */
const CREATED_MESSAGES: Record<CheckoutOutcome, (number: number) => string> = {
  placed: () => 'Your order has been placed',
  replayed: () => 'This order was already placed',
  reused: (number) => `Your order #${number} is waiting for payment`,
  revised: (number) => `Your order #${number} has been updated`,
};

export async function storeCheckoutRoutes(app: App): Promise<void> {
  const tags = [TAG.checkout];
  const deps = { store: app.store, payments: app.payments, publicUrl: app.config.publicUrl, log: app.log, metrics: app.metrics };
  const codeGuesses = createThrottle(app);
  // A drop's later buyers hear "sold out" before they queue (decision 0233).
  const soldOut = new SoldOutMemory(app.catalogueCache);
  // Pre-handlers run after the body schema, so the bag is a checked one here. A size the shopper's
  // own unpaid order holds is theirs to keep, sold out or not: the database judges that bag.
  const refuseKnownSoldOut = async (request: FastifyRequest) => {
    try {
      soldOut.refuseKnown((request.body as { items: CheckoutLine[] }).items);
    } catch (refusal) {
      const reusable = refusal instanceof OutOfStock && request.customerId ? await reusableOrderOf(app.db, request.customerId) : null;
      if (!reusable || !heldUnitsOf(reusable).has((refusal as OutOfStock).variantId)) throw refusal;
    }
  };

  routesOf(app, [
    route({ method: 'POST', url: '/general/checkout/validate', config: { auth: 'public', optionalAuth: 'customer', errors: [404, 409, 422, 429] },
      schema: {
        operationId: 'validateCheckout',
        tags,
        summary: 'Price a bag: subtotal, shipping, tax, discount and total from the server’s prices',
        description:
          'Signed out, the rules of a code that depend on the buyer (first order, once per customer, issued to one email) are checked when the order is created. Prices sent by the client are ignored. Refused discount codes are counted per address with create-order’s: past the allowance, 429.',
        body: checkoutBody,
        response: { 200: envelope(validationResult) },
      },
      preHandler: refuseKnownSoldOut,
      onError: reportRefusals(app.metrics, 'validate'),
      handler: async (request) => {
        // Who buys matters to a code's rules (first order, once per customer): no code, no read. A
        // signed-in shopper's unpaid order is what create-order would revise: its stock and its code
        // count as theirs (reusable-order.ts). It can only change the answer when there is a code or
        // the shelf alone is short, so it is read then, not for every bag.
        const { customerId } = request;
        const { discountCode } = request.body;
        const rules = pricingRulesOf(await app.shopSettings.read());
        const buyer = customerId && discountCode ? await buyerOf(app.db, customerId) : null;
        const priced = async (): Promise<PricedBag> => {
          const reusable = customerId ? await reusableOrderOf(app.db, customerId) : null;
          const revising = reusable && { id: reusable.order.id, discountId: reusable.order.discountId };
          return priceBag(app.db, request.body, buyer && { ...buyer, revising }, rules, heldUnitsOf(reusable));
        };
        const bag = await soldOut.watch(request.body.items, () =>
          checkingCode(codeGuesses, request.ip, discountCode, () =>
            customerId && !discountCode ? priceBag(app.db, request.body, null, rules).catch((short: unknown) => (isShortOfStock(short) ? priced() : Promise.reject(short))) : priced(),
          ),
        );
        return ok({ pricing: bag.pricing, appliedDiscount: bag.appliedDiscount }, bag.appliedDiscount ? `Discount code ${bag.appliedDiscount.code} applied` : 'Your bag is ready for checkout');
      },
    }),
    route({ method: 'POST', url: '/general/checkout/create-order', config: { auth: 'customer', errors: [403, 404, 409, 422, 429], checkoutLine: true },
      schema: {
        operationId: 'createOrder',
        tags,
        summary: 'Place a pending order that holds its stock and code until paid or its reservation runs out',
        description:
          'The customer is the token’s (a different customerId is refused with 403). An Idempotency-Key header makes a retried call answer the order the first call made (200 instead of 201). A customer with an unpaid order that still holds its items, with no payment or operation under way, gets that order back (200), revised to this bag when it changed: same id and number, its stock, code and totals changed in one go (docs/decisions/0255-abandoned-checkouts.md). 409 also when the unpaid orders of the client’s network (its IPv4 address or IPv6 /64) would hold the last units of more than 2 sizes, or more than their share of a size (docs/decisions/0254-holds-per-client-address.md).',
        headers: z.object({ 'idempotency-key': z.string().optional() }),
        body: createOrderBody,
        response: { 201: envelope(createdOrder), 200: envelope(createdOrder) },
      },
      preHandler: refuseKnownSoldOut,
      onError: reportRefusals(app.metrics, 'create_order'),
      handler: async (request, reply) => {
        const customerId = customerIdOf(request);
        if (request.body.customerId && request.body.customerId !== customerId)
          throw forbidden('You can only place orders for your own account');
        const idempotencyKey = idempotencyKeyOf(request.headers['idempotency-key']);
        const { order, outcome } = await soldOut.watch(request.body.items, () =>
          checkingCode(codeGuesses, request.ip, request.body.discountCode, () =>
            createOrder({ store: app.store, settings: app.shopSettings, payments: app.payments }, customerId, request.body, idempotencyKey, clientNetworkOf(request.ip)),
          ),
        );
        return reply.code(outcome === 'placed' ? 201 : 200).send(ok(order, CREATED_MESSAGES[outcome](order.orderNumber)));
      },
    }),
    route({ method: 'POST', url: '/general/checkout/:orderId/payment', config: { auth: 'customer', errors: [404, 409], checkoutLine: true },
      schema: {
        operationId: 'startOrderPayment',
        tags,
        summary: 'The client secret of the order’s one payment intent, for its total in GBP pence',
        description: 'A second call answers the same intent. 409 once the order is paid or its reservation has run out.',
        params: orderIdParam,
        response: { 200: envelope(paymentAnswer) },
      },
      handler: async (request) => ok(await startPayment(deps, customerIdOf(request), request.params.orderId), 'Payment ready'),
    }),
    route({ method: 'GET', url: '/general/checkout/:orderId/status', config: { auth: 'customer', errors: [404] },
      schema: { operationId: 'getOrderPaymentStatus', tags, summary: 'The order’s status and payment status (polled while paying)', params: orderIdParam, response: { 200: envelope(orderStatusAnswer) } },
      handler: async (request) => ok(await orderStatus(deps, customerIdOf(request), request.params.orderId), 'Order status fetched'),
    }),
    route({ method: 'POST', url: '/general/payments/local/confirm', config: { auth: 'customer', errors: [404, 409], checkoutLine: true },
      schema: {
        operationId: 'confirmLocalPayment',
        tags: [TAG.payments],
        summary: 'Pay with the local test provider: Stripe’s test cards, or a saved card',
        description:
          '4242 4242 4242 4242 succeeds; 4000 0000 0000 0002 is declined; 4000 0000 0000 9995 has insufficient funds. A refusal answers 200 with status failed and the card’s message. 404 when the shop takes payments through Stripe.',
        body: localConfirmBody,
        response: { 200: envelope(localConfirmAnswer) },
      },
      handler: async (request) => {
        const answer = await confirmLocalPayment({ ...deps, log: request.log }, customerIdOf(request), request.body);
        return ok(answer, answer.status === 'succeeded' ? 'Payment succeeded' : (answer.error?.message ?? 'Payment not completed'));
      },
    }),
  ]);

  await app.register(webhookRoutes, { deps });
}
