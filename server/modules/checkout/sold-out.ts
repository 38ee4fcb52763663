/**
 * The sizes (decision 0249) this process has seen refused for having no stock at all, so that during a drop
 * the buyers who come after hear "sold out" at once, without a place in the checkout line or a
 * statement (docs/decisions/0233-a-line-for-the-checkout.md). The database stays the judge of
 * every sale: the memory only ever refuses, and forgets a product as soon as its stock changes in
 * any process (the catalogue cache's drops: a release, an expired order, an admin's restock), and
 * a product's change forgets every size of it.
 *
 * A refusal is remembered only if the product's stock did not change while the request ran: a
 * unit given back between the database's answer and the memory's note must not be hidden.
 */
import type { CheckoutLine } from '#contracts/checkout';
import type { ResponseCache } from '../../lib/response-cache';
import { OutOfStock } from './bag';

/** What the memory had seen of a bag's products when a request began. */
export interface Sighting {
  epoch: number;
  changes: ReadonlyMap<string, number>;
}

export class SoldOutMemory {
  /** By product, then by the size a bag line names: its variant id, or '' for a product of one size named by none. */
  private readonly soldOut = new Map<string, Map<string, OutOfStock>>();
  /** Stock changes seen per product, and whole-catalogue drops (epoch), since the process began. */
  private readonly changes = new Map<string, number>();
  private epoch = 0;

  constructor(cache: ResponseCache) {
    cache.follow((changed) => this.forget(changed));
  }

  /** Throws the size's out-of-stock refusal when one of the bag's sizes is known to have none. */
  refuseKnown(items: readonly CheckoutLine[]): void {
    for (const { productId, variantId } of items) {
      const known = this.soldOut.get(productId)?.get(variantId ?? '');
      if (known) throw new OutOfStock(known.productId, known.variantId, known.label, known.onlySize);
    }
  }

  /** Notes what has been seen so far of these products, before the database is asked. */
  sight(items: readonly CheckoutLine[]): Sighting {
    return { epoch: this.epoch, changes: new Map(items.map(({ productId }) => [productId, this.changes.get(productId) ?? 0])) };
  }

  /** Remembers a refusal the database gave, unless the product's stock changed since `seen`. */
  remember(refusal: OutOfStock, seen: Sighting): void {
    const unchanged = seen.epoch === this.epoch && seen.changes.get(refusal.productId) === (this.changes.get(refusal.productId) ?? 0);
    if (!unchanged) return;
    const sizes = this.soldOut.get(refusal.productId) ?? new Map<string, OutOfStock>();
    sizes.set(refusal.variantId, refusal);
    if (refusal.onlySize) sizes.set('', refusal);
    this.soldOut.set(refusal.productId, sizes);
  }

  /** Runs a checkout step for these items, remembering an out-of-stock refusal it ends with. */
  async watch<T>(items: readonly CheckoutLine[], step: () => Promise<T>): Promise<T> {
    const seen = this.sight(items);
    try {
      return await step();
    } catch (error) {
      if (error instanceof OutOfStock) this.remember(error, seen);
      throw error;
    }
  }

  private forget(changed: ReadonlySet<string> | null): void {
    if (changed === null) {
      this.epoch += 1;
      this.soldOut.clear();
      return;
    }
    for (const id of changed) {
      this.soldOut.delete(id);
      this.changes.set(id, (this.changes.get(id) ?? 0) + 1);
    }
  }
}
