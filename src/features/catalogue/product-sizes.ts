/**
 * What a product page and a list need to know about a product's sizes (decision 0249): which size
 * an address chooses, and whether the price a list shows is a "from" price.
 */
import type { Product, ProductVariant } from '../../contracts/product';
import { sizeSlug } from '../../domain/size-slug';

/** The size `slug` names, or the first size when it names none (a mistyped or removed size). */
export function chosenSize(product: Pick<Product, 'variants'>, slug: string | null): ProductVariant | undefined {
  return product.variants.find((variant) => slug !== null && sizeSlug(variant.name) === slug) ?? product.variants[0];
}

/** The sizes cost different amounts: a list's price (the cheapest one's) reads "from". */
export function hasPriceRange(product: Pick<Product, 'price' | 'variants'>): boolean {
  return product.variants.some((variant) => variant.price !== product.price);
}

/** The pictures with the size's own first, so the gallery opens on it. */
export function picturesFor(product: Product, size: ProductVariant | undefined): Product {
  const own = size?.image;
  if (!own) return product;
  return { ...product, images: [own, ...product.images.filter((image) => image.id !== own.id)] };
}

/** What a card writes beside the category: the one size's name, or how many there are to choose from. */
export function sizesLabel(product: Pick<Product, 'size' | 'variants'>): string {
  return product.variants.length > 1 ? `${product.variants.length} sizes` : product.size;
}
