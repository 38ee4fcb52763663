/**
 * /checkout (docs/product/bag-and-currency.md#my-bag): the same checkout as the full-screen view from My Bag, as a page.
 * Leaving it (Continue Shopping, or the links when signed out or the bag is empty) goes to the
 * shop. The full-screen view is closed here, so one checkout shows at a time.
 *
 * With `?order=<id>` ("Pay now" on a pending order's page) it opens at the Payment step for that
 * order (use-pay-order.ts, docs/decisions/0255-abandoned-checkouts.md).
 */
import { useEffect } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { LeafMark } from '../../../components/brand/Logo';
import { BlockSkeleton } from '../../../components/Skeletons';
import { EmptyState } from '../../../components/StatusPanels';
import { PAY_ORDER_PARAM, paths } from '../../../config/paths';
import { useCartStore } from '../../../lib/stores/cart-store';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useViewer } from '../../../lib/viewer';
import { CheckoutFlow } from '../components/CheckoutFlow';
import { usePayOrder } from '../hooks/use-pay-order';

/** Why the order could not be opened for payment, with the way back to it. */
function PayOrderRefused({ orderId, message, onRetry }: { orderId: string; message: string; onRetry: () => void }) {
  return (
    <div className="container-shop max-w-xl pt-10">
      <EmptyState
        titleAs="h2"
        title={message}
        action={
          <div className="flex flex-col gap-3 sm:flex-row">
            <Link to={paths.account.order.getHref(orderId)} className="btn-primary">
              Back to your order
            </Link>
            <button type="button" onClick={onRetry} className="btn-secondary">
              Try again
            </button>
          </div>
        }
      />
    </div>
  );
}

export function CheckoutPage() {
  useDocumentTitle('Checkout');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { isCustomer } = useViewer();
  const orderId = isCustomer ? params.get(PAY_ORDER_PARAM) : null;
  const paying = usePayOrder(orderId);
  // In braces: the bag's store is persisted, and its setter answers a promise, which an effect must not return.
  useEffect(() => {
    useCartStore.getState().closeCheckout();
  }, []);
  return (
    <div className="pb-16">
      <div className="container-shop flex items-center gap-3 pt-8 sm:pt-10">
        <LeafMark size={24} className="text-sage-700" />
        <h1 className="heading-display text-[36px] sm:text-[44px]">Checkout</h1>
      </div>
      {orderId && paying.status === 'failed' ? (
        <PayOrderRefused orderId={orderId} message={paying.message} onRetry={paying.retry} />
      ) : orderId && paying.status !== 'open' ? (
        <div className="container-shop pt-6 sm:pt-8">
          <BlockSkeleton className="h-96" label="Opening your order's payment" />
        </div>
      ) : (
        <CheckoutFlow onClose={() => void navigate(paths.storefront.shop.getHref())} />
      )}
    </div>
  );
}
