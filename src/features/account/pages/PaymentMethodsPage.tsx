/**
 * /payment-methods: the cards the customer saved while paying (docs/decisions/0156-payment-methods-screen.md).
 * Each shows brand, last four, expiry and holder, the default marked; one can be made the default
 * (checkout offers it first) or removed after a confirmation. Cards are only added at checkout,
 * where the payment provider's own form takes the number. After any change the list is read again:
 * one change can move the default to another card.
 */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from '../../../lib/toasts';
import { deletePaymentMethod } from '../../../api/payment-methods/delete-payment-method';
import { paymentMethodsQuery } from '../../../api/payment-methods/get-payment-methods';
import { refreshPaymentMethods } from '../../../api/payment-methods/payment-method-queries';
import { setDefaultPaymentMethod } from '../../../api/payment-methods/set-default-payment-method';
import { ListSkeleton } from '../../../components/Skeletons';
import { EmptyState, LoadError } from '../../../components/StatusPanels';
import type { SavedPaymentMethod } from '../../../contracts/payment-methods';
import { apiErrorMessage } from '../../../lib/api-error';
import { AccountHeader } from '../components/AccountHeader';
import { PaymentMethodCard } from '../components/PaymentMethodCard';

/** A short confirmation reads in 2 s, as on the other account screens. */
const SAVED_MS = 2000;

export const PAYMENT_METHOD_MESSAGES = {
  loadFailed: 'Failed to fetch payment methods',
  defaultFailed: 'Failed to update payment method',
  removeFailed: 'Failed to delete payment method',
  defaultChanged: 'Default card updated',
  removed: 'Card removed',
} as const;

export function PaymentMethodsPage() {
  const list = useQuery(paymentMethodsQuery());
  const [changing, setChanging] = useState<string | null>(null);
  const cards = list.isSuccess ? list.data : [];

  const change = async (card: SavedPaymentMethod, call: () => Promise<unknown>, failed: string, done: string) => {
    setChanging(card.id);
    try {
      await call();
    } catch (error) {
      throw new Error(apiErrorMessage(error, failed));
    } finally {
      setChanging(null);
    }
    toast.success(done, { duration: SAVED_MS });
    await refreshPaymentMethods();
  };

  return (
    <>
      <AccountHeader
        title="Payment methods"
        description="The cards you saved while paying. Your default card is offered first at checkout."
      />

      {list.isPending ? <ListSkeleton rows={2} label="Loading payment methods" /> : null}
      {list.isError ? (
        <LoadError message={apiErrorMessage(list.error, PAYMENT_METHOD_MESSAGES.loadFailed)} onRetry={() => void list.refetch()} />
      ) : null}

      {list.isSuccess && cards.length === 0 ? (
        <EmptyState title="No saved cards yet">
          When you pay at checkout, tick “Save this card for next time” and the card will be here, ready for your next
          order. We keep only its brand, last four digits and expiry; the card itself stays with our payment provider.
        </EmptyState>
      ) : null}

      {cards.length > 0 ? (
        <ul aria-label="Saved cards" className="grid grid-cols-1 gap-4 md:grid-cols-2">
          {cards.map((card) => (
            <PaymentMethodCard
              key={card.id}
              card={card}
              disabled={changing !== null && changing !== card.id}
              onMakeDefault={() =>
                change(card, () => setDefaultPaymentMethod(card.id), PAYMENT_METHOD_MESSAGES.defaultFailed, PAYMENT_METHOD_MESSAGES.defaultChanged)
              }
              onRemove={() => change(card, () => deletePaymentMethod(card.id), PAYMENT_METHOD_MESSAGES.removeFailed, PAYMENT_METHOD_MESSAGES.removed)}
            />
          ))}
        </ul>
      ) : null}
    </>
  );
}
