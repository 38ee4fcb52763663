/**
 * A product picture in a box of the image's own proportions, so nothing shifts while it loads.
 * The browser picks a rendition from srcSet for the slot's `sizes`. Below the fold it loads
 * lazily; the page's largest image (the LCP) passes `priority` to load first.
 */
import type { Product } from '../../../contracts/product';
import { LeafMark } from '../../../components/brand/Logo';

interface ProductImageProps {
  product: Pick<Product, 'images' | 'image' | 'name'>;
  /** The `sizes` attribute: how wide the slot is at each breakpoint. */
  sizes: string;
  /** Which picture (the gallery shows more than the first). */
  index?: number;
  priority?: boolean;
  /** Alt text; cards beside the product's name pass "" so it is not read twice. */
  alt?: string;
  className?: string;
  /** The picture's own rounding and hover behaviour. */
  imageClassName?: string;
  /**
   * Aspect-ratio classes for a box cropped differently from the picture (the hero is square on
   * phones); the picture then covers the box. By default the box takes the picture's proportions.
   */
  aspectClassName?: string;
}

/** The seeded pictures are 4:5; the box falls back to it when a product has none. */
const FALLBACK_RATIO = '4 / 5';

export function ProductImage({
  product,
  sizes,
  index = 0,
  priority = false,
  alt,
  className = '',
  imageClassName = '',
  aspectClassName,
}: ProductImageProps) {
  const picture = product.images[index];
  const ratio = picture ? `${picture.width} / ${picture.height}` : FALLBACK_RATIO;
  return (
    <div
      className={`relative overflow-hidden bg-sand-100 ${aspectClassName ?? ''} ${className}`}
      style={aspectClassName ? undefined : { aspectRatio: ratio }}
    >
      {picture || product.image ? (
        <img
          src={picture?.src ?? product.image ?? undefined}
          srcSet={picture?.srcSet}
          sizes={picture ? sizes : undefined}
          width={picture?.width}
          height={picture?.height}
          alt={alt ?? picture?.alt ?? product.name}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : 'auto'}
          decoding={priority ? 'sync' : 'async'}
          className={`absolute inset-0 h-full w-full object-cover ${imageClassName}`}
        />
      ) : (
        // A product without a picture (an admin may add one later): the leaf stands in, named like the
        // picture would be, or hidden where the picture would be decorative (alt="", the name beside it).
        <span
          className="absolute inset-0 flex items-center justify-center text-sand-300"
          {...((alt ?? product.name) ? { role: 'img', 'aria-label': alt ?? product.name } : { 'aria-hidden': true })}
        >
          <LeafMark size={56} />
        </span>
      )}
    </div>
  );
}
