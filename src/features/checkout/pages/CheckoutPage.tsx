/**
 * /checkout (docs/product/bag-and-currency.md#my-bag): the same checkout as the full-screen view from My Bag, as a page.
 * Leaving it (Continue Shopping, or the links when signed out or the bag is empty) goes to the
 * shop. The full-screen view is closed here, so one checkout shows at a time.
 */
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { LeafMark } from '../../../components/brand/Logo';
import { paths } from '../../../config/paths';
import { useCartStore } from '../../../lib/stores/cart-store';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { CheckoutFlow } from '../components/CheckoutFlow';

export function CheckoutPage() {
  useDocumentTitle('Checkout');
  const navigate = useNavigate();
  useEffect(() => useCartStore.getState().closeCheckout(), []);
  return (
    <div className="pb-16">
      <div className="container-shop flex items-center gap-3 pt-8 sm:pt-10">
        <LeafMark size={24} className="text-sage-700" />
        <h1 className="heading-display text-[36px] sm:text-[44px]">Checkout</h1>
      </div>
      <CheckoutFlow onClose={() => void navigate(paths.storefront.shop.getHref())} />
    </div>
  );
}
