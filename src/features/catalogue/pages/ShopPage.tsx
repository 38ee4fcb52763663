/**
 * The shop (docs/product/storefront.md#storefront-routes): the sets (recommended, best sellers, popular), then each category
 * with its products. Everything comes from the saved catalogue, refreshed in the background.
 */
import { Link } from 'react-router';
import type { Product, ProductsResponse } from '../../../contracts/product';
import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { CATEGORIES, CATEGORY_KEYS } from '../categories';
import { ProductGrid, ProductGridSkeleton } from '../components/ProductGrid';
import { ProductRail, ProductRailSkeleton } from '../components/ProductRail';
import { SectionHeading } from '../components/SectionHeading';
import { LoadError } from '../../../components/StatusPanels';
import { StaleNote } from '../components/StaleNote';
import { useCatalogue } from '../hooks/use-catalogue';

/** Per category on this page; the rest are one click away in the full list. */
const PER_CATEGORY = 4;

const categoryHref = (category: string) => `${paths.storefront.products.getHref()}?category=${category}`;

const SETS: ReadonlyArray<{ key: 'recommended' | 'bestSellers' | 'popular'; eyebrow: string; title: string; intro: string }> = [
  { key: 'recommended', eyebrow: 'Chosen by us', title: 'Recommended', intro: 'The formulas our team reaches for first, whatever the season.' },
  { key: 'bestSellers', eyebrow: 'Loved by many', title: 'Best sellers', intro: 'What our customers come back for, again and again.' },
  { key: 'popular', eyebrow: 'Right now', title: 'Popular this month', intro: 'The products most looked at and bought over the last 30 days.' },
];

export function ShopPage() {
  useDocumentTitle('Shop');
  const { catalogue, error, stale, retry } = useCatalogue();

  return (
    <div className="pb-8">
      <header className="container-shop pb-10 pt-10 lg:pb-16 lg:pt-16">
        <p className="eyebrow mb-3">The collection</p>
        <div className="flex flex-col gap-8 lg:flex-row lg:items-end lg:justify-between">
          <div className="max-w-2xl">
            <h1 className="heading-display text-[52px] sm:text-7xl lg:text-[88px]">Shop</h1>
            <p className="mt-4 text-[15px] leading-relaxed text-ink-soft sm:text-base">
              Plant-rich formulas for face, hair and body, and the few good tools that go with them.
            </p>
          </div>
          <nav aria-label="Categories" className="flex flex-wrap gap-2">
            {CATEGORY_KEYS.map((key) => (
              <a
                key={key}
                href={`#category-${key}`}
                className="keyboard-focus inline-flex h-10 items-center rounded-full border border-sand-200 bg-cream-50 px-4 text-[13px] font-medium text-ink-soft transition-colors hover:border-sand-300 hover:text-ink"
              >
                {CATEGORIES[key].label}
              </a>
            ))}
            <Link to={paths.storefront.products.getHref()} className="btn-primary h-10 px-5 text-[13px]">
              All products
            </Link>
          </nav>
        </div>
        {stale ? (
          <div className="mt-8">
            <StaleNote onRetry={retry} />
          </div>
        ) : null}
      </header>

      {error ? (
        <div className="container-shop">
          <LoadError message={error} onRetry={retry} />
        </div>
      ) : catalogue ? (
        <ShopSections catalogue={catalogue} />
      ) : (
        <ShopSkeleton />
      )}
    </div>
  );
}

function ShopSections({ catalogue }: { catalogue: ProductsResponse }) {
  const sets = SETS.filter((set) => catalogue[set.key].length > 0);
  return (
    <>
      {sets.map((set, index) => (
        <section key={set.key} aria-labelledby={`set-${set.key}`} className={`container-shop ${index === 0 ? '' : 'mt-20 lg:mt-28'}`}>
          <SectionHeading id={`set-${set.key}`} eyebrow={set.eyebrow} title={set.title} intro={set.intro} />
          <ProductRail products={catalogue[set.key]} label={set.title} leadsPage={index === 0} />
        </section>
      ))}

      <div className="mt-24 bg-cream-50 py-20 lg:mt-32 lg:py-28">
        {CATEGORY_KEYS.map((key, index) => (
          <CategorySection
            key={key}
            category={key}
            products={catalogue.categories[key].products}
            total={catalogue.categories[key].pagination.total}
            first={index === 0}
          />
        ))}
      </div>
    </>
  );
}

function CategorySection({ category, products, total, first }: { category: keyof typeof CATEGORIES; products: Product[]; total: number; first: boolean }) {
  const info = CATEGORIES[category];
  if (products.length === 0) return null;
  return (
    <section id={`category-${category}`} aria-labelledby={`category-${category}-title`} className={`container-shop scroll-mt-24 ${first ? '' : 'mt-20 lg:mt-28'}`}>
      <SectionHeading
        id={`category-${category}-title`}
        eyebrow={`${total} ${total === 1 ? 'product' : 'products'}`}
        title={info.label}
        intro={info.blurb}
        link={{ to: categoryHref(category), label: `View all ${info.label.toLowerCase()}` }}
      />
      <ProductGrid products={products.slice(0, PER_CATEGORY)} label={`${info.label} products`} />
    </section>
  );
}

function ShopSkeleton() {
  return (
    <div className="container-shop">
      <p role="status" className="sr-only">
        Loading products
      </p>
      <div aria-hidden="true">
        <div className="skeleton mb-10 h-10 w-64 rounded-2xl" />
        <ProductRailSkeleton />
        <div className="skeleton mb-10 mt-20 h-10 w-64 rounded-2xl" />
        <ProductGridSkeleton count={4} />
      </div>
    </div>
  );
}
