/** Products in a responsive grid: two columns on phones, three on tablets, four from 1024 px. */
import type { Product } from '../../../contracts/product';
import { ProductCard, ProductCardSkeleton } from './ProductCard';

const GRID = 'grid grid-cols-2 gap-x-4 gap-y-10 sm:grid-cols-3 sm:gap-x-6 lg:grid-cols-4 lg:gap-x-8 lg:gap-y-14';

interface ProductGridProps {
  products: Product[];
  /** Give the first card's picture priority (the page's LCP). */
  leadsPage?: boolean;
  label?: string;
  /** Passed to each card: h2 when the grid sits directly under the page title. */
  headingLevel?: 'h2' | 'h3';
}

export function ProductGrid({ products, leadsPage = false, label, headingLevel }: ProductGridProps) {
  return (
    <ul className={GRID} aria-label={label}>
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard product={product} priority={leadsPage && index === 0} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}

export function ProductGridSkeleton({ count = 8, label = 'Loading products' }: { count?: number; label?: string }) {
  return (
    <div>
      <p role="status" className="sr-only">
        {label}
      </p>
      <div className={GRID}>
        {Array.from({ length: count }, (_, index) => (
          <ProductCardSkeleton key={index} />
        ))}
      </div>
    </div>
  );
}
