/**
 * Payment events as payment-events.ts applies them: the locks taken in one read, the event's record
 * sent with every write it causes in one statement, and a duplicate rolled back. What could go
 * wrong there: a second delivery writing again, two racing confirms paying twice, a late payment
 * losing its stock retake or refund, the lock order changing (deadlocks), more statements again.
 */
import { randomUUID } from 'node:crypto';
import { and, count, eq, like, type SQL } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { emails, firstOrders, notifications, orders, paymentEvents, payments, products } from '../../server/db/schema';
import { withStatementTally } from '../../server/db/statement-count';
import { mailboxHash } from '../../server/modules/discounts/first-orders';
import { applyPaymentEvent, type EventDeps } from '../../server/modules/checkout/payment-events';
import type { PaymentEvent } from '../../server/modules/payments';
import { registerCustomer } from './support/accounts';
import { useTestApp } from './support/app';
import { checkoutCall, insertDiscount, placeOrder, VISA_OK } from './support/checkout';
import { onPostgres } from './support/database';
import { insertProduct, setStock } from './support/fixtures';

const t = useTestApp();
const deps = (): EventDeps => ({ store: t.app.store, publicUrl: t.config.publicUrl, log: t.app.log, metrics: t.app.metrics });

/** An order with its local payment started: the intent events name, and what the confirm's card form needs. */
async function orderWithPayment(options: { stock?: number; quantity?: number; code?: string } = {}) {
  const customer = await registerCustomer(t.app);
  const product = await insertProduct(t.database.db, { price: 2_000, stock: options.stock ?? 10 });
  const order = await placeOrder(t.app, customer.token, [{ productId: product.id, quantity: options.quantity ?? 1 }], options.code);
  const intent = await checkoutCall(t.app, customer.token, `/general/checkout/${order.orderId}/payment`);
  expect(intent.statusCode, intent.body).toBe(200);
  const [payment] = await t.database.db.select().from(payments).where(eq(payments.orderId, order.orderId));
  return { customer, product, order, payment: payment!, clientSecret: intent.json().data.clientSecret as string };
}

function eventFor(payment: { providerPaymentId: string; amount: number }, kind: 'payment_succeeded' | 'payment_failed', id = `evt_${randomUUID()}`): PaymentEvent {
  return {
    id,
    kind,
    type: kind === 'payment_succeeded' ? 'payment_intent.succeeded' : 'payment_intent.payment_failed',
    paymentIntentId: payment.providerPaymentId,
    amount: payment.amount,
    currency: 'GBP',
    failureMessage: kind === 'payment_failed' ? 'Your card was declined.' : null,
    payload: { test: true },
  };
}

const orderRow = async (id: string) => (await t.database.db.select().from(orders).where(eq(orders.id, id)))[0]!;
const stockOf = async (id: string) => (await t.database.db.select({ stock: products.stock }).from(products).where(eq(products.id, id)))[0]!.stock;
const howMany = async (table: typeof emails | typeof notifications | typeof paymentEvents, where: SQL | undefined) =>
  (await t.database.db.select({ n: count() }).from(table).where(where))[0]!.n;
const notices = (number: number, kind: 'New order' | 'Payment failed for order') => howMany(notifications, like(notifications.title, `${kind} #${number}`));
const confirmations = (email: string) => howMany(emails, and(eq(emails.to, email), eq(emails.kind, 'order-confirmation')));

async function expireReservation(orderId: string) {
  await t.database.db.update(orders).set({ reservedUntil: new Date(Date.now() - 1000) }).where(eq(orders.id, orderId));
  t.app.jobs.kick('order-reservations');
  await t.app.jobs.idle();
  expect(await orderRow(orderId)).toMatchObject({ status: 'cancelled', paymentStatus: 'pending' });
}

