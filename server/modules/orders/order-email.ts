/**
 * An order as the customer's emails show it (confirmation, shipped, delivered, cancelled, refunded):
 * its lines with their pictures and sizes, its totals, and the address it goes to, in the shapes the shared
 * email layout takes (docs/decisions/0157-customer-email-layout.md). One home, so every email
 * describes an order the same way.
 */
import { eq } from 'drizzle-orm';
import { COUNTRIES } from '#contracts/address';
import type { StoredAddress } from '#contracts/address';
import { formatMoney } from '#domain/money';
import type { Tx } from '../../db/client';
import { orderLines, type OrderLineRow, type OrderRow } from '../../db/schema';
import type { EmailAddressBlock, EmailOrder, EmailTotal, OrderNews } from '../email';
import { LINES_IN_SHOP_ORDER } from './line-order';

/** A line as the order kept it: the size's name is the snapshot taken at checkout (docs/decisions/0249-sizes-as-variants.md). */
type LineRow = Pick<OrderLineRow, 'name' | 'variantName' | 'image' | 'quantity' | 'lineTotal'>;

export function orderLinesOf(tx: Tx, orderId: string): Promise<LineRow[]> {
  return tx
    .select({ name: orderLines.name, variantName: orderLines.variantName, image: orderLines.image, quantity: orderLines.quantity, lineTotal: orderLines.lineTotal })
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId))
    .orderBy(...LINES_IN_SHOP_ORDER);
}

/** A picture's address as a mail client can fetch it: the shop's own paths become absolute. */
function pictureUrl(image: string | null, publicUrl: string): string | null {
  if (!image) return null;
  if (/^https?:\/\//i.test(image)) return image;
  return image.startsWith('/') ? `${publicUrl.replace(/\/$/, '')}${image}` : null;
}

/** An address one part to a line, as on an envelope: name, street, town, postcode, country. */
export function addressLinesOf(address: StoredAddress): string[] {
  const country = COUNTRIES.find((known) => known.code === address.country)?.name ?? address.country;
  return [
    `${address.firstName} ${address.lastName}`.trim(),
    address.address1,
    address.address2,
    [address.city, address.state].filter(Boolean).join(', '),
    address.postalCode,
    country,
  ].filter((line): line is string => Boolean(line && line.trim()));
}

/** Subtotal, shipping, tax, the discount when there was one, and the total (paid, or due when unpaid). */
export function orderTotalsOf(order: OrderRow): EmailTotal[] {
  return [
    { label: 'Subtotal', amount: formatMoney(order.subtotal) },
    { label: 'Shipping', amount: order.shipping === 0 ? 'Free' : formatMoney(order.shipping) },
    { label: 'Tax', amount: formatMoney(order.tax) },
    ...(order.discount > 0
      ? [{ label: order.discountCode ? `Discount (${order.discountCode})` : 'Discount', amount: `−${formatMoney(order.discount)}` }]
      : []),
    { label: order.paymentStatus === 'paid' || order.paymentStatus === 'refunded' ? 'Total paid' : 'Total', amount: formatMoney(order.total), strong: true },
  ];
}

export function shippingAddressBlock(order: OrderRow, title = 'Shipping to'): EmailAddressBlock {
  return { title, lines: addressLinesOf(order.shippingAddress) };
}

interface EmailOrderOptions {
  /** Rows after the order's own totals (a refund). */
  extraTotals?: EmailTotal[];
  /** The address block's title; null leaves the address out. */
  addressTitle?: string | null;
}

export function emailOrderOf(order: OrderRow, lines: readonly LineRow[], publicUrl: string, options: EmailOrderOptions = {}): EmailOrder {
  const totals = orderTotalsOf(order);
  const extra = options.extraTotals ?? [];
  return {
    title: `Order #${order.number}`,
    lines: lines.map((line) => ({
      name: line.name,
      size: line.variantName,
      quantity: line.quantity,
      amount: formatMoney(line.lineTotal),
      imageUrl: pictureUrl(line.image, publicUrl),
    })),
    // With rows after them, the order's total is one row among others and the last row is the strong one.
    totals: extra.length ? [...totals.map((total) => ({ ...total, strong: false })), ...extra] : totals,
    ...(options.addressTitle === null ? {} : { address: shippingAddressBlock(order, options.addressTitle) }),
  };
}

/** The facts an order email's template starts from (email/templates/): the template titles the summary. */
export function orderNewsOf(order: OrderRow, lines: readonly LineRow[], publicUrl: string): OrderNews {
  return {
    number: order.number,
    firstName: order.shippingAddress.firstName,
    orderUrl: `${publicUrl}/orders/${order.id}`,
    summary: (options) => emailOrderOf(order, lines, publicUrl, options),
  };
}
