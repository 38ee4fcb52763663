/**
 * Cancelling an order (PUT /user/orders/{id}/cancel), offered only while the API says it would be
 * accepted (`canCancel`: pending or unfulfilled). A deliberate two-step: the button opens a
 * confirmation that says what will happen to the money; the answer (the cancelled, refunded
 * order) replaces the page's copy.
 *
 * An unpaid order that can still be paid (`canPay`) is waiting for its payment: the card says so,
 * with how long its items are held, and offers "Pay now" beside "Cancel order"; Pay now opens
 * checkout's own Payment step for it (docs/decisions/0255-abandoned-checkouts.md).
 */
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { toast } from '../../../lib/toasts';
import type { OrderDetail } from '../../../contracts/orders';
import { FormAlert, SubmitButton } from '../../../components/form/form-field';
import { apiErrorMessage } from '../../../lib/api-error';
import { useAppQueryClient } from '../../../lib/server-state';
import { cancelOrder } from '../api/cancel-order';
import { formatDayTime, formatPaid } from '../../../lib/format';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { AlertIcon } from './account-icons';

interface CancelOrderProps {
  order: OrderDetail;
  onCancelled: (order: OrderDetail) => void;
}

export function CancelOrder({ order, onCancelled }: CancelOrderProps) {
  const [confirming, setConfirming] = useState(false);
  // A write, so a mutation (decision 0040); its error is the refusal shown, cleared by the next try.
  const cancelling = useMutation(
    {
      mutationFn: () => cancelOrder(order.id),
      onSuccess: ({ order: cancelled, message }) => {
        toast.success(message, { duration: 3000 });
        onCancelled(cancelled);
      },
    },
    useAppQueryClient(),
  );
  const busy = cancelling.isPending;
  const error = cancelling.error ? apiErrorMessage(cancelling.error, 'Failed to cancel order') : null;
  const confirmRef = useRef<HTMLDivElement>(null);
  const openerRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (confirming) confirmRef.current?.focus();
  }, [confirming]);

  const close = () => {
    setConfirming(false);
    cancelling.reset();
    // Back to the button that opened it, once it is back on screen.
    requestAnimationFrame(() => openerRef.current?.focus());
  };

  const paid = order.paymentStatus === 'paid';

  if (!confirming) {
    const opener = (
      <button ref={openerRef} type="button" onClick={() => setConfirming(true)} className="btn-secondary shrink-0">
        Cancel order
      </button>
    );
    if (order.canPay) {
      return (
        <section aria-labelledby="cancel-title" className="card flex flex-col gap-5 p-6 lg:flex-row lg:items-center lg:justify-between" data-testid="pending-payment">
          <div>
            <h2 id="cancel-title" className="font-serif text-2xl text-ink">
              Waiting for payment
            </h2>
            <p className="mt-1 text-sm leading-relaxed text-ink-soft">
              {order.reservedUntil ? (
                <>
                  We're holding your items until <time dateTime={order.reservedUntil}>{formatDayTime(order.reservedUntil)}</time>.{' '}
                </>
              ) : null}
              Pay now to complete your order, or cancel it if you've changed your mind.
            </p>
          </div>
          <div className="flex shrink-0 flex-col gap-3 sm:flex-row">
            <Link to={paths.storefront.payOrder.getHref(order.id)} className="btn-primary">
              Pay now
            </Link>
            {opener}
          </div>
        </section>
      );
    }
    return (
      <section aria-labelledby="cancel-title" className="card flex flex-col gap-4 p-6 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h2 id="cancel-title" className="font-serif text-2xl text-ink">
            Changed your mind?
          </h2>
          <p className="mt-1 text-sm text-ink-soft">You can cancel this order until we start packing it.</p>
        </div>
        {opener}
      </section>
    );
  }

  return (
    <div
      ref={confirmRef}
      role="alertdialog"
      aria-labelledby="cancel-confirm-title"
      aria-describedby="cancel-confirm-text"
      tabIndex={-1}
      className="rounded-3xl border border-danger/25 bg-danger-soft/60 p-6 outline-none"
    >
      <div className="flex gap-4">
        <span className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-danger-soft text-danger">
          <AlertIcon size={20} />
        </span>
        <div className="min-w-0 flex-1">
          <h2 id="cancel-confirm-title" className="font-serif text-2xl lining-nums text-ink">
            Cancel order #{order.number}?
          </h2>
          <p id="cancel-confirm-text" className="mt-1 text-sm leading-relaxed text-ink-soft">
            {paid
              ? `We'll stop it before it's packed and refund ${formatPaid(order.total)} to your original payment method.`
              : "We'll stop it before it's packed. You haven't been charged."}{' '}
            This can't be undone.
          </p>
          <div className="mt-4">
            <FormAlert message={error} />
          </div>
          <form
            onSubmit={(event) => {
              event.preventDefault();
              if (!busy) cancelling.mutate();
            }}
            className="mt-4 flex flex-col-reverse gap-3 sm:flex-row"
          >
            <button type="button" onClick={close} disabled={busy} className="btn-ghost">
              Keep order
            </button>
            <SubmitButton busy={busy} busyLabel="Cancelling your order" variant="danger">
              Yes, cancel order
            </SubmitButton>
          </form>
        </div>
      </div>
    </div>
  );
}
