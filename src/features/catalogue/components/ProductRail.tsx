/**
 * A short set of products (recommended, best sellers, popular, featured): a swipeable row of all
 * of them on phones and tablets, one calm row of the first four from 1024 px.
 */
import type { Product } from '../../../contracts/product';
import { RAIL_SIZES } from '../image-sizes';
import { ProductCard, ProductCardSkeleton } from './ProductCard';

const RAIL =
  '-mx-5 flex snap-x snap-mandatory gap-4 overflow-x-auto px-5 pb-2 scroll-px-5 sm:-mx-8 sm:px-8 sm:scroll-px-8 lg:mx-0 lg:grid lg:grid-cols-4 lg:gap-x-8 lg:gap-y-14 lg:overflow-visible lg:px-0 lg:pb-0 [scrollbar-width:none] lg:[&>li:nth-child(n+5)]:hidden';
const ITEM = 'w-[68vw] max-w-[300px] shrink-0 snap-start sm:w-[40vw] lg:w-auto lg:max-w-none';

export function ProductRail({ products, label, leadsPage = false }: { products: Product[]; label: string; leadsPage?: boolean }) {
  return (
    <ul className={RAIL} aria-label={label}>
      {products.map((product, index) => (
        <li key={product.id} className={ITEM}>
          <ProductCard product={product} sizes={RAIL_SIZES} priority={leadsPage && index === 0} />
        </li>
      ))}
    </ul>
  );
}

export function ProductRailSkeleton({ count = 4 }: { count?: number }) {
  return (
    <div className={RAIL} aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className={ITEM}>
          <ProductCardSkeleton />
        </div>
      ))}
    </div>
  );
}
