/**
 * Whether a discount code may be used, and by whom, with a message that names the code. The rules
 * are the discount's own columns: status, start and end, the overall usage limit, a minimum
 * subtotal, a limit per customer, first order only, and a code issued to one email (the
 * newsletter's WELCOME codes).
 *
 * Signed out (the bag's preview), the rules that depend on who is buying are not checked: they are
 * checked again, with the customer known, when the order is created. The usage limit is checked
 * here for a clear early message and enforced for real by the conditional UPDATE that reserves a
 * use in the order's transaction (create-order.ts), so a single-use code is never used twice.
 *
 * Codes can be guessed, so the answers say no more than the rightful holder needs (decision 0214):
 * an unknown code, one issued to another email, one that has not started yet and one that has
 * ended all read "is not valid" (an expired code told as expired confirmed a guess of an old
 * campaign's code, decision 0250); used up, withdrawn, a minimum subtotal and the buyer's own past
 * use are told as they are. The "not valid" answers are what guessing gets; checkout counts them per address
 * (code-checks.ts).
 */
import { and, count, eq, inArray, isNull, or } from 'drizzle-orm';
import { formatMoney } from '#domain/money';
import type { AppliedDiscountRule } from '#domain/pricing';
import type { DbOrTx } from '../../db/client';
import { customers, discounts, orders, type DiscountRow } from '../../db/schema';
import { HttpError } from '../../lib/http-errors';
import { mailboxHasOrdered } from './first-orders';


export interface Buyer {
  customerId: string;
  email: string;
}

/** The signed-in buyer a code's rules are checked for, or null when the account is gone. */
export async function buyerOf(db: DbOrTx, customerId: string): Promise<Buyer | null> {
  const [customer] = await db.select({ email: customers.email }).from(customers).where(eq(customers.id, customerId));
  return customer ? { customerId, email: customer.email } : null;
}

/** Codes are refused with 422: the request is well formed, the code is not usable. */
export class DiscountRefusal extends HttpError {
  constructor(message: string) {
    super(422, message);
  }
}
/** The one answer for a code that does not exist, or does not exist for this buyer (yet): what a guess mostly gets. */
export class UnknownDiscountCode extends DiscountRefusal {
  constructor(code: string) {
    super(`Discount code ${code} is not valid`);
  }
}
const refused = (message: string) => new DiscountRefusal(message);
const notValid = (code: string) => new UnknownDiscountCode(code);

/** Orders that count as "an order" for first-order and once-per-customer rules: placed and not given up. */
const LIVE_ORDER = or(inArray(orders.paymentStatus, ['paid', 'refunded']), and(eq(orders.status, 'pending'), isNull(orders.stockReleasedAt)));

export async function findDiscount(db: DbOrTx, code: string): Promise<DiscountRow> {
  const [row] = await db.select().from(discounts).where(eq(discounts.code, code.toUpperCase()));
  if (!row) throw notValid(code.toUpperCase());
  return row;
}

/** Throws a message naming the code when it cannot be used on this subtotal (by this buyer). */
export async function assertDiscountUsable(db: DbOrTx, discount: DiscountRow, subtotal: number, buyer: Buyer | null, now = new Date()) {
  const { code } = discount;
  // First, before anything that would tell the code exists: another's code, and a scheduled code
  // (secret until it starts), answer as an unknown one does.
  if (buyer && discount.restrictedToEmail && discount.restrictedToEmail !== buyer.email.toLowerCase()) throw notValid(code);
  if (discount.startsAt && discount.startsAt > now) throw notValid(code);
  if (discount.endsAt && discount.endsAt <= now) throw notValid(code);
  if (discount.status !== 'active') throw refused(`Discount code ${code} is no longer active`);
  if (discount.usageLimit !== null && discount.usageCount >= discount.usageLimit)
    throw refused(`Discount code ${code} has already been used`);
  if (subtotal < discount.minSubtotal)
    throw refused(`Discount code ${code} needs a subtotal of at least ${formatMoney(discount.minSubtotal)}`);
  if (!buyer) return;

  if (discount.firstOrderOnly) {
    const [{ n } = { n: 0 }] = await db
      .select({ n: count() })
      .from(orders)
      .where(and(eq(orders.customerId, buyer.customerId), LIVE_ORDER));
    // The account's own live orders (paid or still held), then the mailbox's paid orders under any
    // account, deleted ones included (first-orders.ts, decision 0221).
    if (n > 0 || (await mailboxHasOrdered(db, buyer.email))) throw refused(`Discount code ${code} is for a first order only`);
  }
  if (discount.usageLimitPerCustomer !== null) {
    // Every order that used the code and was not given up: paid (a redemption), refunded, or
    // pending and still holding its use.
    const [{ used } = { used: 0 }] = await db
      .select({ used: count() })
      .from(orders)
      .where(and(eq(orders.discountId, discount.id), eq(orders.customerId, buyer.customerId), LIVE_ORDER));
    if (used >= discount.usageLimitPerCustomer)
      throw refused(
        discount.usageLimitPerCustomer === 1
          ? `You have already used discount code ${code}`
          : `You have already used discount code ${code} ${discount.usageLimitPerCustomer} times`,
      );
  }
}

export const ruleOf = (discount: DiscountRow): AppliedDiscountRule => ({ type: discount.type as AppliedDiscountRule['type'], value: discount.value });
