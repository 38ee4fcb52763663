/**
 * Helpers for the checkout e2e spec: a brand-new customer (so "first order" codes apply) with a
 * default address and their newsletter WELCOME code, set up through the real API; two products
 * from the seeded catalogue; and the outbox, read as the demo admin.
 */
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type { Product } from '../../src/contracts/product';
import { adminToken, storeSession, uniqueEmail } from './accounts';
import { mailedLink } from './mail-drop';
import { apiProducts } from './storefront';
import { waitForPageReady } from './test';

export interface NewCustomer {
  email: string;
  token: string;
  user: { firstName: string; lastName: string; email: string };
}

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** The new customers' address, in Bristol. */
const addressOf = (email: string) => ({
  firstName: 'Iris',
  lastName: 'Fernleaf',
  email,
  phone: '+44 7700 900321',
  address1: '8 Willow Walk',
  city: 'Bristol',
  postalCode: 'BS1 4DJ',
  country: 'GB',
});

/** Registers a customer and gives them a default address (so review shows it, no form). */
export async function newCustomerWithAddress(request: APIRequestContext, label: string): Promise<NewCustomer> {
  const email = uniqueEmail(label);
  const registered = await request.post('/api/v1/user/register', {
    data: { firstName: 'Iris', lastName: 'Fernleaf', email, password: 'moss-and-fern-2026' },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const { token, user } = (await registered.json()).data as { token: string; user: NewCustomer['user'] };
  const address = await request.post('/api/v1/user/addresses/add', {
    headers: bearer(token),
    data: addressOf(email),
  });
  expect(address.status(), await address.text()).toBe(201);
  return { email, token, user: { firstName: user.firstName, lastName: user.lastName, email: user.email } };
}

/** The newsletter's personal 20% first-order code for `email`. */
/** Signs `email` up for the newsletter and follows the emailed confirmation link (decision 0220): its welcome code. */
export async function welcomeCode(request: APIRequestContext, email: string): Promise<string> {
  const response = await request.post('/api/v1/general/newsletter', { data: { email } });
  expect(response.ok(), await response.text()).toBe(true);
  const link = await mailedLink(email, 'newsletter-confirm', /https?:\/\/[^\s/]+\/newsletter\/confirm\?token=([A-Za-z0-9_%-]+)/);
  const confirmed = await request.post('/api/v1/general/newsletter/confirm', { data: { token: decodeURIComponent(link) } });
  expect(confirmed.ok(), await confirmed.text()).toBe(true);
  return (await confirmed.json()).data.discountCode as string;
}

/** Two different seeded products in one size each (their price is that size's), with stock for two units each. */
export async function twoProducts(request: APIRequestContext): Promise<[Product, Product]> {
  const products = (await apiProducts(request, { limit: 40, sort: 'newest' })).filter((product) => product.variants.length === 1 && product.stock >= 4);
  if (products.length < 2) throw new Error('The seed has too few products with stock for this test');
  return [products[0]!, products[1]!];
}

export async function signIn(page: Page, customer: NewCustomer): Promise<void> {
  await storeSession(page, customer.token, customer.user);
}

/** Opens the product page and adds `quantity` to the bag (the drawer opens). */
export async function addToBag(page: Page, product: Product, quantity: number): Promise<void> {
  await page.goto(`/products/${product.id}`);
  // Also for pages of contexts the specs open themselves, whose goto does not wait.
  await waitForPageReady(page);
  for (let more = 1; more < quantity; more += 1) await page.getByRole('button', { name: 'Increase quantity' }).click();
  await page.getByRole('button', { name: 'Add to bag' }).click();
  await expect(page.getByRole('dialog', { name: /My Bag/ })).toBeVisible();
}

/** From the open My Bag drawer to the checkout view. */
export async function openCheckout(page: Page): Promise<Locator> {
  const bag = page.getByRole('dialog', { name: /My Bag/ });
  await bag.getByRole('button', { name: 'Checkout' }).click();
  const checkout = page.getByRole('dialog', { name: 'Checkout' });
  await expect(checkout).toBeVisible();
  return checkout;
}

/** Types a test card into the local provider's form, valid for three more years. */
export async function typeCard(page: Page, number: string): Promise<void> {
  const form = page.getByTestId('local-card-form');
  await form.getByLabel(/^Card number/).fill(number);
  await form.getByLabel(/^Expiry date/).fill(`12 / ${String(new Date().getUTCFullYear() + 3).slice(-2)}`);
  await form.getByLabel(/^CVC/).fill('123');
}

/** The outbox's emails of one kind to one address (GET /api/v1/admin/emails as the demo admin). */
export async function emailsTo(request: APIRequestContext, to: string, kind: string): Promise<{ subject: string; text: string }[]> {
  const token = await adminToken(request);
  const response = await request.get('/api/v1/admin/emails', { params: { to, kind, limit: 5 }, headers: bearer(token) });
  expect(response.ok()).toBe(true);
  return (await response.json()).data.emails as { subject: string; text: string }[];
}

/** The customer's orders as the account API lists them. */
export async function ordersOf(request: APIRequestContext, token: string): Promise<{ id: string; status: string; paymentStatus: string; total: number }[]> {
  const response = await request.get('/api/v1/user/orders', { headers: bearer(token) });
  expect(response.ok()).toBe(true);
  return (await response.json()).data.orders as { id: string; status: string; paymentStatus: string; total: number }[];
}

/**
 * An order of `quantity` of `product` placed through the API to the customer's own address, paid
 * with the local provider's test card unless `pay` is false (then it stays pending, unpaid).
 */
export async function orderThroughApi(
  request: APIRequestContext,
  customer: NewCustomer,
  product: Product,
  { quantity = 1, pay = true }: { quantity?: number; pay?: boolean } = {},
): Promise<{ id: string; number: number }> {
  const auth = { headers: bearer(customer.token) };
  const address = addressOf(customer.email);
  const placed = await request.post('/api/v1/general/checkout/create-order', {
    ...auth,
    data: { items: [{ productId: product.id, variantId: product.variants[0]?.id, quantity }], shippingAddress: address, billingAddress: address },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const { orderId, orderNumber } = (await placed.json()).data as { orderId: string; orderNumber: number };
  if (pay) {
    const intent = await request.post(`/api/v1/general/checkout/${orderId}/payment`, auth);
    expect(intent.ok(), await intent.text()).toBe(true);
    const confirmed = await request.post('/api/v1/general/payments/local/confirm', {
      ...auth,
      data: { clientSecret: (await intent.json()).data.clientSecret, cardNumber: '4242 4242 4242 4242', expMonth: 12, expYear: new Date().getUTCFullYear() + 2, cvc: '123' },
    });
    expect(confirmed.ok(), await confirmed.text()).toBe(true);
    expect((await confirmed.json()).data.status).toBe('succeeded');
  }
  return { id: orderId, number: orderNumber };
}
