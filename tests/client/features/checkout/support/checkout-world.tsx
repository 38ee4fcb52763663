/**
 * The checkout screen's test world: a signed-in customer's bag, the server's answers for a
 * checkout that goes well (each test overrides what it needs), and rendering the flow at /checkout.
 */
import { fireEvent, screen } from '@testing-library/react';
import { vi } from 'vitest';
import { CheckoutFlow } from '../../../../../src/features/checkout/components/CheckoutFlow';
import type { CartItem } from '../../../../../src/lib/stores/cart-store';
import { ViewerProvider } from '../../../../../src/lib/viewer';
import { fail, ok, type ApiMock, type Reply } from '../../../support/api-mock';
import { makeProduct } from '../../../support/catalogue-fixtures';
import { renderAt } from '../../../support/render';
import { edinburgh, saved } from '../../../support/account-fixtures';

export const ORDER_ID = '0b6c2d4e-1f3a-4b5c-8d7e-9f0a1b2c3d4e';
const line = (id: string, name: string, price: number, quantity: number): CartItem => ({
  id,
  variantId: `${id}-v1`,
  variantName: '30 ml',
  stock: 50,
  name,
  description: '',
  image: '',
  price,
  quantity,
  amount: price * quantity,
});
export const bag = [line('p-serum', 'Rosehip Serum', 2450, 2), line('p-balm', 'Oat Balm', 1800, 1)];
export const home = saved('11111111-1111-4111-8111-111111111111', edinburgh, { isDefaultShipping: true, isDefaultBilling: true });
export const pricing = { subtotal: 6700, shipping: 2000, tax: 570, discount: 0, total: 9270 };
export const localPayment = { clientSecret: 'pi_local_1_secret_x', provider: 'local', amount: 9270, currency: 'GBP' };

/** The signed-in customer of these tests (a new address form starts with their name and email). */
export const shopper = { firstName: 'Grace', lastName: 'Hopper', email: 'grace@verdant.test' };

export function renderCheckout({ customer = true } = {}) {
  const onClose = vi.fn();
  renderAt('/checkout', {
    '/checkout': (
      <ViewerProvider viewer={{ isAdmin: false, isCustomer: customer, customer: customer ? shopper : null }}>
        <CheckoutFlow onClose={onClose} />
      </ViewerProvider>
    ),
  });
  return { onClose };
}

/** The server's products for the bag's lines now: by default as the bag has them, with stock to spare. */
export function answerBagProducts(api: ApiMock, now: Record<string, { price?: number; stock?: number } | 'gone'> = {}) {
  api.on('GET', /^\/general\/products\/[^/]+$/, (call) => {
    const id = decodeURIComponent(call.url.split('/').pop() ?? '');
    const line = bag.find((item) => item.id === id);
    const change = now[id];
    if (!line || change === 'gone') return fail(404, 'Product not found');
    return ok({ product: makeProduct({ id, name: line.name, price: change?.price ?? line.price, stock: change?.stock ?? 50 }) });
  });
}

export function answerCheckout(api: ApiMock, { defaults = ok({ shipping: home, billing: home }) as Reply, payment = localPayment } = {}) {
  answerBagProducts(api);
  api.on('GET', '/user/addresses/default', defaults);
  api.on('GET', '/user/payment-methods', ok({ paymentMethods: [] }));
  api.on('POST', '/general/checkout/validate', ok({ pricing, appliedDiscount: null }));
  api.on('POST', '/general/checkout/create-order', {
    status: 201,
    data: { success: true, message: 'Order created', data: { orderId: ORDER_ID, orderNumber: 1042, pricing, reservedUntil: '2026-11-20T12:30:00.000Z' } },
  });
  api.on('POST', `/general/checkout/${ORDER_ID}/payment`, ok(payment));
  api.on('GET', `/general/checkout/${ORDER_ID}/status`, ok({ status: 'pending', paymentStatus: 'pending' }));
}

export const continueButton = () => screen.getByRole('button', { name: /Continue to Payment/ }) as HTMLButtonElement;
export const payButton = () => screen.getByRole('button', { name: /Pay £92\.70/ }) as HTMLButtonElement;

/** From review (with the default addresses) to the payment step. */
export async function toPayment() {
  await screen.findByText('14 Marchmont Crescent');
  fireEvent.click(continueButton());
  await screen.findByTestId('payment-step');
}

/** Types a card into the local provider's form. */
export function typeCard(number: string, expiry = '12 / 34', cvc = '123') {
  fireEvent.change(screen.getByLabelText(/^Card number/), { target: { value: number } });
  fireEvent.change(screen.getByLabelText(/^Expiry date/), { target: { value: expiry } });
  fireEvent.change(screen.getByLabelText(/^CVC/), { target: { value: cvc } });
}
