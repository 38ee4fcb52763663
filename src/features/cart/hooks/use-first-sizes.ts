/**
 * A bag saved before sizes (decision 0249) has lines whose size is not known: when the bag opens,
 * each such product is read from the server and its line takes the product's first size, so the
 * line shows its size and checkout can name it. Offline the lines wait, unchanged: checkout's
 * re-check before paying (features/checkout/recheck-bag.ts) gives them their sizes all the same.
 */
import { useEffect } from 'react';
import { getProduct } from '../../../api/products/get-product';
import { useCartStore } from '../../../lib/stores/cart-store';
import { useHydrated } from '../../../lib/use-hydrated';

export function useFirstSizesForSavedLines(open: boolean): void {
  const bagRead = useHydrated(useCartStore);
  const unsized = useCartStore((state) => state.items.filter((item) => item.variantId === null).map((item) => item.id).join(' '));

  useEffect(() => {
    if (!open || !bagRead || !unsized) return;
    let current = true;
    void Promise.allSettled(unsized.split(' ').map((id) => getProduct(id))).then((answers) => {
      const products = answers.flatMap((answer) => (answer.status === 'fulfilled' ? [answer.value] : []));
      if (current && products.length > 0) useCartStore.getState().takeFirstSizes(products);
    });
    return () => {
      current = false;
    };
  }, [open, bagRead, unsized]);
}