describe('a payment event', () => {
  it('pays in four statements of its own: BEGIN, the locking read, the writes, COMMIT; with the order’s every effect', async () => {
    const code = await insertDiscount(t.database.db, { usageLimit: 5 });
    const { customer, product, order, payment } = await orderWithPayment({ quantity: 2, code: code.code });
    const tally = { count: 0 };
    expect(await withStatementTally(tally, () => applyPaymentEvent(deps(), 'local', eventFor(payment, 'payment_succeeded')))).toBe('paid');
    expect(tally.count).toBe(4);

    expect(await orderRow(order.orderId)).toMatchObject({ status: 'unfulfilled', paymentStatus: 'paid', reservedUntil: null, pendingOperation: null });
    expect((await orderRow(order.orderId)).paidAt).toBeInstanceOf(Date);
    const [paid] = await t.database.db.select().from(payments).where(eq(payments.id, payment.id));
    expect(paid).toMatchObject({ status: 'succeeded', lastError: null });
    expect(await howMany(paymentEvents, eq(paymentEvents.paymentId, payment.id))).toBe(1);
    expect(await t.database.db.select().from(firstOrders).where(eq(firstOrders.mailboxHash, mailboxHash(customer.email)))).toHaveLength(1);
    expect(await notices(order.orderNumber, 'New order')).toBe(1);
    // The email is written from the order as paid (its totals read "Total paid") with the lines read under the lock.
    const [mail] = await t.database.db.select().from(emails).where(and(eq(emails.to, customer.email), eq(emails.kind, 'order-confirmation')));
    expect(mail!.subject).toBe(`Your Verdant order #${order.orderNumber} is confirmed`);
    expect(mail!.text).toMatch(/Total paid/);
    expect(mail!.text).toContain(`${product.name}, ${product.size} × 2`);
    expect(mail!.text).toContain(`Discount (${code.code})`);
  });

  it('delivered again changes nothing: a success, a failure, and an event for an intent the shop did not make', async () => {
    const { customer, order, payment } = await orderWithPayment();
    const failure = eventFor(payment, 'payment_failed');
    expect(await applyPaymentEvent(deps(), 'local', failure)).toBe('failed');
    const tally = { count: 0 };
    expect(await withStatementTally(tally, () => applyPaymentEvent(deps(), 'local', failure))).toBe('duplicate');
    // BEGIN, the lock, the writes, and ROLLBACK instead of COMMIT.
    expect(tally.count).toBe(4);
    expect(await notices(order.orderNumber, 'Payment failed for order')).toBe(1);

    const success = eventFor(payment, 'payment_succeeded');
    expect(await applyPaymentEvent(deps(), 'local', success)).toBe('paid');
    const paidAt = (await orderRow(order.orderId)).paidAt;
    expect(await applyPaymentEvent(deps(), 'local', success)).toBe('duplicate');
    expect(await applyPaymentEvent(deps(), 'local', failure)).toBe('duplicate');
    // Another event of the same success: recorded, linked to its payment, and nothing else.
    expect(await applyPaymentEvent(deps(), 'local', eventFor(payment, 'payment_succeeded'))).toBe('duplicate');
    expect(await howMany(paymentEvents, eq(paymentEvents.paymentId, payment.id))).toBe(3);
    expect(await howMany(paymentEvents, eq(paymentEvents.eventId, success.id))).toBe(1);
    expect((await orderRow(order.orderId)).paidAt).toEqual(paidAt);
    expect(await confirmations(customer.email)).toBe(1);
    expect(await notices(order.orderNumber, 'New order')).toBe(1);
    expect(await notices(order.orderNumber, 'Payment failed for order')).toBe(1);

    const stranger = { ...eventFor({ providerPaymentId: `pi_local_${randomUUID()}`, amount: 100 }, 'payment_succeeded') };
    expect(await applyPaymentEvent(deps(), 'local', stranger)).toBe('unknown-payment');
    expect(await applyPaymentEvent(deps(), 'local', stranger)).toBe('duplicate');
    const [kept] = await t.database.db.select().from(paymentEvents).where(eq(paymentEvents.eventId, stranger.id));
    expect(kept).toMatchObject({ provider: 'local', paymentId: null });
  });

  it('one failure delivered 8 times at once is one failure, one notification', async () => {
    const { order, payment } = await orderWithPayment();
    const failure = eventFor(payment, 'payment_failed');
    const outcomes = await Promise.all(Array.from({ length: 8 }, () => applyPaymentEvent(deps(), 'local', failure)));
    expect(outcomes.sort()).toEqual(['duplicate', 'duplicate', 'duplicate', 'duplicate', 'duplicate', 'duplicate', 'duplicate', 'failed']);
    expect(await notices(order.orderNumber, 'Payment failed for order')).toBe(1);
    expect(await howMany(paymentEvents, eq(paymentEvents.eventId, failure.id))).toBe(1);
  });

  it('two confirms of one payment at once pay once: one email, one notification, the stock taken once', async () => {
    const { customer, product, order, clientSecret } = await orderWithPayment({ stock: 5, quantity: 2 });
    const card = { clientSecret, cardNumber: VISA_OK, expMonth: 12, expYear: new Date().getUTCFullYear() + 2, cvc: '123' };
    const answers = await Promise.all([0, 1].map(() => checkoutCall(t.app, customer.token, '/general/payments/local/confirm', card)));
    expect(answers.map((a) => [a.statusCode, a.json().data.status])).toEqual([
      [200, 'succeeded'],
      [200, 'succeeded'],
    ]);
    expect(await orderRow(order.orderId)).toMatchObject({ status: 'unfulfilled', paymentStatus: 'paid' });
    expect(await stockOf(product.id)).toBe(3);
    expect(await confirmations(customer.email)).toBe(1);
    expect(await notices(order.orderNumber, 'New order')).toBe(1);
  });

  it('successes and failures of one order racing never deadlock, and pay it once', async () => {
    const { customer, order, payment } = await orderWithPayment();
    const events = Array.from({ length: 12 }, (_, i) => eventFor(payment, i % 3 === 0 ? 'payment_succeeded' : 'payment_failed'));
    const outcomes = await Promise.all(events.map((event) => applyPaymentEvent(deps(), 'local', event)));
    expect(outcomes.filter((o) => o === 'paid')).toHaveLength(1);
    expect(outcomes.every((o) => ['paid', 'failed', 'ignored', 'duplicate'].includes(o))).toBe(true);
    expect(await orderRow(order.orderId)).toMatchObject({ status: 'unfulfilled', paymentStatus: 'paid' });
    expect(await confirmations(customer.email)).toBe(1);
    expect(await howMany(paymentEvents, eq(paymentEvents.paymentId, payment.id))).toBe(12);
  });
});

