/** The words the back office's order screens use for the API's statuses, sorts and customers. */
import { type AdminOrderSummary, PAYMENT_FILTERS } from '../../contracts/admin-orders';
import { ORDER_STATUSES } from '../../contracts/orders';

/** "partially_refunded" → "Partially refunded". */
const inWords = (code: string) => code.charAt(0).toUpperCase() + code.slice(1).replace(/_/g, ' ');

export const STATUS_OPTIONS = ORDER_STATUSES.map((value) => ({ value, label: inWords(value) }));
/** The payment filter: the stored statuses, and "Partially refunded" (paid, with some given back). */
export const PAYMENT_OPTIONS = PAYMENT_FILTERS.map((value) => ({ value, label: inWords(value) }));

/** The account's name, or the email the order was placed with when the account is gone. */
export function customerName(order: Pick<AdminOrderSummary, 'customer' | 'email'>): string {
  return order.customer ? `${order.customer.firstName} ${order.customer.lastName}`.trim() || order.email : order.email;
}
