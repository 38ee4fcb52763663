/** The sign-in slowdown's figures on a fake clock (server/modules/accounts/throttles/slowdown.ts, decision 0020). */
import { describe, expect, it } from 'vitest';
import { testClock } from './support/clock';
import { authLimits } from '../../server/modules/accounts/throttles/auth-limits';
import { ExpiringEntries } from '../../server/modules/accounts/throttles/expiring-entries';
import { delayAfter, MemorySlowdownStore, Slowdown } from '../../server/modules/accounts/throttles/slowdown';
import { badRequest } from '../../server/lib/http-errors';

const rule = authLimits.signInSlowdown('customer', 'ada@example.com');

const wrongPassword = () => Promise.reject(badRequest('Invalid email or password'));

describe('sign-in slowdown', () => {
  it('opens no gap for 10 failures, then 1 s doubling to a 5-minute ceiling', () => {
    const gaps = Array.from({ length: 16 }, (_, i) => delayAfter(i + 1, rule) / 1000);
    expect(gaps).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 2, 4, 8, 16, 32]);
    expect(delayAfter(19, rule)).toBe(256_000);
    expect(delayAfter(20, rule)).toBe(300_000);
    expect(delayAfter(500, rule)).toBe(300_000);
  });

  it('refuses attempts inside the gap unchecked, and checks the next one once it has passed', async () => {
    const time = testClock(1_000_000);
    const slowdown = new Slowdown(new MemorySlowdownStore(100, time));
    for (let i = 0; i < 12; i++) {
      await expect(slowdown.run(rule, wrongPassword)).rejects.toMatchObject({ statusCode: 400 });
      time.advance(delayAfter(i + 1, rule));
    }
    // 12 failures: the gap is now 2 s.
    await expect(slowdown.run(rule, wrongPassword)).rejects.toMatchObject({ statusCode: 400 });
    let checked = false;
    const owner = () => {
      checked = true;
      return Promise.resolve('signed in');
    };
    await expect(slowdown.run(rule, owner)).rejects.toMatchObject({
      statusCode: 429,
      message: 'Too many attempts. Please wait 4 seconds and try again.',
    });
    expect(checked).toBe(false);
    time.advance(4000);
    expect(await slowdown.run(rule, owner)).toBe('signed in');
    // The success forgot the failures: the next ten are free again.
    for (let i = 0; i < 10; i++) await expect(slowdown.run(rule, wrongPassword)).rejects.toMatchObject({ statusCode: 400 });
  });

  it('even under a constant stream of guesses, the account is open again within 5 minutes', async () => {
    const time = testClock(1_000_000);
    const slowdown = new Slowdown(new MemorySlowdownStore(100, time));
    let answered = 0;
    // A guess every second for two hours.
    for (let second = 0; second < 7200; second++) {
      await slowdown.run(rule, wrongPassword).catch((error: { statusCode: number; message: string }) => {
        if (error.statusCode === 400) answered += 1;
        else expect(error.message).toMatch(/Please wait ([1-5] minutes?|\d+ seconds?) and try/);
      });
      time.advance(1000);
    }
    // 10 free, the doubling steps, then one every 5 minutes: about 45 checked guesses in 2 hours.
    expect(answered).toBeGreaterThan(35);
    expect(answered).toBeLessThan(50);
  });

  it('forgets failures an hour after the latest one', async () => {
    const time = testClock(1_000_000);
    const slowdown = new Slowdown(new MemorySlowdownStore(100, time));
    for (let i = 0; i < 11; i++) await slowdown.run(rule, wrongPassword).catch(() => undefined);
    time.advance(60 * 60 * 1000);
    for (let i = 0; i < 10; i++) await expect(slowdown.run(rule, wrongPassword)).rejects.toMatchObject({ statusCode: 400 });
  });

  it('gives the failure back when the check fails on our side', async () => {
    const time = testClock(1_000_000);
    const slowdown = new Slowdown(new MemorySlowdownStore(100, time));
    for (let i = 0; i < 10; i++) await slowdown.run(rule, () => Promise.reject(new Error('database down'))).catch(() => undefined);
    // None of those counted: ten real failures still open no gap.
    for (let i = 0; i < 10; i++) await expect(slowdown.run(rule, wrongPassword)).rejects.toMatchObject({ statusCode: 400 });
  });
});

describe('ExpiringEntries', () => {
  it('never holds more than its maximum, evicting expired entries first and then the oldest', () => {
    const time = testClock(1_000_000);
    const entries = new ExpiringEntries<{ expiresAt: number }>(3, time);
    entries.set('short', { expiresAt: time.now() + 10 });
    entries.set('a', { expiresAt: time.now() + 1000 });
    entries.set('b', { expiresAt: time.now() + 1000 });
    time.advance(20);
    entries.set('c', { expiresAt: time.now() + 1000 });
    expect(['short', 'a', 'b', 'c'].map((key) => entries.get(key) !== undefined)).toEqual([false, true, true, true]);
    entries.set('d', { expiresAt: time.now() + 1000 });
    expect(['a', 'b', 'c', 'd'].map((key) => entries.get(key) !== undefined)).toEqual([false, true, true, true]);
  });
});
