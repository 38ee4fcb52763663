import { describe, expect, it } from 'vitest';
import { bagChanges } from '../../../../src/features/checkout/bag-changes';
import type { CartItem } from '../../../../src/lib/stores/cart-store';
import { makeProduct } from '../../support/catalogue-fixtures';

const line = (id: string, price: number, quantity: number): CartItem => ({ id, name: `Old ${id}`, description: '', image: '', price, quantity, amount: price * quantity });

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
      { kind: 'price', id: 'a', name: 'Aloe', was: 1000, now: 1200 },
      { kind: 'price', id: 'b', name: 'Birch', was: 2000, now: 1800 },
      { kind: 'stock', id: 'b', name: 'Birch', wanted: 3, available: 2 },
      { kind: 'gone', id: 'c', name: 'Old c' },
    ]);
  });

  it('finds nothing when the server agrees, or was not asked about a line', () => {
    expect(bagChanges([line('a', 1000, 2)], new Map([['a', makeProduct({ id: 'a', price: 1000, stock: 2 })]]))).toEqual([]);
    expect(bagChanges([line('a', 1000, 2)], new Map())).toEqual([]);
  });
});
