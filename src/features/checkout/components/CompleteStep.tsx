/**
 * Step 3, Complete (docs/product/checkout.md#complete-step): 'Order Received!', the thanks, the email, a link to the order
 * in the account area, and 'Continue Shopping'.
 */
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { CheckIcon } from '../../../components/icons/icons';
import { paths } from '../../../config/paths';
import type { PlacedOrder } from '../stores/checkout-store';

interface CompleteStepProps {
  order: PlacedOrder;
  onContinueShopping: () => void;
  /** Following the order link leaves checkout as Continue Shopping does (the bag's view closes). */
  onViewOrder: () => void;
}

export function CompleteStep({ order, onContinueShopping, onViewOrder }: CompleteStepProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The page changed under the shopper's focus (the pay button is gone): announce the result.
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="card flex flex-col items-center px-6 py-12 text-center sm:px-10 sm:py-16" data-testid="complete-step">
      <span className="mb-6 inline-flex h-16 w-16 items-center justify-center rounded-full bg-sage-100 text-sage-700">
        <CheckIcon size={30} />
      </span>
      <h3 ref={heading} tabIndex={-1} className="heading-display text-[38px] outline-none sm:text-[44px]">
        Order Received!
      </h3>
      <p className="mt-4 max-w-md text-[15px] leading-relaxed text-ink-soft">
        Thank you for your order. We've received your payment and are getting order #{order.orderNumber} ready.
      </p>
      <p className="mt-2 max-w-md text-sm leading-relaxed text-ink-muted">
        A confirmation email with your order details is on its way to your inbox.
      </p>
      <div className="mt-9 flex flex-col items-stretch gap-3 sm:flex-row sm:items-center">
        <Link to={paths.account.order.getHref(order.orderId)} onClick={onViewOrder} className="btn-secondary h-12 px-8 text-[15px]">
          View order #{order.orderNumber}
        </Link>
        <button type="button" onClick={onContinueShopping} className="btn-primary h-12 px-8 text-[15px]">
          Continue Shopping
        </button>
      </div>
    </section>
  );
}
