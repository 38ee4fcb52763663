import { beforeEach, describe, expect, it, vi } from 'vitest';
import { lineBound, lineLimit, quantityOf, selectCount, selectSubtotal, useCartStore } from '../../../src/lib/stores/cart-store';
import { idbStateStorage } from '../../../src/lib/storage';
import { MAX_UNITS_PER_PRODUCT } from '../../../src/domain/order-limits';
import { makeProduct } from '../support/catalogue-fixtures';

const serum = { id: 'p1', variantId: 'p1-30', variantName: '30 ml', stock: 40, name: 'Rosehip Serum', description: 'A light facial oil', image: '/media/p1.webp', price: 2450 };
const bigSerum = { ...serum, variantId: 'p1-50', variantName: '50 ml', stock: 3, price: 3600 };
const balm = { id: 'p2', variantId: 'p2-75', variantName: '75 ml', stock: 60, name: 'Oat Balm', description: 'A rich balm', image: '/media/p2.webp', price: 1800 };
const p1 = { id: 'p1', variantId: 'p1-30' };

beforeEach(() => {
  useCartStore.setState({ items: [], isDrawerOpen: false, isCheckoutOpen: false });
});

describe('cart rules (docs/product/bag-and-currency.md#bag-rules)', () => {
  it('adds with quantity 1 by default and amount = quantity × price', () => {
    useCartStore.getState().addItem(serum);
    expect(useCartStore.getState().items).toEqual([{ ...serum, quantity: 1, amount: 2450 }]);
  });

  it('adding a size already in the bag raises its quantity instead of adding a line', () => {
    const { addItem } = useCartStore.getState();
    addItem(serum);
    addItem(serum);
    addItem({ ...serum, quantity: 3 });
    const items = useCartStore.getState().items;
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ id: 'p1', quantity: 5, amount: 5 * 2450 });
  });

  it('treats a missing, zero, negative or fractional quantity as 1', () => {
    const { addItem } = useCartStore.getState();
    addItem({ ...serum, quantity: 0 });
    addItem({ ...balm, quantity: -2 });
    addItem({ ...balm, quantity: 1.5 });
    expect(useCartStore.getState().items.map((item) => item.quantity)).toEqual([1, 2]);
  });

  it('increase and decrease change one line; decreasing below 1 removes it', () => {
    const { addItem, increase, decrease } = useCartStore.getState();
    addItem(serum);
    addItem(balm);
    increase(p1);
    expect(useCartStore.getState().items[0]).toMatchObject({ quantity: 2, amount: 4900 });
    decrease(p1);
    expect(useCartStore.getState().items[0]).toMatchObject({ quantity: 1, amount: 2450 });
    decrease(p1);
    expect(useCartStore.getState().items.map((item) => item.id)).toEqual(['p2']);
  });

  it('stops a line at the most one order may hold of a product, however it is raised', () => {
    const { addItem, increase } = useCartStore.getState();
    addItem({ ...serum, quantity: 8 });
    addItem({ ...serum, quantity: 5 });
    expect(useCartStore.getState().items[0]).toMatchObject({ quantity: MAX_UNITS_PER_PRODUCT, amount: MAX_UNITS_PER_PRODUCT * 2450 });
    increase(p1);
    expect(useCartStore.getState().items[0]?.quantity).toBe(MAX_UNITS_PER_PRODUCT);
    addItem({ ...balm, quantity: 40 });
    expect(useCartStore.getState().items[1]?.quantity).toBe(MAX_UNITS_PER_PRODUCT);
  });

  it('keeps two sizes of one product as two lines, each stopping at its own stock (decision 0249)', () => {
    const { addItem, increase, removeItem } = useCartStore.getState();
    addItem(serum);
    addItem({ ...bigSerum, quantity: 2 });
    addItem(serum);
    expect(useCartStore.getState().items.map((item) => [item.variantName, item.quantity, item.amount])).toEqual([
      ['30 ml', 2, 4900],
      ['50 ml', 2, 7200],
    ]);
    addItem({ ...bigSerum, quantity: 5 });
    increase(bigSerum);
    expect(lineLimit(useCartStore.getState().items, bigSerum)).toBe(3);
    expect(useCartStore.getState().items[1]?.quantity).toBe(3);
    removeItem(bigSerum);
    expect(useCartStore.getState().items.map((item) => item.variantName)).toEqual(['30 ml']);
  });

  it("counts a product's sizes together against the most one order may hold of it", () => {
    const { addItem, increase } = useCartStore.getState();
    addItem({ ...serum, quantity: 8 });
    addItem({ ...bigSerum, quantity: 3 });
    expect(useCartStore.getState().items.map((item) => item.quantity)).toEqual([8, 2]);
    increase(p1);
    expect(quantityOf(useCartStore.getState().items, p1)).toBe(8);
    expect(lineLimit(useCartStore.getState().items, serum)).toBe(8);
  });

  it('stops the bag at the most items one order may hold, and says which rule stopped a line', () => {
    const store = useCartStore.getState();
    for (const id of ['a', 'b', 'c']) store.addItem({ ...serum, id, variantId: `${id}-1`, stock: 50, quantity: 10 });
    expect(selectCount(useCartStore.getState())).toBe(30);
    store.addItem({ ...serum, id: 'd', variantId: 'd-1', stock: 50 });
    expect(useCartStore.getState().items.map((item) => item.id)).toEqual(['a', 'b', 'c']);
    store.decrease({ id: 'a', variantId: 'a-1' });
    const items = useCartStore.getState().items;
    expect(lineBound(items, { id: 'd', variantId: 'd-1', stock: 50 })).toEqual({ limit: 1, stop: 'order' });
    expect(lineBound(items, { id: 'b', variantId: 'b-1', stock: 50 })).toEqual({ limit: 10, stop: 'product' });
    expect(lineBound(items, { id: 'e', variantId: 'e-1', stock: 1 })).toEqual({ limit: 1, stop: 'stock' });
  });

  it('restores a removed line at its place with its quantity, within the limits as the bag now is', () => {
    const store = useCartStore.getState();
    for (const id of ['a', 'b', 'c']) store.addItem({ ...serum, id, variantId: `${id}-1`, stock: 50, quantity: 4 });
    const removed = useCartStore.getState().items[1]!;
    store.removeItem(removed);
    store.restoreItem(removed, 1);
    expect(useCartStore.getState().items.map((item) => [item.id, item.quantity])).toEqual([['a', 4], ['b', 4], ['c', 4]]);
    store.removeItem(removed);
    store.addItem({ ...serum, id: 'x', variantId: 'x-1', stock: 50, quantity: 10 });
    store.addItem({ ...serum, id: 'y', variantId: 'y-1', stock: 50, quantity: 10 });
    store.addItem({ ...serum, id: 'z', variantId: 'z-1', stock: 50, quantity: 1 });
    store.restoreItem(removed, 1);
    // 29 items were in the bag: b comes back with the one the order's limit leaves.
    expect(useCartStore.getState().items.map((item) => [item.id, item.quantity])).toEqual([['a', 4], ['b', 1], ['c', 4], ['x', 10], ['y', 10], ['z', 1]]);
  });

  it('removes a line and clears the bag', () => {
    const { addItem, removeItem, clear } = useCartStore.getState();
    addItem(serum);
    addItem(balm);
    removeItem(p1);
    expect(useCartStore.getState().items.map((item) => item.id)).toEqual(['p2']);
    clear();
    expect(useCartStore.getState().items).toEqual([]);
  });

  it('counts units and sums the subtotal in pence', () => {
    const { addItem } = useCartStore.getState();
    addItem({ ...serum, quantity: 2 });
    addItem(balm);
    expect(useCartStore.getState().count()).toBe(3);
    expect(selectCount(useCartStore.getState())).toBe(3);
    expect(useCartStore.getState().subtotal()).toBe(2 * 2450 + 1800);
    expect(selectSubtotal(useCartStore.getState())).toBe(6700);
  });

  it('opens and closes the checkout flag (opening checkout closes the drawer)', () => {
    const state = useCartStore.getState();
    state.openDrawer();
    expect(useCartStore.getState().isDrawerOpen).toBe(true);
    state.openCheckout();
    expect(useCartStore.getState()).toMatchObject({ isCheckoutOpen: true, isDrawerOpen: false });
    state.closeCheckout();
    expect(useCartStore.getState().isCheckoutOpen).toBe(false);
  });
});

