import { describe, expect, it } from 'vitest';
import { bagChanges } from '../../../../src/features/checkout/bag-changes';
import type { CartItem } from '../../../../src/lib/stores/cart-store';
import { makeProduct } from '../../support/catalogue-fixtures';

const line = (id: string, price: number, quantity: number, size: Partial<Pick<CartItem, 'variantId' | 'variantName'>> = {}): CartItem => ({
  id,
  variantId: `${id}-v1`,
  variantName: '30 ml',
  stock: 10,
  name: `Old ${id}`,
  description: '',
  image: '',
  price,
  quantity,
  amount: price * quantity,
  ...size,
});

/** A product in 30 ml (`${id}-v1`) and 50 ml (`${id}-v2`). */
const inTwoSizes = (id: string, name: string, sizes: Array<{ price: number; stock: number }>) =>
  makeProduct({
    id,
    name,
    price: Math.min(...sizes.map((size) => size.price)),
    variants: sizes.map((size, index) => ({ id: `${id}-v${index + 1}`, name: `${index ? 50 : 30} ml`, sku: `${id}-${index}`, price: size.price, stock: size.stock, stockLevel: 'in stock', image: null })),
  });

describe('what changed in the bag since it was filled', () => {
  it('names new prices, too little stock and products gone, each once per line', () => {
    const items = [line('a', 1000, 1), line('b', 2000, 3), line('c', 500, 1), line('d', 700, 2)];
    const now = new Map([
      ['a', makeProduct({ id: 'a', name: 'Aloe', price: 1200, stock: 10 })],
      ['b', makeProduct({ id: 'b', name: 'Birch', price: 1800, stock: 2 })],
      ['c', null],
      ['d', makeProduct({ id: 'd', name: 'Dew', price: 700, stock: 2 })],
    ]);
    expect(bagChanges(items, now)).toEqual([
      { kind: 'price', line: { id: 'a', variantId: 'a-v1' }, name: 'Aloe', was: 1000, now: 1200 },
      { kind: 'price', line: { id: 'b', variantId: 'b-v1' }, name: 'Birch', was: 2000, now: 1800 },
      { kind: 'stock', line: { id: 'b', variantId: 'b-v1' }, name: 'Birch', wanted: 3, available: 2 },
      { kind: 'gone', line: { id: 'c', variantId: 'c-v1' }, name: 'Old c' },
    ]);
  });

  it('checks each size of a product against that size, and names the size (decision 0249)', () => {
    const items = [line('r', 3800, 1), line('r', 5600, 4, { variantId: 'r-v2', variantName: '50 ml' })];
    const now = new Map([['r', inTwoSizes('r', 'Rosehip', [{ price: 3800, stock: 9 }, { price: 6000, stock: 3 }])]]);
    expect(bagChanges(items, now)).toEqual([
      { kind: 'price', line: { id: 'r', variantId: 'r-v2' }, name: 'Rosehip, 50 ml', was: 5600, now: 6000 },
      { kind: 'stock', line: { id: 'r', variantId: 'r-v2' }, name: 'Rosehip, 50 ml', wanted: 4, available: 3 },
    ]);
  });

  it('a size no longer sold is gone; a line saved before sizes is the first size', () => {
    const items = [line('r', 3800, 1, { variantId: 'r-v9', variantName: '75 ml' }), line('r', 3500, 1, { variantId: null, variantName: '' })];
    const now = new Map([['r', inTwoSizes('r', 'Rosehip', [{ price: 3800, stock: 9 }, { price: 5600, stock: 3 }])]]);
    expect(bagChanges(items, now)).toEqual([
      { kind: 'gone', line: { id: 'r', variantId: 'r-v9' }, name: 'Rosehip, 75 ml' },
      { kind: 'price', line: { id: 'r', variantId: null }, name: 'Rosehip, 30 ml', was: 3500, now: 3800 },
    ]);
  });

  it('finds nothing when the server agrees, or was not asked about a line', () => {
    expect(bagChanges([line('a', 1000, 2)], new Map([['a', makeProduct({ id: 'a', price: 1000, stock: 2 })]]))).toEqual([]);
    expect(bagChanges([line('a', 1000, 2)], new Map())).toEqual([]);
  });
});
