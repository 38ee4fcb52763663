import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Product } from '../../../../src/contracts/product';
import { Price } from '../../../../src/components/Price';
import { ProductCard } from '../../../../src/features/catalogue/components/ProductCard';
import { useCurrencyStore } from '../../../../src/lib/stores/currency-store';
import type { CurrencyCode } from '../../../../src/domain/money';

// £45.00 in each display currency at the spec's rates (per USD: GBP 0.79, EUR 0.92, NGN 1650),
// rounded once to the minor unit.
const SHOWN: Record<CurrencyCode, string> = {
  GBP: '£45.00',
  USD: '$56.96', // 4500 / 0.79 = 5696.2
  EUR: '€52.41', // 4500 × 0.92 / 0.79 = 5240.5 → 5241
  NGN: '₦93,987.34', // 4500 × 1650 / 0.79 = 9398734.2
};

const product = {
  id: 'p1',
  slug: 'rose-balm',
  name: 'Rose Balm',
  description: 'A soft balm of rose and shea for dry lips, cuticles and elbows.',
  ingredients: 'Shea butter',
  size: '30 ml',
  category: 'body',
  price: 4500,
  stock: 10,
  stockLevel: 'in stock',
  image: null,
  images: [],
  featured: false,
  recommended: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  variants: [{ id: 'v-1', name: '30 ml', sku: 'BODY-OIL', price: 4500, stock: 10, stockLevel: 'in stock', image: null }],
} satisfies Product;

beforeEach(async () => {
  await vi.waitFor(() => expect(useCurrencyStore.persist.hasHydrated()).toBe(true));
});

describe('prices in the four display currencies (docs/product/bag-and-currency.md#display-currencies)', () => {
  it.each(Object.entries(SHOWN))('%s: pence in, the formatted string out', async (currency, text) => {
    useCurrencyStore.setState({ currency: currency as CurrencyCode, detected: true });
    render(<Price pence={4500} />);
    expect(screen.getByText(text).getAttribute('data-currency')).toBe(currency);
  });

  it('a product in sizes of different prices reads "from" its cheapest size, in every currency (decision 0249)', async () => {
    const inSizes = {
      ...product,
      variants: [...product.variants, { id: 'v-2', name: '100 ml', sku: 'BODY-OIL-100', price: 9000, stock: 4, stockLevel: 'low stock' as const, image: null }],
    };
    useCurrencyStore.setState({ currency: 'GBP', detected: true });
    const router = createMemoryRouter([{ path: '*', element: <ProductCard product={inSizes} /> }]);
    render(<RouterProvider router={router} />);
    expect(screen.getByTestId('product-card').textContent).toContain('2 sizes');
    for (const [currency, text] of Object.entries(SHOWN)) {
      await act(async () => useCurrencyStore.getState().setCurrency(currency as CurrencyCode));
      expect(screen.getByTestId('from-price').textContent).toBe(`from ${text}`);
    }
  });

  it('a product card follows the shopper’s currency as it changes, and cuts the description to 8 words', async () => {
    useCurrencyStore.setState({ currency: 'GBP', detected: true });
    const router = createMemoryRouter([{ path: '*', element: <ProductCard product={product} /> }]);
    render(<RouterProvider router={router} />);
    expect(screen.getByText('£45.00')).toBeInTheDocument();
    expect(screen.getByText('A soft balm of rose and shea for…')).toBeInTheDocument();
    for (const [currency, text] of Object.entries(SHOWN)) {
      await act(async () => useCurrencyStore.getState().setCurrency(currency as CurrencyCode));
      expect(screen.getByText(text)).toBeInTheDocument();
    }
  });

  it('shows nothing readable until the saved currency is known, so no wrong currency flashes', async () => {
    vi.spyOn(useCurrencyStore.persist, 'hasHydrated').mockReturnValue(false);
    render(<Price pence={4500} />);
    const placeholder = screen.getByText('£45.00');
    expect(placeholder.getAttribute('aria-hidden')).toBe('true');
    expect(placeholder.className).toContain('invisible');
  });
});
