/**
 * The product's pictures: the first large (the page's LCP, loaded first), the others as
 * thumbnails that swap it. Every picture sits in a box of its own proportions.
 */
import { useState } from 'react';
import type { Product } from '../../../contracts/product';
import { ProductImage } from './ProductImage';
import { PRODUCT_GALLERY_SIZES } from '../../../domain/page-images';
import { THUMBNAIL_SIZES } from '../image-sizes';

export function Gallery({ product }: { product: Product }) {
  const [selected, setSelected] = useState(0);
  const count = product.images.length;
  return (
    <div className="flex flex-col gap-4">
      <ProductImage product={product} index={Math.min(selected, Math.max(0, count - 1))} sizes={PRODUCT_GALLERY_SIZES} priority className="rounded-[28px]" />
      {count > 1 ? (
        <ul className="flex gap-3" aria-label="More pictures">
          {product.images.map((image, index) => (
            <li key={image.id} className="w-20">
              <button
                type="button"
                onClick={() => setSelected(index)}
                aria-label={`Show picture ${index + 1} of ${count}`}
                aria-pressed={index === selected}
                className={`keyboard-focus block w-full overflow-hidden rounded-2xl ring-offset-2 ring-offset-cream-100 transition ${
                  index === selected ? 'ring-2 ring-sage-700' : 'opacity-75 hover:opacity-100'
                }`}
              >
                <ProductImage product={product} index={index} sizes={THUMBNAIL_SIZES} alt="" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
