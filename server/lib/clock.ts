/**
 * The time the brute-force guards read (attempt windows, sign-in slowdowns, lockouts, the expiry of
 * their in-memory entries, device proofs' lifetimes), handed in rather than read from Date.now, so a
 * test can move it past a window instead of sleeping through it
 * (docs/decisions/0285-an-injectable-clock-for-the-guards.md). The app carries one (`app.clock`);
 * production's is the system clock. Counters kept in Redis read Redis's own clock and expiry,
 * which no Clock moves (the decision says what that leaves to real time).
 */
export interface Clock {
  /** Epoch milliseconds, as Date.now answers them. */
  now(): number;
}

export const systemClock: Clock = { now: () => Date.now() };
