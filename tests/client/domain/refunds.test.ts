/**
 * The partial refund rule (src/domain/refunds.ts, docs/decisions/0232): the total spread over the
 * lines by value and over each line's units, cut at cumulative points, so any split of refunds adds
 * up to the total to the penny.
 */
import { describe, expect, it } from 'vitest';
import { shownPaymentStatus } from '../../../src/domain/order-status';
import { chosenLinesValue, lineShares, unitsValue } from '../../../src/domain/refunds';

const order = {
  total: 8510,
  lines: [
    { id: 'balm', quantity: 2, lineTotal: 5000, refunded: 0 },
    { id: 'soap', quantity: 1, lineTotal: 1000, refunded: 0 },
  ],
};

describe('partial refunds', () => {
  it('shares the total over the lines by value, to the penny', () => {
    expect(Object.fromEntries(lineShares(order))).toEqual({ balm: 7092, soap: 1418 });
  });

  it('adds up to the total whatever pieces the units are refunded in', () => {
    const odd = { total: 1001, lines: [{ id: 'a', quantity: 3, lineTotal: 333, refunded: 0 }, { id: 'b', quantity: 7, lineTotal: 700, refunded: 0 }] };
    const shares = lineShares(odd);
    for (const line of odd.lines) {
      const oneByOne = Array.from({ length: line.quantity }, (_, done) => unitsValue(shares.get(line.id)!, line.quantity, done, 1));
      expect(oneByOne.reduce((sum, pence) => sum + pence, 0)).toBe(shares.get(line.id));
    }
    expect([...shares.values()].reduce((sum, pence) => sum + pence, 0)).toBe(1001);
  });

  it('prices chosen units and refuses more than are left or lines of another order', () => {
    expect(chosenLinesValue(order, [{ lineId: 'balm', quantity: 1 }, { lineId: 'soap', quantity: 0 }])).toEqual({ amount: 3546, lines: [{ lineId: 'balm', quantity: 1, amount: 3546 }] });
    const half = { ...order, lines: [{ ...order.lines[0]!, refunded: 1 }, order.lines[1]!] };
    expect(chosenLinesValue(half, [{ lineId: 'balm', quantity: 1 }]).amount).toBe(3546);
    expect(() => chosenLinesValue(half, [{ lineId: 'balm', quantity: 2 }])).toThrow('Only 1 of that line is left to refund');
    expect(() => chosenLinesValue(order, [{ lineId: 'other', quantity: 1 }])).toThrow('A chosen line is not part of this order');
  });

  it('reads a paid order with money back as partially refunded', () => {
    expect(shownPaymentStatus({ status: 'delivered', paymentStatus: 'paid', refundedAmount: 100 })).toBe('partially refunded');
    expect(shownPaymentStatus({ status: 'delivered', paymentStatus: 'paid', refundedAmount: 0 })).toBe('paid');
    expect(shownPaymentStatus({ status: 'delivered', paymentStatus: 'refunded', refundedAmount: 8510 })).toBe('refunded');
  });

  it('reads the payment of a cancelled order that was never paid as cancelled (decision 0264)', () => {
    expect(shownPaymentStatus({ status: 'cancelled', paymentStatus: 'pending' })).toBe('cancelled');
    expect(shownPaymentStatus({ status: 'cancelled', paymentStatus: 'failed' })).toBe('cancelled');
    expect(shownPaymentStatus({ status: 'pending', paymentStatus: 'pending' })).toBe('pending');
    expect(shownPaymentStatus({ status: 'pending', paymentStatus: 'failed' })).toBe('failed');
    // A cancelled order whose payment was taken and given back says so.
    expect(shownPaymentStatus({ status: 'cancelled', paymentStatus: 'refunded', refundedAmount: 8510 })).toBe('refunded');
  });
});
