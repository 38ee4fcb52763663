/**
 * A product's price in a list, search result or rail: the cheapest size's, in the display currency,
 * read "from £38.00" when its sizes cost different amounts (decision 0249), so a list never shows
 * a price that only the smallest size has as if it were the product's.
 */
import type { Product } from '../../../contracts/product';
import { Price } from '../../../components/Price';
import { hasPriceRange } from '../product-sizes';

export function ListPrice({ product, className = '' }: { product: Pick<Product, 'price' | 'variants'>; className?: string }) {
  if (!hasPriceRange(product)) return <Price pence={product.price} className={className} />;
  return (
    <span className={className} data-testid="from-price">
      <span className="font-normal text-ink-muted">from</span> <Price pence={product.price} />
    </span>
  );
}
