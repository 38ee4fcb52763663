/**
 * Whether a discount code may be used, and by whom, with a message that names the code. The rules
 * are the discount's own columns: status, start and end, the overall usage limit, a minimum
 * subtotal, a limit per customer, first order only, and a code issued to one email (the
 * newsletter's WELCOME codes).
 *
 * Signed out (the bag's preview), the rules that depend on who is buying are not checked: they are
 * checked again, with the customer known, when the order is created. The usage limit is checked
 * here for a clear early message and enforced for real by the conditional UPDATE that reserves a
 * use in the order's transaction (create-order.ts), so a single-use code is never used twice. A use
 * held by an unpaid order whose reservation ran out is free (code-holds.ts), and the buyer's own
 * unpaid order that holds what blocks them is named (docs/decisions/0255-abandoned-checkouts.md).
 *
 * Codes can be guessed, so the answers say no more than the rightful holder needs (decision 0214):
 * an unknown code, one issued to another email, one that has not started yet and one that has
 * ended all read "is not valid" (an expired code told as expired confirmed a guess of an old
 * campaign's code, decision 0250); used up, withdrawn, a minimum subtotal and the buyer's own past
 * use are told as they are. The "not valid" answers are what guessing gets; checkout counts them per address
 * (code-checks.ts).
 */
import { eq } from 'drizzle-orm';
import { formatMoney } from '#domain/money';
import type { AppliedDiscountRule } from '#domain/pricing';
import type { DbOrTx } from '../../db/client';
import { customers, discounts, orders, type DiscountRow } from '../../db/schema';
import { HttpError } from '../../lib/http-errors';
import { heldByYourOrder, liveOrdersOf, unpaidHoldsOf } from './code-holds';
import { mailboxHasOrdered } from './first-orders';


export interface Buyer {
  customerId: string;
  email: string;
  /**
   * The buyer's unpaid order this checkout would revise instead of placing another
   * (docs/decisions/0255-abandoned-checkouts.md): what it holds does not count against it.
   */
  revising?: { id: string; discountId: string | null } | null;
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

export async function findDiscount(db: DbOrTx, code: string): Promise<DiscountRow> {
  const [row] = await db.select().from(discounts).where(eq(discounts.code, code.toUpperCase()));
  if (!row) throw notValid(code.toUpperCase());
  return row;
}

/**
 * The uses of a code at its usage limit that are free after all: those held by unpaid orders whose
 * reservation has run out (code-holds.ts). Answers their orders, which must lapse before the use is
 * taken; throws when none is free, naming the buyer's own unpaid order when it holds one.
 */
async function lapsedUsesOf(db: DbOrTx, discount: DiscountRow, buyer: Buyer | null): Promise<string[]> {
  // The order being revised keeps the use it has.
  if (discount.usageLimit === null || discount.usageCount < discount.usageLimit || buyer?.revising?.discountId === discount.id) return [];
  const holds = await unpaidHoldsOf(db, discount.id);
  const lapsed = holds.filter((hold) => hold.lapsed).map((hold) => hold.orderId);
  if (discount.usageCount - lapsed.length < discount.usageLimit) return lapsed;
  const mine = buyer ? holds.find((hold) => !hold.lapsed && hold.customerId === buyer.customerId) : undefined;
  throw refused(mine ? heldByYourOrder(discount.code, mine.number) : `Discount code ${discount.code} has already been used`);
}

/**
 * Throws a message naming the code when it cannot be used on this subtotal (by this buyer).
 * Answers the lapsed orders whose uses this order may take (lapsedUsesOf), usually none.
 */
export async function assertDiscountUsable(db: DbOrTx, discount: DiscountRow, subtotal: number, buyer: Buyer | null, now = new Date()): Promise<string[]> {
  const { code } = discount;
  // First, before anything that would tell the code exists: another's code, and a scheduled code
  // (secret until it starts), answer as an unknown one does.
  if (buyer && discount.restrictedToEmail && discount.restrictedToEmail !== buyer.email.toLowerCase()) throw notValid(code);
  if (discount.startsAt && discount.startsAt > now) throw notValid(code);
  if (discount.endsAt && discount.endsAt <= now) throw notValid(code);
  if (discount.status !== 'active') throw refused(`Discount code ${code} is no longer active`);
  const lapsed = await lapsedUsesOf(db, discount, buyer);
  if (subtotal < discount.minSubtotal)
    throw refused(`Discount code ${code} needs a subtotal of at least ${formatMoney(discount.minSubtotal)}`);
  if (!buyer) return lapsed;
  const revising = buyer.revising?.id;

  if (discount.firstOrderOnly) {
    // The account's own live orders (paid, or unpaid and holding), then the mailbox's paid orders
    // and claims under any account, deleted ones included (first-orders.ts, decision 0221).
    const [first] = await liveOrdersOf(db, buyer.customerId, undefined, revising);
    if (first?.unpaid)
      throw refused(
        first.discountId === discount.id
          ? heldByYourOrder(code, first.number)
          : `Discount code ${code} is for a first order only, and your unpaid order #${first.number} is your first. Cancel it to use the code on a new order.`,
      );
    if (first || (await mailboxHasOrdered(db, buyer.email, revising))) throw refused(`Discount code ${code} is for a first order only`);
  }
  if (discount.usageLimitPerCustomer !== null) {
    // Every order that used the code and was not given up: paid (a redemption), refunded, or
    // unpaid and still holding its use.
    const used = await liveOrdersOf(db, buyer.customerId, eq(orders.discountId, discount.id), revising);
    if (used.length >= discount.usageLimitPerCustomer) {
      const unpaid = used.find((order) => order.unpaid);
      if (unpaid) throw refused(heldByYourOrder(code, unpaid.number));
      throw refused(
        discount.usageLimitPerCustomer === 1
          ? `You have already used discount code ${code}`
          : `You have already used discount code ${code} ${discount.usageLimitPerCustomer} times`,
      );
    }
  }
  return lapsed;
}

export const ruleOf = (discount: DiscountRow): AppliedDiscountRule => ({ type: discount.type as AppliedDiscountRule['type'], value: discount.value });
