/**
 * Step 2, Payment (docs/product/checkout.md#payment-step and docs/product/checkout.md#checkout-state): the card form of this shop's provider (Stripe's element,
 * or the local provider's form), a saved card instead when the customer has one (the default first),
 * "Save this card for next time" with a new card (saved under the billing name once it has paid),
 * 'Back to Review' (or back to the order, when "Pay now" on its page opened it, decision 0255), and
 * the order's status polled every 10 s while here. Paying waits while offline.
 */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { FormAlert } from '../../../components/form/form-field';
import { ArrowLeftIcon } from '../../../components/icons/icons';
import { BlockSkeleton } from '../../../components/Skeletons';
import type { PaymentAnswer } from '../../../contracts/checkout';
import { paths } from '../../../config/paths';
import { formatDayTime } from '../../../lib/format';
import { paymentConfigQuery } from '../api/get-payment-config';
import { usePay } from '../hooks/use-pay';
import { useReviewAddresses } from '../hooks/use-review-addresses';
import { useStatusPolling } from '../hooks/use-status-polling';
import { CHECKOUT_MESSAGES } from '../order-outcome';
import { useCheckoutStore, type PlacedOrder } from '../stores/checkout-store';
import { LocalCardForm } from './LocalCardForm';
import { NEW_CARD, SavedCardChoice, useUsableCards } from './SavedCardChoice';
import { StripeCardForm } from './StripeCardForm';

interface PaymentStepProps {
  order: PlacedOrder;
  payment: PaymentAnswer;
  connected: boolean;
}

function StripeForm(props: Omit<Parameters<typeof StripeCardForm>[0], 'publishableKey'>) {
  const config = useQuery(paymentConfigQuery());
  if (config.isPending) return <BlockSkeleton className="h-32" label="Loading the secure card form" />;
  const key = config.data?.publishableKey;
  if (!key) return <FormAlert message={CHECKOUT_MESSAGES.paymentFailed} />;
  return <StripeCardForm publishableKey={key} {...props} />;
}

export function PaymentStep({ order, payment, connected }: PaymentStepProps) {
  const error = useCheckoutStore((state) => state.error);
  const { busy, pay, isRunning } = usePay();
  const cards = useUsableCards();
  const [choice, setChoice] = useState<string | null>(null);
  const selected = choice ?? cards[0]?.id ?? NEW_CARD;
  const savedCard = cards.find((card) => card.id === selected) ?? null;
  const [saveCard, setSaveCard] = useState(false);
  const { billing } = useReviewAddresses();
  const holderName = billing ? `${billing.firstName} ${billing.lastName}`.trim() : '';
  const save = holderName ? { choice: { checked: saveCard, onChange: setSaveCard }, holderName } : null;
  useStatusPolling(order.orderId, true, isRunning);

  const formProps = { clientSecret: payment.clientSecret, amount: payment.amount, savedCard, save, busy, disabled: !connected || busy, onPay: pay };

  return (
    <section aria-labelledby="payment-title" className="card p-5 sm:p-7" data-testid="payment-step">
      <div className="mb-5 flex flex-wrap items-baseline justify-between gap-2">
        <h3 id="payment-title" className="heading-display text-[26px]">
          Payment
        </h3>
        <p className="text-xs text-ink-muted">Order #{order.orderNumber}</p>
      </div>

      {cards.length > 0 ? <SavedCardChoice cards={cards} selected={selected} onSelect={setChoice} disabled={busy} /> : null}

      {payment.provider === 'stripe' ? <StripeForm {...formProps} /> : <LocalCardForm key={savedCard?.id ?? NEW_CARD} {...formProps} />}

      <div className="mt-4">
        <FormAlert message={error} />
      </div>

      <p className="mt-4 text-center text-[12px] leading-relaxed text-ink-muted">
        Your items are held for you until {formatDayTime(order.reservedUntil)}. Your card is charged in pounds (GBP).
      </p>

      <div className="mt-5 border-t border-sand-100 pt-4">
        {order.source === 'order-page' ? (
          // Paying an order from its page: there is no review of the bag to go back to.
          <Link to={paths.account.order.getHref(order.orderId)} aria-disabled={busy} className="btn-ghost -ml-3">
            <ArrowLeftIcon size={17} /> Back to order #{order.orderNumber}
          </Link>
        ) : (
          <button type="button" onClick={() => useCheckoutStore.getState().backToReview()} disabled={busy} className="btn-ghost -ml-3">
            <ArrowLeftIcon size={17} /> Back to Review
          </button>
        )}
      </div>
    </section>
  );
}