describe('cart persistence (IndexedDB "cart")', () => {
  it('writes the lines, and only the lines, through the idb adapter', async () => {
    useCartStore.getState().addItem(serum);
    useCartStore.getState().openDrawer();

    await vi.waitFor(async () => {
      const raw = await idbStateStorage.getItem('cart');
      expect(JSON.parse(raw ?? 'null')?.state).toEqual({ items: [{ ...serum, quantity: 1, amount: 2450 }] });
    });
  });

  it('a fresh start reads the saved bag back', async () => {
    await idbStateStorage.setItem(
      'cart',
      JSON.stringify({ state: { items: [{ ...balm, quantity: 2, amount: 3600 }] }, version: 2 }),
    );
    vi.resetModules();
    const { useCartStore: fresh } = await import('../../../src/lib/stores/cart-store');
    await vi.waitFor(() => expect(fresh.persist.hasHydrated()).toBe(true));
    expect(fresh.getState().items).toEqual([{ ...balm, quantity: 2, amount: 3600 }]);
    expect(fresh.getState().isDrawerOpen).toBe(false);
  });

  it('opens a bag the build before sizes saved; its lines take their products\' first sizes (decision 0249)', async () => {
    // Exactly what that build wrote: lines of product, quantity and price, no size.
    const before = (id: string, name: string, price: number, quantity: number) => ({ id, name, description: '', image: `/media/${id}.webp`, price, quantity, amount: price * quantity });
    await idbStateStorage.setItem(
      'cart',
      JSON.stringify({ state: { items: [before('p1', 'Rosehip Serum', 2450, 2), before('p2', 'Oat Balm', 1800, 1), before('p3', 'Gone Mask', 900, 1)] }, version: 1 }),
    );
    vi.resetModules();
    const { useCartStore: fresh } = await import('../../../src/lib/stores/cart-store');
    await vi.waitFor(() => expect(fresh.persist.hasHydrated()).toBe(true));
    expect(fresh.getState().items.map((item) => [item.id, item.variantId, item.quantity, item.amount])).toEqual([
      ['p1', null, 2, 4900],
      ['p2', null, 1, 1800],
      ['p3', null, 1, 900],
    ]);

    // A 30 ml line added since merges with the old line that turns out to be 30 ml.
    fresh.getState().addItem({ ...serum, quantity: 1 });
    const sized = makeProduct({
      id: 'p1',
      variants: [
        { id: 'p1-30', name: '30 ml', sku: 'P1-30', price: 2450, stock: 40, stockLevel: 'in stock', image: null },
        { id: 'p1-50', name: '50 ml', sku: 'P1-50', price: 3600, stock: 3, stockLevel: 'low stock', image: null },
      ],
    });
    fresh.getState().takeFirstSizes([sized, makeProduct({ id: 'p2', size: '75 ml', price: 1800 })]);
    expect(fresh.getState().items.map((item) => [item.id, item.variantId, item.variantName, item.quantity])).toEqual([
      ['p1', 'p1-30', '30 ml', 3],
      ['p2', 'p2-v1', '75 ml', 1],
      ['p3', null, '', 1],
    ]);
    await vi.waitFor(async () => expect(JSON.parse((await idbStateStorage.getItem('cart')) ?? 'null')).toMatchObject({ version: 2 }));
  });
});
