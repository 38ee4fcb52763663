/** Products and a products response shaped like the server's answers, each checked by its contract. */
import { productSchema, productsResponse, type Product, type ProductCategory, type ProductsResponse } from '../../../src/contracts/product';
import { following } from './contract';

/** A product of one size unless `variants` says otherwise; that size follows the product's size, price and stock. */
export function makeProduct(overrides: Partial<Product> = {}): Product {
  const id = overrides.id ?? 'p-serum';
  const size = overrides.size ?? '30 ml';
  const price = overrides.price ?? 3800;
  const stock = overrides.stock ?? 20;
  const stockLevel = overrides.stockLevel ?? 'in stock';
  return following(productSchema, {
    id,
    slug: overrides.slug ?? `${id}-slug`,
    name: 'Rosehip Facial Oil',
    description: 'A deep amber oil of cold-pressed rosehip that sinks in within a minute and leaves skin soft.',
    ingredients: 'Rosa Canina Fruit Oil, Tocopherol',
    size: '30 ml',
    category: 'face',
    price: 3800,
    stock: 20,
    stockLevel: 'in stock',
    image: `/media/${id}-640.webp`,
    images: [{ id: `${id}-img`, alt: 'Rosehip Facial Oil, 30 ml', width: 960, height: 1200, src: `/media/${id}-640.webp`, srcSet: `/media/${id}-320.webp 320w, /media/${id}-640.webp 640w` }],
    featured: false,
    recommended: false,
    createdAt: '2026-05-01T00:00:00.000Z',
    variants: [{ id: `${id}-v1`, name: size, sku: id.toUpperCase(), price, stock, stockLevel, image: null }],
    ...overrides,
  });
}

const page = (products: Product[]) => ({ products, pagination: { page: 1, limit: 1000, total: products.length, totalPages: 1 } });

export function makeCatalogue(products: Product[]): ProductsResponse {
  const inCategory = (category: ProductCategory) => page(products.filter((product) => product.category === category));
  return following(productsResponse, {
    featured: products.filter((product) => product.featured),
    recommended: products.filter((product) => product.recommended),
    bestSellers: products.slice(0, 2),
    popular: products.slice(0, 2),
    allProducts: page(products),
    categories: { face: inCategory('face'), hair: inCategory('hair'), body: inCategory('body'), accessories: inCategory('accessories') },
  });
}
