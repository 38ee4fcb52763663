/** One discount row as the back office shows it. */
import type { AdminDiscount, DiscountKind } from '#contracts/admin-discounts';
import { discountState } from './discount-state';
import type { DiscountRow } from '../../db/schema';

export function toAdminDiscount(row: DiscountRow, now = new Date()): AdminDiscount {
  return {
    id: row.id,
    code: row.code,
    description: row.description,
    type: row.type as AdminDiscount['type'],
    value: row.value,
    minSubtotal: row.minSubtotal,
    startsAt: row.startsAt?.toISOString() ?? null,
    endsAt: row.endsAt?.toISOString() ?? null,
    usageLimit: row.usageLimit,
    usageLimitPerCustomer: row.usageLimitPerCustomer,
    usageCount: row.usageCount,
    firstOrderOnly: row.firstOrderOnly,
    restrictedToEmail: row.restrictedToEmail,
    kind: row.kind as DiscountKind,
    active: row.status === 'active',
    state: discountState(row, now),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
