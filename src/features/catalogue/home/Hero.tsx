/**
 * The landing page's opening: the promise in large serif type, two ways in, and one product
 * picture large — the page's LCP, so it loads eagerly and first.
 */
import { Link } from 'react-router';
import type { Product } from '../../../contracts/product';
import { LeafMark } from '../../../components/brand/Logo';
import { ArrowRightIcon } from '../../../components/icons/icons';
import { ListPrice } from '../components/ListPrice';
import { HERO_IMAGE_SIZES } from '../../../domain/page-images';
import { paths } from '../../../config/paths';
import { ProductImage } from '../components/ProductImage';


interface HeroProps {
  product: Product | null;
  /** The featured products could not be loaded: show the still life without a product. */
  failed?: boolean;
}

export function Hero({ product, failed = false }: HeroProps) {
  return (
    <section aria-labelledby="hero-title" className="container-shop grid items-center gap-10 pb-16 pt-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] lg:gap-16 lg:pb-24 lg:pt-12">
      <div className="order-2 lg:order-1">
        <p className="eyebrow mb-5">Small-batch natural skincare</p>
        <h1 id="hero-title" className="heading-display text-[52px] sm:text-[68px] lg:text-[84px] xl:text-[96px]">
          Skincare, <em className="font-normal italic text-sage-700">true</em> to nature.
        </h1>
        <p className="mt-6 max-w-md text-[16px] leading-[1.75] text-ink-soft">
          Cold-pressed oils, gentle botanicals and nothing your skin doesn't need. Formulas that nourish, and stay true to
          nature 100%.
        </p>
        <div className="mt-9 flex flex-wrap gap-3">
          <Link to={paths.storefront.shop.getHref()} className="btn-primary h-12 px-7">
            Shop the collection
            <ArrowRightIcon size={16} />
          </Link>
          <Link to={paths.storefront.story.getHref()} className="btn-secondary h-12 px-7">
            Our story
          </Link>
        </div>
      </div>

      <div className="relative order-1 lg:order-2">
        <div aria-hidden="true" className="absolute -inset-x-3 -bottom-4 top-10 rounded-[44px] bg-sage-100/80 lg:-inset-x-6 lg:-bottom-6" />
        {product ? (
          <Link to={paths.storefront.product.getHref(product.id)} className="keyboard-focus group relative block rounded-[36px]">
            <ProductImage
              product={product}
              sizes={HERO_IMAGE_SIZES}
              priority
              aspectClassName="aspect-square sm:aspect-[4/5]"
              className="rounded-[36px] shadow-lift"
              imageClassName="transition-transform duration-1000 ease-out group-hover:scale-[1.02]"
            />
            <span className="absolute bottom-3 left-3 right-3 flex items-center justify-between gap-4 rounded-2xl bg-cream-50/90 px-4 py-2.5 shadow-soft backdrop-blur-md sm:bottom-6 sm:left-6 sm:right-auto sm:min-w-72 sm:px-5 sm:py-4">
              <span className="min-w-0">
                <span className="hidden text-[10.5px] font-semibold uppercase tracking-[0.2em] text-sage-600 sm:block">Featured</span>
                <span className="block truncate font-serif text-lg leading-tight text-ink sm:mt-1 sm:text-xl">{product.name}</span>
              </span>
              <ListPrice product={product} className="shrink-0 text-sm font-medium text-ink" />
            </span>
          </Link>
        ) : (
          <div
            aria-hidden="true"
            className={`relative flex aspect-square items-center sm:aspect-[4/5] justify-center rounded-[36px] ${failed ? 'bg-sage-200 text-sage-700' : 'skeleton'}`}
          >
            {failed ? <LeafMark size={120} /> : null}
          </div>
        )}
      </div>
    </section>
  );
}
