import { describe, expect, it } from 'vitest';
import { CARD_BRANDS } from '../../../../src/contracts/payment-methods';
import { detectCardBrand } from '../../../../src/domain/card-brand';
import { CARD_BRAND_NAMES } from '../../../../src/components/card-text';
import { cardDetailsOf, formatCardNumber, formatExpiry, parseExpiry, passesLuhn, validateCard } from '../../../../src/features/checkout/card-input';
import { attemptFor } from '../../../../src/features/checkout/checkout-attempt';
import { checkoutBodyOf, normaliseCode, type OrderAddress } from '../../../../src/features/checkout/checkout-request';
import { CHECKOUT_MESSAGES, outcomeAfterPayment, readPolledStatus } from '../../../../src/features/checkout/order-outcome';
import { describeDiscount, previewPricing } from '../../../../src/features/checkout/pricing-preview';

const bag = (...pence: number[]) => pence.map((price) => ({ price, quantity: 1 }));

describe("checkout's pricing preview (docs/product/constants-and-texts.md#money-and-pricing-figures)", () => {
  it('charges £20 shipping at £999.99 and none at £1,000.00', () => {
    expect(previewPricing(bag(99_999), null)).toEqual({ subtotal: 99_999, shipping: 2000, tax: 8500, discount: 0, total: 110_499 });
    expect(previewPricing(bag(100_000), null)).toEqual({ subtotal: 100_000, shipping: 0, tax: 8500, discount: 0, total: 108_500 });
  });

  it('takes a percentage off the subtotal, rounded once to the penny', () => {
    // 15% of £33.33 = 499.95p → 500p; tax 8.5% of 3333p = 283.305p → 283p.
    expect(previewPricing(bag(3333), { code: 'LEAF15', type: 'percentage', value: 15 })).toEqual({
      subtotal: 3333,
      shipping: 2000,
      tax: 283,
      discount: 500,
      total: 3333 + 2000 + 283 - 500,
    });
  });

  it('takes a fixed amount off, never more than the subtotal', () => {
    expect(previewPricing(bag(4000), { code: 'FIVER', type: 'fixed_amount', value: 500 }).discount).toBe(500);
    const big = previewPricing(bag(300), { code: 'HUGE', type: 'fixed_amount', value: 10_000 });
    expect(big.discount).toBe(300);
    expect(big.total).toBe(0 + 2000 + 26);
  });

  it('free shipping takes the fee off below £1,000 and nothing from £1,000', () => {
    expect(previewPricing(bag(99_999), { code: 'SHIPFREE', type: 'free_shipping', value: 0 })).toMatchObject({ discount: 2000, total: 108_499 });
    expect(previewPricing(bag(100_000), { code: 'SHIPFREE', type: 'free_shipping', value: 0 })).toMatchObject({ discount: 0, total: 108_500 });
  });

  it('multiplies each line by its quantity before the rules', () => {
    expect(previewPricing([{ price: 2450, quantity: 2 }, { price: 1800, quantity: 1 }], null)).toEqual({
      subtotal: 6700,
      shipping: 2000,
      tax: 570, // 569.5 rounds half up
      discount: 0,
      total: 9270,
    });
  });

  it('describes each discount type in words, amounts in pounds', () => {
    expect(describeDiscount({ code: 'A', type: 'percentage', value: 20 })).toBe('20% off');
    expect(describeDiscount({ code: 'B', type: 'fixed_amount', value: 750 })).toBe('£7.50 off');
    expect(describeDiscount({ code: 'C', type: 'free_shipping', value: 0 })).toBe('Free shipping');
  });
});

describe('the card brand table (docs/product/checkout.md#card-brand)', () => {
  it('names every brand the detector can answer, and nothing else', () => {
    expect(Object.keys(CARD_BRAND_NAMES).sort()).toEqual([...CARD_BRANDS].sort());
  });

  it.each([
    ['4242 4242 4242 4242', 'visa', 'Visa'],
    ['5555 5555 5555 4444', 'mastercard', 'Mastercard'],
    ['2720 9900 0000 0000', 'mastercard', 'Mastercard'],
    ['5060 9900 0000 0000', 'verve', 'Verve'],
    ['6500 0200 0000 0000', 'verve', 'Verve'],
    ['3782 822463 10005', 'amex', 'American Express'],
    ['6011 1111 1111 1117', 'discover', 'Discover'],
    ['3530 1113 3330 0000', 'jcb', 'JCB'],
    ['3056 9300 0902 0004', 'dinersclub', 'Diners Club'],
    ['6200 0000 0000 0005', 'unionpay', 'UnionPay'],
    ['6304 0000 0000 0000', 'maestro', 'Maestro'],
    ['4506 4455 1234 5678', 'interac', 'Interac'],
    ['1234 5678', 'unknown', 'Unknown card'],
  ])('%s is %s, written "%s"', (number, brand, name) => {
    const detected = detectCardBrand(number);
    expect(detected).toBe(brand);
    expect(CARD_BRAND_NAMES[detected]).toBe(name);
  });
});

