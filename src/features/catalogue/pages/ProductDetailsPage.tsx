/**
 * Product details (docs/product/storefront.md#storefront-routes): gallery, price in the display currency, stock badge,
 * description, ingredients, size, quantity and Add to bag. An unknown id gets a clear not-found
 * state with a way back to the shop. The page counts one view when it opens.
 *
 * A product in several sizes shows the size picker; the chosen size is the address's `size`
 * parameter (decision 0249), so the server renders it, a shared link opens on it, and a choice
 * replaces the history entry rather than adding one per click. Price, badge, quantity and picture
 * are the chosen size's.
 */
import { useEffect, useRef } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import type { Product, ProductVariant } from '../../../contracts/product';
import { ArrowLeftIcon, ReturnIcon, TruckIcon } from '../../../components/icons/icons';
import { Price } from '../../../components/Price';
import { usePricingRules } from '../../../api/shop-config/use-shop-figures';
import { paths } from '../../../config/paths';
import { paidInPoundsNote } from '../../../domain/money';
import { useDisplayCurrency } from '../../../lib/stores/currency-store';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { SIZE_PARAM, sizeSlug } from '../../../domain/size-slug';
import { recordProductView } from '../api/record-product-view';
import { CATEGORIES } from '../categories';
import { AddToBag } from '../components/AddToBag';
import { Gallery } from '../components/Gallery';
import { SizePicker } from '../components/SizePicker';
import { chosenSize, picturesFor } from '../product-sizes';
import { ProductRail } from '../components/ProductRail';
import { SectionHeading } from '../components/SectionHeading';
import { EmptyState, LoadError } from '../../../components/StatusPanels';
import { StockBadge } from '../components/StockBadge';
import { useCatalogue } from '../hooks/use-catalogue';
import { useProduct } from '../hooks/use-product';

/** Below the delivery and returns notes, in another currency: the card is charged in pounds. */
function PaidInPoundsItem() {
  const currency = useDisplayCurrency();
  const note = currency ? paidInPoundsNote(currency) : null;
  if (!note) return null;
  return (
    <li className="border-t border-sand-100 pt-3 text-[12.5px] text-ink-muted sm:col-span-2" data-testid="paid-in-pounds">
      {note}
    </li>
  );
}

export function ProductDetailsPage() {
  const { id = '' } = useParams();
  const view = useProduct(id);
  useDocumentTitle(view.state === 'ready' ? view.product.name : view.state === 'not-found' ? 'Product not found' : 'Product');

  return (
    <div className="container-shop pb-8 pt-6 lg:pt-10">
      {view.state === 'ready' ? <ProductDetails key={view.product.id} product={view.product} /> : null}
      {view.state === 'loading' ? <DetailsSkeleton /> : null}
      {view.state === 'error' ? <LoadError message={view.message} onRetry={view.retry} /> : null}
      {view.state === 'not-found' ? <ProductNotFound /> : null}
    </div>
  );
}

