/**
 * The four categories (docs/product/storefront.md#categories) as picture tiles, each opening the list filtered to it. The
 * name sits on a near-opaque cream plate rather than straight on the picture: some pictures are
 * pale, and white text on them failed WCAG AA. On the plate the contrast holds whatever is beneath
 * (ink on cream; the e2e storefront spec measures it).
 */
import { Link } from 'react-router';
import type { ProductsResponse } from '../../../contracts/product';
import { ArrowRightIcon } from '../../../components/icons/icons';
import { paths } from '../../../config/paths';
import { CATEGORIES, CATEGORY_KEYS } from '../categories';
import { ProductImage } from '../components/ProductImage';
import { SectionHeading } from '../components/SectionHeading';

const TILE_SIZES = '(min-width: 1256px) 290px, (min-width: 1024px) 23vw, 46vw';

export function CategoryTiles({ catalogue }: { catalogue: ProductsResponse | null }) {
  return (
    <section aria-labelledby="categories-title" className="container-shop mt-24 lg:mt-32">
      <SectionHeading id="categories-title" eyebrow="Shop by category" title="A ritual for every part of you" />
      <ul className="grid grid-cols-2 gap-4 sm:gap-6 lg:grid-cols-4 lg:gap-8">
        {CATEGORY_KEYS.map((key) => {
          const page = catalogue?.categories[key];
          const cover = page?.products[0] ?? null;
          return (
            <li key={key}>
              <Link
                to={`${paths.storefront.products.getHref()}?category=${key}`}
                className="keyboard-focus group relative block overflow-hidden rounded-[26px]"
              >
                {cover ? (
                  <ProductImage product={cover} sizes={TILE_SIZES} alt="" imageClassName="transition-transform duration-700 group-hover:scale-[1.04]" />
                ) : (
                  <div className="skeleton aspect-[4/5]" aria-hidden="true" />
                )}
                <span className="absolute inset-x-2.5 bottom-2.5 flex items-center justify-between gap-3 rounded-[18px] bg-cream-50/95 px-3.5 py-3 text-ink shadow-soft backdrop-blur-sm sm:inset-x-4 sm:bottom-4 sm:px-5 sm:py-4">
                  <span className="min-w-0">
                    <span className="block font-serif text-[24px] font-medium leading-none sm:text-[30px]" data-testid="category-tile-label">
                      {CATEGORIES[key].label}
                    </span>
                    {page ? (
                      <span className="mt-1.5 block text-[12px] tracking-wide text-ink-muted" data-testid="category-tile-count">
                        {page.pagination.total} {page.pagination.total === 1 ? 'product' : 'products'}
                      </span>
                    ) : null}
                  </span>
                  <span className="hidden h-10 w-10 shrink-0 items-center justify-center rounded-full bg-sage-800 text-cream-50 transition-colors group-hover:bg-sage-900 sm:inline-flex">
                    <ArrowRightIcon size={16} />
                  </span>
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
