/**
 * A status in the spec's badge colours (docs/product/constants-and-texts.md#status-badges, src/domain/status-badge): orders and payments
 * on the storefront, and in the back office stock levels, customer and product statuses too.
 * The class names are written out in full so UnoCSS finds them in the source.
 */
import { badgeColour, type BadgeColour } from '../domain/status-badge';

const CLASS: Record<BadgeColour, string> = {
  green: 'badge-green',
  yellow: 'badge-yellow',
  red: 'badge-red',
  blue: 'badge-blue',
  grey: 'badge-grey',
};

interface StatusBadgeProps {
  status: string;
  /** What the status is about, read before it by screen readers: "Payment: paid", "Stock: low stock". */
  kind?: 'Order' | 'Payment' | 'Stock' | 'Status';
  /** Words to show instead of the status, which still picks the colour; they say what it is about themselves, so `kind` is not read. */
  text?: string;
}

export function StatusBadge({ status, kind, text }: StatusBadgeProps) {
  const colour = badgeColour(status);
  return (
    <span className={CLASS[colour]} data-colour={colour}>
      <span className="badge-dot" aria-hidden="true" />
      {kind && !text ? <span className="sr-only">{kind}: </span> : null}
      {text ?? status}
    </span>
  );
}
