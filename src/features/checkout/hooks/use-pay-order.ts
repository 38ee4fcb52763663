/**
 * "Pay now" on a pending order's page (docs/decisions/0255-abandoned-checkouts.md): /checkout?order=<id>
 * opens this same checkout at its Payment step for that order, rather than a second payment screen.
 * The order is read from the server (its lines, totals, number and reservation) and its payment
 * opened as Continue to Payment opens one; the Payment step then pays it like any other, and its
 * status is polled the same way. An order that can no longer be paid says why, in the server's
 * words (already paid, expired, being updated).
 *
 * Leaving the page before it is paid forgets it, so My Bag's checkout starts from the bag again.
 */
import { useCallback, useEffect, useState } from 'react';
import { getOrder } from '../../../api/orders/get-order';
import type { OrderDetail } from '../../../contracts/orders';
import type { CartItem } from '../../../lib/stores/cart-store';
import { startPayment } from '../api/start-payment';
import { checkoutFailure } from '../failure-message';
import { type PlacedOrder, useCheckoutStore } from '../stores/checkout-store';

const OPEN_FAILED = "We couldn't open this order's payment. Please try again.";

export type PayOrderState = { status: 'idle' | 'opening' | 'open' } | { status: 'failed'; message: string; order: OrderDetail | null };

/** The order as checkout's summary shows it: its own lines, as bag lines. */
function placedOrderOf(order: OrderDetail): PlacedOrder {
  const lines: CartItem[] = order.lines.map((line) => ({
    id: line.productId ?? line.id,
    variantId: line.variantId,
    variantName: line.variantName,
    stock: null,
    name: line.name,
    description: '',
    image: line.image ?? '',
    price: line.unitPrice,
    quantity: line.quantity,
    amount: line.lineTotal,
  }));
  const { subtotal, shipping, tax, discount, total } = order;
  return {
    orderId: order.id,
    orderNumber: order.number,
    pricing: { subtotal, shipping, tax, discount, total },
    reservedUntil: order.reservedUntil ?? order.createdAt,
    lines,
    source: 'order-page',
  };
}

/** Opens checkout's Payment step for `orderId` (null: checkout from the bag, nothing to open). */
export function usePayOrder(orderId: string | null): PayOrderState & { retry: () => void } {
  const open = useCheckoutStore((state) => orderId !== null && state.order?.orderId === orderId && state.step !== 'review');
  const [state, setState] = useState<PayOrderState>({ status: 'idle' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!orderId || useCheckoutStore.getState().order?.orderId === orderId) return;
    let current = true;
    setState({ status: 'opening' });
    void (async () => {
      let order: OrderDetail | null = null;
      try {
        order = await getOrder(orderId);
        const payment = await startPayment(orderId);
        if (!current) return;
        const store = useCheckoutStore.getState();
        store.reset();
        store.startPayment(placedOrderOf(order), payment);
        setState({ status: 'open' });
      } catch (error) {
        if (current) setState({ status: 'failed', message: checkoutFailure(error, OPEN_FAILED), order });
      }
    })();
    return () => {
      current = false;
    };
  }, [orderId, attempt]);

  // Left unpaid: forgotten, so the next checkout from My Bag is the bag's.
  useEffect(
    () => () => {
      const { order, step, reset } = useCheckoutStore.getState();
      if (order?.source === 'order-page' && step !== 'complete') reset();
    },
    [],
  );

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...(open ? { status: 'open' } : state), retry };
}
