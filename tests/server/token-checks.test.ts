/**
 * The token check remembered for a second (server/lib/token-checks.ts, decision 0234): a match
 * saves the next checks of the same version within the second; a newer version, a forgotten
 * account or an older answer asks the database; a refusal is never remembered.
 */
import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetTokenCheck, TOKEN_CHECK_MS, tokenVersionHolds } from '../../server/lib/token-checks';

function database(version: number | null) {
  const load = vi.fn(async () => version);
  return { load, set: (next: number | null) => load.mockImplementation(async () => next) };
}

afterEach(() => vi.useRealTimers());

describe('tokenVersionHolds', () => {
  it('asks the database once for the calls of one second, then again', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-26T10:00:00Z') });
    const id = randomUUID();
    const db = database(3);
    expect(await tokenVersionHolds('customer', id, 3, db.load)).toBe(true);
    expect(await tokenVersionHolds('customer', id, 3, db.load)).toBe(true);
    expect(db.load).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(TOKEN_CHECK_MS);
    expect(await tokenVersionHolds('customer', id, 3, db.load)).toBe(true);
    expect(db.load).toHaveBeenCalledTimes(2);
  });

  it('checks a token of another version in the database: a newer one passes, an older one does not', async () => {
    const id = randomUUID();
    const db = database(3);
    await tokenVersionHolds('customer', id, 3, db.load);
    db.set(4);
    expect(await tokenVersionHolds('customer', id, 4, db.load)).toBe(true);
    expect(await tokenVersionHolds('customer', id, 3, db.load)).toBe(false);
    expect(db.load).toHaveBeenCalledTimes(3);
  });

  it('asks again at once after the account is forgotten (its tokens revoked here)', async () => {
    const id = randomUUID();
    const db = database(1);
    await tokenVersionHolds('admin', id, 1, db.load);
    db.set(2);
    forgetTokenCheck('admin', id);
    expect(await tokenVersionHolds('admin', id, 1, db.load)).toBe(false);
  });

  it('never remembers a refusal, nor an account that is gone', async () => {
    const id = randomUUID();
    const db = database(null);
    expect(await tokenVersionHolds('customer', id, 0, db.load)).toBe(false);
    db.set(0);
    expect(await tokenVersionHolds('customer', id, 0, db.load)).toBe(true);
    expect(db.load).toHaveBeenCalledTimes(2);
  });

  it('keeps the two audiences apart', async () => {
    const id = randomUUID();
    const customer = database(5);
    const admin = database(7);
    await tokenVersionHolds('customer', id, 5, customer.load);
    expect(await tokenVersionHolds('admin', id, 5, admin.load)).toBe(false);
    expect(admin.load).toHaveBeenCalledTimes(1);
  });
});
