/**
 * The customers report's roll-up on the server (buyer-rollup.ts, decision 0146): the packed rows
 * decode exactly at their bounds, a buyer counts once per bucket and per country, the top-customer
 * candidates keep everyone tied with the tenth (the email decides ties later, in SQL), and each
 * day of a range maps to its bucket, a first week starting before `from` included.
 */
import { describe, expect, it } from 'vitest';
import { type CountrySales, DAY_SLOTS, ORDER_SLOTS, rollUpBuyers } from '../../server/modules/reports/buyer-rollup';
import { bucketIndexOfDays } from '../../server/modules/reports/report-range';

/** Rows as the database packs them: [buyer, day, revenue, orders]. */
const country = (code: string, rows: Array<[number, number, number, number]>): CountrySales => ({
  country: code,
  keys: rows.map(([buyer, day]) => buyer * DAY_SLOTS + day),
  amounts: rows.map(([, , revenue, orders]) => revenue * ORDER_SLOTS + orders),
});

describe('rolling up buyer days', () => {
  it('decodes the largest values exactly', () => {
    const buyer = 2 ** 41;
    const rollup = rollUpBuyers([country('GB', [[buyer, 1095, 2 ** 31 - 1, ORDER_SLOTS - 1]])], Array.from({ length: 1096 }, () => 0), 1, 10);
    expect(rollup.topCandidates).toEqual([{ buyerId: buyer, orders: ORDER_SLOTS - 1, revenue: 2 ** 31 - 1 }]);
    expect(rollup.bucketBuyers).toEqual([1]);
  });

  it('counts a buyer once per bucket, once per country and once in all', () => {
    // Days 0-6 in bucket 0, 7-13 in bucket 1. Buyer 1 pays twice in bucket 0 and once in bucket 1,
    // in two countries; buyer 2 once in GB.
    const bucketOfDay = Array.from({ length: 14 }, (_, day) => (day < 7 ? 0 : 1));
    const rollup = rollUpBuyers(
      [
        country('GB', [[1, 0, 1000, 1], [1, 3, 500, 2], [2, 9, 700, 1]]),
        country('US', [[1, 10, 4000, 1]]),
      ],
      bucketOfDay,
      2,
      10,
    );
    expect(rollup.bucketBuyers).toEqual([1, 2]);
    expect(rollup.buyers).toBe(2);
    expect(rollup.countries).toEqual([
      { country: 'US', orders: 1, buyers: 1, revenue: 4000 },
      { country: 'GB', orders: 4, buyers: 2, revenue: 2200 },
    ]);
    expect(rollup.topCandidates).toEqual([{ buyerId: 1, orders: 4, revenue: 5500 }, { buyerId: 2, orders: 1, revenue: 700 }]);
  });

  it('keeps every buyer tied with the tenth as a candidate, and no one below', () => {
    // Buyers 1-8 spend 9,000 down to 2,000; buyers 20-23 all spend 1,000 in one order; buyer 30 spends 1,000 in two.
    const rows: Array<[number, number, number, number]> = [
      ...Array.from({ length: 8 }, (_, n): [number, number, number, number] => [n + 1, 0, 9000 - n * 1000, 1]),
      ...[20, 21, 22, 23].map((buyer): [number, number, number, number] => [buyer, 0, 1000, 1]),
      [30, 0, 1000, 2],
      [40, 0, 900, 1],
    ];
    const candidates = rollUpBuyers([country('GB', rows)], [0], 1, 10).topCandidates.map((c) => c.buyerId);
    // The ten best: 1-8, then 30 (more orders), then one of 20-23: all four are candidates.
    expect(candidates.sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 20, 21, 22, 23, 30]);
  });

  it('maps each day of a range to its bucket', () => {
    // 2026-03-04 is a Wednesday: its week started on Monday 2026-03-02.
    expect(bucketIndexOfDays({ from: '2026-03-04', to: '2026-03-16', groupBy: 'week', limit: 50 })).toEqual([0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1, 2]);
    expect(bucketIndexOfDays({ from: '2026-01-30', to: '2026-02-02', groupBy: 'month', limit: 50 })).toEqual([0, 0, 1, 1]);
    expect(bucketIndexOfDays({ from: '2026-01-30', to: '2026-02-01', groupBy: 'day', limit: 50 })).toEqual([0, 1, 2]);
  });
});
