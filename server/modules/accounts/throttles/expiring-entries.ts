/**
 * The in-memory home of the brute-force counters (throttle.ts, slowdown.ts): a Map whose entries
 * carry their own expiry. Expired entries are dropped when read and swept when the map fills, and
 * a flood of distinct keys (one per guessed email, say) evicts the oldest rather than growing
 * without bound, so the counters can never be used to exhaust the server's memory. Expiry is read
 * from the app's clock (lib/clock.ts), which tests move instead of sleeping. Both stores keep
 * counts in it, through MemoryCounts.
 */
import { type Clock, systemClock } from '../../../lib/clock';

export interface Expiring {
  /** Epoch milliseconds after which the entry no longer exists. */
  expiresAt: number;
}

export class ExpiringEntries<V extends Expiring> {
  private readonly entries = new Map<string, V>();

  constructor(
    private readonly maxKeys: number,
    private readonly clock: Clock,
  ) {}

  /** The live entry for `key`, or undefined once it has expired. */
  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (entry && entry.expiresAt <= this.clock.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }

  set(key: string, entry: V): void {
    if (!this.entries.has(key) && this.entries.size >= this.maxKeys) this.makeRoom();
    this.entries.set(key, entry);
  }

  delete(key: string): void {
    this.entries.delete(key);
  }

  private makeRoom() {
    const now = this.clock.now();
    for (const [key, entry] of this.entries) if (entry.expiresAt <= now) this.entries.delete(key);
    // Still full of live keys: drop the oldest (a Map iterates in insertion order) rather than grow.
    const excess = this.entries.size - this.maxKeys + 1;
    let dropped = 0;
    for (const key of this.entries.keys()) {
      if (dropped++ >= excess) break;
      this.entries.delete(key);
    }
  }
}

/** An entry that counts something: attempts in a window (throttle.ts), failures of one account (slowdown.ts). */
export interface Counted extends Expiring {
  count: number;
}

/**
 * What the two memory stores share: their counts per key in bounded, expiring entries, read by the
 * app's clock; a count is taken back and a key forgotten the same way in both.
 */
export abstract class MemoryCounts<V extends Counted> {
  protected readonly counts: ExpiringEntries<V>;

  constructor(
    maxKeys = 100_000,
    protected readonly clock: Clock = systemClock,
  ) {
    this.counts = new ExpiringEntries(maxKeys, clock);
  }

  /** Takes one back from the key's count (an attempt that turned out not to count), never below zero. */
  protected uncount(key: string): void {
    const entry = this.counts.get(key);
    if (entry && entry.count > 0) entry.count -= 1;
  }

  async reset(key: string): Promise<void> {
    this.counts.delete(key);
  }
}
