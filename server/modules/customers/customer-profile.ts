/**
 * GET /admin/customers/{id}: one customer as the back office sees them: the list's figures, the
 * picture, every saved address with its default flags, the latest orders and the totals.
 */
import { eq, sql } from 'drizzle-orm';
import { type AdminCustomerDetail, CUSTOMER_RECENT_ORDERS } from '#contracts/admin-customers';
import type { DbOrTx } from '../../db/client';
import { customers, media, orders } from '../../db/schema';
import { notFound } from '../../lib/http-errors';
import { CUSTOMER_NOT_FOUND } from '../accounts';
import { addressRows, addressWithDefaults } from '../addresses';
import { toProductImage } from '../media';
import { listCustomerOrders } from '../orders';
import { summaryColumns, toCustomerSummary } from './customer-list';

async function totalsOf(db: DbOrTx, customerId: string): Promise<AdminCustomerDetail['totals']> {
  const [row] = await db
    .select({
      orderCount: sql<number>`count(*)::int`,
      paidOrders: sql<number>`(count(*) filter (where ${orders.paymentStatus} = 'paid'))::int`,
      totalSpent: sql<number>`coalesce(sum(${orders.total}) filter (where ${orders.paymentStatus} = 'paid'), 0)::int`,
      lastOrderAt: sql<Date | string | null>`max(${orders.createdAt})`,
    })
    .from(orders)
    .where(eq(orders.customerId, customerId));
  const paidOrders = row?.paidOrders ?? 0;
  const totalSpent = row?.totalSpent ?? 0;
  const lastOrderAt = row?.lastOrderAt ? new Date(row.lastOrderAt).toISOString() : null;
  return {
    orderCount: row?.orderCount ?? 0,
    paidOrders,
    totalSpent,
    averageOrderValue: paidOrders > 0 ? Math.round(totalSpent / paidOrders) : 0,
    lastOrderAt,
  };
}

export async function customerProfile(db: DbOrTx, customerId: string): Promise<AdminCustomerDetail> {
  const [found] = await db
    .select({ summary: summaryColumns, image: media, defaultShipping: customers.defaultShippingAddressId, defaultBilling: customers.defaultBillingAddressId })
    .from(customers)
    .leftJoin(media, eq(media.id, customers.profileImageId))
    .where(eq(customers.id, customerId));
  if (!found) throw notFound(CUSTOMER_NOT_FOUND);
  const [saved, recent, totals] = await Promise.all([
    addressRows(db, customerId),
    listCustomerOrders(db, customerId, { page: 1, limit: CUSTOMER_RECENT_ORDERS }),
    totalsOf(db, customerId),
  ]);
  return {
    ...toCustomerSummary(found.summary),
    profileImage: found.image ? toProductImage(found.image).src : null,
    addresses: saved.map((address) => addressWithDefaults(address, { shipping: found.defaultShipping, billing: found.defaultBilling })),
    recentOrders: recent.orders,
    totals,
  };
}
