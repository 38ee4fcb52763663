/**
 * Checkout itself (docs/product/checkout.md#checkout-steps): progress bar, the current step, and the order summary beside
 * it, with the notes under it. One body for both places checkout shows: the full-screen view from
 * My Bag and the /checkout page (`onClose` is how each one leaves). A visitor who is not signed in
 * is asked to log in; an empty bag has nothing to check out; offline, it says checkout needs a
 * connection and paying waits. That notice is checkout's own word on the connection, so it shows
 * above whatever checkout shows, the log-in prompt and the empty bag included: the shop-wide
 * offline banner alone does not say what checkout will do (docs/decisions/0062).
 */
import { Link } from 'react-router';
import { EmptyState } from '../../../components/StatusPanels';
import { paths } from '../../../config/paths';
import { useCartStore } from '../../../lib/stores/cart-store';
import { useHydrated } from '../../../lib/use-hydrated';
import { useOnline } from '../../../lib/use-online';
import { useViewer } from '../../../lib/viewer';
import { CHECKOUT_MESSAGES } from '../order-outcome';
import { usePricingRules } from '../../../api/shop-config/use-shop-figures';
import { previewPricing } from '../pricing-preview';
import { useCheckoutStore } from '../stores/checkout-store';
import { CheckoutAssurances } from './CheckoutAssurances';
import { CheckoutProgress } from './CheckoutProgress';
import { CompleteStep } from './CompleteStep';
import { ConnectionNotice } from './ConnectionNotice';
import { OrderSummary } from './OrderSummary';
import { PaymentStep } from './PaymentStep';
import { ReviewStep } from './ReviewStep';

export function CheckoutFlow({ onClose }: { onClose: () => void }) {
  const { isCustomer } = useViewer();
  const items = useCartStore((state) => state.items);
  const bagReady = useHydrated(useCartStore);
  const step = useCheckoutStore((state) => state.step);
  const order = useCheckoutStore((state) => state.order);
  const payment = useCheckoutStore((state) => state.payment);
  const discount = useCheckoutStore((state) => state.discount);
  const connectionLost = useCheckoutStore((state) => state.connectionLost);
  const online = useOnline();
  const rules = usePricingRules();
  const connected = online && !connectionLost;
  const connectionNotice =
    step !== 'complete' && !connected ? (
      <ConnectionNotice offline={!online} onRetry={() => useCheckoutStore.getState().setConnectionLost(false)} />
    ) : null;

  if (!isCustomer) {
    return (
      <div className="container-shop max-w-xl pt-10">
        {connectionNotice}
        <EmptyState
          title={CHECKOUT_MESSAGES.loginRequired}
          action={
            <Link to={paths.storefront.login.getHref(paths.storefront.checkout.getHref())} onClick={onClose} className="btn-primary">
              Log in
            </Link>
          }
        >
          Your bag is saved on this device. Log in or create an account, and it will be waiting for you.
        </EmptyState>
      </div>
    );
  }

  // The bag empties once an order is paid; until then an order's own lines stand in for it.
  const placed = step !== 'review' ? order : null;
  if (bagReady && items.length === 0 && !placed) {
    return (
      <div className="container-shop max-w-xl pt-10">
        {connectionNotice}
        <EmptyState
          title="Your bag is empty"
          action={
            <Link to={paths.storefront.shop.getHref()} onClick={onClose} className="btn-primary">
              Continue shopping
            </Link>
          }
        >
          Add something you love, then come back to check out.
        </EmptyState>
      </div>
    );
  }

  const lines = placed ? placed.lines : items;
  const pricing = placed ? placed.pricing : previewPricing(items, discount, rules);

  return (
    <div className="container-shop pt-6 sm:pt-8">
      <CheckoutProgress step={step} />
      {connectionNotice}
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_400px] lg:gap-10">
        <div className="min-w-0">
          {step === 'review' ? <ReviewStep items={items} connected={connected} /> : null}
          {step === 'payment' && order && payment ? <PaymentStep order={order} payment={payment} connected={connected} /> : null}
          {step === 'complete' && order ? (
            <CompleteStep
              order={order}
              onContinueShopping={() => {
                useCheckoutStore.getState().reset();
                onClose();
              }}
              onViewOrder={() => {
                useCheckoutStore.getState().reset();
                useCartStore.getState().closeCheckout();
              }}
            />
          ) : null}
        </div>
        <aside className="min-w-0 lg:sticky lg:top-24 lg:self-start" aria-label="Order summary">
          <OrderSummary lines={lines} pricing={pricing} discount={discount} />
          <CheckoutAssurances />
        </aside>
      </div>
    </div>
  );
}
