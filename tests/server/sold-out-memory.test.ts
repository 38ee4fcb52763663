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
    memory.remember(new OutOfStock(SERUM, 'Rosehip Serum'), memory.sight(bag(SERUM)));
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
    memory.remember(new OutOfStock(SERUM, 'Rosehip Serum'), memory.sight(bag(SERUM)));
    cache.invalidate();
    expect(refusalOf(memory, SERUM)).toBeNull();
  });

  it('does not remember a refusal when the stock changed while the request ran', () => {
    const cache = new ResponseCache();
    const memory = new SoldOutMemory(cache);
    const seen = memory.sight(bag(SERUM));
    cache.dropTagged(new Set([SERUM]));
    memory.remember(new OutOfStock(SERUM, 'Rosehip Serum'), seen);
    expect(refusalOf(memory, SERUM)).toBeNull();

    const before = memory.sight(bag(SERUM));
    cache.invalidate();
    memory.remember(new OutOfStock(SERUM, 'Rosehip Serum'), before);
    expect(refusalOf(memory, SERUM)).toBeNull();
  });

  it('remembers through watch only the out-of-stock refusal, and passes every error on', async () => {
    const memory = new SoldOutMemory(new ResponseCache());
    await expect(memory.watch(bag(SERUM), async () => Promise.reject(new Error('other')))).rejects.toThrow('other');
    expect(refusalOf(memory, SERUM)).toBeNull();
    await expect(memory.watch(bag(SERUM), async () => Promise.reject(new OutOfStock(SERUM, 'Rosehip Serum')))).rejects.toBeInstanceOf(OutOfStock);
    expect(refusalOf(memory, SERUM)).toBe('Rosehip Serum is out of stock');
  });
});
