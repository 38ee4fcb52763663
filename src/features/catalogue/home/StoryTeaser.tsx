/** A glimpse of the story page: why Verdant exists, in a few lines, with a picture beside it. */
import { Link } from 'react-router';
import type { Product } from '../../../contracts/product';
import { ArrowRightIcon } from '../../../components/icons/icons';
import { paths } from '../../../config/paths';
import { ProductImage } from '../components/ProductImage';

export function StoryTeaser({ product }: { product: Product | null }) {
  return (
    <section aria-labelledby="story-title" className="mt-24 bg-sage-900 text-cream-100 lg:mt-32">
      <div className="container-shop grid items-center gap-12 py-20 lg:grid-cols-[minmax(0,0.9fr)_minmax(0,1.1fr)] lg:gap-20 lg:py-28">
        <div className="mx-auto w-full max-w-[300px] sm:max-w-md lg:max-w-none">
          {product ? (
            <ProductImage product={product} sizes="(min-width: 1024px) 520px, 90vw" alt="" className="rounded-t-full rounded-b-[32px]" />
          ) : (
            <div className="aspect-[4/5] rounded-b-[32px] rounded-t-full bg-sage-800" aria-hidden="true" />
          )}
        </div>
        <div>
          <p className="eyebrow text-sage-300">Our story</p>
          <h2 id="story-title" className="mt-4 font-serif text-[40px] font-medium leading-[1.08] text-cream-50 sm:text-5xl lg:text-[60px]">
            Less, but better. Grown, not synthesised.
          </h2>
          <p className="mt-6 max-w-lg text-[15.5px] leading-[1.8] text-cream-200/85">
            Verdant began at a kitchen table with a jar of rosehip oil and a simple rule: if we couldn't name an ingredient and
            where it grew, it didn't go in. Every formula since has been made the same way — short ingredient lists, plants at
            full strength, and packaging that can be used again.
          </p>
          <Link
            to={paths.storefront.story.getHref()}
            className="keyboard-focus group mt-9 inline-flex items-center gap-2 rounded-full text-sm font-medium text-cream-50"
          >
            <span className="border-b border-cream-50/40 pb-0.5 transition-colors group-hover:border-cream-50">Read our story</span>
            <ArrowRightIcon size={16} className="transition-transform group-hover:translate-x-0.5" />
          </Link>
        </div>
      </div>
    </section>
  );
}
