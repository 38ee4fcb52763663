/** The stock badge in the spec's colours (docs/product/constants-and-texts.md#status-badges): in stock green, low stock yellow, out of stock red. */
import { badgeColour, type StockLevel } from '../../../domain/status-badge';

const TONE = {
  green: 'badge-green',
  yellow: 'badge-yellow',
  red: 'badge-red',
  blue: 'badge-blue',
  grey: 'badge-grey',
} as const;

export function StockBadge({ level, className = '' }: { level: StockLevel; className?: string }) {
  const colour = badgeColour(level);
  return (
    <span className={`${TONE[colour]} ${className}`} data-colour={colour}>
      <span aria-hidden="true" className="badge-dot" />
      {level}
    </span>
  );
}
