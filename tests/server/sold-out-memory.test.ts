/**
 * The sold-out memory (server/modules/checkout/sold-out.ts) never hides stock that came back: a
 * refusal is forgotten when the product's answers are dropped, and one the database gave while
 * the product's stock was changing is not remembered at all.
 */
import { describe, expect, it } from 'vitest';
import { ResponseCache } from '../../server/lib/response-cache';
import { OutOfStock } from '../../server/modules/checkout/bag';
import { SoldOutMemory } from '../../server/modules/checkout/sold-out';

const SERUM = '5c1a7c3e-2b1d-4f7e-9a55-0d5b7e2f3a10';
const BALM = '8d2f4a6b-1c3e-4d5f-8a7b-9c0d1e2f3a4b';
const SERUM_30 = '6d2b8d4f-3c2e-4a8f-8b66-1e6c8f3a4b21';
const SERUM_50 = '7e3c9e5a-4d3f-4b9a-9c77-2f7d9a4b5c32';
const bag = (...ids: string[]) => ids.map((productId) => ({ productId, quantity: 1 }));
const refusalOf = (memory: SoldOutMemory, ...ids: string[]) => {
  try {
    memory.refuseKnown(bag(...ids));
    return null;
  } catch (error) {
    return (error as OutOfStock).message;
  }
};

describe('SoldOutMemory', () => {
  it('refuses a product the database refused, and forgets it when its stock changes', () => {
    const cache = new ResponseCache();
    const memory = new SoldOutMemory(cache);
    memory.remember(new OutOfStock(SERUM, SERUM_30, 'Rosehip Serum', true), memory.sight(bag(SERUM)));
    expect(refusalOf(memory, BALM, SERUM)).toBe('Rosehip Serum is out of stock');
    expect(refusalOf(memory, BALM)).toBeNull();
    cache.dropTagged(new Set([BALM]));
    expect(refusalOf(memory, SERUM)).not.toBeNull();
    cache.dropTagged(new Set([SERUM]));
    expect(refusalOf(memory, SERUM)).toBeNull();
  });

  it('forgets everything when the whole catalogue is dropped (an admin edit)', () => {
    const cache = new ResponseCache();
    const memory = new SoldOutMemory(cache);
    memory.remember(new OutOfStock(SERUM, SERUM_30, 'Rosehip Serum', true), memory.sight(bag(SERUM)));
    cache.invalidate();
    expect(refusalOf(memory, SERUM)).toBeNull();
  });

  it('does not remember a refusal when the stock changed while the request ran', () => {
    const cache = new ResponseCache();
    const memory = new SoldOutMemory(cache);
    const seen = memory.sight(bag(SERUM));
    cache.dropTagged(new Set([SERUM]));
    memory.remember(new OutOfStock(SERUM, SERUM_30, 'Rosehip Serum', true), seen);
    expect(refusalOf(memory, SERUM)).toBeNull();

    const before = memory.sight(bag(SERUM));
    cache.invalidate();
    memory.remember(new OutOfStock(SERUM, SERUM_30, 'Rosehip Serum', true), before);
    expect(refusalOf(memory, SERUM)).toBeNull();
  });

  it('remembers through watch only the out-of-stock refusal, and passes every error on', async () => {
    const memory = new SoldOutMemory(new ResponseCache());
    await expect(memory.watch(bag(SERUM), async () => Promise.reject(new Error('other')))).rejects.toThrow('other');
    expect(refusalOf(memory, SERUM)).toBeNull();
    await expect(memory.watch(bag(SERUM), async () => Promise.reject(new OutOfStock(SERUM, SERUM_30, 'Rosehip Serum', true)))).rejects.toBeInstanceOf(OutOfStock);
    expect(refusalOf(memory, SERUM)).toBe('Rosehip Serum is out of stock');
  });

  it('remembers a size: a sold-out 50 ml refuses that size only, and the product forgets every size at once', () => {
    const cache = new ResponseCache();
    const memory = new SoldOutMemory(cache);
    const size = (variantId: string) => [{ productId: SERUM, variantId, quantity: 1 }];
    memory.remember(new OutOfStock(SERUM, SERUM_50, 'Rosehip Serum (50 ml)', false), memory.sight(size(SERUM_50)));
    const refusal = (items: ReturnType<typeof size>) => {
      try {
        memory.refuseKnown(items);
        return null;
      } catch (error) {
        return (error as OutOfStock).message;
      }
    };
    expect(refusal(size(SERUM_50))).toBe('Rosehip Serum (50 ml) is out of stock');
    expect(refusal(size(SERUM_30))).toBeNull();
    // A line naming no size means a product's only size: this product has two, so it is not refused here (the bag asks to choose).
    expect(refusalOf(memory, SERUM)).toBeNull();
    cache.dropTagged(new Set([SERUM]));
    expect(refusal(size(SERUM_50))).toBeNull();
  });
});
