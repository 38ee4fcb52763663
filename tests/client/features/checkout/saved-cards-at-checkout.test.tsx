import '../../support/dom-stubs';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import toast from 'react-hot-toast';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { savedPaymentMethod } from '../../../../src/contracts/payment-methods';
import { useCheckoutStore } from '../../../../src/features/checkout/stores/checkout-store';
import { useCartStore } from '../../../../src/lib/stores/cart-store';
import { useCurrencyStore } from '../../../../src/lib/stores/currency-store';
import { fail, mockApi, ok, type ApiMock } from '../../support/api-mock';
import { following } from '../../support/contract';
import { answerCheckout, bag, ORDER_ID, payButton, renderCheckout, toPayment, typeCard } from './support/checkout-world';

vi.mock('react-hot-toast', async (importOriginal) => (await import('../../support/toast-spy')).toastSpyModule(importOriginal));

let api: ApiMock;

const nextYear = new Date().getUTCFullYear() + 1;
const mastercard = following(savedPaymentMethod, {
  id: '33333333-3333-4333-8333-333333333333',
  brand: 'mastercard',
  last4: '4444',
  expMonth: 6,
  expYear: nextYear,
  holderName: 'Ada Lovelace',
  provider: 'local',
  providerRef: 'pm_local_mc4444',
  isDefault: true,
  createdAt: '2026-11-01T10:00:00.000Z',
});
const saveBox = () => screen.getByRole('checkbox', { name: /Save this card for next time/ }) as HTMLInputElement;

beforeEach(() => {
  vi.mocked(toast.success).mockClear();
  vi.mocked(toast.error).mockClear();
  api = mockApi();
  useCheckoutStore.getState().reset();
  useCurrencyStore.setState({ currency: 'GBP', detected: true });
  useCartStore.setState({ items: bag.map((item) => ({ ...item })), isCheckoutOpen: true });
  answerCheckout(api);
  api.on('POST', '/general/payments/local/confirm', ok({ status: 'succeeded' }));
  api.on('GET', `/general/checkout/${ORDER_ID}/status`, ok({ status: 'unfulfilled', paymentStatus: 'paid' }));
});
afterEach(() => {
  api.restore();
});

describe('"Save this card for next time" with the local provider', () => {
  it('saves the card once it has paid: a made-up pm_local_ id, brand, last four, expiry and the billing address’s name, never the number', async () => {
    const added: unknown[] = [];
    api.on('POST', '/user/payment-methods/add', (call) => {
      added.push(call.body);
      return { status: 201, data: { success: true, message: 'Payment method saved', data: { paymentMethod: mastercard } } };
    });
    renderCheckout();
    await toPayment();
    expect(saveBox().checked).toBe(false);
    typeCard('5555 5555 5555 4444', '06 / 31');
    fireEvent.click(saveBox());
    fireEvent.click(payButton());

    expect(await screen.findByRole('heading', { name: 'Order Received!' })).toBeInTheDocument();
    expect(added).toHaveLength(1);
    expect(added[0]).toEqual({
      providerRef: expect.stringMatching(/^pm_local_[0-9a-f]{24}$/),
      brand: 'mastercard',
      last4: '4444',
      expMonth: 6,
      expYear: 2031,
      holderName: 'Ada Greene',
    });
    expect(JSON.stringify(added[0])).not.toMatch(/5555555555554444|cvc/i);
    expect(toast.success).toHaveBeenCalledWith('Card saved for next time', expect.anything());
    // Saved only after the provider said yes.
    const order = api.calls.map((call) => call.url).filter((url) => /local\/confirm|payment-methods\/add/.test(url));
    expect(order).toEqual(['/general/payments/local/confirm', '/user/payment-methods/add']);
  });

  it('saves nothing when it is not ticked, or when the card is declined', async () => {
    api.on('POST', '/user/payment-methods/add', fail(500));
    renderCheckout();
    await toPayment();
    typeCard('4000 0000 0000 0002');
    fireEvent.click(saveBox());
    api.on('POST', '/general/payments/local/confirm', ok({ status: 'failed', error: { message: 'Your card was declined.', code: 'card_declined' } }));
    fireEvent.click(payButton());
    expect(await screen.findByText('Your card was declined.')).toBeInTheDocument();
    expect(api.callsTo('POST', '/user/payment-methods/add')).toHaveLength(0);

    fireEvent.click(saveBox()); // unticked again
    typeCard('4242 4242 4242 4242');
    api.on('POST', '/general/payments/local/confirm', ok({ status: 'succeeded' }));
    fireEvent.click(payButton());
    expect(await screen.findByRole('heading', { name: 'Order Received!' })).toBeInTheDocument();
    expect(api.callsTo('POST', '/user/payment-methods/add')).toHaveLength(0);
  });

  it('a card that cannot be saved leaves the order paid and says so', async () => {
    api.on('POST', '/user/payment-methods/add', fail(409, 'You can save up to 20 payment methods. Delete one to add another.'));
    renderCheckout();
    await toPayment();
    typeCard('4242 4242 4242 4242');
    fireEvent.click(saveBox());
    fireEvent.click(payButton());
    expect(await screen.findByRole('heading', { name: 'Order Received!' })).toBeInTheDocument();
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(
        'Your order is paid, but the card was not saved: You can save up to 20 payment methods. Delete one to add another.',
        expect.anything(),
      ),
    );
    expect(toast.success).not.toHaveBeenCalledWith('Card saved for next time', expect.anything());
  });
});

describe('a saved card at checkout', () => {
  it('is offered and chosen first, pays by its id with no card form, and a new card can still be used', async () => {
    api.on('GET', '/user/payment-methods', ok({ paymentMethods: [mastercard] }));
    renderCheckout();
    await toPayment();
    const payWith = await screen.findByRole('group', { name: 'Pay with' });
    const saved = within(payWith).getByRole('radio', { name: /Mastercard ending 4444/ }) as HTMLInputElement;
    expect(saved.checked).toBe(true);
    expect(screen.queryByLabelText(/^Card number/)).toBeNull();
    expect(screen.queryByRole('checkbox', { name: /Save this card/ })).toBeNull();

    // Choosing a new card brings the form and the choice to save it.
    fireEvent.click(within(payWith).getByRole('radio', { name: /Use a new card/ }));
    expect(screen.getByLabelText(/^Card number/)).toBeInTheDocument();
    expect(saveBox()).toBeInTheDocument();
    fireEvent.click(saved);

    fireEvent.click(payButton());
    expect(await screen.findByRole('heading', { name: 'Order Received!' })).toBeInTheDocument();
    expect(api.callsTo('POST', '/general/payments/local/confirm')[0]!.body).toEqual({
      clientSecret: 'pi_local_1_secret_x',
      paymentMethodId: mastercard.id,
    });
    await waitFor(() => expect(api.callsTo('POST', '/user/payment-methods/add')).toHaveLength(0));
  });
});
