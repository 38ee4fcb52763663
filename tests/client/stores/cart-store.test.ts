import { beforeEach, describe, expect, it, vi } from 'vitest';
import { selectCount, selectSubtotal, useCartStore } from '../../../src/lib/stores/cart-store';
import { idbStateStorage } from '../../../src/lib/storage';
import { MAX_UNITS_PER_PRODUCT } from '../../../src/domain/order-limits';

const serum = { id: 'p1', name: 'Rosehip Serum', description: 'A light facial oil', image: '/media/p1.webp', price: 2450 };
const balm = { id: 'p2', name: 'Oat Balm', description: 'A rich balm', image: '/media/p2.webp', price: 1800 };

beforeEach(() => {
  useCartStore.setState({ items: [], isDrawerOpen: false, isCheckoutOpen: false });
});

describe('cart rules (docs/product/bag-and-currency.md#bag-rules)', () => {
  it('adds with quantity 1 by default and amount = quantity × price', () => {
    useCartStore.getState().addItem(serum);
    expect(useCartStore.getState().items).toEqual([{ ...serum, quantity: 1, amount: 2450 }]);
  });

  it('adding an existing product raises its quantity instead of adding a line', () => {
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
    increase('p1');
    expect(useCartStore.getState().items[0]).toMatchObject({ quantity: 2, amount: 4900 });
    decrease('p1');
    expect(useCartStore.getState().items[0]).toMatchObject({ quantity: 1, amount: 2450 });
    decrease('p1');
    expect(useCartStore.getState().items.map((item) => item.id)).toEqual(['p2']);
  });

  it('stops a line at the most one order may hold of a product, however it is raised', () => {
    const { addItem, increase } = useCartStore.getState();
    addItem({ ...serum, quantity: 8 });
    addItem({ ...serum, quantity: 5 });
    expect(useCartStore.getState().items[0]).toMatchObject({ quantity: MAX_UNITS_PER_PRODUCT, amount: MAX_UNITS_PER_PRODUCT * 2450 });
    increase('p1');
    expect(useCartStore.getState().items[0]?.quantity).toBe(MAX_UNITS_PER_PRODUCT);
    addItem({ ...balm, quantity: 40 });
    expect(useCartStore.getState().items[1]?.quantity).toBe(MAX_UNITS_PER_PRODUCT);
  });

  it('removes a line and clears the bag', () => {
    const { addItem, removeItem, clear } = useCartStore.getState();
    addItem(serum);
    addItem(balm);
    removeItem('p1');
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
      JSON.stringify({ state: { items: [{ ...balm, quantity: 2, amount: 3600 }] }, version: 1 }),
    );
    vi.resetModules();
    const { useCartStore: fresh } = await import('../../../src/lib/stores/cart-store');
    await vi.waitFor(() => expect(fresh.persist.hasHydrated()).toBe(true));
    expect(fresh.getState().items).toEqual([{ ...balm, quantity: 2, amount: 3600 }]);
    expect(fresh.getState().isDrawerOpen).toBe(false);
  });
});
