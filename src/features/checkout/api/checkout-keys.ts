/** The cache keys of checkout's reads. The payment settings are the deployment's, not a person's. */
export const checkoutKeys = {
  paymentConfig: ['checkout', 'payment-config'] as const,
};
