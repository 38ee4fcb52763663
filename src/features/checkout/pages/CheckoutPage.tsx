import { ComingSoon } from '../../../components/ComingSoon';

/** Placeholder: a later issue builds this page (keep the named export). */
export function CheckoutPage() {
  return (
    <ComingSoon
      eyebrow="Checkout"
      title="Checkout"
      description="Review your addresses, pay securely by card and place your order."
    />
  );
}
