/**
 * The mount point of the bag drawer and the full-screen checkout. Their code loads only once the
 * bag (or checkout) is first opened, keeping it out of the first page load, and stays mounted
 * afterwards so the drawer can animate closed. The app layer composes here what the cart feature
 * may not import: who is signed in (checkout needs a customer; admins see no bag, docs/product/storefront.md#top-navigation)
 * and what the checkout view shows (the checkout feature's flow, the same one /checkout shows).
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import { useAdminAuthStore } from '../../features/admin-auth/stores/admin-auth-store';
import { useAuthStore } from '../../features/auth/stores/auth-store';
import { useCartStore } from '../../lib/stores/cart-store';
import { useOpenBagLink } from './use-open-bag-link';

const CartDrawer = lazy(() =>
  import('../../features/cart/components/CartDrawer').then((module) => ({ default: module.CartDrawer })),
);
const CheckoutView = lazy(() =>
  import('../../features/cart/components/CheckoutView').then((module) => ({ default: module.CheckoutView })),
);
const CheckoutFlow = lazy(() =>
  import('../../features/checkout/components/CheckoutFlow').then((module) => ({ default: module.CheckoutFlow })),
);

/** True from the first time `open` is true: lazy parts load on first use and then stay. */
function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  useEffect(() => {
    if (open) setOpened(true);
  }, [open]);
  return opened || open;
}

export function CartDrawerSlot() {
  const isDrawerOpen = useCartStore((state) => state.isDrawerOpen);
  const isCheckoutOpen = useCartStore((state) => state.isCheckoutOpen);
  const isAdmin = useAdminAuthStore((state) => state.isAuthenticated);
  const signedIn = useAuthStore((state) => state.isAuthenticated);
  const drawerLoaded = useOpenedOnce(isDrawerOpen);
  const checkoutLoaded = useOpenedOnce(isCheckoutOpen);
  const closeCheckout = useCartStore((state) => state.closeCheckout);
  useOpenBagLink();

  if (isAdmin) return null;
  return (
    <Suspense fallback={null}>
      {drawerLoaded ? <CartDrawer signedIn={signedIn} /> : null}
      {checkoutLoaded ? (
        <CheckoutView>
          <CheckoutFlow onClose={closeCheckout} />
        </CheckoutView>
      ) : null}
    </Suspense>
  );
}
