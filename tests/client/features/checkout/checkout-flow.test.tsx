import '../../support/dom-stubs';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCheckoutStore } from '../../../../src/features/checkout/stores/checkout-store';
import { useCartStore } from '../../../../src/lib/stores/cart-store';
import { useCurrencyStore } from '../../../../src/lib/stores/currency-store';
import { fail, mockApi, networkError, ok, type ApiMock, type Reply } from '../../support/api-mock';
import { answerBagProducts, answerCheckout, bag, continueButton, ORDER_ID, payButton, pricing, renderCheckout, shopper, toPayment, typeCard } from './support/checkout-world';

let api: ApiMock;
const render = renderCheckout;
const serverAnswers = (options: Parameters<typeof answerCheckout>[1] = {}) => answerCheckout(api, options);

const text = (testId: string) => screen.getByTestId(testId).textContent;
const progress = () => screen.getByRole('progressbar', { name: 'Checkout progress' }).getAttribute('aria-valuenow');

function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

beforeEach(() => {
  api = mockApi();
  useCheckoutStore.getState().reset();
  useCurrencyStore.setState({ currency: 'GBP', detected: true });
  useCartStore.setState({ items: bag.map((item) => ({ ...item })), isCheckoutOpen: true });
});
afterEach(() => {
  api.restore();
  setOnline(true);
  vi.useRealTimers();
});