describe('the local card form', () => {
  it('groups the number as the card prints it', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('378282246310005')).toBe('3782 822463 10005');
    expect(formatCardNumber('4242-42a')).toBe('4242 42');
    expect(formatCardNumber('4'.repeat(25))).toHaveLength(19 + 4);
  });

  it('writes the expiry as MM / YY while typed, and backspace goes through the separator', () => {
    expect(formatExpiry('1')).toBe('1');
    expect(formatExpiry('4')).toBe('04 / ');
    expect(formatExpiry('12')).toBe('12 / ');
    expect(formatExpiry('12 / 2')).toBe('12 / 2');
    expect(formatExpiry('12 /', '12 / ')).toBe('1');
    expect(parseExpiry('08 / 29')).toEqual({ expMonth: 8, expYear: 2029 });
    expect(parseExpiry('13 / 29')).toBeNull();
  });

  it('checks the number, expiry and CVC before anything is sent', () => {
    const now = new Date('2026-11-20T12:00:00Z');
    expect(validateCard({ cardNumber: '4242 4242 4242 4242', expiry: '12 / 30', cvc: '123' }, now)).toEqual({});
    expect(validateCard({ cardNumber: '', expiry: '', cvc: '' }, now)).toEqual({
      cardNumber: 'Card number is required',
      expiry: 'Expiry date is required',
      cvc: 'CVC is required',
    });
    expect(validateCard({ cardNumber: '4242 4242 4242 4241', expiry: '10 / 26', cvc: '12' }, now)).toEqual({
      cardNumber: 'Enter a valid card number',
      expiry: 'This card has expired',
      cvc: 'CVC must be 3 digits',
    });
    expect(validateCard({ cardNumber: '3782 822463 10005', expiry: '11 / 26', cvc: '123' }, now)).toEqual({ cvc: 'CVC must be 4 digits' });
    expect(passesLuhn('4000000000000002')).toBe(true);
    expect(cardDetailsOf({ cardNumber: '4000 0000 0000 0002', expiry: '12 / 30', cvc: '123' })).toEqual({
      cardNumber: '4000000000000002',
      expMonth: 12,
      expYear: 2030,
      cvc: '123',
    });
  });
});

describe('what an order status means at checkout (docs/product/checkout.md#paying)', () => {
  it('completes only on unfulfilled + paid after a payment', () => {
    expect(outcomeAfterPayment({ status: 'unfulfilled', paymentStatus: 'paid' })).toEqual({ complete: true });
    expect(outcomeAfterPayment({ status: 'pending', paymentStatus: 'pending' })).toEqual({
      complete: false,
      message: CHECKOUT_MESSAGES.stillProcessingAfterPayment,
    });
  });

  it('polls on while pending, and stops with the right message otherwise', () => {
    expect(readPolledStatus({ status: 'pending', paymentStatus: 'pending' })).toEqual({ complete: false, message: null, stop: false });
    expect(readPolledStatus({ status: 'unfulfilled', paymentStatus: 'paid' })).toEqual({ complete: true, message: null, stop: true });
    expect(readPolledStatus({ status: 'pending', paymentStatus: 'failed' })).toEqual({
      complete: false,
      message: 'Payment failed. Please try again or contact support.',
      stop: false,
    });
    expect(readPolledStatus({ status: 'cancelled', paymentStatus: 'failed' })).toMatchObject({ stop: true });
    expect(readPolledStatus({ status: 'cancelled', paymentStatus: 'unpaid' })).toEqual({
      complete: false,
      message: 'Order is still processing. Please check back later or contact support.',
      stop: true,
    });
  });
});

describe('what checkout sends', () => {
  const address: OrderAddress = {
    firstName: 'Ada',
    lastName: 'Greene',
    email: 'ada@verdant.test',
    phone: '+44 7700 900123',
    address1: '1 Leaf Lane',
    address2: null,
    city: 'London',
    state: null,
    postalCode: 'N1 1AA',
    country: 'GB',
  };

  it('sends lines of product, size and quantity, never a price; a line saved before sizes names none', () => {
    const body = checkoutBodyOf([{ id: 'p1', variantId: 'v1', quantity: 2 }, { id: 'p2', variantId: null, quantity: 1 }], address, address, '');
    expect(body).toEqual({
      items: [{ productId: 'p1', variantId: 'v1', quantity: 2 }, { productId: 'p2', quantity: 1 }],
      shippingAddress: address,
      billingAddress: address,
      discountCode: null,
    });
    expect(JSON.stringify(body)).not.toMatch(/price|total|amount/i);
  });

  it('upper-cases the code as typed', () => {
    expect(normaliseCode('welcome 20')).toBe('WELCOME20');
  });

  it('keeps one idempotency key per attempt: same order, same key; any change, a new key', () => {
    const first = attemptFor({ items: [1] }, null);
    expect(first.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(attemptFor({ items: [1] }, first)).toBe(first);
    const changed = attemptFor({ items: [2] }, first);
    expect(changed.key).not.toBe(first.key);
  });
});
