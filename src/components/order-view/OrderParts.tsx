/**
 * The parts of one order's page that the customer's order page and the back office's order page
 * show alike: the line list, the amounts and the addresses. Amounts are in pounds, what was charged
 * (src/lib/format.ts). Each screen decides where a line's name leads (the shop's product page for
 * the customer, the product's admin page for an admin), and the parcel's tracking once shipped.
 * Refunds, whole or partial, are listed the same way on both (decision 0232); the back office adds
 * who made each and why. Each line reads with the size it was ordered in, and the back office with
 * its SKU too, the one a packer picks by (docs/decisions/0249-sizes-as-variants.md).
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { OrderDetail } from '../../contracts/orders';
import { trackingLine } from '../../domain/tracking';
import { formatDayTime, formatPaid, itemsLabel } from '../../lib/format';
import { AddressLines } from '../AddressLines';
import { ArrowUpIcon, PackageIcon, TruckIcon } from '../icons/icons';

/** A line's or an order's picture, or a parcel when it has none. */
export function OrderThumb({ image, size = 64 }: { image: string | null; size?: number }) {
  return (
    <span
      style={{ width: size, height: size }}
      className="inline-flex shrink-0 items-center justify-center overflow-hidden rounded-2xl border border-sand-100 bg-cream-200 text-sand-400"
    >
      {image ? (
        <img src={image} alt="" width={size} height={size} loading="lazy" className="h-full w-full object-cover" />
      ) : (
        <PackageIcon size={Math.round(size * 0.4)} />
      )}
    </span>
  );
}

/** A part of the order's page: a card labelled by its heading (a hidden one where the card's content names itself). */
function OrderCard({ id, title, titleClassName = 'font-serif text-2xl text-ink', children }: { id: string; title: ReactNode; titleClassName?: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="card p-5 sm:p-6">
      <h2 id={id} className={titleClassName}>
        {title}
      </h2>
      {children}
    </section>
  );
}

type Lines = Pick<OrderDetail, 'lines' | 'itemCount'>;
type Line = OrderDetail['lines'][number];

/** "Rosehip Face Oil, 50 ml": a line named with its size, where one line of text must say both (as the emails do). */
export function lineTitle(name: string, variantName: string | undefined): string {
  return variantName ? `${name}, ${variantName}` : name;
}

/** "50 ml · SKU ROSEHIP-50": what tells a line's size apart; the SKU only when asked (the back office). */
export function lineSizeLabel(line: Pick<Line, 'variantName' | 'sku'>, withSku = false): string {
  return [line.variantName, withSku && line.sku ? `SKU ${line.sku}` : ''].filter(Boolean).join(' · ');
}

export function OrderLines({ order, productHref, withSku = false }: { order: Lines; productHref: (productId: string) => string; withSku?: boolean }) {
  return (
    <OrderCard
      id="order-items"
      title={
        <>
          Items <span className="font-sans text-sm text-ink-muted">({itemsLabel(order.itemCount)})</span>
        </>
      }
    >
      <ul className="mt-4 divide-y divide-sand-100">
        {order.lines.map((line) => (
          <li key={line.id} className="flex items-center gap-4 py-4 first:pt-1 last:pb-0">
            <OrderThumb image={line.image} size={72} />
            <div className="min-w-0 flex-1">
              {line.productId ? (
                <Link
                  to={productHref(line.productId)}
                  className="keyboard-focus rounded text-[15px] font-medium leading-snug text-ink underline-offset-4 hover:underline"
                >
                  {line.name}
                </Link>
              ) : (
                <p className="text-[15px] font-medium leading-snug text-ink">{line.name}</p>
              )}
              {lineSizeLabel(line, withSku) ? <p className="mt-0.5 text-[13px] text-ink-soft break-words" data-testid="order-line-size">{lineSizeLabel(line, withSku)}</p> : null}
              <p className="mt-1 text-[13px] text-ink-muted">
                {line.quantity} × {formatPaid(line.unitPrice)}
                {line.refundedQuantity > 0 ? <span className="text-ink-soft"> · {line.refundedQuantity === line.quantity ? 'refunded' : `${line.refundedQuantity} refunded`}</span> : null}
              </p>
            </div>
            <p className="shrink-0 text-[15px] font-medium tabular-nums text-ink">{formatPaid(line.lineTotal)}</p>
          </li>
        ))}
      </ul>
    </OrderCard>
  );
}

type Amounts = Pick<OrderDetail, 'subtotal' | 'shipping' | 'tax' | 'discount' | 'discountCode' | 'total' | 'refundedAmount'>;

export function OrderAmounts({ order }: { order: Amounts }) {
  const rows: Array<[string, string]> = [
    ['Subtotal', formatPaid(order.subtotal)],
    ['Shipping', order.shipping === 0 ? 'Free' : formatPaid(order.shipping)],
    ['Tax', formatPaid(order.tax)],
  ];
  if (order.discount > 0) rows.push([order.discountCode ? `Discount (${order.discountCode})` : 'Discount', `−${formatPaid(order.discount)}`]);
  return (
    <OrderCard id="order-summary" title="Summary">
      <dl className="mt-4 flex flex-col gap-2.5 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="flex justify-between gap-4">
            <dt className="text-ink-soft">{label}</dt>
            <dd className="tabular-nums text-ink">{value}</dd>
          </div>
        ))}
        <div className="mt-2 flex items-baseline justify-between gap-4 border-t border-sand-100 pt-4">
          <dt className="font-medium text-ink">Total</dt>
          <dd className="font-serif text-3xl font-medium lining-nums tabular-nums text-ink">{formatPaid(order.total)}</dd>
        </div>
        {order.refundedAmount > 0 ? (
          <div className="flex justify-between gap-4">
            <dt className="text-ink-soft">Refunded</dt>
            <dd className="tabular-nums text-ink">−{formatPaid(order.refundedAmount)}</dd>
          </div>
        ) : null}
      </dl>
      <p className="mt-3 text-xs text-ink-muted">Charged in pounds sterling (GBP).</p>
    </OrderCard>
  );
}

