/**
 * A figure's move against the previous period: an arrow and the percentage, coloured by direction,
 * with the whole comparison in words for screen readers and on hover (src/domain/period-change.ts).
 */
import { describeChange, periodChange } from '#domain/period-change';

interface ChangeBadgeProps {
  current: number;
  previous: number;
  /** What the figure is set against, e.g. "the previous 7 days". */
  against: string;
  /** On the dark feature card. */
  onDark?: boolean;
}

const ARROW = { up: '▲', down: '▼', flat: '–' } as const;

export function ChangeBadge({ current, previous, against, onDark = false }: ChangeBadgeProps) {
  const change = periodChange(current, previous);
  const words = describeChange(change, against);
  const tone = {
    up: onDark ? 'bg-sage-200 text-sage-900' : 'bg-sage-100 text-sage-900',
    down: onDark ? 'bg-blush-100 text-blush-700' : 'bg-danger-soft text-danger',
    flat: onDark ? 'bg-sage-800 text-sage-100' : 'bg-sand-100 text-ink-soft',
  }[change.direction];
  const shown = change.direction === 'flat' ? '0%' : change.percent === null ? 'new' : `${change.percent}%`;
  return (
    <span className="inline-flex items-center gap-1.5 text-[12px]" title={words}>
      <span className={`inline-flex items-center gap-1 rounded-full px-2 py-0.5 font-semibold tabular-nums ${tone}`} aria-hidden="true">
        <span className="text-[9px]">{ARROW[change.direction]}</span>
        {shown}
      </span>
      <span className="sr-only">{words}</span>
      <span aria-hidden="true" className={onDark ? 'text-sage-100/80' : 'text-ink-muted'}>
        vs {against}
      </span>
    </span>
  );
}
