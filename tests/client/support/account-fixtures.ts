/** Answers shaped like the real API's (src/contracts), each checked by its contract, for the account and auth screens. */
import { customerSession, type CustomerSession } from '../../../src/contracts/account';
import { savedAddress, storedAddress, type SavedAddress, type StoredAddress } from '../../../src/contracts/address';
import { orderDetail, orderSummary, type OrderDetail, type OrderSummary } from '../../../src/contracts/orders';
import { validToken } from '../helpers';
import { following } from './contract';

export const ada = { firstName: 'Ada', lastName: 'Greene', email: 'ada@verdant.test' };

export function session(overrides: Partial<CustomerSession['user']> = {}): CustomerSession {
  return following(customerSession, {
    user: { id: 'c1', ...ada, profileImage: null, createdAt: '2026-01-05T10:00:00.000Z', ...overrides },
    token: validToken({ aud: 'shop:customer' }),
  });
}

export const edinburgh: StoredAddress = following(storedAddress, {
  firstName: 'Ada',
  lastName: 'Greene',
  email: 'ada@verdant.test',
  phone: '+44 7700 900123',
  address1: '14 Marchmont Crescent',
  address2: 'Flat 2F1',
  city: 'Edinburgh',
  state: null,
  postalCode: 'EH9 1HN',
  country: 'GB',
});

export function saved(id: string, address: StoredAddress, flags: Partial<Pick<SavedAddress, 'isDefaultShipping' | 'isDefaultBilling'>> = {}): SavedAddress {
  return following(savedAddress, {
    ...address,
    id,
    address: address.address1,
    zipCode: address.postalCode,
    isDefaultShipping: false,
    isDefaultBilling: false,
    ...flags,
  });
}

export function summary(number: number, status: string, paymentStatus: string, overrides: Partial<OrderSummary> = {}): OrderSummary {
  return following(orderSummary, {
    id: `00000000-0000-4000-8000-00000000000${number}`,
    number,
    status,
    paymentStatus,
    total: 10_000 + number,
    currency: 'GBP',
    itemCount: number,
    image: null,
    createdAt: '2026-11-20T22:01:50.056Z',
    refundedAmount: 0,
    ...overrides,
  });
}

export function detail(overrides: Partial<OrderDetail> = {}): OrderDetail {
  return following(orderDetail, {
    ...summary(4, 'unfulfilled', 'paid'),
    total: 23_483,
    itemCount: 3,
    email: 'ada@verdant.test',
    lines: [
      { id: 'l1', productId: 'p1', variantId: 'v1', name: 'Lavender & Geranium Hand Cream', variantName: '75 ml', sku: 'LAVENDER-GERANIUM-HAND-CREAM', image: '/media/cream.webp', unitPrice: 1400, quantity: 1, lineTotal: 1400, refundedQuantity: 0 },
      { id: 'l2', productId: 'p2', variantId: 'v2', name: 'Shea & Cocoa Whipped Body Butter', variantName: '200 g', sku: 'SHEA-COCOA-BODY-BUTTER', image: null, unitPrice: 2800, quantity: 2, lineTotal: 5600, refundedQuantity: 0 },
    ],
    subtotal: 19_800,
    shipping: 2000,
    tax: 1683,
    discount: 0,
    discountCode: null,
    shippingAddress: edinburgh,
    billingAddress: edinburgh,
    timeline: {
      createdAt: '2026-11-20T22:01:50.056Z',
      paidAt: '2026-11-20T22:04:50.056Z',
      fulfilledAt: null,
      shippedAt: null,
      deliveredAt: null,
      cancelledAt: null,
      refundedAt: null,
    },
    tracking: null,
    refunds: [],
    refundedAmount: 0,
    canCancel: true,
    canPay: false,
    reservedUntil: null,
    ...overrides,
  });
}