function ProductDetails({ product }: { product: Product }) {
  const category = CATEGORIES[product.category];
  const counted = useRef(false);
  const rules = usePricingRules();
  const [params, setParams] = useSearchParams();
  const size = chosenSize(product, params.get(SIZE_PARAM));
  const choose = (next: ProductVariant) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.set(SIZE_PARAM, sizeSlug(next.name));
        return updated;
      },
      { replace: true, preventScrollReset: true },
    );
  useEffect(() => {
    if (counted.current) return;
    counted.current = true;
    recordProductView(product.id);
  }, [product.id]);

  return (
    <>
      <nav aria-label="Breadcrumb" className="mb-6 text-[13px] text-ink-muted lg:mb-8">
        <ol className="flex flex-wrap items-center gap-2">
          <li>
            <Link to={paths.storefront.shop.getHref()} className="keyboard-focus rounded hover:text-ink">
              Shop
            </Link>
          </li>
          <li aria-hidden="true">/</li>
          <li>
            <Link to={`${paths.storefront.products.getHref()}?category=${product.category}`} className="keyboard-focus rounded hover:text-ink">
              {category.label}
            </Link>
          </li>
          <li aria-hidden="true">/</li>
          <li aria-current="page" className="truncate text-ink-soft">
            {product.name}
          </li>
        </ol>
      </nav>

      <article className="grid gap-10 lg:grid-cols-[minmax(0,1.1fr)_minmax(0,1fr)] lg:gap-16 xl:gap-20">
        <div className="lg:sticky lg:top-24 lg:self-start">
          <Gallery key={size?.id} product={picturesFor(product, size)} />
        </div>

        <div className="flex flex-col lg:pt-4">
          <p className="eyebrow">{category.label}</p>
          <h1 className="heading-display mt-3 text-[40px] sm:text-5xl lg:text-[56px]">{product.name}</h1>
          <div className="mt-5 flex flex-wrap items-center gap-4">
            <Price pence={size?.price ?? product.price} className="text-2xl font-medium text-ink" />
            <StockBadge level={size?.stockLevel ?? product.stockLevel} />
          </div>
          <p className="mt-1 text-xs text-ink-muted" data-testid="chosen-size">
            {size?.name ?? product.size}
          </p>

          <p className="mt-7 text-[15.5px] leading-[1.75] text-ink-soft">{product.description}</p>

          {size && product.variants.length > 1 ? <SizePicker sizes={product.variants} chosen={size} onChoose={choose} /> : null}

          <div className="mt-8">{size ? <AddToBag product={product} size={size} /> : null}</div>

          <ul className="mt-8 grid gap-3 rounded-3xl bg-cream-50 p-5 text-[13px] text-ink-soft sm:grid-cols-2">
            <li className="flex items-start gap-3">
              <TruckIcon size={20} className="mt-px shrink-0 text-sage-700" />
              <span data-testid="delivery-note">
                Free delivery on orders of <Price pence={rules.freeShippingThreshold} /> or more; <Price pence={rules.shippingFee} /> below.
              </span>
            </li>
            <li className="flex items-start gap-3">
              <ReturnIcon size={20} className="mt-px shrink-0 text-sage-700" />
              <span>30-day returns on unopened products.</span>
            </li>
            <PaidInPoundsItem />
          </ul>

          <dl className="mt-10 divide-y divide-sand-200 border-y border-sand-200">
            <div className="py-6">
              <dt className="eyebrow text-ink-muted">Ingredients</dt>
              <dd className="mt-3 text-[14px] leading-[1.8] text-ink-soft">{product.ingredients}</dd>
            </div>
            <div className="flex items-baseline justify-between gap-4 py-6">
              <dt className="eyebrow text-ink-muted">{product.variants.length > 1 ? 'Sizes' : 'Size'}</dt>
              <dd className="text-[15px] text-ink">{product.variants.map((variant) => variant.name).join(', ') || product.size}</dd>
            </div>
          </dl>
        </div>
      </article>

      <Related product={product} />
    </>
  );
}

/** Others from the same category, from the saved catalogue (no extra call). */
function Related({ product }: { product: Product }) {
  const { catalogue } = useCatalogue();
  const others = catalogue?.categories[product.category].products.filter((other) => other.id !== product.id).slice(0, 4) ?? [];
  if (others.length === 0) return null;
  return (
    <section aria-labelledby="related-title" className="mt-20 lg:mt-28">
      <SectionHeading
        id="related-title"
        eyebrow="You may also like"
        title={`More for your ${CATEGORIES[product.category].label.toLowerCase()} ritual`}
        link={{ to: `${paths.storefront.products.getHref()}?category=${product.category}`, label: `All ${CATEGORIES[product.category].label.toLowerCase()}` }}
      />
      <ProductRail products={others} label={`More ${CATEGORIES[product.category].label.toLowerCase()} products`} />
    </section>
  );
}

function ProductNotFound() {
  return (
    <div className="py-10 lg:py-16">
      <EmptyState
        title="Product not found"
        titleAs="h1"
        action={
          <Link to={paths.storefront.shop.getHref()} className="btn-primary">
            <ArrowLeftIcon size={16} />
            Back to the shop
          </Link>
        }
      >
        We couldn't find this product. It may no longer be available, or the link may be mistyped.
      </EmptyState>
    </div>
  );
}

function DetailsSkeleton() {
  return (
    <>
    <p role="status" className="sr-only">
      Loading product
    </p>
    <div aria-hidden="true" className="grid gap-10 pt-10 lg:grid-cols-[minmax(0,1.1fr)_minmax(0,1fr)] lg:gap-16 xl:gap-20">
      <div className="skeleton aspect-[4/5] rounded-[28px]" />
      <div className="flex flex-col gap-4 lg:pt-4">
        <div className="skeleton h-3 w-24 rounded-full" />
        <div className="skeleton h-12 w-4/5 rounded-2xl" />
        <div className="skeleton h-7 w-32 rounded-full" />
        <div className="skeleton mt-4 h-24 w-full rounded-2xl" />
        <div className="skeleton mt-4 h-12 w-full rounded-full" />
      </div>
    </div>
    </>
  );
}
