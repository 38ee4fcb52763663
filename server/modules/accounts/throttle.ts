/**
 * Brute-force control for sign-in, sign-up and password recovery (ASVS 6.1.1, RELIABILITY T9).
 *
 * An attempt is counted BEFORE the work it guards (a password check, a token lookup), with one
 * atomic increment, so 30 parallel guesses cannot all slip past a "fewer than 10 so far" check.
 * The attempt that uses up the last allowance and fails is already answered 429: "throttled by
 * the 10th". Successful attempts are taken back out (or clear the key), so only failures add up.
 *
 * Counts live behind CounterStore: in memory now (per process); a Redis store with the same three
 * calls (INCR + PEXPIRE NX, DECR, DEL) makes them shared across API processes.
 */
import { HttpError, tooManyRequests } from '../../lib/http-errors';

export interface CounterStore {
  /** Adds one to `key` in its window (which starts at the first hit and lasts windowMs). */
  increment(key: string, windowMs: number): Promise<{ count: number; resetInMs: number }>;
  /** Takes one back (an attempt that turned out not to count). */
  decrement(key: string): Promise<void>;
  reset(key: string): Promise<void>;
}

/** Fixed windows in a Map; expired keys are swept as the map grows, and it never exceeds maxKeys. */
export class MemoryCounterStore implements CounterStore {
  private readonly counts = new Map<string, { count: number; resetAt: number }>();

  constructor(
    private readonly maxKeys = 100_000,
    private readonly now: () => number = Date.now,
  ) {}

  async increment(key: string, windowMs: number) {
    const now = this.now();
    let entry = this.counts.get(key);
    if (!entry || entry.resetAt <= now) {
      if (this.counts.size >= this.maxKeys) this.makeRoom(now);
      entry = { count: 0, resetAt: now + windowMs };
      this.counts.set(key, entry);
    }
    entry.count += 1;
    return { count: entry.count, resetInMs: entry.resetAt - now };
  }

  async decrement(key: string) {
    const entry = this.counts.get(key);
    if (entry && entry.count > 0) entry.count -= 1;
  }

  async reset(key: string) {
    this.counts.delete(key);
  }

  private makeRoom(now: number) {
    for (const [key, entry] of this.counts) if (entry.resetAt <= now) this.counts.delete(key);
    // Still full of live keys (a flood of distinct keys): drop the oldest rather than grow.
    const excess = this.counts.size - this.maxKeys + 1;
    if (excess > 0) {
      let dropped = 0;
      for (const key of this.counts.keys()) {
        if (dropped++ >= excess) break;
        this.counts.delete(key);
      }
    }
  }
}

export interface ThrottleRule {
  key: string;
  /** Attempts allowed in the window; the one that reaches `max` and fails is answered 429. */
  max: number;
  windowMs: number;
  /** What a successful attempt does to the count: take itself back, clear the key, or stay. */
  onSuccess: 'uncount' | 'reset' | 'keep';
}

export const FIFTEEN_MINUTES = 15 * 60 * 1000;
export const ONE_HOUR = 60 * 60 * 1000;

function throttledError(resetInMs: number): HttpError {
  const minutes = Math.max(1, Math.ceil(resetInMs / 60_000));
  return tooManyRequests(
    `Too many attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`,
  );
}

/** A refusal of the caller's input (wrong password, taken email, bad link): a failed attempt. */
function isFailedAttempt(error: unknown): boolean {
  return error instanceof HttpError && error.statusCode >= 400 && error.statusCode < 500;
}

export class Throttle {
  constructor(private readonly store: CounterStore) {}

  /** Runs `attempt` unless a rule's allowance is used up; see the header for the counting. */
  async run<T>(rules: readonly ThrottleRule[], attempt: () => Promise<T>): Promise<T> {
    const hits = await Promise.all(rules.map((rule) => this.store.increment(rule.key, rule.windowMs)));
    const over = hits.findIndex((hit, i) => hit.count > rules[i]!.max);
    if (over >= 0) throw throttledError(hits[over]!.resetInMs);

    let result: T;
    try {
      result = await attempt();
    } catch (error) {
      if (!isFailedAttempt(error)) {
        // Our own failure (database down, ...) is not the caller's attempt.
        await this.undo(rules);
        throw error;
      }
      const spent = hits.findIndex((hit, i) => hit.count >= rules[i]!.max);
      if (spent >= 0) throw throttledError(hits[spent]!.resetInMs);
      throw error;
    }
    await Promise.all(
      rules.map((rule) => {
        if (rule.onSuccess === 'reset') return this.store.reset(rule.key);
        if (rule.onSuccess === 'uncount') return this.store.decrement(rule.key);
        return undefined;
      }),
    );
    return result;
  }

  /** Counts one event against `rule` and says whether it is still within the allowance. */
  async allow(rule: Pick<ThrottleRule, 'key' | 'max' | 'windowMs'>): Promise<boolean> {
    const { count } = await this.store.increment(rule.key, rule.windowMs);
    return count <= rule.max;
  }

  private async undo(rules: readonly ThrottleRule[]) {
    await Promise.all(rules.map((rule) => this.store.decrement(rule.key)));
  }
}
