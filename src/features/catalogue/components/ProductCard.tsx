/**
 * A product in a list: picture, category, name, the description cut to 8 words (docs/product/constants-and-texts.md#text-lengths)
 * and the price in the display currency ("from" the cheapest size when sizes cost different amounts). The whole card is one link.
 */
import { Link } from 'react-router';
import type { Product } from '../../../contracts/product';
import { paths } from '../../../config/paths';
import { truncateWords } from '../../../domain/text';
import { CATEGORIES } from '../categories';
import { sizesLabel } from '../product-sizes';
import { CARD_SIZES } from '../image-sizes';
import { ListPrice } from './ListPrice';
import { ProductImage } from './ProductImage';
import { StockBadge } from './StockBadge';

/** docs/product/constants-and-texts.md#text-lengths: descriptions in summaries are cut to 8 words. */
export const SUMMARY_WORDS = 8;


interface ProductCardProps {
  product: Product;
  /** The first card of a page that leads with products: its picture is the LCP. */
  priority?: boolean;
  sizes?: string;
  /** The name's heading level: h3 under a section's h2, h2 straight under the page's h1. */
  headingLevel?: 'h2' | 'h3';
}

export function ProductCard({ product, priority = false, sizes = CARD_SIZES, headingLevel: Heading = 'h3' }: ProductCardProps) {
  return (
    <Link
      to={paths.storefront.product.getHref(product.id)}
      className="keyboard-focus group flex h-full flex-col rounded-[22px]"
      data-testid="product-card"
    >
      <div className="relative">
        <ProductImage
          product={product}
          sizes={sizes}
          priority={priority}
          alt=""
          className="rounded-[22px]"
          imageClassName="transition-transform duration-700 ease-out group-hover:scale-[1.03]"
        />
        {product.stockLevel !== 'in stock' ? (
          <StockBadge level={product.stockLevel} className="absolute left-3 top-3 shadow-soft" />
        ) : null}
      </div>
      <div className="flex flex-1 flex-col px-1 pt-4">
        <p className="text-[11px] font-medium uppercase tracking-[0.18em] text-ink-muted">
          {CATEGORIES[product.category].label}
          <span aria-hidden="true" className="mx-1.5 text-sand-300">
            ·
          </span>
          {sizesLabel(product)}
        </p>
        <Heading className="mt-1.5 font-serif text-[21px] font-medium leading-[1.15] text-ink transition-colors group-hover:text-sage-800 sm:text-[23px]">
          {product.name}
        </Heading>
        <p className="mt-1.5 text-[13px] leading-relaxed text-ink-muted">{truncateWords(product.description, SUMMARY_WORDS)}</p>
        <ListPrice product={product} className="mt-auto pt-3 text-[15px] font-medium text-ink" />
      </div>
    </Link>
  );
}

export function ProductCardSkeleton() {
  return (
    <div aria-hidden="true" className="flex flex-col">
      <div className="skeleton aspect-[4/5] rounded-[22px]" />
      <div className="skeleton mt-4 h-3 w-1/3 rounded-full" />
      <div className="skeleton mt-3 h-5 w-4/5 rounded-full" />
      <div className="skeleton mt-2 h-3 w-full rounded-full" />
      <div className="skeleton mt-4 h-4 w-1/4 rounded-full" />
    </div>
  );
}
