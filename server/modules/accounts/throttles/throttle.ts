/**
 * Brute-force control for sign-in, sign-up and password recovery (ASVS 6.1.1, RELIABILITY T9), and
 * for guessing discount codes (checkout counts refused codes per address with it, decision 0214).
 *
 * An attempt is counted BEFORE the work it guards (a password check, a token lookup), with one
 * atomic increment, so 30 parallel guesses cannot all slip past a "fewer than 10 so far" check.
 * The attempt that uses up the last allowance and fails is already answered 429: "throttled by
 * the 10th". Successful attempts are taken back out (or clear the key), so only failures add up.
 *
 * Counts live behind CounterStore: in memory (per process), or in Redis with the same three calls
 * (redis-stores.ts), shared across API processes.
 */
import { isFailedAttempt, tooManyAttempts } from './attempts';
import { type Counted, MemoryCounts } from './expiring-entries';
import type { Slowdown, SlowdownRule } from './slowdown';

export interface CounterStore {
  /** Adds one to `key` in its window (which starts at the first hit and lasts windowMs). */
  increment(key: string, windowMs: number): Promise<{ count: number; resetInMs: number }>;
  /** Takes one back (an attempt that turned out not to count). */
  decrement(key: string): Promise<void>;
  reset(key: string): Promise<void>;
}

/** Fixed windows in memory, bounded (expiring-entries.ts). */
export class MemoryCounterStore extends MemoryCounts<Counted> implements CounterStore {
  async increment(key: string, windowMs: number) {
    const now = this.clock.now();
    let entry = this.counts.get(key);
    if (!entry) {
      entry = { count: 0, expiresAt: now + windowMs };
      this.counts.set(key, entry);
    }
    entry.count += 1;
    return { count: entry.count, resetInMs: entry.expiresAt - now };
  }

  async decrement(key: string) {
    this.uncount(key);
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

/** How one guard counts, where it differs from sign-in's. */
export interface RunOptions {
  /** Which refusals of the attempt count (by default any refusal of the caller's input). */
  isFailure?: (error: unknown) => boolean;
  /**
   * Take back the count of an attempt refused for being over the allowance: a burst of calls in
   * flight at once then refuses only the excess, and leaves no count behind once it is over.
   */
  forgetRefused?: boolean;
}

export const FIFTEEN_MINUTES = 15 * 60 * 1000;
export const ONE_HOUR = 60 * 60 * 1000;

export class Throttle {
  constructor(
    private readonly store: CounterStore,
    private readonly slowdown: Slowdown,
  ) {}

  /** Runs `attempt` unless a rule's allowance is used up; see the header for the counting. */
  async run<T>(rules: readonly ThrottleRule[], attempt: () => Promise<T>, options: RunOptions = {}): Promise<T> {
    const isFailure = options.isFailure ?? isFailedAttempt;
    const hits = await Promise.all(rules.map((rule) => this.store.increment(rule.key, rule.windowMs)));
    const over = hits.findIndex((hit, i) => hit.count > rules[i]!.max);
    if (over >= 0) {
      if (options.forgetRefused) await this.undo(rules);
      throw tooManyAttempts(hits[over]!.resetInMs);
    }

    let result: T;
    try {
      result = await attempt();
    } catch (error) {
      if (!isFailure(error)) {
        // Our own failure (database down, ...), or a refusal this guard does not count.
        await this.undo(rules);
        throw error;
      }
      const spent = hits.findIndex((hit, i) => hit.count >= rules[i]!.max);
      if (spent >= 0) throw tooManyAttempts(hits[spent]!.resetInMs);
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

  /**
   * Sign-in: the per-address rules first, then, for attempts they let through, the account's
   * growing delays (slowdown.ts), so a guess spread over many addresses is slowed, not locked out.
   */
  runSlowed<T>(rules: readonly ThrottleRule[], slowdown: SlowdownRule, attempt: () => Promise<T>): Promise<T> {
    return this.run(rules, () => this.slowdown.run(slowdown, attempt));
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
