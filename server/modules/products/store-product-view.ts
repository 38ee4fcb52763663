/** Database row -> the product answer of src/contracts/product.ts. */
import type { Product, ProductVariant } from '#contracts/product';
import type { ProductCategory } from '#contracts/product';
import { stockLevel } from '#domain/status-badge';
import type { ProductRow } from '../../db/schema';

/** The sizes on sale as the product row's summary keeps them (migration 0021), each with its badge against the product's threshold. */
export function variantsOf(row: Pick<ProductRow, 'variants' | 'lowStockThreshold'>): ProductVariant[] {
  return row.variants.map((variant) => ({ ...variant, stockLevel: stockLevel(variant.stock, row.lowStockThreshold) }));
}


export function toProduct(row: ProductRow): Product {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    description: row.description,
    ingredients: row.ingredients,
    size: row.size,
    category: row.category as ProductCategory,
    price: row.price,
    stock: row.stock,
    stockLevel: stockLevel(row.stock, row.lowStockThreshold),
    image: row.images[0]?.src ?? null,
    images: row.images,
    featured: row.featured,
    recommended: row.recommended,
    createdAt: row.createdAt.toISOString(),
    variants: variantsOf(row),
  };
}