export function OrderAddresses({ order }: { order: Pick<OrderDetail, 'shippingAddress' | 'billingAddress'> }) {
  return (
    <OrderCard id="order-addresses" title="Addresses" titleClassName="sr-only">
      <div className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-1">
        <div>
          <h3 className="mb-2 text-[11px] font-semibold uppercase tracking-[0.18em] text-ink-muted">Shipping address</h3>
          <AddressLines address={order.shippingAddress} />
        </div>
        <div>
          <h3 className="mb-2 text-[11px] font-semibold uppercase tracking-[0.18em] text-ink-muted">Billing address</h3>
          <AddressLines address={order.billingAddress} />
        </div>
      </div>
    </OrderCard>
  );
}

/**
 * "Shipped with Royal Mail: AB123456789GB" and the carrier's tracking page, opened in a new tab
 * (decision 0231). The line and the link come from src/domain/tracking.ts and the order's answer,
 * the same ones the shipped email uses. `action`: the back office's Edit tracking button.
 */
export function OrderTracking({ tracking, action }: { tracking: OrderDetail['tracking']; action?: ReactNode }) {
  if (!tracking && !action) return null;
  return (
    <section aria-labelledby="order-tracking" className="card p-5 sm:p-6">
      <div className="flex items-center justify-between gap-3">
        <h2 id="order-tracking" className="flex items-center gap-2.5 font-serif text-2xl text-ink">
          <TruckIcon size={20} className="text-sage-700" /> Tracking
        </h2>
        {action}
      </div>
      {tracking ? (
        <div className="mt-3 flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center sm:justify-between">
          <p className="break-words text-[15px] text-ink">{trackingLine(tracking.carrier, tracking.number)}</p>
          {tracking.url ? (
            <a href={tracking.url} target="_blank" rel="noopener noreferrer" className="btn-secondary self-start !py-2 text-sm sm:self-auto">
              Track your parcel <ArrowUpIcon size={14} className="rotate-45" />
              <span className="sr-only">(opens the carrier’s site in a new tab)</span>
            </a>
          ) : null}
        </div>
      ) : (
        <p className="mt-3 text-sm text-ink-muted">No tracking number was given when this order shipped.</p>
      )}
    </section>
  );
}

/** One refund as a list shows it; the back office passes who made it, the note and the restock ticks. */
export interface RefundEntry {
  id: string;
  amount: number;
  refundedAt: string;
  lines: ReadonlyArray<{ orderLineId: string; name: string; quantity: number; restock?: boolean }>;
  by?: string | null;
  note?: string | null;
}

/**
 * "Refunded £35.46 of £85.10", then each refund: when, how much, which units. Nothing when none was
 * made. Given the order's lines, a refunded unit reads with its line's size (a refund keeps only the
 * line's id and name).
 */
export function OrderRefunds({
  refunds,
  refundedAmount,
  paid,
  lines = [],
}: {
  refunds: readonly RefundEntry[];
  refundedAmount: number;
  paid: number;
  lines?: ReadonlyArray<Pick<Line, 'id' | 'variantName'>>;
}) {
  if (refunds.length === 0) return null;
  const sizeOf = (orderLineId: string) => lines.find((line) => line.id === orderLineId)?.variantName;
  const unitsLabel = (line: RefundEntry['lines'][number]) =>
    `${line.quantity} × ${lineTitle(line.name, sizeOf(line.orderLineId))}${line.restock ? ' (back in stock)' : ''}`;
  return (
    <OrderCard id="order-refunds" title="Refunds">
      <p className="mt-1 text-sm text-ink-soft" data-testid="refunded-of">
        Refunded {formatPaid(refundedAmount)} of {formatPaid(paid)}
      </p>
      <ul className="mt-4 divide-y divide-sand-100">
        {refunds.map((refund) => (
          <li key={refund.id} className="flex items-start justify-between gap-4 py-3 first:pt-0 last:pb-0">
            <div className="min-w-0 text-sm">
              <p className="font-medium text-ink">
                <time dateTime={refund.refundedAt}>{formatDayTime(refund.refundedAt)}</time>
                {refund.by ? <span className="font-normal text-ink-muted"> · by {refund.by}</span> : null}
              </p>
              <p className="mt-0.5 text-ink-soft">
                {refund.lines.length
                  ? refund.lines.map(unitsLabel).join('; ')
                  : 'An amount, not tied to items'}
              </p>
              {refund.note ? <p className="mt-0.5 text-ink-muted">“{refund.note}”</p> : null}
            </div>
            <p className="shrink-0 text-sm font-medium tabular-nums text-ink">{formatPaid(refund.amount)}</p>
          </li>
        ))}
      </ul>
    </OrderCard>
  );
}
