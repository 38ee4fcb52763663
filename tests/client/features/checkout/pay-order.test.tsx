/**
 * "Pay now" from a pending order's page (docs/decisions/0255-abandoned-checkouts.md): /checkout?order=<id>
 * opens checkout's own Payment step for that order, pays it, and leaves the bag's other lines; an
 * order that can no longer be paid says why, with the way back to it.
 */
import '../../support/dom-stubs';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CheckoutPage } from '../../../../src/features/checkout/pages/CheckoutPage';
import { useCheckoutStore } from '../../../../src/features/checkout/stores/checkout-store';
import { useCartStore } from '../../../../src/lib/stores/cart-store';
import { useCurrencyStore } from '../../../../src/lib/stores/currency-store';
import { ViewerProvider } from '../../../../src/lib/viewer';
import { detail } from '../../support/account-fixtures';
import { fail, mockApi, ok, type ApiMock } from '../../support/api-mock';
import { renderAt, where } from '../../support/render';
import { bag, localPayment, ORDER_ID, shopper, typeCard } from './support/checkout-world';

let api: ApiMock;

const pending = detail({
  id: ORDER_ID,
  number: 1042,
  status: 'pending',
  paymentStatus: 'pending',
  canPay: true,
  reservedUntil: '2026-11-20T12:30:00.000Z',
  subtotal: 6700,
  shipping: 2000,
  tax: 570,
  discount: 0,
  total: 9270,
});

function renderPayOrder() {
  renderAt(`/checkout?order=${ORDER_ID}`, {
    '/checkout': (
      <ViewerProvider viewer={{ isAdmin: false, isCustomer: true, customer: shopper }}>
        <CheckoutPage />
      </ViewerProvider>
    ),
    '/orders/:id': <p>the order page</p>,
  });
}

beforeEach(() => {
  api = mockApi();
  useCheckoutStore.getState().reset();
  useCurrencyStore.setState({ currency: 'GBP', detected: true });
  useCartStore.setState({ items: bag.map((item) => ({ ...item })) });
  api.on('GET', '/user/payment-methods', ok({ paymentMethods: [] }));
  api.on('GET', '/user/addresses/default', ok({ shipping: null, billing: null }));
});
afterEach(() => api.restore());

describe('paying an order from its page', () => {
  it('opens the Payment step for that order, pays it, keeps the bag’s other lines, and goes back to the order', async () => {
    api.on('GET', `/user/orders/${ORDER_ID}`, ok({ order: pending }));
    api.on('POST', `/general/checkout/${ORDER_ID}/payment`, ok(localPayment));
    api.on('GET', `/general/checkout/${ORDER_ID}/status`, ok({ status: 'pending', paymentStatus: 'pending' }));
    renderPayOrder();

    const step = await screen.findByTestId('payment-step');
    expect(step.textContent).toContain('Order #1042');
    expect(screen.getAllByTestId('summary-line')).toHaveLength(pending.lines.length);
    expect(screen.getByTestId('summary-total').textContent).toBe('£92.70');
    expect(screen.getByRole('link', { name: 'Back to order #1042' }).getAttribute('href')).toBe(`/orders/${ORDER_ID}`);
    expect(screen.queryByRole('button', { name: 'Back to Review' })).toBeNull();

    typeCard('4242424242424242');
    api.on('POST', '/general/payments/local/confirm', ok({ status: 'succeeded' }));
    api.on('GET', `/general/checkout/${ORDER_ID}/status`, ok({ status: 'unfulfilled', paymentStatus: 'paid' }));
    fireEvent.click(screen.getByRole('button', { name: /Pay £92\.70/ }));
    expect(await screen.findByRole('heading', { name: 'Order Received!' })).toBeInTheDocument();
    // The order's sizes left the bag (p1/v1 and p2/v2 are not the bag's): the bag's own lines stay.
    expect(useCartStore.getState().items).toHaveLength(bag.length);

    fireEvent.click(screen.getByRole('link', { name: 'View order #1042' }));
    expect(await screen.findByText('the order page')).toBeInTheDocument();
    expect(where()).toBe(`/orders/${ORDER_ID}`);
  });

  it('takes the paid order’s sizes out of the bag', async () => {
    const [serum] = bag;
    const order = detail({ ...pending, lines: [{ ...pending.lines[0]!, productId: serum!.id, variantId: serum!.variantId }] });
    api.on('GET', `/user/orders/${ORDER_ID}`, ok({ order }));
    api.on('POST', `/general/checkout/${ORDER_ID}/payment`, ok(localPayment));
    api.on('GET', `/general/checkout/${ORDER_ID}/status`, ok({ status: 'pending', paymentStatus: 'pending' }));
    renderPayOrder();
    await screen.findByTestId('payment-step');
    typeCard('4242424242424242');
    api.on('POST', '/general/payments/local/confirm', ok({ status: 'succeeded' }));
    api.on('GET', `/general/checkout/${ORDER_ID}/status`, ok({ status: 'unfulfilled', paymentStatus: 'paid' }));
    fireEvent.click(screen.getByRole('button', { name: /Pay £92\.70/ }));
    await screen.findByRole('heading', { name: 'Order Received!' });
    expect(useCartStore.getState().items.map((item) => item.id)).toEqual(bag.slice(1).map((item) => item.id));
  });

  it('says why an order can no longer be paid, with the way back to it', async () => {
    api.on('GET', `/user/orders/${ORDER_ID}`, ok({ order: pending }));
    api.on('POST', `/general/checkout/${ORDER_ID}/payment`, fail(409, 'This order has expired and its items went back on the shelf. Please check out again.'));
    renderPayOrder();
    expect(await screen.findByRole('heading', { name: 'This order has expired and its items went back on the shelf. Please check out again.' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to your order' }).getAttribute('href')).toBe(`/orders/${ORDER_ID}`);
    expect(screen.queryByTestId('payment-step')).toBeNull();
  });
});
