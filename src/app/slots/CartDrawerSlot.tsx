/**
 * The mount point of the bag drawer. The drawer's code loads only once the bag is first opened,
 * keeping it out of the first page load, and stays mounted afterwards so it can animate closed.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import { useCartStore } from '../../features/cart/stores/cart-store';

const CartDrawer = lazy(() =>
  import('../../features/cart/components/CartDrawer').then((module) => ({ default: module.CartDrawer })),
);

export function CartDrawerSlot() {
  const isOpen = useCartStore((state) => state.isDrawerOpen);
  const [loaded, setLoaded] = useState(isOpen);

  useEffect(() => {
    if (isOpen) setLoaded(true);
  }, [isOpen]);

  if (!loaded && !isOpen) return null;
  return (
    <Suspense fallback={null}>
      <CartDrawer />
    </Suspense>
  );
}
