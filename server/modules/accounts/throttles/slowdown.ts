/**
 * Growing delays for one account's sign-in, whoever is guessing (docs/decisions/0020).
 *
 * Throttle (throttle.ts) counts failures per client address and per (account, address), so a
 * stranger guessing from one address never refuses the owner elsewhere. A guess spread over many
 * addresses is met here instead: past a free allowance, every failure opens a gap that doubles up
 * to a ceiling, and attempts inside the gap are refused unchecked. That slows the guessing to a
 * trickle without ever locking the account: once the gap has passed, the right password works.
 *
 * A slot is claimed (and the failure counted in advance) in one synchronous step before the
 * password is checked, so 30 guesses arriving at once cannot all slip through one open gap.
 * A success forgets the account's failures; our own errors (database down) give the failure back.
 */
import { MemoryCounts } from './expiring-entries';
import { isFailedAttempt, tooManyAttempts } from './attempts';

export interface SlowdownRule {
  key: string;
  /** Failures that open no gap at all. */
  freeFailures: number;
  /** The gap after the first failure past the free ones; each later one doubles it. */
  firstDelayMs: number;
  maxDelayMs: number;
  /** Failures are forgotten this long after the latest one. */
  forgetAfterMs: number;
}

export type Claim = { allowed: true } | { allowed: false; retryInMs: number };

/** Where the failures live: in memory, or in Redis with the same three calls (redis-stores.ts, a Lua claim). */
export interface SlowdownStore {
  /** Refuses while the key's gap is open; otherwise counts one failure in advance and opens the next gap. */
  claim(rule: SlowdownRule): Promise<Claim>;
  /** Takes back the failure counted by a claim whose attempt was not the caller's failure. */
  release(key: string): Promise<void>;
  reset(key: string): Promise<void>;
}

/** The gap that follows the `failures`-th failure: none within the free allowance, then doubling to the ceiling. */
export function delayAfter(failures: number, rule: Pick<SlowdownRule, 'freeFailures' | 'firstDelayMs' | 'maxDelayMs'>): number {
  const past = failures - rule.freeFailures;
  if (past <= 0) return 0;
  return Math.min(rule.maxDelayMs, rule.firstDelayMs * 2 ** (past - 1));
}

interface Failures {
  count: number;
  /** Epoch ms before which the next attempt is refused. */
  nextAt: number;
  expiresAt: number;
}

export class MemorySlowdownStore extends MemoryCounts<Failures> implements SlowdownStore {
  async claim(rule: SlowdownRule): Promise<Claim> {
    const now = this.clock.now();
    const entry = this.counts.get(rule.key) ?? { count: 0, nextAt: now, expiresAt: now };
    if (now < entry.nextAt) return { allowed: false, retryInMs: entry.nextAt - now };
    entry.count += 1;
    entry.nextAt = now + delayAfter(entry.count, rule);
    entry.expiresAt = Math.max(entry.nextAt, now + rule.forgetAfterMs);
    this.counts.set(rule.key, entry);
    return { allowed: true };
  }

  async release(key: string) {
    this.uncount(key);
  }
}

export class Slowdown {
  constructor(private readonly store: SlowdownStore) {}

  /** Runs `attempt` unless the rule's gap is open (429 saying how long to wait). */
  async run<T>(rule: SlowdownRule, attempt: () => Promise<T>): Promise<T> {
    const claim = await this.store.claim(rule);
    if (!claim.allowed) throw tooManyAttempts(claim.retryInMs);
    let result: T;
    try {
      result = await attempt();
    } catch (error) {
      if (!isFailedAttempt(error)) await this.store.release(rule.key);
      throw error;
    }
    await this.store.reset(rule.key);
    return result;
  }
}
