/**
 * A clock a test moves by hand (server/lib/clock.ts, decision 0285): hand it to a guard's store, or
 * to the app through `useTestApp(env, { clock })`, then `advance` past a window or a sign-in gap
 * instead of sleeping through it. It moves only what reads the app's clock: the in-memory
 * throttle and slowdown counters and device proofs, never Redis's windows, token lifetimes or the
 * database's now().
 */
import type { Clock } from '../../../server/lib/clock';

export interface TestClock extends Clock {
  /** Moves the time forward by `ms` milliseconds. */
  advance(ms: number): void;
}

/** Starts at `start` (epoch milliseconds; by default the real time when made) and moves only when told. */
export function testClock(start = Date.now()): TestClock {
  let now = start;
  return {
    now: () => now,
    advance(ms: number) {
      if (ms < 0) throw new Error('a test clock moves forward only');
      now += ms;
    },
  };
}
