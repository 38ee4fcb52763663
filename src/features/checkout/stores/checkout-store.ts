/**
 * Where one checkout stands (docs/product/checkout.md#checkout-state, "Checkout step"): the step, the addresses and code
 * chosen on review, the order and its payment once made, and the message to show. In memory only:
 * a reload starts again at review, and the server still holds any order made (its idempotency key
 * is kept here, so continuing with the same bag answers that order rather than a second one).
 *
 * Shared by the two places checkout shows (the full-screen view from My Bag and /checkout), so
 * closing one and opening the other continues the same checkout.
 */
import { create } from 'zustand';
import type { AddressFormValues } from '../../../components/address-form/address-model';
import type { OrderAddress } from '../checkout-request';
import type { AppliedDiscount, PaymentAnswer } from '../../../contracts/checkout';
import type { Pricing } from '../../../domain/pricing';
import type { CartItem } from '../../../lib/stores/cart-store';
import type { BagChange } from '../bag-changes';
import type { CheckoutAttempt } from '../checkout-attempt';
import type { CheckoutStep } from '../checkout-steps';

/**
 * An address form open on review. What it holds is the address (docs/decisions/0150): `address` is
 * the order's address while every field is valid, null while one is missing or wrong. `values`
 * keeps what was typed, so closing checkout and opening it again loses nothing; `save` is the
 * shopper's "Save to my addresses" choice.
 */
export interface AddressDraft {
  values: AddressFormValues;
  address: OrderAddress | null;
  save: boolean;
}

/** An order the server made, with the lines it was made from (the bag empties once it is paid). */
export interface PlacedOrder {
  orderId: string;
  orderNumber: number;
  pricing: Pricing;
  reservedUntil: string;
  lines: CartItem[];
  /**
   * Where checkout found it: made from the bag on review, or opened by "Pay now" on the order's page
   * (pay-order.ts), which leaves the bag's other lines alone and goes back to the order, not review.
   */
  source: 'bag' | 'order-page';
}

interface CheckoutState {
  step: CheckoutStep;
  /** The open address form (no default, or 'Change'); null means "use the default". */
  shipping: AddressDraft | null;
  billing: AddressDraft | null;
  sameAsShipping: boolean;
  /** The discount code as typed (upper-cased); `discount` is what the server accepted. */
  code: string;
  discount: AppliedDiscount | null;
  attempt: CheckoutAttempt | null;
  order: PlacedOrder | null;
  payment: PaymentAnswer | null;
  /** The message of the current step (a refusal, a decline, a polled status). */
  error: string | null;
  /** A request found no server: paying waits until the shopper tries again. */
  connectionLost: boolean;
  /** What the last re-check of the bag found changed on the server (bag-changes.ts). */
  bagChanges: BagChange[];

  setShipping: (draft: AddressDraft | null) => void;
  setBilling: (draft: AddressDraft | null) => void;
  setSameAsShipping: (same: boolean) => void;
  setCode: (code: string) => void;
  setDiscount: (discount: AppliedDiscount | null) => void;
  /** Kept before create-order is sent, so a retry after a lost answer reuses its key. */
  setAttempt: (attempt: CheckoutAttempt) => void;
  /** Review succeeded: the order exists and its payment is ready. */
  startPayment: (order: PlacedOrder, payment: PaymentAnswer) => void;
  backToReview: () => void;
  complete: () => void;
  setError: (message: string | null) => void;
  setConnectionLost: (lost: boolean) => void;
  setBagChanges: (changes: BagChange[]) => void;
  /** An order that can no longer be paid (expired): the next Continue makes a new one. */
  forgetOrder: () => void;
  /** docs/product/checkout.md#checkout-state: back to review; order, payment, discount and errors cleared. */
  reset: () => void;
}

const initial = {
  step: 'review' as CheckoutStep,
  shipping: null,
  billing: null,
  sameAsShipping: true,
  code: '',
  discount: null,
  attempt: null,
  order: null,
  payment: null,
  error: null,
  connectionLost: false,
  bagChanges: [] as BagChange[],
};

export const useCheckoutStore = create<CheckoutState>()((set) => ({
  ...initial,
  setShipping: (shipping) => set({ shipping }),
  setBilling: (billing) => set({ billing }),
  setSameAsShipping: (sameAsShipping) => set({ sameAsShipping }),
  // A changed code is no longer the accepted one.
  setCode: (code) => set((state) => ({ code, discount: state.discount?.code === code ? state.discount : null })),
  setDiscount: (discount) => set({ discount }),
  setAttempt: (attempt) => set({ attempt }),
  startPayment: (order, payment) => set({ step: 'payment', order, payment, error: null, connectionLost: false }),
  backToReview: () => set({ step: 'review', error: null }),
  complete: () => set({ step: 'complete', error: null }),
  setError: (error) => set({ error }),
  setConnectionLost: (connectionLost) => set({ connectionLost }),
  setBagChanges: (bagChanges) => set({ bagChanges }),
  forgetOrder: () => set({ attempt: null, order: null, payment: null }),
  // The addresses go too: the next checkout on this device may be someone else's.
  reset: () => set(initial),
}));
