import '../../support/dom-stubs';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { StripeConstructor } from '@stripe/stripe-js';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCheckoutStore } from '../../../../src/features/checkout/stores/checkout-store';
import {
  loadStripeScript,
  STRIPE_JS_URL,
  STRIPE_SCRIPT_MESSAGES,
  versionWarning,
} from '../../../../src/features/checkout/payment/stripe-script';
import { useCartStore } from '../../../../src/lib/stores/cart-store';
import { useCurrencyStore } from '../../../../src/lib/stores/currency-store';
import { mockApi, ok, type ApiMock } from '../../support/api-mock';
import { answerCheckout, bag, ORDER_ID, payButton, renderCheckout, toPayment } from './support/checkout-world';

/** What the tests can see of the card element Stripe.js would draw. */
interface StubCard {
  options: unknown;
  mountedIn: HTMLElement | null;
  destroyed: boolean;
}

/** A stand-in for window.Stripe: no network here, so Stripe.js itself never loads in tests. */
function stubStripe(version: unknown, confirm: (...args: unknown[]) => Promise<unknown>) {
  const cards: StubCard[] = [];
  const confirmCardPayment = vi.fn(confirm);
  const constructor = Object.assign(
    vi.fn(() => ({
      elements: () => ({
        create: (_type: string, options: unknown) => {
          const card: StubCard = { options, mountedIn: null, destroyed: false };
          cards.push(card);
          return {
            mount: (element: HTMLElement) => (card.mountedIn = element),
            on: () => undefined,
            destroy: () => (card.destroyed = true),
          };
        },
      }),
      confirmCardPayment,
    })),
    { version },
  );
  window.Stripe = constructor as unknown as StripeConstructor;
  return { constructor, cards, confirmCardPayment };
}

const stripeScripts = () => [...document.head.querySelectorAll('script')].filter((script) => script.src === STRIPE_JS_URL);

let api: ApiMock;

beforeEach(() => {
  api = mockApi();
  useCheckoutStore.getState().reset();
  useCurrencyStore.setState({ currency: 'GBP', detected: true });
  useCartStore.setState({ items: bag.map((item) => ({ ...item })) });
});
afterEach(() => {
  api.restore();
  delete window.Stripe;
  stripeScripts().forEach((script) => script.remove());
  vi.restoreAllMocks();
});

describe("Stripe's browser script (docs/product/checkout.md#payment-provider-script)", () => {
  it("is requested at the 'basil' release from Stripe's host, once", async () => {
    const first = loadStripeScript();
    const second = loadStripeScript();
    expect(STRIPE_JS_URL).toBe('https://js.stripe.com/basil/stripe.js');
    expect(stripeScripts()).toHaveLength(1);
    expect(second).toBe(first);
    const stripe = stubStripe('basil', async () => ({}));
    stripeScripts()[0]!.dispatchEvent(new Event('load'));
    await expect(first).resolves.toBe(stripe.constructor);
  });

  it('says so clearly when the script cannot load, and may be tried again', async () => {
    const loading = loadStripeScript();
    stripeScripts()[0]!.dispatchEvent(new Event('error'));
    await expect(loading).rejects.toThrow(STRIPE_SCRIPT_MESSAGES.loadFailed);
    expect(stripeScripts()).toHaveLength(0);
    const again = loadStripeScript();
    expect(stripeScripts()).toHaveLength(1);
    stripeScripts()[0]!.dispatchEvent(new Event('error'));
    await expect(again).rejects.toThrow(STRIPE_SCRIPT_MESSAGES.loadFailed);
  });

  it('says so clearly when the script loads without its Stripe object', async () => {
    const loading = loadStripeScript();
    stripeScripts()[0]!.dispatchEvent(new Event('load'));
    await expect(loading).rejects.toThrow(STRIPE_SCRIPT_MESSAGES.unavailable);
  });
});

