/** Checkout from a test: bodies, discount codes, placing and paying for orders through the API. */
import { createHash, randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { App } from '../../../server/app-types';
import type { Db } from '../../../server/db/client';
import { discounts } from '../../../server/db/schema';
import { bearer, TEST_ADDRESS } from './accounts';

export const VISA_OK = '4242 4242 4242 4242';
export const VISA_DECLINED = '4000 0000 0000 0002';
export const VISA_NO_FUNDS = '4000 0000 0000 9995';

/** A bag's line: `variantId` picks a size, needed when the product has several (docs/decisions/0249-sizes-as-variants.md). */
type BagLine = { productId: string; variantId?: string; quantity: number };

export const bagOf = (lines: ReadonlyArray<BagLine>, discountCode?: string) => ({
  items: lines,
  shippingAddress: TEST_ADDRESS,
  billingAddress: TEST_ADDRESS,
  ...(discountCode === undefined ? {} : { discountCode }),
});

let codeCounter = 0;
export async function insertDiscount(db: Db, overrides: Partial<typeof discounts.$inferInsert> = {}) {
  codeCounter += 1;
  const [row] = await db
    .insert(discounts)
    .values({ code: `TEST${codeCounter}${randomUUID().slice(0, 6).toUpperCase()}`, type: 'percentage', value: 10, ...overrides })
    .returning();
  return row!;
}

/**
 * A signed-in shopper's own address: tests race many shoppers, each on a network of their own as
 * in a real shop, so the caps on one network's unpaid holds (docs/decisions/0254-holds-per-client-address.md)
 * only count a test's shoppers together where it says they share an address.
 */
const addressOf = (token: string) => {
  const hash = createHash('sha256').update(token).digest();
  return `10.${200 + (hash[0]! % 50)}.${hash[1]}.${hash[2]}`;
};

/** `remoteAddress`: the client's address (limits count per address); by default the shopper's own, or 127.0.0.1 for a visitor. */
export const checkoutCall = (app: App, token: string | null, path: string, payload?: object, headers: Record<string, string> = {}, remoteAddress?: string) =>
  app.inject({
    method: 'POST',
    url: `/api/v1${path}`,
    headers: { ...(token ? bearer(token) : {}), ...headers },
    ...(payload ? { payload } : {}),
    ...(remoteAddress ? { remoteAddress } : token ? { remoteAddress: addressOf(token) } : {}),
  });

/** Places an order and answers its id (the call must succeed). */
export async function placeOrder(app: App, token: string, lines: ReadonlyArray<BagLine>, discountCode?: string) {
  const res = await checkoutCall(app, token, '/general/checkout/create-order', bagOf(lines, discountCode));
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { orderId: string; orderNumber: number; pricing: { subtotal: number; shipping: number; tax: number; discount: number; total: number } };
}

/** Starts the payment and pays with a test card on the local provider; answers the confirm's data. */
export async function payWithCard(app: App, token: string, orderId: string, cardNumber = VISA_OK) {
  const intent = await checkoutCall(app, token, `/general/checkout/${orderId}/payment`);
  expect(intent.statusCode, intent.body).toBe(200);
  const res = await checkoutCall(app, token, '/general/payments/local/confirm', {
    clientSecret: intent.json().data.clientSecret,
    cardNumber,
    expMonth: 12,
    expYear: new Date().getUTCFullYear() + 2,
    cvc: '123',
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { status: string; error?: { message: string } };
}
