/**
 * A code's state as the back office shows it (its badge and the list's status filter), in two
 * forms that must agree: for one row, and as SQL for the list. The same facts checkout refuses a
 * code on (discounts/discount-rules.ts, which says why in words): disabled, not started, ended or
 * used up.
 */
import { and, eq, gt, isNotNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { DiscountState } from '#contracts/admin-discounts';
import { discounts, type DiscountRow } from '../../db/schema';


const usedUp = (row: DiscountRow) => row.usageLimit !== null && row.usageCount >= row.usageLimit;

export function discountState(row: DiscountRow, now: Date): DiscountState {
  if (row.status !== 'active') return 'disabled';
  if (row.startsAt && row.startsAt > now) return 'scheduled';
  if ((row.endsAt && row.endsAt <= now) || usedUp(row)) return 'expired';
  return 'active';
}

const USED_UP = and(isNotNull(discounts.usageLimit), sql`${discounts.usageCount} >= ${discounts.usageLimit}`)!;
const ENDED = and(isNotNull(discounts.endsAt), lte(discounts.endsAt, sql`now()`))!;
const NOT_STARTED = and(isNotNull(discounts.startsAt), gt(discounts.startsAt, sql`now()`))!;

export const STATE_CONDITION: Record<DiscountState, SQL> = {
  disabled: eq(discounts.status, 'disabled'),
  scheduled: and(eq(discounts.status, 'active'), NOT_STARTED)!,
  expired: and(eq(discounts.status, 'active'), sql`not (${NOT_STARTED})`, or(ENDED, USED_UP))!,
  active: and(eq(discounts.status, 'active'), sql`not (${NOT_STARTED})`, sql`not (${ENDED})`, sql`not (${USED_UP})`)!,
};

/** Archived codes (deleted after orders used them) are never listed or shown. */
export const NOT_ARCHIVED = sql`${discounts.status} <> 'archived'`;
export const isArchived = (row: DiscountRow) => row.status === 'archived';
