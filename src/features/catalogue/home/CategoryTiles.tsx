/** The four categories (spec section 1) as picture tiles, each opening the list filtered to it. */
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
                <span aria-hidden="true" className="absolute inset-0 bg-gradient-to-t from-sage-900/70 via-sage-900/10 to-transparent" />
                <span className="absolute inset-x-0 bottom-0 flex items-end justify-between gap-3 p-4 text-cream-50 sm:p-6">
                  <span>
                    <span className="block font-serif text-[28px] leading-none sm:text-[34px]">{CATEGORIES[key].label}</span>
                    {page ? (
                      <span className="mt-2 block text-[12px] tracking-wide text-cream-100/85">
                        {page.pagination.total} {page.pagination.total === 1 ? 'product' : 'products'}
                      </span>
                    ) : null}
                  </span>
                  <span className="hidden h-10 w-10 shrink-0 items-center justify-center rounded-full bg-cream-50/15 backdrop-blur-sm transition-colors group-hover:bg-cream-50 group-hover:text-sage-900 sm:inline-flex">
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
