/** The three steps of checkout and how far along the progress bar each sits (docs/product/checkout.md#checkout-steps). */
export const CHECKOUT_STEPS = ['review', 'payment', 'complete'] as const;
export type CheckoutStep = (typeof CHECKOUT_STEPS)[number];

export const STEP_PROGRESS: Record<CheckoutStep, number> = { review: 33, payment: 66, complete: 100 };

export const STEP_LABELS: Record<CheckoutStep, string> = { review: 'Review', payment: 'Payment', complete: 'Complete' };