describe('a payment after the reservation ran out', () => {
  it('takes the stock again when it is still there, and the order is paid', async () => {
    const { customer, product, order, payment } = await orderWithPayment({ stock: 4, quantity: 3 });
    await expireReservation(order.orderId);
    expect(await stockOf(product.id)).toBe(4);
    expect(await applyPaymentEvent(deps(), 'local', eventFor(payment, 'payment_succeeded'))).toBe('paid');
    expect(await stockOf(product.id)).toBe(1);
    expect(await orderRow(order.orderId)).toMatchObject({ status: 'unfulfilled', paymentStatus: 'paid', stockReleasedAt: null, cancelledAt: null });
    expect(await confirmations(customer.email)).toBe(1);
  });

  it('is owed a refund when the stock has gone: the order keeps nothing, the shopper is told, a second delivery changes nothing', async () => {
    const { customer, product, order, payment } = await orderWithPayment({ stock: 4, quantity: 3 });
    await expireReservation(order.orderId);
    await setStock(t.database.db, product.id, 1);
    const late = eventFor(payment, 'payment_succeeded');
    expect(await applyPaymentEvent(deps(), 'local', late)).toBe('refund-owed');
    expect(await applyPaymentEvent(deps(), 'local', late)).toBe('duplicate');
    expect(await stockOf(product.id)).toBe(1);
    const row = await orderRow(order.orderId);
    expect(row).toMatchObject({ status: 'cancelled', paymentStatus: expect.stringMatching(/^(paid|refunded)$/) });
    expect(row.paidAt).toBeInstanceOf(Date);
    const told = await t.database.db.select().from(emails).where(and(eq(emails.to, customer.email), eq(emails.kind, 'order-refunded')));
    expect(told.filter((mail) => mail.subject === `Your Verdant order #${order.orderNumber}: payment refunded`)).toHaveLength(1);
    // The paid-too-late email lists each line with its size, as the confirmation would have (decision 0249).
    expect(told[0]!.text).toContain(`${product.name}, ${product.size} × 3`);
    expect(told[0]!.html).toContain(`${product.name}, ${product.size}`);
    expect(await confirmations(customer.email)).toBe(0);
  });

  it('takes none of the stock when one of its products has gone: the units still there stay on the shelf', async () => {
    const customer = await registerCustomer(t.app);
    const [kept, gone] = [await insertProduct(t.database.db, { stock: 5 }), await insertProduct(t.database.db, { stock: 5 })];
    const order = await placeOrder(t.app, customer.token, [
      { productId: kept.id, quantity: 1 },
      { productId: gone.id, quantity: 2 },
    ]);
    await checkoutCall(t.app, customer.token, `/general/checkout/${order.orderId}/payment`);
    const [payment] = await t.database.db.select().from(payments).where(eq(payments.orderId, order.orderId));
    await expireReservation(order.orderId);
    await setStock(t.database.db, gone.id, 1);
    expect(await applyPaymentEvent(deps(), 'local', eventFor(payment!, 'payment_succeeded'))).toBe('refund-owed');
    expect([await stockOf(kept.id), await stockOf(gone.id)]).toEqual([5, 1]);
  });
});

describe.runIf(onPostgres)('the lock order on PostgreSQL', () => {
  it('holds the order while it waits for the payment, as every writer takes them: order, then payment', async () => {
    const { order, payment } = await orderWithPayment();
    const [holder, prober] = [new pg.Client({ connectionString: t.database.url }), new pg.Client({ connectionString: t.database.url })];
    await Promise.all([holder.connect(), prober.connect()]);
    try {
      await holder.query('begin');
      await holder.query('select 1 from payments where id = $1 for update', [payment.id]);
      const applying = applyPaymentEvent(deps(), 'local', eventFor(payment, 'payment_failed'));
      // Once the event waits on the payment, the order is already its: another locker is refused.
      const orderTaken = async () => {
        for (let attempt = 0; attempt < 100; attempt++) {
          const refused = await prober.query('select 1 from orders where id = $1 for update nowait', [order.orderId]).then(
            () => false,
            (error: { code?: string }) => error.code === '55P03',
          );
          if (refused) return true;
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
        return false;
      };
      expect(await orderTaken()).toBe(true);
      await holder.query('commit');
      expect(await applying).toBe('failed');
    } finally {
      await holder.end();
      await prober.end();
    }
  });
});
