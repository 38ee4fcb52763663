/**
 * An order or payment status in the spec's badge colours (section 4, src/domain/status-badge).
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
  /** What the status is about, read before it: "Payment: paid". */
  kind?: 'Order' | 'Payment';
}

export function StatusBadge({ status, kind }: StatusBadgeProps) {
  const colour = badgeColour(status);
  return (
    <span className={CLASS[colour]} data-colour={colour}>
      <span className="badge-dot" aria-hidden="true" />
      {kind ? <span className="sr-only">{kind}: </span> : null}
      {status}
    </span>
  );
}