describe('Checkout, review step', () => {
  it('shows the default addresses, the progress at 33% and the exact pricing in the summary', async () => {
    serverAnswers();
    render();
    await screen.findByText('14 Marchmont Crescent');
    expect(progress()).toBe('33');
    expect(text('summary-subtotal')).toBe('£67.00');
    expect(text('summary-shipping')).toBe('£20.00');
    expect(text('summary-tax')).toBe('£5.70');
    expect(text('summary-total')).toBe('£92.70');
    expect(text('pay-in-pounds')).toContain('£92.70 in pounds');
    expect(screen.getByTestId('checkout-notes').textContent).toMatch(/30-day return policy.*256-bit SSL.*£1,000 or more/);
    expect(screen.queryByLabelText(/^First name/)).toBeNull(); // no forms: the defaults are used
    expect(continueButton().disabled).toBe(false);
  });

  it('shows prices in the display currency while making clear the card is charged in pounds', async () => {
    serverAnswers();
    useCurrencyStore.setState({ currency: 'EUR', detected: true });
    render();
    await screen.findByText('14 Marchmont Crescent');
    expect(text('summary-total')).toBe('€107.95'); // 9270p × 0.92 / 0.79
    expect(text('pay-in-pounds')).toMatch(/You pay £92\.70 in pounds sterling \(GBP\)\. Prices in euros/);
  });

  it('upper-cases the code as typed, applies it through the server and shows the result in the summary', async () => {
    serverAnswers();
    api.on('POST', '/general/checkout/validate', (call) =>
      (call.body as { discountCode: string | null }).discountCode === 'LEAF10'
        ? ok({ pricing: { ...pricing, discount: 670, total: 8600 }, appliedDiscount: { code: 'LEAF10', type: 'percentage', value: 10 } })
        : fail(422, `Discount code ${(call.body as { discountCode: string }).discountCode} is not valid`),
    );
    render();
    await screen.findByText('14 Marchmont Crescent');
    const input = screen.getByRole('textbox', { name: 'Discount code' }) as HTMLInputElement;
    fireEvent.change(input, { target: { value: 'leaf9' } });
    expect(input.value).toBe('LEAF9');
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect((await screen.findByTestId('discount-message')).textContent).toBe('Discount code LEAF9 is not valid');
    expect(screen.queryByTestId('summary-discount')).toBeNull();

    fireEvent.change(input, { target: { value: 'leaf10' } });
    expect(screen.queryByTestId('discount-message')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect((await screen.findByTestId('discount-applied')).textContent).toContain('LEAF10 applied: 10% off');
    expect(text('summary-discount')).toBe('−£6.70');
    expect(text('summary-total')).toBe('£86.00');
    const sent = api.callsTo('POST', '/general/checkout/validate').at(-1)!.body as Record<string, unknown>;
    expect(sent).toMatchObject({ discountCode: 'LEAF10', items: [{ productId: 'p-serum', variantId: 'p-serum-v1', quantity: 2 }, { productId: 'p-balm', variantId: 'p-balm-v1', quantity: 1 }] });
  });

  it('without default addresses the filled form is the address: Continue and the code work with no other button', async () => {
    serverAnswers({ defaults: ok({ shipping: null, billing: null }) });
    api.on('POST', '/general/checkout/validate', ok({ pricing: { ...pricing, discount: 670, total: 8600 }, appliedDiscount: { code: 'LEAF10', type: 'percentage', value: 10 } }));
    render();
    const form = await screen.findByRole('form', { name: 'Shipping address' });
    // A new form starts with the customer's name and email.
    expect((within(form).getByLabelText(/^First name/) as HTMLInputElement).value).toBe(shopper.firstName);
    expect((within(form).getByLabelText(/^Last name/) as HTMLInputElement).value).toBe(shopper.lastName);
    expect((within(form).getByLabelText(/^Email/) as HTMLInputElement).value).toBe(shopper.email);
    expect(within(form).queryByRole('button', { name: /Use this/ })).toBeNull();
    expect(continueButton().disabled).toBe(true);
    expect(screen.getByTestId('address-needed').textContent).toBe('Fill in your shipping address to continue.');
    fireEvent.change(within(form).getByLabelText(/^Phone/), { target: { value: '7700 900999' } });
    fireEvent.change(within(form).getByLabelText(/^Address line 1/), { target: { value: '5 Fern Row' } });
    fireEvent.change(within(form).getByLabelText(/^City/), { target: { value: 'Bath' } });
    expect(continueButton().disabled).toBe(true); // the postal code is still missing
    fireEvent.change(within(form).getByLabelText(/^Postal code/), { target: { value: 'BA1 1AA' } });
    await waitFor(() => expect(continueButton().disabled).toBe(false));
    expect(screen.queryByTestId('address-needed')).toBeNull();

    // The code is accepted with the typed address.
    fireEvent.change(screen.getByRole('textbox', { name: 'Discount code' }), { target: { value: 'leaf10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect((await screen.findByTestId('discount-applied')).textContent).toContain('LEAF10 applied');

    fireEvent.click(continueButton());
    await screen.findByTestId('payment-step');
    const sent = api.callsTo('POST', '/general/checkout/create-order')[0]!.body as Record<string, Record<string, unknown>>;
    expect(sent.shippingAddress).toMatchObject({ firstName: 'Grace', address1: '5 Fern Row', city: 'Bath', postalCode: 'BA1 1AA', phone: '+44 7700 900999' });
    expect(sent.billingAddress).toEqual(sent.shippingAddress);
    expect(api.callsTo('POST', '/user/addresses/add')).toHaveLength(0); // not ticked: not saved
  });

  it('a field left wrong says so, and Continue waits for it', async () => {
    serverAnswers({ defaults: ok({ shipping: null, billing: null }) });
    render();
    const form = await screen.findByRole('form', { name: 'Shipping address' });
    const phone = within(form).getByLabelText(/^Phone/);
    fireEvent.change(phone, { target: { value: '12' } });
    fireEvent.blur(phone);
    expect(await within(form).findByText('Enter a valid phone number')).toBeInTheDocument();
    expect(continueButton().disabled).toBe(true);
  });

  it("'Save to my addresses' saves the typed address once the order is made, and only once", async () => {
    serverAnswers({ defaults: ok({ shipping: null, billing: null }) });
    api.on('POST', '/user/addresses/add', { status: 201, data: { success: true, message: 'Address added', data: { address: { id: 'a1' } } } });
    render();
    const form = await screen.findByRole('form', { name: 'Shipping address' });
    fireEvent.change(within(form).getByLabelText(/^Phone/), { target: { value: '7700 900999' } });
    fireEvent.change(within(form).getByLabelText(/^Address line 1/), { target: { value: '5 Fern Row' } });
    fireEvent.change(within(form).getByLabelText(/^City/), { target: { value: 'Bath' } });
    fireEvent.change(within(form).getByLabelText(/^Postal code/), { target: { value: 'BA1 1AA' } });
    fireEvent.click(within(form).getByLabelText('Save to my addresses'));
    await waitFor(() => expect(continueButton().disabled).toBe(false));
    fireEvent.click(continueButton());
    await screen.findByTestId('payment-step');
    await waitFor(() => expect(api.callsTo('POST', '/user/addresses/add')).toHaveLength(1));
    expect(api.callsTo('POST', '/user/addresses/add')[0]!.body).toMatchObject({ address1: '5 Fern Row', postalCode: 'BA1 1AA', city: 'Bath' });

    fireEvent.click(screen.getByRole('button', { name: /Back to Review/ }));
    fireEvent.click(await screen.findByRole('button', { name: /Continue to Payment/ }));
    await screen.findByTestId('payment-step');
    expect(api.callsTo('POST', '/user/addresses/add')).toHaveLength(1);
  });

  it("'Change' opens the default in the form; billing elsewhere needs its own address", async () => {
    serverAnswers();
    render();
    await screen.findByText('14 Marchmont Crescent');
    fireEvent.click(screen.getByRole('button', { name: /^Change\s*shipping address/ }));
    const form = screen.getByRole('form', { name: 'Shipping address' });
    fireEvent.change(within(form).getByLabelText(/^City/), { target: { value: '' } });
    await waitFor(() => expect(continueButton().disabled).toBe(true)); // an open form that is not valid is no address
    fireEvent.change(within(form).getByLabelText(/^City/), { target: { value: 'Leith' } });
    await waitFor(() => expect(continueButton().disabled).toBe(false));
    fireEvent.click(within(form).getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('14 Marchmont Crescent')).toBeInTheDocument();

    fireEvent.click(screen.getByLabelText('Use shipping address for billing'));
    expect(screen.getAllByText('14 Marchmont Crescent')).toHaveLength(2); // the default billing address, written out
    expect(continueButton().disabled).toBe(false);
  });

  it("says 'Unable to load default addresses. Please enter them manually.' and offers the form", async () => {
    serverAnswers({ defaults: fail(500) });
    render();
    expect((await screen.findByTestId('defaults-failed')).textContent).toBe('Unable to load default addresses. Please enter them manually.');
    expect(screen.getByRole('form', { name: 'Shipping address' })).toBeInTheDocument();
    expect(continueButton().disabled).toBe(true);
  });

  it("stays on review with the server's message when a product cannot be sold", async () => {
    serverAnswers();
    api.on('POST', '/general/checkout/validate', fail(409, 'Only 1 of Rosehip Serum left in stock'));
    render();
    await screen.findByText('14 Marchmont Crescent');
    fireEvent.click(continueButton());
    expect(await screen.findByText('Only 1 of Rosehip Serum left in stock')).toBeInTheDocument();
    expect(progress()).toBe('33');
    expect(api.callsTo('POST', '/general/checkout/create-order')).toHaveLength(0);
  });
});

describe('Checkout re-checks the bag with the server before paying', () => {
  it('shows a changed price, puts it in the bag and the summary, and continues only on the next click', async () => {
    serverAnswers();
    answerBagProducts(api, { 'p-serum': { price: 2600 } });
    render();
    await screen.findByText('14 Marchmont Crescent');
    fireEvent.click(continueButton());

    const notice = await screen.findByTestId('bag-changes');
    expect(notice.textContent).toContain('Rosehip Serum is now £26.00 (was £24.50).');
    expect(notice.textContent).toContain('check the total, then continue');
    expect(useCartStore.getState().items.find((item) => item.id === 'p-serum')).toMatchObject({ price: 2600, amount: 5200 });
    expect(text('summary-subtotal')).toBe('£70.00');
    expect(api.callsTo('POST', '/general/checkout/validate')).toHaveLength(0);

    fireEvent.click(continueButton());
    await screen.findByTestId('payment-step');
    expect(screen.queryByTestId('bag-changes')).toBeNull();
  });

  it('stops on too little stock or a product gone until the bag changes, and changes nothing else', async () => {
    serverAnswers();
    answerBagProducts(api, { 'p-serum': { stock: 1 }, 'p-balm': 'gone' });
    render();
    await screen.findByText('14 Marchmont Crescent');
    fireEvent.click(continueButton());

    const notice = await screen.findByTestId('bag-changes');
    expect(notice.textContent).toContain('Only 1 of Rosehip Serum left in stock; your bag has 2.');
    expect(notice.textContent).toContain('Oat Balm is no longer available.');
    expect(notice.textContent).toContain('Please update your bag to continue.');
    expect(useCartStore.getState().items).toEqual(bag);
    fireEvent.click(continueButton());
    await waitFor(() => expect(api.callsTo('GET', /^\/general\/products\//).length).toBe(4));
    expect(screen.getByTestId('bag-changes')).toBeInTheDocument();
    expect(api.callsTo('POST', '/general/checkout/create-order')).toHaveLength(0);
  });
});

describe('Checkout, review to payment to complete', () => {
  it('creates the order with an Idempotency-Key and no prices, pays with the local card form and completes', async () => {
    serverAnswers();
    const { onClose } = render();
    await toPayment();
    expect(progress()).toBe('66');
    const create = api.callsTo('POST', '/general/checkout/create-order')[0]!;
    expect(String(create.headers.get('Idempotency-Key'))).toMatch(/^[0-9a-f-]{36}$/);
    expect(JSON.stringify(create.body)).not.toMatch(/price|total|amount/i);

    typeCard('4242424242424242');
    expect(screen.getByTestId('card-brand').getAttribute('data-brand')).toBe('visa');
    expect(screen.getByTestId('card-brand').textContent).toBe('Visa');
    api.on('POST', '/general/payments/local/confirm', ok({ status: 'succeeded' }));
    api.on('GET', `/general/checkout/${ORDER_ID}/status`, ok({ status: 'unfulfilled', paymentStatus: 'paid' }));
    fireEvent.click(payButton());

    expect(await screen.findByRole('heading', { name: 'Order Received!' })).toBeInTheDocument();
    expect(progress()).toBe('100');
    expect(screen.getByText(/confirmation email/)).toBeInTheDocument();
    expect(api.callsTo('POST', '/general/payments/local/confirm')[0]!.body).toEqual({
      clientSecret: 'pi_local_1_secret_x',
      cardNumber: '4242424242424242',
      expMonth: 12,
      expYear: 2034,
      cvc: '123',
    });
    expect(useCartStore.getState().items).toEqual([]);
    expect(text('summary-total')).toBe('£92.70'); // the order's lines stay in the summary

    const orderLink = screen.getByRole('link', { name: 'View order #1042' });
    expect(orderLink.getAttribute('href')).toBe(`/orders/${ORDER_ID}`);

    fireEvent.click(screen.getByRole('button', { name: 'Continue Shopping' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(useCheckoutStore.getState()).toMatchObject({ step: 'review', order: null, payment: null, discount: null, error: null });
  });

  it("shows the provider's message on a decline; the order stays unpaid and the bag full", async () => {
    serverAnswers();
    render();
    await toPayment();
    api.on('POST', '/general/payments/local/confirm', ok({ status: 'failed', error: { message: 'Your card was declined.', code: 'card_declined' } }));
    typeCard('4000 0000 0000 0002');
    fireEvent.click(payButton());
    expect(await screen.findByText('Your card was declined.')).toBeInTheDocument();
    expect(progress()).toBe('66');
    expect(useCartStore.getState().items).toHaveLength(2);
    expect(api.callsTo('GET', `/general/checkout/${ORDER_ID}/status`)).toHaveLength(0);
  });

  it('cannot be paid twice by a double click', async () => {
    serverAnswers();
    render();
    await toPayment();
    let answer: (reply: Reply) => void = () => undefined;
    api.on('POST', '/general/payments/local/confirm', () => new Promise<Reply>((resolve) => (answer = resolve)));
    typeCard('4242424242424242');
    fireEvent.click(payButton());
    fireEvent.click(payButton());
    await waitFor(() => expect(payButton().disabled).toBe(true));
    fireEvent.click(payButton());
    expect(api.callsTo('POST', '/general/payments/local/confirm')).toHaveLength(1);
    api.on('GET', `/general/checkout/${ORDER_ID}/status`, ok({ status: 'unfulfilled', paymentStatus: 'paid' }));
    await act(async () => answer(ok({ status: 'succeeded' })));
    expect(await screen.findByRole('heading', { name: 'Order Received!' })).toBeInTheDocument();
  });

  it("paid but not yet confirmed says 'Order payment is still processing…'", async () => {
    serverAnswers();
    render();
    await toPayment();
    api.on('POST', '/general/payments/local/confirm', ok({ status: 'succeeded' }));
    typeCard('4242424242424242');
    fireEvent.click(payButton());
    expect(await screen.findByText('Order payment is still processing. Please check back later or contact support.')).toBeInTheDocument();
    expect(useCartStore.getState().items).toHaveLength(2);
  });

  it('Back to Review and on again answers the same order: the same Idempotency-Key is sent', async () => {
    serverAnswers();
    render();
    await toPayment();
    fireEvent.click(screen.getByRole('button', { name: /Back to Review/ }));
    expect(progress()).toBe('33');
    fireEvent.click(continueButton());
    await screen.findByTestId('payment-step');
    const [first, second] = api.callsTo('POST', '/general/checkout/create-order');
    expect(second!.headers.get('Idempotency-Key')).toBe(first!.headers.get('Idempotency-Key'));
  });
});

describe('Checkout, status polling every 10 s on the payment step', () => {
  it('keeps polling while pending, completes when paid, and stops', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    serverAnswers();
    render();
    await toPayment();
    const polls = () => api.callsTo('GET', `/general/checkout/${ORDER_ID}/status`).length;
    expect(polls()).toBe(0);
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(polls()).toBe(1);
    expect(progress()).toBe('66');
    api.on('GET', `/general/checkout/${ORDER_ID}/status`, ok({ status: 'unfulfilled', paymentStatus: 'paid' }));
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(polls()).toBe(2);
    expect(await screen.findByRole('heading', { name: 'Order Received!' })).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(polls()).toBe(2);
  });

  it("says 'Payment failed…' when the payment failed, and 'Failed to check order status…' when the poll fails", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    serverAnswers();
    render();
    await toPayment();
    api.on('GET', `/general/checkout/${ORDER_ID}/status`, fail(500));
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(await screen.findByText('Failed to check order status. Please try again or contact support.')).toBeInTheDocument();
    api.on('GET', `/general/checkout/${ORDER_ID}/status`, ok({ status: 'pending', paymentStatus: 'failed' }));
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(await screen.findByText('Payment failed. Please try again or contact support.')).toBeInTheDocument();
    api.on('GET', `/general/checkout/${ORDER_ID}/status`, ok({ status: 'cancelled', paymentStatus: 'unpaid' }));
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(await screen.findByText('Order is still processing. Please check back later or contact support.')).toBeInTheDocument();
    const count = api.callsTo('GET', `/general/checkout/${ORDER_ID}/status`).length;
    await act(() => vi.advanceTimersByTimeAsync(20_000));
    expect(api.callsTo('GET', `/general/checkout/${ORDER_ID}/status`)).toHaveLength(count);
  });
});

describe('Checkout without a connection', () => {
  it('offline: says checkout needs a connection and disables continuing and paying; the bag stays', async () => {
    serverAnswers();
    render();
    await toPayment();
    typeCard('4242424242424242');
    act(() => setOnline(false));
    expect(screen.getByTestId('connection-notice').textContent).toMatch(/offline.*needs an internet connection/i);
    expect(payButton().disabled).toBe(true);
    act(() => setOnline(true));
    expect(screen.queryByTestId('connection-notice')).toBeNull();
    expect(payButton().disabled).toBe(false);
    expect(useCartStore.getState().items).toHaveLength(2);
  });

  it('offline, checkout says it needs a connection whatever it shows: signed out, an empty bag, no saved addresses', async () => {
    setOnline(false);
    const signedOut = render({ customer: false });
    expect(screen.getByTestId('connection-notice').textContent).toMatch(/offline.*Checkout needs an internet connection/i);
    expect(screen.getByText('Please login to complete your purchase')).toBeInTheDocument();
    cleanup();
    expect(signedOut.onClose).not.toHaveBeenCalled();

    useCartStore.setState({ items: [] });
    render();
    expect(screen.getByTestId('connection-notice').textContent).toMatch(/Checkout needs an internet connection/);
    expect(screen.getByText('Your bag is empty')).toBeInTheDocument();
    cleanup();

    useCartStore.setState({ items: bag.map((item) => ({ ...item })) });
    serverAnswers({ defaults: networkError() });
    render();
    await screen.findByRole('form', { name: 'Shipping address' });
    expect(screen.getAllByTestId('connection-notice')).toHaveLength(1);
    expect(screen.queryByTestId('defaults-failed')).toBeNull(); // the notice says why
  });

  it('a request that finds no server: the notice shows, paying waits, Try again re-enables it', async () => {
    serverAnswers();
    render();
    await screen.findByText('14 Marchmont Crescent');
    api.on('POST', '/general/checkout/validate', networkError());
    fireEvent.click(continueButton());
    expect((await screen.findByTestId('connection-notice')).textContent).toMatch(/can't reach Verdant/);
    expect(continueButton().disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(continueButton().disabled).toBe(false);
    expect(useCartStore.getState().items).toHaveLength(2);
  });
});

describe('Checkout signed out', () => {
  it("asks to log in: 'Please login to complete your purchase', with a link back to checkout", () => {
    render({ customer: false });
    expect(screen.getByText('Please login to complete your purchase')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login?next=%2Fcheckout');
    expect(api.calls).toHaveLength(0);
  });
});
