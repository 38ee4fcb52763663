/**
 * What a partial refund of chosen lines gives back: the one home of the rule, shared by the server,
 * which refunds it, and the back office's refund dialog, which shows it before the admin confirms
 * (docs/decisions/0232-partial-refunds.md). All amounts are GBP pence.
 *
 * The rule: what the customer paid (the order's total: goods, tax and shipping, less the discount)
 * is spread over the lines in proportion to their value, and a line's share over its units. So a
 * line's refund carries its part of the tax, of the discount and of the shipping, and refunding
 * every unit of every line gives back the total exactly, whatever the discount was.
 *
 * Rounding: shares are cut at cumulative points, each rounded half away from zero (`roundPence`):
 * line i's share is round(total x value of lines 1..i / subtotal) - round(total x value of lines
 * 1..i-1 / subtotal), and k units of a line are round(share x k / quantity). Whatever pieces a line
 * is refunded in, they add up to its share, and the shares add up to the total, to the penny.
 */
import { roundPence } from './pricing';

export interface RefundableLine {
  id: string;
  quantity: number;
  lineTotal: number;
  /** Units of the line already refunded. */
  refunded: number;
}

export interface RefundableOrder {
  total: number;
  /** In the order's own line order; the shares depend on it, so the server and the dialog use the same one. */
  lines: readonly RefundableLine[];
}

export interface ChosenLine {
  lineId: string;
  quantity: number;
}

/** Each line's share of the order's total, by line id. */
export function lineShares(order: RefundableOrder): Map<string, number> {
  const valued = order.lines.reduce((sum, line) => sum + line.lineTotal, 0);
  // Lines that cost nothing (a free gift) share by units instead, so the total still lands somewhere.
  const weightOf = (line: RefundableLine) => (valued > 0 ? line.lineTotal : line.quantity);
  const weights = order.lines.reduce((sum, line) => sum + weightOf(line), 0);
  const shares = new Map<string, number>();
  let before = 0;
  let cut = 0;
  for (const line of order.lines) {
    before += weightOf(line);
    const next = weights > 0 ? roundPence((order.total * before) / weights) : 0;
    shares.set(line.id, next - cut);
    cut = next;
  }
  return shares;
}

/** The pence for `quantity` more units of a line of which `refunded` units went back already. */
export function unitsValue(share: number, lineQuantity: number, refunded: number, quantity: number): number {
  const upTo = (units: number) => roundPence((share * units) / lineQuantity);
  return upTo(refunded + quantity) - upTo(refunded);
}

/** Units of a line not refunded yet. */
export const unitsLeft = (line: RefundableLine): number => line.quantity - line.refunded;

export interface ValuedLine extends ChosenLine {
  amount: number;
}

/**
 * The value of the chosen quantities (lines left out or at 0 are not refunded). Throws a sentence
 * an admin can read when a line is not the order's or asks for more units than are left.
 */
export function chosenLinesValue(order: RefundableOrder, chosen: readonly ChosenLine[]): { amount: number; lines: ValuedLine[] } {
  const shares = lineShares(order);
  const lines: ValuedLine[] = [];
  for (const pick of chosen) {
    if (pick.quantity === 0) continue;
    const line = order.lines.find((candidate) => candidate.id === pick.lineId);
    if (!line) throw new RangeError('A chosen line is not part of this order');
    if (lines.some((done) => done.lineId === pick.lineId)) throw new RangeError('Each line may be chosen once');
    if (!Number.isInteger(pick.quantity) || pick.quantity < 0) throw new RangeError('Quantities must be whole numbers of at least 0');
    if (pick.quantity > unitsLeft(line))
      throw new RangeError(`Only ${unitsLeft(line)} of that line ${unitsLeft(line) === 1 ? 'is' : 'are'} left to refund`);
    lines.push({ ...pick, amount: unitsValue(shares.get(line.id)!, line.quantity, line.refunded, pick.quantity) });
  }
  return { amount: lines.reduce((sum, line) => sum + line.amount, 0), lines };
}
