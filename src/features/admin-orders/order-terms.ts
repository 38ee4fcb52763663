/** The words the back office's order screens use for the API's statuses, sorts and customers. */
import type { AdminOrderSummary } from '../../contracts/admin-orders';
import { ORDER_STATUSES, PAYMENT_STATUSES } from '../../contracts/orders';

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

export const STATUS_OPTIONS = ORDER_STATUSES.map((value) => ({ value, label: capitalised(value) }));
export const PAYMENT_OPTIONS = PAYMENT_STATUSES.map((value) => ({ value, label: capitalised(value) }));

/** The account's name, or the email the order was placed with when the account is gone. */
export function customerName(order: Pick<AdminOrderSummary, 'customer' | 'email'>): string {
  return order.customer ? `${order.customer.firstName} ${order.customer.lastName}`.trim() || order.email : order.email;
}