describe('paying through Stripe', () => {
  const stripePayment = { clientSecret: 'pi_123_secret_abc', provider: 'stripe', amount: 9270, currency: 'GBP' };

  function answerStripe() {
    answerCheckout(api, { payment: stripePayment });
    api.on('GET', '/general/config', ok({ geo: { reverseUrl: '' }, payments: { provider: 'stripe', publishableKey: 'pk_test_verdant' } }));
  }

  it("mounts Stripe's card element with the postal code hidden and confirms with the order's client secret", async () => {
    answerStripe();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const stripe = stubStripe('basil', async () => ({ paymentIntent: { status: 'succeeded' } }));
    renderCheckout();
    await toPayment();
    await waitFor(() => expect(stripe.cards[0]?.mountedIn).toBe(screen.getByTestId('stripe-card-element')));
    expect(stripe.constructor).toHaveBeenCalledWith('pk_test_verdant');
    expect(stripe.cards[0]!.options).toMatchObject({ hidePostalCode: true });
    expect(warn).not.toHaveBeenCalled();
    expect(screen.queryByTestId('local-card-form')).toBeNull();

    api.on('GET', `/general/checkout/${ORDER_ID}/status`, ok({ status: 'unfulfilled', paymentStatus: 'paid' }));
    await waitFor(() => expect(payButton().disabled).toBe(false));
    fireEvent.click(payButton());
    fireEvent.click(payButton());
    expect(await screen.findByRole('heading', { name: 'Order Received!' })).toBeInTheDocument();
    expect(stripe.confirmCardPayment).toHaveBeenCalledTimes(1);
    expect(stripe.confirmCardPayment.mock.calls[0]![0]).toBe('pi_123_secret_abc');
    expect(stripe.confirmCardPayment.mock.calls[0]![1]).toEqual({ payment_method: { card: expect.anything() } });
  });

  it('keeps a new card the shopper asks to save: Stripe attaches it while paying, then it is saved by its id alone', async () => {
    answerStripe();
    const stripe = stubStripe('basil', async () => ({ paymentIntent: { status: 'succeeded', payment_method: 'pm_1PaidWith' } }));
    api.on('POST', '/user/payment-methods/add', { status: 201, data: { success: true, message: 'Payment method saved', data: { paymentMethod: {} } } });
    api.on('GET', `/general/checkout/${ORDER_ID}/status`, ok({ status: 'unfulfilled', paymentStatus: 'paid' }));
    renderCheckout();
    await toPayment();
    await waitFor(() => expect(payButton().disabled).toBe(false));
    fireEvent.click(screen.getByRole('checkbox', { name: /Save this card for next time/ }));
    fireEvent.click(payButton());

    expect(await screen.findByRole('heading', { name: 'Order Received!' })).toBeInTheDocument();
    expect(stripe.confirmCardPayment.mock.calls[0]![1]).toEqual({ payment_method: { card: expect.anything() }, setup_future_usage: 'off_session' });
    expect(api.callsTo('POST', '/user/payment-methods/add').map((call) => call.body)).toEqual([{ providerRef: 'pm_1PaidWith', holderName: 'Ada Greene' }]);
  });

  it("shows Stripe's own message on a decline", async () => {
    answerStripe();
    stubStripe('basil', async () => ({ error: { type: 'card_error', message: 'Your card has insufficient funds.' } }));
    renderCheckout();
    await toPayment();
    await waitFor(() => expect(payButton().disabled).toBe(false));
    fireEvent.click(payButton());
    expect(await screen.findByText('Your card has insufficient funds.')).toBeInTheDocument();
    expect(useCartStore.getState().items).toHaveLength(2);
  });

  it('warns when the loaded Stripe.js is not basil, and still works', async () => {
    answerStripe();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    stubStripe('acacia', async () => ({ paymentIntent: { status: 'succeeded' } }));
    renderCheckout();
    await toPayment();
    await waitFor(() => expect(payButton().disabled).toBe(false));
    expect(warn).toHaveBeenCalledWith(versionWarning('acacia'));
  });

  it('shows a clear error and no working pay button when Stripe.js cannot load', async () => {
    answerStripe();
    renderCheckout();
    await toPayment();
    await waitFor(() => expect(stripeScripts()).toHaveLength(1));
    await act(async () => stripeScripts()[0]!.dispatchEvent(new Event('error')));
    expect(await screen.findByText(STRIPE_SCRIPT_MESSAGES.loadFailed)).toBeInTheDocument();
    expect(payButton().disabled).toBe(true);
  });
});
