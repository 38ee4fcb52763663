/**
 * What checkout sends: the bag as lines of product, size and quantity (never a price: the server
 * prices everything), the two addresses in the stored shape, and the code as typed. Also turns
 * the address form's payload and a saved address into that one shape, which is what the review
 * step shows and sends.
 */
import { COUNTRY_CODES, type StoredAddress } from '../../contracts/address';
import type { CheckoutBody } from '../../contracts/checkout';
import type { AddressPayload, CountryCode } from '../../components/address-form/address-model';
import type { CartItem } from '../../lib/stores/cart-store';

/** An address an order can ship to: the stored shape, in one of the countries the shop serves. */
export type OrderAddress = Omit<StoredAddress, 'country'> & { country: CountryCode };

function isServedCountry(code: string): code is CountryCode {
  return (COUNTRY_CODES as readonly string[]).includes(code);
}

export function addressFromForm(payload: AddressPayload): OrderAddress {
  return {
    firstName: payload.firstName,
    lastName: payload.lastName,
    email: payload.email,
    phone: payload.phone,
    address1: payload.address1,
    address2: payload.address2,
    city: payload.city,
    state: payload.state,
    postalCode: payload.postalCode,
    country: payload.country,
  };
}

/**
 * A saved address without its id and flags: the part an order keeps. Null for a country the shop
 * no longer ships to, which then counts as no default (the form asks for an address).
 */
export function addressFromSaved(saved: StoredAddress): OrderAddress | null {
  const { firstName, lastName, email, phone, address1, address2, city, state, postalCode, country } = saved;
  if (!isServedCountry(country)) return null;
  return { firstName, lastName, email, phone, address1, address2, city, state, postalCode, country };
}

/** The discount code input is upper-cased as typed (docs/product/checkout.md#review-step). */
export function normaliseCode(typed: string): string {
  return typed.toUpperCase().replace(/\s+/g, '');
}

export function checkoutBodyOf(
  items: readonly Pick<CartItem, 'id' | 'variantId' | 'quantity'>[],
  shipping: OrderAddress,
  billing: OrderAddress,
  discountCode: string | null,
): CheckoutBody {
  return {
    // A line saved before sizes that the server could not be asked about yet names none: the
    // server takes a one-size product's only size, and asks which one of a product with several.
    items: items.map((item) => ({ productId: item.id, ...(item.variantId ? { variantId: item.variantId } : {}), quantity: item.quantity })),
    shippingAddress: shipping,
    billingAddress: billing,
    discountCode: discountCode || null,
  };
}
